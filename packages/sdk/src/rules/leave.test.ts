import { describe, expect, it } from 'vitest';
import { leaveChain, leaveDays } from './leave.ts';

describe('the day count and the chain of a leave (issue 15 §4, our model)', () => {
  it('counts the first and the last day, across months and years', () => {
    expect(leaveDays('2026-11-25', '2026-11-26')).toBe(2);
    expect(leaveDays('2026-11-25', '2026-11-25')).toBe(1);
    expect(leaveDays('2026-12-30', '2027-01-02')).toBe(4);
    expect(leaveDays('2028-02-28', '2028-03-01')).toBe(3);
  });

  it('has no count until both days are real dates and in order, as a form being typed', () => {
    expect(leaveDays('2026-11-26', '2026-11-25')).toBeUndefined();
    expect(leaveDays('2026-11-25', undefined)).toBeUndefined();
    expect(leaveDays(undefined, '2026-11-25')).toBeUndefined();
    expect(leaveDays('2026-11-2', '2026-11-25')).toBeUndefined();
    expect(leaveDays('2026-02-27', '2026-02-30')).toBeUndefined();
    expect(leaveDays('2026-11-25T00:00', '2026-11-26')).toBeUndefined();
  });

  it('goes to the supervisor up to 3 days, adds the college from 4 and the graduate school past 14', () => {
    expect(leaveChain(1)).toEqual(['supervisor']);
    expect(leaveChain(3)).toEqual(['supervisor']);
    expect(leaveChain(4)).toEqual(['supervisor', 'college']);
    expect(leaveChain(14)).toEqual(['supervisor', 'college']);
    expect(leaveChain(15)).toEqual(['supervisor', 'college', 'school']);
  });
});
