import { describe, expect, it } from 'vitest';
import { isCourseCode, isCredit, isHours, prerequisiteCycle } from './course.ts';

describe('course codes, credits and hours', () => {
  it('takes 6 to 10 capital letters or digits as a code', () => {
    expect(['GG0001', 'XW00104', 'ABCDEFGHIJ'].every(isCourseCode)).toBe(true);
    expect(['GG001', 'gg0001', 'ABCDEFGHIJK', 'GG-001', ''].some(isCourseCode)).toBe(false);
  });

  it('takes credits from 0.5 to 10 in steps of 0.5, and whole positive hours', () => {
    expect([0.5, 1, 1.5, 10].every(isCredit)).toBe(true);
    expect([0, 0.25, 1.2, 10.5, Number.NaN].some(isCredit)).toBe(false);
    expect([1, 36, 2000].every(isHours)).toBe(true);
    expect([0, -1, 1.5, 2001].some(isHours)).toBe(false);
  });
});

describe('prerequisite cycles', () => {
  const graph: Record<string, string[]> = { A: ['B'], B: ['C'], C: [], D: ['A'] };
  const of = (id: string) => graph[id];

  it('finds none where the chain ends', () => {
    expect(prerequisiteCycle('C', ['E'], of)).toBeUndefined();
    expect(prerequisiteCycle('D', ['A', 'C'], of)).toBeUndefined();
  });

  it('names the loop from the course back to it', () => {
    expect(prerequisiteCycle('C', ['D'], of)).toEqual(['C', 'D', 'A', 'B', 'C']);
    expect(prerequisiteCycle('B', ['C', 'A'], of)).toEqual(['B', 'A', 'B']);
    expect(prerequisiteCycle('A', ['A'], of)).toEqual(['A', 'A']);
  });
});
