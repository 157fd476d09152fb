import { describe, expect, it } from 'vitest';
import { levelOf, weightedTotal } from './assessment-total.ts';

const criteria = [
  { id: 'ldsr', name: '立德树人', description: '', weight: 20, maxScore: 10 },
  { id: 'kysp', name: '科研水平', description: '', weight: 35, maxScore: 100 },
  { id: 'zdzl', name: '指导质量', description: '', weight: 30, maxScore: 100 },
  { id: 'pycx', name: '培养成效', description: '', weight: 15, maxScore: 50 },
];

describe('the live total of the assessment dialog (issue 15 §6, our model)', () => {
  it('weighs each score by its share of the maximum, to one decimal', () => {
    expect(weightedTotal(criteria, { ldsr: 9, kysp: 80, zdzl: 70, pycx: 40 })).toBe(79);
    expect(weightedTotal(criteria, { ldsr: 10, kysp: 100, zdzl: 100, pycx: 50 })).toBe(100);
    expect(weightedTotal(criteria, { ldsr: 7.5, kysp: 66.6 })).toBe(38.3);
  });

  it('counts a score not typed yet as 0', () => {
    expect(weightedTotal(criteria, { kysp: 100 })).toBe(35);
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
