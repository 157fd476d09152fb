import type { Flag, Level, Scale } from './types.ts';

/*
 * What a teacher types or pastes into the grade grid, read as the server's values (DESIGN.md "Mark"):
 * a score 0-100 with one decimal at most on a score sheet, a level A-E (优/良/中/及格/不及格) on a level
 * sheet, and the flags 缺考/缓考/违纪. Text that is not one of them is kept as typed and marked with
 * why, so that a paste from a spreadsheet loses nothing.
 */

export const LEVELS: readonly Level[] = ['A', 'B', 'C', 'D', 'E'];
export const FLAGS: readonly Flag[] = ['absent', 'deferred', 'misconduct'];

/** Why a cell's text is not a value the server takes. */
export type CellProblem =
  /** A number outside 0-100. */
  | 'range'
  /** More than one decimal. */
  | 'precision'
  /** A level on a score sheet, or a number on a level sheet. */
  | 'scale'
  /** Neither a number nor a level. */
  | 'unknown'
  /** Not one of the flags. */
  | 'flag';

export type Parsed<T> = { ok: true; value: T | null } | { ok: false; problem: CellProblem };

/** Full-width digits and signs (a Chinese input method's) as ASCII; spaces around dropped. */
function normalise(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .trim();
}

// The words a teacher may type for each level, in either language; the letters too, any case.
const LEVEL_WORDS: ReadonlyMap<string, Level> = new Map([
  ['a', 'A'],
  ['b', 'B'],
  ['c', 'C'],
  ['d', 'D'],
  ['e', 'E'],
  ['优', 'A'],
  ['优秀', 'A'],
  ['良', 'B'],
  ['良好', 'B'],
  ['中', 'C'],
  ['中等', 'C'],
  ['及格', 'D'],
  ['合格', 'D'],
  ['不及格', 'E'],
  ['不合格', 'E'],
  ['excellent', 'A'],
  ['good', 'B'],
  ['fair', 'C'],
  ['pass', 'D'],
  ['fail', 'E'],
]);

const FLAG_WORDS: ReadonlyMap<string, Flag> = new Map([
  ['缺考', 'absent'],
  ['缺', 'absent'],
  ['absent', 'absent'],
  ['缓考', 'deferred'],
  ['缓', 'deferred'],
  ['deferred', 'deferred'],
  ['违纪', 'misconduct'],
  ['违', 'misconduct'],
  ['作弊', 'misconduct'],
  ['misconduct', 'misconduct'],
]);

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export function levelOfWord(text: string): Level | undefined {
  return LEVEL_WORDS.get(normalise(text).toLowerCase());
}

/** A flag named in text (缺考, 缺, absent ...), or undefined. */
export function flagOfWord(text: string): Flag | undefined {
  return FLAG_WORDS.get(normalise(text).toLowerCase());
}

/** The mark typed into a cell, by the sheet's scale; empty text is no mark. */
export function parseMark(text: string, scale: Scale): Parsed<number | Level> {
  const value = normalise(text);
  if (value === '') return { ok: true, value: null };
  if (NUMBER.test(value)) {
    if (scale === 'level') return { ok: false, problem: 'scale' };
    const number = Number(value);
    if (number < 0 || number > 100) return { ok: false, problem: 'range' };
    if (Math.round(number * 10) !== number * 10) return { ok: false, problem: 'precision' };
    return { ok: true, value: number };
  }
  const level = levelOfWord(value);
  if (level) return scale === 'level' ? { ok: true, value: level } : { ok: false, problem: 'scale' };
  return { ok: false, problem: 'unknown' };
}

/** The flag typed into a cell; empty text is no flag. */
export function parseFlag(text: string): Parsed<Flag> {
  const value = normalise(text);
  if (value === '') return { ok: true, value: null };
  const flag = flagOfWord(value);
  return flag ? { ok: true, value: flag } : { ok: false, problem: 'flag' };
}

/** The stored text of a valid mark: the number as typed without padding, or the level's letter. */
export function markText(value: number | Level | null): string {
  return value === null ? '' : String(value);
}

/**
 * Text copied from a spreadsheet (Excel, WPS, Google Sheets: text/plain, rows by newlines, cells by
 * tabs; a cell with a newline or tab in it quoted, its quotes doubled) as rows of cells. The last
 * newline ends the last row and adds none.
 */
export function parseTable(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let start = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
      continue;
    }
    if (char === '"' && start) {
      quoted = true;
      start = false;
      continue;
    }
    start = false;
    if (char === '\t') {
      row.push(cell);
      cell = '';
      start = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      start = true;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Cells as text/plain for a spreadsheet: the reverse of `parseTable`. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const quote = (cell: string) => (/[\t\n\r"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return rows.map((row) => row.map(quote).join('\t')).join('\n');
}
