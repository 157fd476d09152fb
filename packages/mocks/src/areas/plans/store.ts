import type { components } from '@gs/sdk/schema';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { Refusal } from '../../core/refusal.ts';
import { defineSlice } from '../../core/store.ts';
import { coursesSlice } from '../courses/store.ts';

type Degree = components['schemas']['PlanDegree'];
type CourseKind = components['schemas']['CourseKind'];

/** A course of a group as stored: the library's id, the required flag, the suggested term (1-6). */
export interface PlanCourseRecord {
  courseId: string;
  required: boolean;
  term: number | null;
}

/**
 * A course group as stored (our model, issue 23 §1). The degree audit reads exactly this: the group's id,
 * its minimum credits, the courses by id with their required flags, and the minimum grade a course must
 * reach to count (null: any pass). `kclx` is a template's: the kind of course of the major's college that
 * fills the group when a plan is made from it (null on plans).
 */
export interface PlanGroupRecord {
  id: string;
  name: string;
  minCredits: number;
  minGrade: number | null;
  kclx: CourseKind | null;
  courses: PlanCourseRecord[];
}

/** A template per degree type (培养方案模板). */
export interface PlanTemplateRecord {
  id: string;
  name: string;
  degree: Degree;
  minCredits: number;
  groups: PlanGroupRecord[];
  updateTime: string;
}

/**
 * A major's plan for one cohort (年级 `nj`, the students' enrolment year) and degree type. A new cohort is a
 * new record (a new version); the older one stays, so a student is always audited against their cohort's.
 */
export interface PlanRecord {
  id: string;
  zydm: string;
  xydm: string;
  nj: number;
  degree: Degree;
  minCredits: number;
  groups: PlanGroupRecord[];
  note: string | null;
  sourceId: string | null;
  createTime: string;
  updateTime: string;
}

const DEGREE_CODES: Record<Degree, string> = { 'academic-master': 'am', 'professional-master': 'pm', doctoral: 'd' };

/**
 * The id of the plan of a major, cohort and degree type. Ids follow from the key, which is unique, so the
 * spec's examples can name a plan that a create makes (`pf-081200-2027-am`).
 */
export const planIdOf = (zydm: string, nj: number, degree: Degree) => `pf-${zydm}-${nj}-${DEGREE_CODES[degree]}`;

/** The key that is unique among plans: one plan per major, cohort and degree type. */
const keyOf = (plan: Pick<PlanRecord, 'zydm' | 'nj' | 'degree'>) => `${plan.zydm}/${plan.nj}/${plan.degree}`;

/**
 * The training plans: templates and plans, and the index of plans by major, cohort and degree type.
 *
 * What other areas use (the degree audit, later): `planFor(zydm, nj, degree)` and `plans` read-only.
 */
export const plansSlice = defineSlice('plans', (store) => {
  const byKey = new Map<string, string>();
  const templates = store.collection<PlanTemplateRecord>('planTemplates', (t) => t.id);
  const plans = store.collection<PlanRecord>('plans', (p) => p.id, {
    onChange(before, after) {
      if (before && byKey.get(keyOf(before)) === before.id) byKey.delete(keyOf(before));
      if (after) byKey.set(keyOf(after), after.id);
    },
  });

  // The library keeps a course that a plan or a template names (its delete asks here).
  const names = (groups: readonly PlanGroupRecord[], id: string) => groups.some((group) => group.courses.some((course) => course.courseId === id));
  store.slice(coursesSlice).addUser((id) => [
    ...[...plans.values()]
      .filter((plan) => names(plan.groups, id))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((plan) => ({ zh: `培养方案 ${plan.id}`, en: `training plan ${plan.id}` })),
    ...[...templates.values()]
      .filter((template) => names(template.groups, id))
      .map((template) => ({ zh: `培养方案模板「${template.name}」`, en: `plan template "${template.name}"` })),
  ]);

  return {
    templates: templates as ReadonlyCollection<PlanTemplateRecord>,
    plans: plans as ReadonlyCollection<PlanRecord>,
    /** The plan a student of this major, cohort and degree type is audited against. */
    planFor(zydm: string, nj: number, degree: Degree): PlanRecord | undefined {
      const id = byKey.get(keyOf({ zydm, nj, degree }));
      return id === undefined ? undefined : plans.get(id);
    },
    plan(id: string): PlanRecord {
      const plan = plans.get(id);
      if (!plan) throw new Refusal(404, `培养方案 ${id} 不存在`, `Training plan ${id} does not exist`);
      return plan;
    },
    template(id: string): PlanTemplateRecord {
      const template = templates.get(id);
      if (!template) throw new Refusal(404, `培养方案模板 ${id} 不存在`, `Plan template ${id} does not exist`);
      return template;
    },
    /** Stores a plan (the handlers have checked the rules and that its key is free). */
    putPlan(plan: PlanRecord): PlanRecord {
      return plans.set(plan);
    },
    removePlan(id: string): boolean {
      return plans.delete(id);
    },
    putTemplate(template: PlanTemplateRecord): PlanTemplateRecord {
      return templates.set(template);
    },
    removeTemplate(id: string): boolean {
      return templates.delete(id);
    },
  };
});

export type Plans = ReturnType<typeof plansSlice.create>;
