import type { components } from '@gs/sdk/schema';
import { SEED_NOW, utcDateTime } from '../../core/clock.ts';
import { Random } from '../../core/random.ts';
import type { Store } from '../../core/store.ts';
import { coursesSlice } from '../courses/store.ts';
import { COLLEGES } from '../dicts/data.ts';
import { studentsSlice } from '../students/store.ts';
import { groupsFromTemplate } from './build.ts';
import { type PlanCourseRecord, type PlanGroupRecord, type PlanTemplateRecord, planIdOf, plansSlice } from './store.ts';

type Degree = components['schemas']['PlanDegree'];

/** A course of a seeded template, by its code until the seed finds its id in the library. */
const course = (kcdm: string, required: boolean, term: number | null): PlanCourseRecord => ({ courseId: kcdm, required, term });
const group = (id: string, name: string, minCredits: number, minGrade: number | null, kclx: PlanGroupRecord['kclx'], courses: PlanCourseRecord[] = []) => ({
  id,
  name,
  minCredits,
  minGrade,
  kclx,
  courses,
});

/** The seed's templates, one per degree type (our model of a Chinese graduate school's rules of thumb). */
export const SEED_TEMPLATES: readonly Omit<PlanTemplateRecord, 'updateTime'>[] = [
  {
    id: 'pt-academic-master',
    name: '学术学位硕士培养方案模板',
    degree: 'academic-master',
    minCredits: 26,
    groups: [
      group('g-public', '公共必修课', 6, null, null, [course('GG0001', true, 1), course('GG0002', true, 2), course('GG0005', true, 1)]),
      group('g-degree', '专业学位课', 8, 70, '2'),
      group('g-elective', '专业选修课', 6, null, '3'),
      group('g-practice', '实践环节', 3, null, null, [course('SJ0001', true, 1), course('SJ0003', true, 3), course('SJ0005', true, 2)]),
    ],
  },
  {
    id: 'pt-professional-master',
    name: '专业学位硕士培养方案模板',
    degree: 'professional-master',
    minCredits: 27,
    groups: [
      group('g-public', '公共必修课', 6, null, null, [course('GG0001', true, 1), course('GG0002', true, 2), course('GG0005', true, 1)]),
      group('g-degree', '专业学位课', 8, 70, '2'),
      group('g-elective', '专业选修课', 6, null, '3'),
      group('g-practice', '实践环节', 7, null, null, [course('SJ0001', true, 1), course('SJ0004', true, 3)]),
    ],
  },
  {
    id: 'pt-doctoral',
    name: '博士研究生培养方案模板',
    degree: 'doctoral',
    minCredits: 16,
    groups: [
      group('g-public', '公共必修课', 4, null, null, [course('GG0004', true, 1), course('GG0006', true, 1)]),
      group('g-degree', '专业学位课', 6, 75, '2'),
      group('g-elective', '专业选修课', 4, null, '3'),
      group('g-practice', '实践环节', 2, null, null, [course('SJ0003', true, 2), course('SJ0005', true, 2)]),
    ],
  },
];

/** The cohorts the seed gives a plan: the last three (the seed's clock is in the autumn of 2026). */
export const SEED_COHORTS = [2024, 2025, 2026] as const;

/** Two different items of a list of at least two, drawn from `random`. */
function twoOf<T>(random: Random, items: readonly T[]): T[] {
  const first = random.int(0, items.length - 1);
  const second = (first + random.int(1, items.length - 1)) % items.length;
  return [items[first]!, items[second]!];
}

/** The area's own sequence (from the store's seed and its name): the areas before it keep their data. */
function ownRandom(seed: number): Random {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of 'plans') hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return new Random(hash >>> 0);
}

/**
 * Templates for 学术学位硕士, 专业学位硕士 and 博士, and a plan per major for each of the last three cohorts
 * (our model, issue 23 §1): the template of its degree type (professional majors: 专业学位硕士; the others:
 * 学术学位硕士) filled with the college's degree courses and electives. Which degree courses are required
 * and the suggested terms are drawn from the area's own sequence; each cohort is a copy of the one before
 * (a new version), with its draws again, so the versions differ as a college's plans do from year to year.
 * Then, after every master's plan (so theirs keep their draws and ids), a doctoral plan per cohort of each
 * academic major that has doctoral students (issue 24 §1: a doctoral student is audited against a real plan),
 * made the same way from the doctoral template.
 */
export function seedPlans(store: Store): void {
  const random = ownRandom(store.seed);
  const plans = store.slice(plansSlice);
  const courses = store.slice(coursesSlice);
  const time = utcDateTime(SEED_NOW - 8 * 3_600_000 - 120 * 86_400_000);
  const byCode = (group: PlanGroupRecord): PlanGroupRecord => ({
    ...group,
    courses: group.courses.map((c) => ({ ...c, courseId: courses.courseByCode(c.courseId)?.id ?? c.courseId })),
  });
  for (const template of SEED_TEMPLATES) plans.putTemplate({ ...template, groups: template.groups.map(byCode), updateTime: time });
  const doctoralMajors = new Set<string>();
  for (const student of store.slice(studentsSlice).students.values()) if (student.pycc === '1') doctoralMajors.add(student.zydm);
  const masters = COLLEGES.flatMap((college) =>
    college.majors.map((major) => ({ college, major, degree: (major.professional ? 'professional-master' : 'academic-master') as Degree })),
  );
  const doctors = COLLEGES.flatMap((college) =>
    college.majors.filter((major) => !major.professional && doctoralMajors.has(major.code)).map((major) => ({ college, major, degree: 'doctoral' as Degree })),
  );
  const titles: Record<Degree, string> = { 'academic-master': '学术学位硕士', 'professional-master': '专业学位硕士', doctoral: '博士' };
  for (const { college, major, degree } of [...masters, ...doctors]) {
    const template = plans.template(`pt-${degree}`);
    let previous: string | null = null;
    for (const nj of SEED_COHORTS) {
      const groups = groupsFromTemplate(template, college.code, courses).map((g) => {
        if (g.courses.some((c) => c.required)) return g;
        // A college group: two required degree courses, terms 1-3.
        const required = new Set(g.id === 'g-degree' ? twoOf(random, g.courses).map((c) => c.courseId) : []);
        return { ...g, courses: g.courses.map((c) => ({ ...c, required: required.has(c.courseId), term: random.int(1, g.id === 'g-degree' ? 2 : 3) })) };
      });
      const stamp = utcDateTime(Date.UTC(nj, 5, 15, 2, 0, 0));
      const id = planIdOf(major.code, nj, degree);
      plans.putPlan({
        id,
        zydm: major.code,
        xydm: college.code,
        nj,
        degree,
        minCredits: template.minCredits,
        groups,
        note: `${nj} 级${major.name}专业${titles[degree]}研究生培养方案。`,
        sourceId: previous ?? template.id,
        createTime: stamp,
        updateTime: stamp,
      });
      previous = id;
    }
  }
}
