import { describe, expect, it } from 'vitest';
import { leaveChain, leaveDays } from './leave-days.ts';

describe("the day count and the chain of a leave (issue 15 §4, the server's rule)", () => {
  it('counts the first and the last day, and nothing until both are set and in order', () => {
    expect(leaveDays('2026-11-25', '2026-11-26')).toBe(2);
    expect(leaveDays('2026-11-25', '2026-11-25')).toBe(1);
    expect(leaveDays('2026-12-30', '2027-01-02')).toBe(4);
    expect(leaveDays('2026-11-26', '2026-11-25')).toBeUndefined();
    expect(leaveDays('2026-11-25', undefined)).toBeUndefined();
  });

  it('goes to the supervisor up to 3 days, adds the college from 4 and the graduate school past 14', () => {
    expect(leaveChain(3)).toEqual(['supervisor']);
    expect(leaveChain(4)).toEqual(['supervisor', 'college']);
    expect(leaveChain(14)).toEqual(['supervisor', 'college']);
    expect(leaveChain(15)).toEqual(['supervisor', 'college', 'school']);
  });
});
