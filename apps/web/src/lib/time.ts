import { settings } from '../config/settings.ts';
import type { LibMessageKey, LibTranslate } from '../i18n/messages/lib.ts';

/** SPEC 4: before 8 morning, up to 11 forenoon, up to 13 noon, before 18 afternoon, else evening. */
export function greetingKey(date: Date): LibMessageKey {
  const hour = date.getHours();
  const { morningBefore, forenoonUntil, noonUntil, afternoonBefore } = settings.greetingHours;
  if (hour < morningBefore) return 'lib.greeting.morning';
  if (hour <= forenoonUntil) return 'lib.greeting.forenoon';
  if (hour <= noonUntil) return 'lib.greeting.noon';
  if (hour < afternoonBefore) return 'lib.greeting.afternoon';
  return 'lib.greeting.evening';
}

const localDateTime = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The server sends 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm:ss' in local time; `new Date('2024-01-01')` would
 * read a bare date as UTC midnight and shift it a day west of Greenwich, so those are parsed by hand.
 */
function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  const parts = typeof value === 'string' ? localDateTime.exec(value.trim()) : null;
  if (!parts) return new Date(value);
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  return new Date(year, month - 1, day, hour, minute, second);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY, MM, DD, HH, mm and ss tokens, in local time. */
export function formatDate(value: Date | string | number, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const tokens: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token] ?? token);
}

/** SPEC 9: under 30 s just now, under 1 h minutes, under 1 day hours, under 2 days '1 day ago', else the date. */
export function relativeTime(value: Date | string | number, now: Date, t: LibTranslate): string {
  const seconds = (now.getTime() - toDate(value).getTime()) / 1000;
  if (seconds < 30) return t('lib.time.justNow');
  if (seconds < 3600) return t('lib.time.minutesAgo', { n: Math.max(1, Math.floor(seconds / 60)) });
  if (seconds < 86_400) return t('lib.time.hoursAgo', { n: Math.floor(seconds / 3600) });
  if (seconds < 172_800) return t('lib.time.oneDayAgo');
  return formatDate(value, 'YYYY-MM-DD');
}

/** Whole years since the birth date. */
export function ageFrom(birth: Date | string, now: Date): number {
  const date = toDate(birth);
  let age = now.getFullYear() - date.getFullYear();
  if (now.getMonth() < date.getMonth() || (now.getMonth() === date.getMonth() && now.getDate() < date.getDate())) age -= 1;
  return age;
}

/** Whole calendar days between two dates, whichever comes first. */
export function daysBetween(a: Date | string | number, b: Date | string | number): number {
  const day = (value: Date | string | number) => {
    const date = toDate(value);
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  };
  return Math.abs(Math.round((day(a) - day(b)) / 86_400_000));
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The largest multiple of the alphabet size in a byte: bytes at or above it are drawn again, so no character is likelier. */
const unbiasedLimit = 256 - (256 % alphabet.length);

/** SPEC 9: a random id of [A-Za-z0-9], 32 characters by default. */
export function randomId(length = 32): string {
  let id = '';
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < unbiasedLimit && id.length < length) id += alphabet[byte % alphabet.length];
    }
  }
  return id;
}
