/**
 * Time helpers. Seeded data is laid out around a fixed instant and formatted in UTC, so the same seed
 * gives the same strings on any day, in any time zone, on Node and in the browser; only `now()` (the
 * time of a live change) reads the real clock.
 */

/** The seeded "today": start of the 2026 autumn term, 08:00. */
export const SEED_NOW = Date.UTC(2026, 8, 1, 8, 0, 0);

export const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `yyyy-MM-dd` of an instant, read in UTC. */
export function utcDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `yyyy-MM-dd HH:mm:ss` of an instant, read in UTC (the seeded clock). */
export function utcDateTime(ms: number): string {
  const d = new Date(ms);
  return `${utcDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `yyyy-MM-dd HH:mm:ss` in local time, the backend's format for live changes. */
export function formatTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Milliseconds of a UTC calendar date (month 1-based), for laying out seeded dates. */
export function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** `YYYYMMDD` of an instant in local time: the day in an export's file name (`申请列表-20261126.xlsx`). */
export function fileDay(ms: number): string {
  return formatTime(new Date(ms)).slice(0, 10).replaceAll('-', '');
}
