import { describe, expect, it } from 'vitest';
import {
  PERIODS,
  dateOf,
  expandSessions,
  inParity,
  periodMask,
  periodsOverlap,
  periodTimes,
  placementProblems,
  slotText,
  teachingWeeks,
  weekMonday,
  weekOf,
  weekdayOf,
  weeksText,
} from './timetable.ts';

// 2026-09-01 is a Tuesday: week 1 is the Monday-to-Sunday week holding it, from Monday 2026-08-31.
const term = {
  startDate: '2026-09-01',
  weeks: 18,
  holidays: [
    { date: '2026-10-01', name: '国庆节', nameEn: 'National Day' },
    { date: '2026-10-02', name: '国庆节', nameEn: 'National Day' },
    { date: '2027-01-01', name: '元旦', nameEn: "New Year's Day" },
  ],
};

describe('the calendar of a term', () => {
  it('starts week 1 on the Monday before a Tuesday start date and counts weeks from it', () => {
    expect(weekdayOf('2026-09-01')).toBe(2);
    expect(weekMonday('2026-09-01', 1)).toBe('2026-08-31');
    expect(weekMonday('2026-09-01', 2)).toBe('2026-09-07');
    expect(dateOf('2026-09-01', 1, 1)).toBe('2026-08-31');
    expect(dateOf('2026-09-01', 5, 4)).toBe('2026-10-01');
    expect(dateOf('2026-09-01', 18, 7)).toBe('2027-01-03');
    expect(weekOf('2026-09-01', '2026-08-31')).toBe(1);
    expect(weekOf('2026-09-01', '2026-09-06')).toBe(1);
    expect(weekOf('2026-09-01', '2026-09-07')).toBe(2);
    expect(weekOf('2026-09-01', '2026-08-30')).toBe(0);
  });

  it('keeps to calendar dates whatever the time zone (a Sunday is 7, across the year end)', () => {
    expect(weekdayOf('2027-01-03')).toBe(7);
    expect(weekdayOf('2027-01-04')).toBe(1);
    expect(weekOf('2026-09-01', '2027-01-01')).toBe(18);
  });

  it('teaches odd, even or every week between from and to', () => {
    expect(teachingWeeks({ from: 1, to: 7, parity: 'odd' })).toEqual([1, 3, 5, 7]);
    expect(teachingWeeks({ from: 1, to: 7, parity: 'even' })).toEqual([2, 4, 6]);
    expect(teachingWeeks({ from: 3, to: 5, parity: 'all' })).toEqual([3, 4, 5]);
    expect([inParity(3, 'odd'), inParity(3, 'even'), inParity(4, 'even'), inParity(4, 'all')]).toEqual([true, false, true, true]);
  });

  it('lists a weekly session on a holiday as not held, with the holiday, and does not move it', () => {
    // Thursdays of weeks 4-6: 2026-09-24, 2026-10-01 (National Day), 2026-10-08.
    const sessions = expandSessions(term, { weeks: { from: 4, to: 6, parity: 'all' }, slots: [{ weekday: 4, start: 1, end: 2 }], dates: [] });
    expect(sessions.map((s) => [s.date, s.week, s.holiday?.nameEn ?? null])).toEqual([
      ['2026-09-24', 4, null],
      ['2026-10-01', 5, 'National Day'],
      ['2026-10-08', 6, null],
    ]);
  });

  it('expands the real dates of odd weeks and adds dated sessions with their weekday', () => {
    const sessions = expandSessions(term, {
      weeks: { from: 1, to: 5, parity: 'odd' },
      slots: [{ weekday: 3, start: 3, end: 4 }],
      dates: [{ date: '2026-10-10', start: 1, end: 2 }],
    });
    expect(sessions.map((s) => `${s.date}/${s.source}/${s.weekday}`)).toEqual([
      '2026-09-02/weekly/3',
      '2026-09-16/weekly/3',
      '2026-09-30/weekly/3',
      '2026-10-10/date/6',
    ]);
  });

  it('never has an odd-weeks and an even-weeks session of one slot on the same date', () => {
    const slot = { weekday: 2, start: 1, end: 2 };
    const odd = expandSessions(term, { weeks: { from: 1, to: 18, parity: 'odd' }, slots: [slot], dates: [] }).map((s) => s.date);
    const even = expandSessions(term, { weeks: { from: 1, to: 18, parity: 'even' }, slots: [slot], dates: [] }).map((s) => s.date);
    expect(odd.filter((d) => even.includes(d))).toEqual([]);
    expect(odd).toHaveLength(9);
  });

  it('says when periods overlap, and their times', () => {
    expect(periodsOverlap({ start: 1, end: 2 }, { start: 2, end: 3 })).toBe(true);
    expect(periodsOverlap({ start: 1, end: 2 }, { start: 3, end: 4 })).toBe(false);
    expect(periodMask(1, 2) & periodMask(3, 4)).toBe(0);
    expect(periodMask(1, 3) & periodMask(3, 4)).not.toBe(0);
    expect(PERIODS).toHaveLength(12);
    expect(periodTimes(7, 8)).toEqual({ start: '16:00', end: '17:40' });
    expect(periodTimes(12, 12)).toEqual({ start: '21:45', end: '22:30' });
  });

  it('words weeks and slots in both languages', () => {
    expect(weeksText({ from: 1, to: 17, parity: 'all' })).toBe('第1-17周');
    expect(weeksText({ from: 1, to: 15, parity: 'odd' }, 'en')).toBe('weeks 1-15 (odd)');
    expect(slotText({ weekday: 3, start: 1, end: 2 })).toBe('周三 第1-2节');
    expect(slotText({ weekday: 3, start: 1, end: 2 }, 'en')).toBe('Wed periods 1-2');
  });

  it('finds what is wrong with a placement: weeks, periods, repeats, dates outside the term or on a holiday', () => {
    const problems = placementProblems(term, {
      weeks: { from: 5, to: 20, parity: 'all' },
      slots: [
        { weekday: 1, start: 4, end: 3 },
        { weekday: 2, start: 1, end: 2 },
        { weekday: 2, start: 1, end: 2 },
      ],
      dates: [
        { date: '2026-10-02', start: 1, end: 2 },
        { date: '2027-02-01', start: 1, end: 2 },
        { date: '2026-02-30', start: 1, end: 2 },
      ],
    });
    expect(problems.map((p) => p.en)).toEqual([
      "weeks 5-20 are outside the term's 18 weeks",
      'Mon periods 4-3: the start is after the end',
      'Tue periods 1-2 is given twice',
      '2026-10-02 is a holiday (National Day)',
      "2027-02-01 is outside the term's teaching weeks",
      '2026-02-30 is not a date',
    ]);
    expect(problems[3]!.zh).toBe('日期 2026-10-02 是国庆节，不能排课');
    expect(placementProblems(term, { weeks: { from: 1, to: 16, parity: 'odd' }, slots: [{ weekday: 5, start: 7, end: 8 }], dates: [] })).toEqual([]);
  });
});
