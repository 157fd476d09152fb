import { describe, expect, it } from 'vitest';
import { creditProblems, offeredCredits, plannedCredits, requiredCredits } from './plan.ts';

const group = (name: string, minCredits: number, xf: number[], required: boolean[] = []) => ({
  name,
  minCredits,
  courses: xf.map((credits, i) => ({ xf: credits, required: required[i] ?? false })),
});

describe('the credit rules of a training plan', () => {
  it('sums what a group offers and requires', () => {
    const g = group('学位课', 6, [2, 2.5, 3], [true, false, true]);
    expect(offeredCredits(g)).toBe(7.5);
    expect(requiredCredits(g)).toBe(5);
    expect(plannedCredits([g, group('选修', 1, [1])])).toBe(8.5);
  });

  it('names the group and the missing credits when its courses cannot give its minimum', () => {
    const problems = creditProblems(8, [group('专业选修课组', 8, [2, 2, 2])]);
    expect(problems[0]).toMatchObject({ index: 0, name: '专业选修课组', missing: 2, zh: '专业选修课组: 至少 8 学分, 课程只有 6 学分, 差 2 学分' });
  });

  it('refuses a total above what the groups give, not one below their minimums', () => {
    expect(creditProblems(10, [group('A', 2, [3]), group('B', 2, [3])])).toEqual([expect.objectContaining({ index: null, missing: 4 })]);
    expect(creditProblems(3, [group('A', 2, [3]), group('B', 2, [3])])).toEqual([]);
    expect(creditProblems(5, [group('A', 2, [3]), group('B', 2, [3])])).toEqual([]);
  });

  it('leaves the groups of a template to be filled', () => {
    expect(creditProblems(10, [group('学位课', 8, [])], true)).toEqual([]);
  });
});
