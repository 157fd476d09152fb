import type { components } from '@gs/sdk/schema';
import { passedOf, pointsOf } from '@gs/sdk/rules/grade';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { Refusal } from '../../core/refusal.ts';
import { defineSlice } from '../../core/store.ts';
import { configSlice } from '../config/store.ts';
import { coursesSlice } from '../courses/store.ts';
import { gradesSlice, markOf } from '../grades/store.ts';
import { offeringsSlice } from '../offerings/store.ts';
import { type PlanRecord, plansSlice } from '../plans/store.ts';
import { studentsSlice } from '../students/store.ts';
import { type Attempt, type AuditCourseInfo, type AuditResult, auditOf } from './audit.ts';

type AuditException = components['schemas']['AuditException'];
type Student = components['schemas']['Student'];
type PlanDegree = components['schemas']['PlanDegree'];

/** The English names of the plan templates' groups (the plans store Chinese names only; as the report card's). */
const GROUP_NAMES_EN: Readonly<Record<string, string>> = {
  'g-public': 'Public required courses',
  'g-degree': 'Degree courses',
  'g-elective': 'Electives',
  'g-practice': 'Practice',
};

/** The degree type of the plan a student follows: doctoral students', else by their degree type (学术/专业学位). */
export const degreeOf = (student: Pick<Student, 'pycc' | 'xwlx'>): PlanDegree =>
  student.pycc === '1' ? 'doctoral' : student.xwlx === '2' ? 'professional-master' : 'academic-master';

/** The student's semester in a term (`2026-2027-1`): 1 is the autumn of their enrolment year. */
export function semesterOf(term: string, rxnj: number): number {
  const match = /^(\d{4})-\d{4}-([12])$/.exec(term);
  if (!match) return 1;
  return Math.max(1, (Number(match[1]) - rxnj) * 2 + Number(match[2]));
}

/**
 * An exception as stored (our model, issue 23 §1): the answer's fields but the courses' names, read per request.
 */
export type ExceptionRecord = Omit<AuditException, 'courseName' | 'substituteForName'>;

/**
 * Degree audits: the exceptions the graduate school recorded, with the index by student. The audit itself is
 * worked out per request (`audit.ts`) from the plans, courses, offerings and grades stores.
 *
 * What other areas use: `exceptions` read-only, `ofStudent`, `ownAuditStatus` (the degree's plan condition).
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

  const courseName = (id: string | null) => {
    if (id === null) return null;
    const course = store.slice(coursesSlice).courseById(id);
    return course ? `${course.kcdm} ${course.kcmc}` : id;
  };
  /** An exception as answered: with the names of its courses, read now. */
  const exceptionAnswer = (record: ExceptionRecord): AuditException => ({
    ...record,
    courseName: courseName(record.courseId),
    substituteForName: courseName(record.substituteFor),
  });

  const courseOf = (id: string): AuditCourseInfo | undefined => {
    const course = store.slice(coursesSlice).courseById(id);
    return course && { id: course.id, kcdm: course.kcdm, kcmc: course.kcmc, kcmcEn: course.kcmcEn, xf: course.xf };
  };

  /** The student's enrolments as the audit reads them: released grades of submitted sheets, the rest in progress. */
  function attemptsOf(xykh: string, at: string): Attempt[] {
    const courses = store.slice(coursesSlice);
    const grades = store.slice(gradesSlice);
    return store
      .slice(offeringsSlice)
      .ofStudent(xykh)
      .map((offering) => {
        const sheet = grades.sheetOf(offering.id);
        const released = sheet.state === 'submitted' && sheet.releaseAt !== null && sheet.releaseAt <= at;
        const mark = markOf(grades.entry(offering.id, xykh));
        return {
          courseId: courses.courseByCode(offering.kcdm)?.id ?? null,
          kcdm: offering.kcdm,
          kcmc: offering.kcmc,
          kcmcEn: offering.kcmcEn,
          xf: offering.xf,
          term: offering.term,
          released,
          points: released ? pointsOf(mark) : null,
          passed: released ? passedOf(mark) : null,
        };
      });
  }

  /**
   * The audit of a student against a plan at `at` (`yyyy-MM-dd HH:mm:ss`, grades released by then), with the
   * exceptions that apply (their own plan's; none on a what-if audit); unmet with nothing read without a plan.
   */
  function auditAgainst(student: Student, plan: PlanRecord | undefined, applying: readonly AuditException[], at: string): AuditResult {
    const current = String(store.slice(configSlice).items.get('term.current')?.value ?? '');
    const semester = semesterOf(current, student.rxnj);
    if (!plan) return { status: 'unmet', totals: { required: 0, earned: 0, inProgress: 0, left: 0 }, semester, termsLeft: 0, groups: [], notCounted: [] };
    return auditOf({
      plan: { minCredits: plan.minCredits, groups: plan.groups.map((g) => ({ ...g, nameEn: GROUP_NAMES_EN[g.id] ?? null })) },
      courseOf,
      attempts: attemptsOf(student.xykh, at),
      exceptions: applying,
      semester,
    });
  }

  return {
    exceptions: exceptions as ReadonlyCollection<ExceptionRecord>,
    auditAgainst,
    exceptionAnswer,
    /** The plan a student is audited against: their major's, cohort's and degree type's. */
    ownPlanOf(student: Student): PlanRecord | undefined {
      return store.slice(plansSlice).planFor(student.zydm, student.rxnj, degreeOf(student));
    },
    /**
     * The audit of a student's own plan at `at` with their exceptions (the degree's plan condition reads its
     * `status`); undefined for an unknown student.
     */
    ownAuditStatus(xykh: string, at: string): AuditResult | undefined {
      const student = store.slice(studentsSlice).byXykh(xykh);
      if (!student) return undefined;
      const plan = store.slice(plansSlice).planFor(student.zydm, student.rxnj, degreeOf(student));
      const applying = plan ? ofStudent(xykh).flatMap((e) => (e.planId === plan.id ? [exceptionAnswer(e)] : [])) : [];
      return auditAgainst(student, plan, applying, at);
    },
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
