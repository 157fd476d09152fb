import type { components } from '@gs/sdk/schema';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { Refusal } from '../../core/refusal.ts';
import { defineSlice } from '../../core/store.ts';

type AuditException = components['schemas']['AuditException'];

/**
 * An exception as stored (our model, issue 23 §1): the answer's fields but the courses' names, read per request.
 */
export type ExceptionRecord = Omit<AuditException, 'courseName' | 'substituteForName'>;

/**
 * Degree audits: the exceptions the graduate school recorded, with the index by student. The audit itself is
 * worked out per request (`audit.ts`) from the plans, courses, offerings and grades stores.
 *
 * What other areas use: `exceptions` read-only, `ofStudent`.
 */
export const auditsSlice = defineSlice('audits', (store) => {
  const byStudent = new Map<string, Set<string>>();
  const exceptions = store.collection<ExceptionRecord>('auditExceptions', (e) => e.id, {
    onChange(before, after) {
      if (before) byStudent.get(before.xykh)?.delete(before.id);
      if (after) (byStudent.get(after.xykh) ?? byStudent.set(after.xykh, new Set()).get(after.xykh)!).add(after.id);
    },
  });

  const ofStudent = (xykh: string): ExceptionRecord[] =>
    [...(byStudent.get(xykh) ?? [])].flatMap((id) => exceptions.get(id) ?? []).sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));

  return {
    exceptions: exceptions as ReadonlyCollection<ExceptionRecord>,
    /** A student's exceptions, oldest first. */
    ofStudent,
    /** The next id of a student's exception (`ae-2024001010-2`): ids follow the student, so examples can name them. */
    nextIdFor(xykh: string): string {
      const taken = ofStudent(xykh).map((e) => Number(e.id.slice(e.id.lastIndexOf('-') + 1)) || 0);
      return `ae-${xykh}-${Math.max(0, ...taken) + 1}`;
    },
    /** The student's exception, or a 404 refusal (another student's id reads as unknown). */
    exception(xykh: string, id: string): ExceptionRecord {
      const found = exceptions.get(id);
      if (!found || found.xykh !== xykh) throw new Refusal(404, `例外 ${id} 不存在`, `Exception ${id} does not exist`);
      return found;
    },
    /** Stores an exception (the handlers have checked it against the plan). */
    put(exception: ExceptionRecord): ExceptionRecord {
      return exceptions.set(exception);
    },
    remove(id: string): boolean {
      return exceptions.delete(id);
    },
  };
});

export type Audits = ReturnType<typeof auditsSlice.create>;
