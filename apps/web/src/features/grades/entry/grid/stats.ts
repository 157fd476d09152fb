import type { GridState } from './model.ts';
import { LEVELS, parseFlag, parseMark } from './parse.ts';
import type { Level } from './types.ts';

/*
 * The sheet's figures as the teacher types (DESIGN.md "Mark"): a level counts as 95/85/75/65/50 in the
 * average; 缺考 and 违纪 count as 0 and fail, 缓考 counts nowhere yet. A row is entered when it has a
 * valid mark or a flag. The server's `stats` say the same of what it stores.
 */

export const SCORE_BANDS = ['90-100', '80-89', '70-79', '60-69', '0-59'] as const;
export const LEVEL_POINTS: Readonly<Record<Level, number>> = { A: 95, B: 85, C: 75, D: 65, E: 50 };

export interface GridStats {
  entered: number;
  total: number;
  average: number | null;
  passed: number;
  /** Per band (score sheets) or per level (level sheets), in that order. */
  distribution: { band: string; count: number }[];
}

function bandOf(points: number): number {
  if (points >= 90) return 0;
  if (points >= 80) return 1;
  if (points >= 70) return 2;
  if (points >= 60) return 3;
  return 4;
}

export function gridStats(state: Pick<GridState, 'rows' | 'order' | 'scale'>): GridStats {
  const counts = [0, 0, 0, 0, 0];
  let entered = 0;
  let sum = 0;
  let counted = 0;
  let passed = 0;
  for (const xykh of state.order) {
    const row = state.rows[xykh];
    if (!row) continue;
    const mark = parseMark(row.mark, state.scale);
    const flag = parseFlag(row.flag);
    const flagged = flag.ok && flag.value !== null;
    const value = mark.ok ? mark.value : null;
    if (flagged || value !== null) entered++;
    if (flagged && flag.value === 'deferred') continue;
    let points: number | null = null;
    let band: number | null = null;
    if (flagged) {
      points = 0;
      band = 4;
    } else if (typeof value === 'number') {
      points = value;
      band = bandOf(value);
    } else if (value !== null) {
      points = LEVEL_POINTS[value];
      band = LEVELS.indexOf(value);
    }
    if (points === null || band === null) continue;
    counts[band] = (counts[band] ?? 0) + 1;
    sum += points;
    counted++;
    if (band < 4) passed++;
  }
  const labels: readonly string[] = state.scale === 'level' ? LEVELS : SCORE_BANDS;
  return {
    entered,
    total: state.order.length,
    average: counted ? Math.round((sum / counted) * 10) / 10 : null,
    passed,
    distribution: labels.map((band, index) => ({ band, count: counts[index] ?? 0 })),
  };
}
