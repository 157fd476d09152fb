import type { components } from '../generated/schema.ts';

type StepRole = components['schemas']['StepRole'];

/*
 * The rules of a leave (请假; our model, issue 15 §4) that the mock backend enforces and the web shows
 * while a student types: one module, so the preview cannot drift from the rule. The server's answer
 * (`LeavePayload.days`, the application's steps) is what counts.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of a `yyyy-MM-dd` calendar day, or undefined for anything else (a half-typed date, 2026-02-30). */
function dayMs(date: string | undefined): number | undefined {
  if (date === undefined || !ISO_DATE.test(date)) return undefined;
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : undefined;
}

/**
 * Days of a leave, its first and last day included (2026-11-25 to 2026-11-26 is 2); undefined until both
 * are valid ISO dates (`yyyy-MM-dd`, a day the calendar has) and the last is not before the first.
 */
export function leaveDays(first: string | undefined, last: string | undefined): number | undefined {
  const from = dayMs(first);
  const to = dayMs(last);
  if (from === undefined || to === undefined || to < from) return undefined;
  return Math.round((to - from) / DAY_MS) + 1;
}

/**
 * The chain of deciders by length (the notice 关于研究生请假与销假管理的补充说明; AREAS.md): up to 3 days the
 * supervisor; 4 to 14 days the supervisor, then the college; more than 14 days also the graduate school.
 */
export function leaveChain(days: number): readonly StepRole[] {
  if (days <= 3) return ['supervisor'];
  if (days <= 14) return ['supervisor', 'college'];
  return ['supervisor', 'college', 'school'];
}
