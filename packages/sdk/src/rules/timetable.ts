import type { components } from '../generated/schema.ts';

/*
 * The calendar rules of a timetable (our model, issue 23 §2; api-spec `Term`, `Offering`, `TimetableDraft`): which
 * real dates a placement teaches on, which of them are holidays, and when two sessions meet. The mock backend checks
 * clashes and builds the calendar file with them; the web's grid draws weeks, holidays and drafts with the same.
 *
 * Dates are plain ISO dates (`2026-09-01`). The maths runs on day numbers (days since 1970-01-01, from UTC
 * midnight), never on local time, so a browser in any time zone finds the same weeks as the server.
 */

type Term = components['schemas']['Term'];
type TermHoliday = components['schemas']['TermHoliday'];
export type OfferingWeeks = components['schemas']['OfferingWeeks'];
export type OfferingSlot = components['schemas']['OfferingSlot'];
export type DatedSession = components['schemas']['DatedSession'];
export type WeekParity = OfferingWeeks['parity'];

/** What the rules read of a term. */
export type TermCalendar = Pick<Term, 'startDate' | 'weeks'> & { holidays: readonly TermHoliday[] };

/** A placement: teaching weeks, weekly slots and dated sessions (an offering's, or a draft's). */
export interface Placement {
  weeks: OfferingWeeks;
  slots: readonly OfferingSlot[];
  dates: readonly DatedSession[];
}

/** One real session of a placement. */
export interface Session {
  date: string;
  week: number;
  weekday: number;
  start: number;
  end: number;
  source: 'weekly' | 'date';
  /** The slot's index in `slots` (weekly) or the session's in `dates` (dated). */
  index: number;
  /** The holiday on that date: the session is not held (and clashes with nothing). */
  holiday: { name: string; nameEn: string } | null;
}

/** Periods 1-12 and their wall-clock times (Asia/Shanghai). */
export const PERIODS: readonly { period: number; start: string; end: string }[] = [
  { period: 1, start: '08:00', end: '08:45' },
  { period: 2, start: '08:55', end: '09:40' },
  { period: 3, start: '10:00', end: '10:45' },
  { period: 4, start: '10:55', end: '11:40' },
  { period: 5, start: '14:00', end: '14:45' },
  { period: 6, start: '14:55', end: '15:40' },
  { period: 7, start: '16:00', end: '16:45' },
  { period: 8, start: '16:55', end: '17:40' },
  { period: 9, start: '19:00', end: '19:45' },
  { period: 10, start: '19:55', end: '20:40' },
  { period: 11, start: '20:50', end: '21:35' },
  { period: 12, start: '21:45', end: '22:30' },
];

export const PERIOD_COUNT = 12;
export const WEEKDAY_NAMES: readonly (readonly [zh: string, en: string])[] = [
  ['周一', 'Mon'],
  ['周二', 'Tue'],
  ['周三', 'Wed'],
  ['周四', 'Thu'],
  ['周五', 'Fri'],
  ['周六', 'Sat'],
  ['周日', 'Sun'],
];

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Dates read and written so far: a timetable check reads the same few hundred dates over and over. */
const dayCache = new Map<string, number>();
const isoCache = new Map<number, string>();
const CACHE_LIMIT = 20_000;

/** Days since 1970-01-01 of an ISO date (NaN when it is not one). */
export function dayNumber(date: string): number {
  const cached = dayCache.get(date);
  if (cached !== undefined) return cached;
  const m = ISO_DATE.exec(date);
  let day = Number.NaN;
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const ms = Date.UTC(y, mo - 1, d);
    // 2026-02-30 rolls over in Date.UTC: it is not a date.
    const back = new Date(ms);
    if (back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d) day = ms / DAY_MS;
  }
  if (dayCache.size < CACHE_LIMIT) dayCache.set(date, day);
  return day;
}

/** The ISO date of a day number. */
export function isoDate(day: number): string {
  let iso = isoCache.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (isoCache.size < CACHE_LIMIT) isoCache.set(day, iso);
  }
  return iso;
}

/** Whether `date` is a real ISO date. */
export const isIsoDate = (date: string): boolean => !Number.isNaN(dayNumber(date));

/** Weekday of a date, 1 (Monday) to 7 (Sunday). */
export function weekdayOf(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** Day number of the Monday of week 1: the Monday-to-Sunday week that holds the term's start date. */
function firstMonday(startDate: string): number {
  return dayNumber(startDate) - (weekdayOf(startDate) - 1);
}

/** The Monday of teaching week `week` (1-based) of a term starting on `startDate`. */
export function weekMonday(startDate: string, week: number): string {
  return isoDate(firstMonday(startDate) + 7 * (week - 1));
}

/** The date of `weekday` (1-7) in teaching week `week`. */
export function dateOf(startDate: string, week: number, weekday: number): string {
  return isoDate(firstMonday(startDate) + 7 * (week - 1) + (weekday - 1));
}

/** The teaching week a date falls in (0 or less before week 1; past the term's weeks after it). */
export function weekOf(startDate: string, date: string): number {
  return Math.floor((dayNumber(date) - firstMonday(startDate)) / 7) + 1;
}

/** Whether week `week` is taught under `parity`. */
export function inParity(week: number, parity: WeekParity): boolean {
  return parity === 'all' || (parity === 'odd' ? week % 2 === 1 : week % 2 === 0);
}

/** The weeks taught: `from` to `to` by parity. */
export function teachingWeeks(weeks: OfferingWeeks): number[] {
  const out: number[] = [];
  for (let w = weeks.from; w <= weeks.to; w += 1) if (inParity(w, weeks.parity)) out.push(w);
  return out;
}

/** The holiday on a date, if any. */
export function holidayOn(term: Pick<TermCalendar, 'holidays'>, date: string): { name: string; nameEn: string } | null {
  const found = term.holidays.find((h) => h.date === date);
  return found ? { name: found.name, nameEn: found.nameEn } : null;
}

/**
 * Every real session of a placement, by date then period: each weekly slot in each teaching week, and each
 * dated session. A session on a holiday is listed with the holiday (not held, not moved).
 */
export function expandSessions(term: TermCalendar, placement: Placement): Session[] {
  const holidays = new Map(term.holidays.map((h) => [h.date, { name: h.name, nameEn: h.nameEn }]));
  const out: Session[] = [];
  const weeks = teachingWeeks(placement.weeks);
  const monday = firstMonday(term.startDate);
  placement.slots.forEach((slot, index) => {
    for (const week of weeks) {
      const date = isoDate(monday + 7 * (week - 1) + (slot.weekday - 1));
      out.push({ date, week, weekday: slot.weekday, start: slot.start, end: slot.end, source: 'weekly', index, holiday: holidays.get(date) ?? null });
    }
  });
  placement.dates.forEach((session, index) => {
    out.push({
      date: session.date,
      week: weekOf(term.startDate, session.date),
      weekday: weekdayOf(session.date),
      start: session.start,
      end: session.end,
      source: 'date',
      index,
      holiday: holidays.get(session.date) ?? null,
    });
  });
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.start - b.start || a.index - b.index));
}

/** Whether two period ranges share a period. */
export function periodsOverlap(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/** Periods `start`-`end` as bits 1-12 (bit n is period n): two ranges meet when their masks share a bit. */
export function periodMask(start: number, end: number): number {
  let mask = 0;
  for (let p = Math.max(1, start); p <= Math.min(PERIOD_COUNT, end); p += 1) mask |= 1 << p;
  return mask;
}

/** Wall-clock times of periods `start` to `end` (`08:00`, `09:40`). */
export function periodTimes(start: number, end: number): { start: string; end: string } {
  return { start: PERIODS[start - 1]?.start ?? '00:00', end: PERIODS[end - 1]?.end ?? '23:59' };
}

const pick = (lang: 'zh' | 'en', zh: string, en: string) => (lang === 'en' ? en : zh);

/** `第1-16周`, `第1-15周（单周）` / `weeks 1-16`, `weeks 1-15 (odd)`. */
export function weeksText(weeks: OfferingWeeks, lang: 'zh' | 'en' = 'zh'): string {
  const range = weeks.from === weeks.to ? `${weeks.from}` : `${weeks.from}-${weeks.to}`;
  const zhParity = weeks.parity === 'odd' ? '（单周）' : weeks.parity === 'even' ? '（双周）' : '';
  const enParity = weeks.parity === 'odd' ? ' (odd)' : weeks.parity === 'even' ? ' (even)' : '';
  return pick(lang, `第${range}周${zhParity}`, `week${weeks.from === weeks.to ? '' : 's'} ${range}${enParity}`);
}

/** `周三 第1-2节` / `Wed periods 1-2`. */
export function slotText(slot: { weekday: number; start: number; end: number }, lang: 'zh' | 'en' = 'zh'): string {
  const day = WEEKDAY_NAMES[slot.weekday - 1] ?? ['?', '?'];
  const range = slot.start === slot.end ? `${slot.start}` : `${slot.start}-${slot.end}`;
  return pick(lang, `${day[0]} 第${range}节`, `${day[1]} period${slot.start === slot.end ? '' : 's'} ${range}`);
}

/** A problem of a placement, in both languages. */
export interface PlacementProblem {
  zh: string;
  en: string;
}

/**
 * What is wrong with a placement in a term, before any clash: weeks `from` after `to` or past the term's weeks, a
 * slot whose start is after its end, the same slot twice, a dated session outside the term's weeks, on a holiday
 * (naming it), or twice. The server refuses with these (400); the web shows them while a manager edits.
 */
export function placementProblems(term: TermCalendar, placement: Placement): PlacementProblem[] {
  const problems: PlacementProblem[] = [];
  const { from, to } = placement.weeks;
  if (from > to) problems.push({ zh: `起始周 ${from} 晚于结束周 ${to}`, en: `week ${from} is after week ${to}` });
  if (to > term.weeks || from < 1)
    problems.push({ zh: `教学周 ${from}-${to} 超出本学期的 ${term.weeks} 周`, en: `weeks ${from}-${to} are outside the term's ${term.weeks} weeks` });
  const seen = new Set<string>();
  for (const slot of placement.slots) {
    if (slot.start > slot.end) problems.push({ zh: `${slotText(slot)}：开始节次晚于结束节次`, en: `${slotText(slot, 'en')}: the start is after the end` });
    const key = `${slot.weekday}-${slot.start}-${slot.end}`;
    if (seen.has(key)) problems.push({ zh: `${slotText(slot)} 重复`, en: `${slotText(slot, 'en')} is given twice` });
    seen.add(key);
  }
  const seenDates = new Set<string>();
  for (const session of placement.dates) {
    const range = session.start === session.end ? `${session.start}` : `${session.start}-${session.end}`;
    if (!isIsoDate(session.date)) {
      problems.push({ zh: `日期 ${session.date} 不是有效日期`, en: `${session.date} is not a date` });
      continue;
    }
    if (session.start > session.end)
      problems.push({ zh: `${session.date} 第${range}节：开始节次晚于结束节次`, en: `${session.date} periods ${range}: the start is after the end` });
    const week = weekOf(term.startDate, session.date);
    if (week < 1 || week > term.weeks)
      problems.push({ zh: `日期 ${session.date} 不在本学期的教学周内`, en: `${session.date} is outside the term's teaching weeks` });
    const holiday = holidayOn(term, session.date);
    if (holiday) problems.push({ zh: `日期 ${session.date} 是${holiday.name}，不能排课`, en: `${session.date} is a holiday (${holiday.nameEn})` });
    const key = `${session.date}-${session.start}-${session.end}`;
    if (seenDates.has(key)) problems.push({ zh: `${session.date} 第${range}节 重复`, en: `${session.date} periods ${range} is given twice` });
    seenDates.add(key);
  }
  return problems;
}
