import { describe, expect, it } from 'vitest';
import { levelOf, weightedTotal } from './assessment.ts';

const criteria = [
  { id: 'ldsr', weight: 20, maxScore: 10 },
  { id: 'kysp', weight: 35, maxScore: 100 },
  { id: 'zdzl', weight: 30, maxScore: 100 },
  { id: 'pycx', weight: 15, maxScore: 50 },
];

describe('the total and level of a supervisor assessment (issue 15 §6, our model)', () => {
  it('weighs each score by its share of the maximum, to one decimal', () => {
    expect(weightedTotal(criteria, { ldsr: 9, kysp: 80, zdzl: 70, pycx: 40 })).toBe(79);
    expect(weightedTotal(criteria, { ldsr: 10, kysp: 100, zdzl: 100, pycx: 50 })).toBe(100);
    expect(weightedTotal(criteria, { ldsr: 7.5, kysp: 66.6, zdzl: 0, pycx: 0 })).toBe(38.3);
  });

  it('counts a score not typed yet as 0', () => {
    expect(weightedTotal(criteria, { kysp: 100, zdzl: null })).toBe(35);
    expect(weightedTotal(criteria, {})).toBe(0);
  });

  it('gives the level by the thresholds 90, 75 and 60', () => {
    expect([95, 90, 89.9, 75, 74.9, 60, 59.9, 0].map(levelOf)).toEqual([
      'excellent',
      'excellent',
      'qualified',
      'qualified',
      'basic',
      'basic',
      'unqualified',
      'unqualified',
    ]);
  });
});
