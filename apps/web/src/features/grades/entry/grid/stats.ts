import { type Mark, sheetStats } from '@gs/sdk/rules/grade';
import type { GridState } from './model.ts';
import { parseFlag, parseMark } from './parse.ts';

/*
 * The sheet's figures as the teacher types, worked out by the same rules as the server's `stats` of what it
 * stores (`@gs/sdk/rules/grade`): a cell counts once its text is a value the server takes; text with a
 * problem counts as not entered.
 */

export type GridStats = ReturnType<typeof sheetStats>;

export function gridStats(state: Pick<GridState, 'rows' | 'order' | 'scale'>): GridStats {
  const marks: Mark[] = [];
  for (const xykh of state.order) {
    const row = state.rows[xykh];
    if (!row) continue;
    const mark = parseMark(row.mark, state.scale);
    const flag = parseFlag(row.flag);
    const value = mark.ok ? mark.value : null;
    marks.push({ score: typeof value === 'number' ? value : null, level: typeof value === 'string' ? value : null, flag: flag.ok ? flag.value : null });
  }
  return sheetStats(state.scale, marks);
}
