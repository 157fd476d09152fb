import { describe, expect, it } from 'vitest';
import { isComplete, markProblem, passedOf, pointsOf, sheetStats, weightedAverage } from './grade.ts';

const mark = (score: number | null, level: string | null = null, flag: 'absent' | 'deferred' | 'misconduct' | null = null) => ({ score, level, flag });

describe('the rules of a grade', () => {
  it('takes scores of 0-100 with one decimal on the score scale and the five levels on the level scale', () => {
    expect(markProblem('score', mark(88.5))).toBeNull();
    expect(markProblem('score', mark(100.1))?.en).toBe('score 100.1 is outside 0-100');
    expect(markProblem('score', mark(60.25))?.zh).toBe('分数 60.25 最多保留一位小数');
    expect(markProblem('score', mark(null, 'A'))?.en).toBe('the course is graded by score; level A is not valid');
    expect(markProblem('level', mark(null, 'C'))).toBeNull();
    expect(markProblem('level', mark(null, 'F'))?.en).toBe('level F is not one of A-E');
    expect(markProblem('level', mark(90))?.en).toBe('the course is graded by level; score 90 is not valid');
    expect(markProblem('score', mark(80, 'B'))?.en).toBe('a score (80) and a level (B) together');
    expect(markProblem('score', mark(null, null, 'absent'))).toBeNull();
  });

  it('counts levels 95/85/75/65/50, absent and misconduct 0 and a fail, deferred nowhere', () => {
    expect([mark(71.5), mark(null, 'A'), mark(null, 'E'), mark(null, null, 'absent'), mark(null, null, 'deferred')].map(pointsOf)).toEqual([
      71.5,
      95,
      50,
      0,
      null,
    ]);
    expect([mark(60), mark(59.9), mark(null, 'D'), mark(null, null, 'misconduct'), mark(null, null, 'deferred')].map(passedOf)).toEqual([
      true,
      false,
      true,
      false,
      null,
    ]);
    expect(isComplete('score', mark(null))).toBe(false);
    expect(isComplete('score', mark(null, null, 'deferred'))).toBe(true);
  });

  it('weights averages by credits and leaves out what does not count', () => {
    expect(
      weightedAverage([
        { xf: 2, points: 90 },
        { xf: 1, points: 60 },
        { xf: 3, points: null },
      ]),
    ).toBe(80);
    expect(weightedAverage([{ xf: 2, points: null }])).toBeNull();
    expect(
      weightedAverage([
        { xf: 1.5, points: 85 },
        { xf: 2.5, points: 72.5 },
      ]),
    ).toBe(77.2);
  });

  it('gives a sheet its figures: rows complete, the average, passes and the distribution', () => {
    expect(sheetStats('level', [mark(null, 'A'), mark(null, 'B'), mark(null, null, 'absent'), mark(null)])).toEqual({
      entered: 3,
      total: 4,
      average: 60,
      passed: 2,
      distribution: [
        { band: 'A', count: 1 },
        { band: 'B', count: 1 },
        { band: 'C', count: 0 },
        { band: 'D', count: 0 },
        { band: 'E', count: 1 },
      ],
    });
  });
});
