import type { Language } from '../../../config/settings.ts';
import type { MessageKey, Translate } from '../../../i18n/i18n.ts';
import type { ChangeHow, GradeFlag, GradeLevel, GradeState, PracticeKind } from '../api/keys.ts';
import '../messages.ts';

/** What a mark is made of wherever it shows (a grade, a change's old or new value, a report card's course). */
export interface Mark {
  score?: number | null;
  level?: GradeLevel | null;
  flag?: GradeFlag | null;
}

export const flagLabel = (flag: GradeFlag): MessageKey => `grades.flag.${flag}`;
export const levelLabel = (level: GradeLevel): MessageKey => `grades.level.${level}`;
export const howLabel = (how: ChangeHow): MessageKey => `grades.how.${how}`;
export const stateLabel = (state: GradeState): MessageKey => `grades.state.${state}`;
export const practiceKindLabel = (kind: PracticeKind): MessageKey => `grades.practice.kind.${kind}`;

/**
 * A mark as words: the score or the level, then the flag (缺考 alone when a flagged row has no mark);
 * `empty` for a mark never set.
 */
export function markText(t: Translate, mark: Mark | null | undefined, empty = '-'): string {
  if (!mark) return empty;
  const value = mark.score !== null && mark.score !== undefined ? String(mark.score) : mark.level ? t(levelLabel(mark.level)) : '';
  const flag = mark.flag ? t(flagLabel(mark.flag)) : '';
  if (value && flag) return `${value}${t('common.paren', { text: flag })}`;
  return value || flag || empty;
}

/** A course's name in the app's language: the English name where there is one. */
export function courseName(language: Language, course: { kcmc: string; kcmcEn?: string | null }): string {
  return language === 'en' && course.kcmcEn ? course.kcmcEn : course.kcmc;
}

/** A number of the report card (an average) to one decimal, '-' for none. */
export function averageText(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : value.toFixed(1);
}

/** The number a mark counts in averages as the server gives it, '-' for none (deferred, not set). */
export function pointsText(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : String(value);
}

/** `YYYY-MM-DD HH:mm:ss` (the API's DateTime) as a `datetime-local` input holds it, and back. */
export const toLocalInput = (value: string | null | undefined) => (value ? value.slice(0, 16).replace(' ', 'T') : '');
export const fromLocalInput = (value: string) => `${value.replace('T', ' ')}:00`.slice(0, 19);
