import type { components } from '@gs/sdk/schema';
import { type CreditProblem, creditProblems } from '@gs/sdk/rules/plan';
import type { Courses } from '../courses/store.ts';
import type { PlanGroupRecord, PlanTemplateRecord } from './store.ts';

type Degree = components['schemas']['PlanDegree'];
type GroupInput = components['schemas']['PlanGroupInput'];

/** A problem of a plan's rules: the credit rules' (shared with the web), or the backend's own. */
export interface Problem {
  index: number | null;
  name: string | null;
  missing: number | null;
  zh: string;
  en: string;
  /** 400: the body asks for something impossible; 409 is never used here (the key's clash is the handler's). */
}

/** The degree type a major's students take: a professional major trains professional masters only. */
export function degreesOfMajor(professional: boolean): readonly Degree[] {
  return professional ? ['professional-master'] : ['academic-master', 'doctoral'];
}

/** Groups of a body as stored, each with an id (a new group gets the next free `g<n>`). */
export function groupsOf(input: readonly GroupInput[], template: boolean): PlanGroupRecord[] {
  const taken = new Set(input.flatMap((g) => (g.id ? [g.id] : [])));
  let n = 0;
  const fresh = () => {
    do n += 1;
    while (taken.has(`g${n}`));
    taken.add(`g${n}`);
    return `g${n}`;
  };
  return input.map((g) => ({
    id: g.id ?? fresh(),
    name: g.name.trim(),
    minCredits: g.minCredits,
    minGrade: g.minGrade ?? null,
    kclx: template ? (g.kclx ?? null) : null,
    courses: g.courses.map((c) => ({ courseId: c.courseId, required: c.required, term: c.term ?? null })),
  }));
}

/**
 * Every rule the groups break (our model, issue 23 §1), nothing stored: each course exists; a course is in
 * one group only (refused rather than flagged: a course in two groups would count its credits twice in the
 * audit, and which group it counts for would be the audit's guess); group ids and names are unique; a term
 * is 1-6 and a minimum grade 0-100 (the schema says so of a JSON body; said again for a stored template
 * copied into a plan); then the credit rules shared with the web (`creditProblems`). Required courses
 * belong to their group by construction: the flag is on the group's own course.
 */
export function problemsOf(minCredits: number, groups: readonly PlanGroupRecord[], courses: Courses, template: boolean): Problem[] {
  const problems: Problem[] = [];
  const where = new Map<string, number>();
  const ids = new Set<string>();
  const names = new Set<string>();
  groups.forEach((group, index) => {
    const at = { index, name: group.name, missing: null };
    if (ids.has(group.id)) problems.push({ ...at, zh: `课程组编号 ${group.id} 重复`, en: `The group id ${group.id} is used twice` });
    ids.add(group.id);
    if (names.has(group.name)) problems.push({ ...at, zh: `课程组名称 ${group.name} 重复`, en: `The group name ${group.name} is used twice` });
    names.add(group.name);
    if (group.minGrade !== null && !(group.minGrade >= 0 && group.minGrade <= 100))
      problems.push({ ...at, zh: `${group.name}: 最低成绩须在 0 到 100 之间`, en: `${group.name}: the minimum grade must be 0 to 100` });
    for (const entry of group.courses) {
      const course = courses.courseById(entry.courseId);
      if (!course) {
        problems.push({ ...at, zh: `${group.name}: 课程 ${entry.courseId} 不存在`, en: `${group.name}: the course ${entry.courseId} does not exist` });
        continue;
      }
      if (entry.term !== null && !(Number.isInteger(entry.term) && entry.term >= 1 && entry.term <= 6))
        problems.push({
          ...at,
          zh: `${group.name}: ${course.kcmc} 的建议学期须为 1 到 6`,
          en: `${group.name}: the suggested term of ${course.kcdm} must be 1 to 6`,
        });
      const other = where.get(course.id);
      if (other !== undefined) {
        const first = groups[other]!.name;
        problems.push({
          ...at,
          zh: `课程 ${course.kcdm} ${course.kcmc} 同时在 ${first} 和 ${group.name} 中，一门课程只能属于一个课程组`,
          en: `The course ${course.kcdm} is in both ${first} and ${group.name}; a course belongs to one group only`,
        });
      } else where.set(course.id, index);
    }
  });
  // Credits are counted over the courses that exist (an unknown one is already named above).
  const credited = groups.map((group) => ({
    name: group.name,
    minCredits: group.minCredits,
    courses: group.courses.flatMap((c) => {
      const course = courses.courseById(c.courseId);
      return course ? [{ xf: course.xf, required: c.required }] : [];
    }),
  }));
  problems.push(...creditProblems(minCredits, credited, template).map((p: CreditProblem) => ({ ...p })));
  return problems;
}

/**
 * A plan's groups made from a template for a major of `xydm`: each group keeps the template's courses, and
 * a group with a `kclx` receives the college's courses of that kind, in code order (not required, no term:
 * the college decides those when it edits the plan).
 */
export function groupsFromTemplate(template: PlanTemplateRecord, xydm: string, courses: Courses): PlanGroupRecord[] {
  const listed = courses.list();
  return template.groups.map((group) => {
    const own = new Set(group.courses.map((c) => c.courseId));
    const filled = group.kclx
      ? listed.filter((c) => c.xydm === xydm && c.kclx === group.kclx && !own.has(c.id)).map((c) => ({ courseId: c.id, required: false, term: null }))
      : [];
    return { ...group, kclx: null, courses: [...group.courses, ...filled] };
  });
}
