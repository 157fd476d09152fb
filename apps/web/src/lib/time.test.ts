import { afterEach, describe, expect, it, vi } from 'vitest';
import { settings } from '../config/settings.ts';
import { type LibMessageKey, libMessages } from '../i18n/messages/lib.ts';
import { ageFrom, daysBetween, formatDate, greetingKey, randomId, relativeTime } from './time.ts';

/** The en catalogue with its `{name}` parameters filled, as the app's translator does. */
const t = (key: LibMessageKey, params?: Record<string, string | number>) =>
  libMessages.en[key].replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));

const at = (hour: number, minute = 0) => new Date(2024, 4, 6, hour, minute);

afterEach(() => vi.restoreAllMocks());

describe('greetingKey', () => {
  it('morning before 8:00 (SPEC 4)', () => {
    expect(greetingKey(at(0))).toBe('lib.greeting.morning');
    expect(greetingKey(at(7, 59))).toBe('lib.greeting.morning');
  });

  it('forenoon from 8:00 through the 11 o’clock hour (SPEC 4)', () => {
    expect(greetingKey(at(8))).toBe('lib.greeting.forenoon');
    expect(greetingKey(at(11, 59))).toBe('lib.greeting.forenoon');
  });

  it('noon from 12:00 through the 13 o’clock hour (SPEC 4)', () => {
    expect(greetingKey(at(12))).toBe('lib.greeting.noon');
    expect(greetingKey(at(13, 59))).toBe('lib.greeting.noon');
  });

  it('afternoon from 14:00 to before 18:00 (SPEC 4)', () => {
    expect(greetingKey(at(14))).toBe('lib.greeting.afternoon');
    expect(greetingKey(at(17, 59))).toBe('lib.greeting.afternoon');
  });

  it('evening from 18:00 (SPEC 4)', () => {
    expect(greetingKey(at(18))).toBe('lib.greeting.evening');
    expect(greetingKey(at(23, 59))).toBe('lib.greeting.evening');
  });

  it('reads its thresholds from the config (SPEC 9)', () => {
    const { morningBefore, afternoonBefore } = settings.greetingHours;
    expect(greetingKey(at(morningBefore - 1))).toBe('lib.greeting.morning');
    expect(greetingKey(at(afternoonBefore))).toBe('lib.greeting.evening');
  });

  it('every greeting has zh and en texts (SPEC 4)', () => {
    expect(libMessages.zh['lib.greeting.morning']).toBe('早上好');
    expect(libMessages.zh['lib.greeting.evening']).toBe('晚上好');
    expect(libMessages.en['lib.greeting.noon']).toBe('Good noon');
  });
});

describe('relativeTime', () => {
  const now = new Date(2024, 4, 6, 12, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('29 s is just now, 30 s is not (SPEC 9)', () => {
    expect(relativeTime(ago(29_000), now, t)).toBe('just now');
    expect(relativeTime(ago(30_000), now, t)).not.toBe('just now');
  });

  it('under an hour is minutes ago (SPEC 9)', () => {
    expect(relativeTime(ago(5 * 60_000), now, t)).toBe('5 minutes ago');
    expect(relativeTime(ago(59 * 60_000 + 59_000), now, t)).toBe('59 minutes ago');
  });

  it('under a day is hours ago (SPEC 9)', () => {
    expect(relativeTime(ago(3_600_000), now, t)).toBe('1 hours ago');
    expect(relativeTime(ago(23 * 3_600_000), now, t)).toBe('23 hours ago');
  });

  it("under two days is '1 day ago' (SPEC 9)", () => {
    expect(relativeTime(ago(24 * 3_600_000), now, t)).toBe('1 day ago');
    expect(relativeTime(ago(47 * 3_600_000), now, t)).toBe('1 day ago');
  });

  it('two days or more shows the date (SPEC 9)', () => {
    expect(relativeTime(ago(48 * 3_600_000), now, t)).toBe('2024-05-04');
  });

  it('takes server strings and timestamps too, in zh as well', () => {
    const zh = (key: LibMessageKey, params?: Record<string, string | number>) => libMessages.zh[key].replace('{n}', String(params?.n));
    expect(relativeTime('2024-05-06 11:50:00', now, zh)).toBe('10分钟前');
    expect(relativeTime(ago(10_000).getTime(), now, zh)).toBe('刚刚');
  });
});

describe('formatDate', () => {
  const date = new Date(2024, 0, 5, 7, 8, 9);

  it('defaults to YYYY-MM-DD HH:mm:ss, zero-padded (SPEC 9)', () => {
    expect(formatDate(date)).toBe('2024-01-05 07:08:09');
  });

  it('supports each token in any pattern (SPEC 9)', () => {
    expect(formatDate(date, 'DD/MM/YYYY HH时mm分ss秒')).toBe('05/01/2024 07时08分09秒');
    expect(formatDate(date, 'YYYY')).toBe('2024');
  });

  it('reads a bare server date as that local day, not UTC midnight', () => {
    expect(formatDate('2024-03-01', 'YYYY-MM-DD HH:mm')).toBe('2024-03-01 00:00');
    expect(formatDate('2024-03-01 23:59:58')).toBe('2024-03-01 23:59:58');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('ageFrom', () => {
  it('counts whole years, turning over on the birthday (SPEC 9)', () => {
    expect(ageFrom('2000-05-06', new Date(2024, 4, 5))).toBe(23);
    expect(ageFrom('2000-05-06', new Date(2024, 4, 6))).toBe(24);
    expect(ageFrom(new Date(2000, 11, 31), new Date(2024, 0, 1))).toBe(23);
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days, in either order (SPEC 9)', () => {
    expect(daysBetween(new Date(2024, 0, 1, 23, 59), new Date(2024, 0, 2, 0, 1))).toBe(1);
    expect(daysBetween('2024-03-01', '2024-02-01')).toBe(29);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2024-01-01 08:00:00', '2024-01-01 20:00:00')).toBe(0);
  });

  it('a year is 365 or 366 days', () => {
    expect(daysBetween('2023-01-01', '2024-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });
});

describe('randomId', () => {
  it('is 32 characters of [a-zA-Z0-9] by default (SPEC 9)', () => {
    expect(randomId()).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('takes a length', () => {
    expect(randomId(8)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(randomId(0)).toBe('');
  });

  it('draws from crypto.getRandomValues and differs between calls', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    expect(randomId()).not.toBe(randomId());
    expect(spy).toHaveBeenCalled();
  });

  it('redraws bytes beyond the last full alphabet cycle, so no character is favoured', () => {
    let call = 0;
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      // First draw: 255 (rejected), 0 ('A'); second draw: 61 ('9'), ...
      bytes.set(call++ === 0 ? [255, 0] : [61, 61]);
      return array;
    });
    expect(randomId(2)).toBe('A9');
  });
});
