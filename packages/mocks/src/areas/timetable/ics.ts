import { type TermCalendar, expandSessions, periodTimes } from '@gs/sdk/rules/timetable';
import type { OfferingRecord } from '../offerings/store.ts';

/** What a calendar event says of an offering besides its placement. */
export interface IcsOffering {
  offering: OfferingRecord;
  teachers: readonly string[];
}

const encoder = new TextEncoder();

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded, each continuation starting with a space; the cut
 * falls between characters, never inside a UTF-8 sequence (a Chinese character is three octets).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets, each continuation 74 after its leading space.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `2026-09-04` and `16:00` -> `20260904T160000` (local time of the VTIMEZONE). */
const local = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

/** A UTC timestamp of the clock (DTSTAMP). */
const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const TZID = 'Asia/Shanghai';

/**
 * The calendar of a term's offerings (our model, issue 23 §2; RFC 5545): a VTIMEZONE for Asia/Shanghai (UTC+8 all
 * year), a weekly VEVENT per slot from its first teaching date, every second week for odd or even weeks, until its
 * last teaching date, with an EXDATE for each holiday it skips, and a VEVENT per dated session. CRLF line ends,
 * lines folded at 75 octets.
 */
export function timetableIcs(termId: string, termName: string, calendar: TermCalendar, items: readonly IcsOffering[], now: number): Uint8Array {
  const stamp = utcStamp(now);
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//gs//timetable//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(termName)}`,
    `X-WR-TIMEZONE:${TZID}`,
    'BEGIN:VTIMEZONE',
    `TZID:${TZID}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0800',
    'TZOFFSETTO:+0800',
    'TZNAME:CST',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (const { offering, teachers } of items) {
    const description = text(`${teachers.join('、')}\n${offering.id}`);
    const common = [
      `SUMMARY:${text(offering.kcmc)}`,
      ...(offering.room ? [`LOCATION:${text(offering.room)}`] : []),
      `DESCRIPTION:${description}`,
      `DTSTAMP:${stamp}`,
    ];
    offering.slots.forEach((slot, index) => {
      const sessions = expandSessions(calendar, { weeks: offering.weeks, slots: [slot], dates: [] });
      const first = sessions[0];
      const last = sessions[sessions.length - 1];
      if (!first || !last) return;
      const times = periodTimes(slot.start, slot.end);
      lines.push(
        'BEGIN:VEVENT',
        `UID:${offering.id}-${index}@gs`,
        `DTSTART;TZID=${TZID}:${local(first.date, times.start)}`,
        `DTEND;TZID=${TZID}:${local(first.date, times.end)}`,
        `RRULE:FREQ=WEEKLY;INTERVAL=${offering.weeks.parity === 'all' ? 1 : 2};UNTIL=${last.date.replace(/-/g, '')}T235959Z`,
        ...sessions.filter((s) => s.holiday).map((s) => `EXDATE;TZID=${TZID}:${local(s.date, times.start)}`),
        ...common,
        'END:VEVENT',
      );
    });
    for (const session of offering.dates) {
      const times = periodTimes(session.start, session.end);
      lines.push(
        'BEGIN:VEVENT',
        `UID:${offering.id}-d${session.date.replace(/-/g, '')}-${session.start}@gs`,
        `DTSTART;TZID=${TZID}:${local(session.date, times.start)}`,
        `DTEND;TZID=${TZID}:${local(session.date, times.end)}`,
        ...common,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return encoder.encode(lines.map(foldLine).join('\r\n') + '\r\n');
}
