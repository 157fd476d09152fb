import type { components } from '@gs/sdk/schema';

type DegreeAudit = components['schemas']['DegreeAudit'];
type AuditGroup = components['schemas']['AuditGroup'];
type AuditCourse = components['schemas']['AuditCourse'];
type AuditOption = components['schemas']['AuditOption'];
type AuditUncounted = components['schemas']['AuditUncounted'];
type AuditStatus = components['schemas']['AuditStatus'];
export type AuditException = components['schemas']['AuditException'];

/** The most credits a student is taken to earn in one term when counting the terms left (our model). */
export const CREDITS_PER_TERM = 15;

/** A course of the library as the audit reads it. */
export interface AuditCourseInfo {
  id: string;
  kcdm: string;
  kcmc: string;
  kcmcEn: string | null;
  xf: number;
}

/** A group of the plan read (the plans store's record, with the group's English name). */
export interface AuditPlanGroup {
  id: string;
  name: string;
  nameEn: string | null;
  minCredits: number;
  minGrade: number | null;
  courses: readonly { courseId: string; required: boolean; term: number | null }[];
}

export interface AuditPlan {
  minCredits: number;
  groups: readonly AuditPlanGroup[];
}

/**
 * One enrolment of the student: the course (its library id, null when the library has none of its code), the
 * term, and the grade: `released` when its sheet is submitted and released; `points` and `passed` by the grade
 * rules (`passed` null for a deferred exam, which counts nowhere until graded).
 */
export interface Attempt {
  courseId: string | null;
  kcdm: string;
  kcmc: string;
  kcmcEn: string | null;
  xf: number;
  term: string;
  released: boolean;
  points: number | null;
  passed: boolean | null;
}

export interface AuditInput {
  plan: AuditPlan;
  courseOf: (id: string) => AuditCourseInfo | undefined;
  attempts: readonly Attempt[];
  /** The exceptions that apply (none on a what-if audit). */
  exceptions: readonly AuditException[];
  /** The student's current semester (1 = the autumn of their enrolment year). */
  semester: number;
}

export type AuditResult = Pick<DegreeAudit, 'status' | 'totals' | 'semester' | 'termsLeft' | 'groups' | 'notCounted'>;

const round = (value: number) => Math.round(value * 10) / 10;
const sum = (values: readonly number[]) => round(values.reduce((a, b) => a + b, 0));

/** The first semester from `next` on in which a course suggested for `term` is offered (same parity; any without). */
export function earliestSemester(term: number | null, next: number): number {
  if (term === null) return next;
  return next % 2 === term % 2 ? next : next + 1;
}

interface Placed {
  attempt: Attempt;
  groupId: string;
  state: 'passed' | 'in-progress';
}

/**
 * The degree audit of a student's grades against a plan (our model, after DegreeWorks; issue 23 §1). Pure: the
 * handler gathers the plan, the enrolments and the exceptions. The rules:
 * - released passes count once, in term order, in the first group that has the course (the group an exception
 *   substitutes it in first, then a group that requires it, then the plan's order) whose minimum grade they reach and which can still count credits: its minimum
 *   plus the plan's credits beyond the groups' minima (a required course always counts);
 * - a substitution counts its course in its group in place of the course it replaces; a waiver takes a course off
 *   its group's requirements and minimum, or the whole group, and lowers the plan's minimum as much;
 * - what does not count is listed with the reason: `failed`, `below-minimum`, `repeat`, `over-limit`, `not-in-plan`;
 * - enrolments without a released grade (and deferred exams) count as in progress where the course would count;
 * - a group is `met` with its minimum earned and every required course passed, `in-progress` when what is in
 *   progress would do it, `unmet` otherwise; `short` is what is still to take beyond both.
 */
export function auditOf({ plan, courseOf, attempts, exceptions, semester }: AuditInput): AuditResult {
  const next = semester + 1;
  const groups = plan.groups;
  const waivedGroups = new Set(exceptions.filter((e) => e.kind === 'waive' && e.courseId === null).map((e) => e.groupId));
  const waivedCourses = new Set(exceptions.filter((e) => e.kind === 'waive' && e.courseId !== null).map((e) => `${e.groupId}/${e.courseId}`));
  const substitutes = exceptions.filter((e) => e.kind === 'substitute' && e.courseId !== null && e.substituteFor !== null);

  // The groups a course may count in: those that have it (requiring it first), and those it substitutes in.
  const requiredIn = (group: AuditPlanGroup, courseId: string) => group.courses.some((c) => c.courseId === courseId && c.required);
  const inGroup = (group: AuditPlanGroup, courseId: string) =>
    group.courses.some((c) => c.courseId === courseId) || substitutes.some((e) => e.groupId === group.id && e.courseId === courseId);
  // An exception directs a course: the group it substitutes in comes first, then those that require it.
  const rank = (group: AuditPlanGroup, courseId: string) =>
    substitutes.some((e) => e.groupId === group.id && e.courseId === courseId) ? 0 : requiredIn(group, courseId) ? 1 : 2;
  const groupsOf = (courseId: string) => groups.filter((g) => inGroup(g, courseId)).sort((a, b) => rank(a, courseId) - rank(b, courseId));

  const slack = Math.max(0, plan.minCredits - sum(groups.map((g) => g.minCredits)));
  const counted = new Map<string, number>(groups.map((g) => [g.id, 0]));
  const placed = new Map<string, Placed>();
  const notCounted: AuditUncounted[] = [];
  const uncounted = (attempt: Attempt, reason: AuditUncounted['reason'], group?: AuditPlanGroup): AuditUncounted => ({
    courseId: attempt.courseId,
    kcdm: attempt.kcdm,
    kcmc: attempt.kcmc,
    kcmcEn: attempt.kcmcEn,
    xf: attempt.xf,
    term: attempt.term,
    points: attempt.points,
    reason,
    groupName: group?.name ?? null,
    groupNameEn: group?.nameEn ?? null,
    minGrade: reason === 'below-minimum' ? (group?.minGrade ?? null) : null,
  });

  const ordered = [...attempts].sort((a, b) => a.term.localeCompare(b.term) || a.kcdm.localeCompare(b.kcdm));
  for (const attempt of ordered) {
    if (!attempt.released || attempt.passed === null) continue;
    if (!attempt.passed) {
      notCounted.push(uncounted(attempt, 'failed'));
      continue;
    }
    const courseId = attempt.courseId;
    const candidates = courseId === null ? [] : groupsOf(courseId);
    if (courseId === null || candidates.length === 0) {
      notCounted.push(uncounted(attempt, 'not-in-plan'));
      continue;
    }
    if (placed.get(courseId)?.state === 'passed') {
      notCounted.push(uncounted(attempt, 'repeat'));
      continue;
    }
    const eligible = candidates.filter((g) => (attempt.points ?? 0) >= (g.minGrade ?? 0));
    if (eligible.length === 0) {
      notCounted.push(uncounted(attempt, 'below-minimum', candidates[0]));
      continue;
    }
    const room = eligible.find((g) => requiredIn(g, courseId) || counted.get(g.id)! < g.minCredits + slack);
    if (!room) {
      notCounted.push(uncounted(attempt, 'over-limit', eligible[0]));
      continue;
    }
    counted.set(room.id, round(counted.get(room.id)! + attempt.xf));
    placed.set(courseId, { attempt, groupId: room.id, state: 'passed' });
  }
  // What is in progress, where it would count (a course passed already is not counted again).
  for (const attempt of ordered) {
    if (attempt.released && attempt.passed !== null) continue;
    const courseId = attempt.courseId;
    if (courseId === null || placed.has(courseId)) continue;
    const group = groupsOf(courseId)[0];
    if (group) placed.set(courseId, { attempt, groupId: group.id, state: 'in-progress' });
  }

  const optionOf = (course: AuditCourseInfo, term: number | null): AuditOption => ({
    courseId: course.id,
    kcdm: course.kcdm,
    kcmc: course.kcmc,
    kcmcEn: course.kcmcEn,
    xf: course.xf,
    earliestTerm: earliestSemester(term, next),
  });
  const nameOf = (courseId: string) => {
    const course = courseOf(courseId);
    return course ? `${course.kcdm} ${course.kcmc}` : courseId;
  };

  let waivedCredits = 0;
  const needs: AuditOption[] = [];
  const spare: AuditOption[] = [];
  const blocks: AuditGroup[] = groups.map((group) => {
    const waived = waivedGroups.has(group.id);
    const lines: AuditCourse[] = [];
    let lowered = 0;
    let requiredPending = 0;
    const missing: AuditOption[] = [];
    const open: AuditOption[] = [];
    for (const entry of group.courses) {
      const course = courseOf(entry.courseId);
      if (!course) continue;
      const here = placed.get(entry.courseId);
      const substitution = substitutes.find((e) => e.groupId === group.id && e.substituteFor === entry.courseId);
      const via = substitution ? placed.get(substitution.courseId!) : undefined;
      const base = {
        courseId: course.id,
        kcdm: course.kcdm,
        kcmc: course.kcmc,
        kcmcEn: course.kcmcEn,
        xf: course.xf,
        required: entry.required,
        suggestedTerm: entry.term,
      };
      let line: AuditCourse;
      if (waivedCourses.has(`${group.id}/${entry.courseId}`)) {
        lowered += course.xf;
        line = { ...base, state: 'waived', term: null, points: null, via: null };
      } else if (here && here.groupId === group.id) {
        line = { ...base, state: here.state, term: here.attempt.term, points: here.attempt.points, via: null };
      } else if (substitution && via && via.groupId === group.id) {
        line = {
          ...base,
          state: via.state === 'passed' ? 'substituted' : 'in-progress',
          term: via.attempt.term,
          points: null,
          via: nameOf(substitution.courseId!),
        };
      } else {
        line = { ...base, state: 'needed', term: null, points: null, via: substitution ? nameOf(substitution.courseId!) : null };
        if (!waived) (entry.required ? missing : open).push(optionOf(course, entry.term));
      }
      if (entry.required && line.state === 'in-progress') requiredPending += 1;
      lines.push(line);
    }
    // The substitutes counted here that are not the group's own courses.
    for (const e of substitutes.filter((x) => x.groupId === group.id)) {
      const here = placed.get(e.courseId!);
      const course = courseOf(e.courseId!);
      if (!course || !here || here.groupId !== group.id || group.courses.some((c) => c.courseId === e.courseId)) continue;
      lines.push({
        courseId: course.id,
        kcdm: course.kcdm,
        kcmc: course.kcmc,
        kcmcEn: course.kcmcEn,
        xf: course.xf,
        required: false,
        suggestedTerm: null,
        state: here.state,
        term: here.attempt.term,
        points: here.attempt.points,
        via: nameOf(e.substituteFor!),
      });
    }
    const earned = counted.get(group.id)!;
    const inProgress = sum(lines.filter((l) => l.state === 'in-progress').map((l) => l.xf));
    const minCredits = round(Math.max(0, group.minCredits - lowered));
    waivedCredits += waived ? group.minCredits : Math.min(group.minCredits, lowered);
    const missingCredits = sum(missing.map((m) => m.xf));
    const beyond = round(Math.max(0, minCredits - earned - inProgress - missingCredits));
    const short = waived ? 0 : round(Math.max(0, minCredits - earned - inProgress, missingCredits));
    const options = beyond > 0 ? open.sort((a, b) => a.earliestTerm - b.earliestTerm || b.xf - a.xf || a.kcdm.localeCompare(b.kcdm)) : [];
    let status: AuditStatus;
    if (waived || (earned >= minCredits && missing.length === 0 && requiredPending === 0)) status = 'met';
    else status = short === 0 ? 'in-progress' : 'unmet';
    // The courses the terms left are counted with: every missing required course, and options enough for the rest.
    if (!waived) {
      needs.push(...missing);
      let covered = 0;
      for (const option of options) {
        if (covered >= beyond) spare.push(option);
        else {
          needs.push(option);
          covered += option.xf;
        }
      }
      if (beyond === 0) spare.push(...open);
    }
    return {
      id: group.id,
      name: group.name,
      nameEn: group.nameEn,
      minCredits,
      minGrade: group.minGrade,
      status,
      waived,
      earned,
      inProgress,
      short,
      courses: lines,
      missing,
      options,
      exceptions: exceptions.filter((e) => e.groupId === group.id),
    };
  });

  const required = round(Math.max(0, plan.minCredits - waivedCredits));
  const earned = sum(blocks.map((g) => g.earned));
  const inProgress = sum(blocks.map((g) => g.inProgress));
  const left = round(Math.max(0, required - earned - inProgress, sum(blocks.map((g) => g.short))));
  const allMet = blocks.every((g) => g.status === 'met');
  const status: AuditStatus = allMet && earned >= required ? 'met' : left === 0 ? 'in-progress' : 'unmet';

  // Credits the plan's minimum asks beyond the groups' shortfalls come from the earliest courses left over.
  let extra = round(left - sum(blocks.map((g) => g.short)));
  for (const option of spare.sort((a, b) => a.earliestTerm - b.earliestTerm)) {
    if (extra <= 0) break;
    needs.push(option);
    extra -= option.xf;
  }
  const latest = needs.reduce((max, option) => Math.max(max, option.earliestTerm - semester), 1);
  const termsLeft = left === 0 ? 0 : Math.max(latest, Math.ceil(left / CREDITS_PER_TERM));

  return { status, totals: { required, earned, inProgress, left }, semester, termsLeft, groups: blocks, notCounted };
}
