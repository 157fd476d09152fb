import { type Mark, sheetStats } from '@gs/sdk/rules/grade';
import { type GridState, pendingCounts } from './model.ts';
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

/** Everything the page shows of the sheet as a whole: where saving stands and the figures. */
export interface SheetFigures extends ReturnType<typeof pendingCounts> {
  stats: GridStats;
}

// One working-out per version of the rows (every model function answers a new rows object for any
// change), shared by all who show it: the figures above the grid, the save state and the submit button.
const figuresOfRows = new WeakMap<object, { order: GridState['order']; scale: GridState['scale']; figures: SheetFigures }>();

/** The sheet's pending counts and figures, worked out once per version of the rows. */
export function sheetFigures(state: Pick<GridState, 'rows' | 'order' | 'scale'>): SheetFigures {
  const known = figuresOfRows.get(state.rows);
  if (known && known.order === state.order && known.scale === state.scale) return known.figures;
  const figures = { ...pendingCounts(state), stats: gridStats(state) };
  figuresOfRows.set(state.rows, { order: state.order, scale: state.scale, figures });
  return figures;
}
