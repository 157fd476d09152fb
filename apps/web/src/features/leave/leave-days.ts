import type { Application } from '../../components/application/api.ts';

type StepRole = Application['steps'][number]['role'];

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days of a leave, first and last day included (2026-11-25 to 2026-11-26 is 2); undefined until both are valid and in order. */
export function leaveDays(first: string | undefined, last: string | undefined): number | undefined {
  if (!first || !last || !DATE.test(first) || !DATE.test(last)) return undefined;
  const days = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1;
  return Number.isFinite(days) && days >= 1 ? days : undefined;
}

/**
 * The chain a leave of this length takes (the server's rule, shown before applying; the server decides):
 * up to 3 days the supervisor; 4 to 14 days also the college; more than 14 also the graduate school.
 */
export function leaveChain(days: number): readonly StepRole[] {
  if (days <= 3) return ['supervisor'];
  if (days <= 14) return ['supervisor', 'college'];
  return ['supervisor', 'college', 'school'];
}
