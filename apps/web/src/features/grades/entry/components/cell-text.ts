import type { MessageKey, Translate } from '../../../../i18n/i18n.ts';
import { LEVELS } from '../grid/parse.ts';
import type { CellProblem } from '../grid/parse.ts';
import type { EditableColumn } from '../grid/model.ts';
import type { Flag, Level, Scale } from '../grid/types.ts';
import '../messages.ts';

export const levelKey = (level: Level): MessageKey => `gradeEntry.level.${level}`;
export const flagKey = (flag: Flag): MessageKey => `gradeEntry.flag.${flag}`;

const isLevel = (text: string): text is Level => (LEVELS as readonly string[]).includes(text);
const isFlag = (text: string): text is Flag => text === 'absent' || text === 'deferred' || text === 'misconduct';

/** A cell's text as shown: a level or flag in words, a number as it is, text with a problem as typed. */
export function shownText(t: Translate, column: EditableColumn, text: string, problem: CellProblem | null): string {
  if (problem || text === '') return text;
  if (column === 'flag') return isFlag(text) ? t(flagKey(text)) : text;
  return isLevel(text) ? t(levelKey(text)) : text;
}

/** A mark and flag as one phrase (a conflict's other value): "85", "优", "缺考", "85（缓考）", or "（空）". */
export function valueText(t: Translate, mark: string, flag: string): string {
  const markWords = shownText(t, 'mark', mark, null);
  const flagWords = shownText(t, 'flag', flag, null);
  if (markWords && flagWords) return `${markWords}${t('common.paren', { text: flagWords })}`;
  return markWords || flagWords || t('gradeEntry.empty');
}

/** Why the server would refuse a cell's text, in words. */
export function problemText(t: Translate, problem: CellProblem, scale: Scale): string {
  if (problem === 'scale') return t(scale === 'level' ? 'gradeEntry.problem.levelOnly' : 'gradeEntry.problem.scoreOnly');
  if (problem === 'unknown') return t(scale === 'level' ? 'gradeEntry.problem.notLevel' : 'gradeEntry.problem.notScore');
  return t(`gradeEntry.problem.${problem}`);
}

/** `YYYY-MM-DD HH:mm:ss` as `MM-DD HH:mm` (the column is narrow; the year is this one). */
export const shortTime = (value: string | null) => (value ? value.slice(5, 16).replace('T', ' ') : '');
