/**
 * The degree audit's rules (issue 23 §1; our model after DegreeWorks), one plan and a few enrolments per rule.
 */
import { describe, expect, it } from 'vitest';
import { type Attempt, type AuditCourseInfo, type AuditException, type AuditPlan, auditOf, earliestSemester } from './audit.ts';

const COURSES: AuditCourseInfo[] = [
  { id: 'A', kcdm: 'A', kcmc: '甲', kcmcEn: 'A', xf: 2 },
  { id: 'B', kcdm: 'B', kcmc: '乙', kcmcEn: 'B', xf: 2 },
  { id: 'C', kcdm: 'C', kcmc: '丙', kcmcEn: 'C', xf: 2 },
  { id: 'D', kcdm: 'D', kcmc: '丁', kcmcEn: 'D', xf: 2 },
  { id: 'E', kcdm: 'E', kcmc: '戊', kcmcEn: 'E', xf: 2 },
  { id: 'X', kcdm: 'X', kcmc: '外', kcmcEn: 'X', xf: 2 },
];
const courseOf = (id: string) => COURSES.find((c) => c.id === id);

/** Required: A (term 1) and B (term 2), 4 credits; electives C, D (term 1), E (none), 4 credits of them, 70 at least. */
const PLAN: AuditPlan = {
  minCredits: 8,
  groups: [
    {
      id: 'req',
      name: '必修',
      nameEn: 'Required',
      minCredits: 4,
      minGrade: null,
      courses: [
        { courseId: 'A', required: true, term: 1 },
        { courseId: 'B', required: true, term: 2 },
      ],
    },
    {
      id: 'ele',
      name: '选修',
      nameEn: 'Electives',
      minCredits: 4,
      minGrade: 70,
      courses: [
        { courseId: 'C', required: false, term: 1 },
        { courseId: 'D', required: false, term: 1 },
        { courseId: 'E', required: false, term: null },
      ],
    },
  ],
};

const pass = (id: string, term: string, points = 85): Attempt => ({
  courseId: id,
  kcdm: id,
  kcmc: id,
  kcmcEn: id,
  xf: 2,
  term,
  released: true,
  points,
  passed: points >= 60,
});
const enrolled = (id: string, term: string): Attempt => ({ ...pass(id, term), released: false, points: null, passed: null });
const exception = (e: Partial<AuditException> & Pick<AuditException, 'kind' | 'groupId'>): AuditException => ({
  id: 'e1',
  xykh: '1',
  planId: 'p',
  courseId: null,
  courseName: null,
  substituteFor: null,
  substituteForName: null,
  reason: '原因',
  byId: '2',
  byName: '李晓梅',
  at: '2026-09-01 08:00:00',
  ...e,
});
const audit = (attempts: Attempt[], exceptions: AuditException[] = [], semester = 3) => auditOf({ plan: PLAN, courseOf, attempts, exceptions, semester });
const group = (result: ReturnType<typeof audit>, id: string) => result.groups.find((g) => g.id === id)!;

describe('the degree audit (issue 23 §1)', () => {
  it('meets a group with its required courses passed and its minimum earned', () => {
    const result = audit([pass('A', '2025-2026-1'), pass('B', '2025-2026-2'), pass('C', '2025-2026-1'), pass('D', '2025-2026-1')]);
    expect(result.groups.map((g) => g.status)).toEqual(['met', 'met']);
    expect(result).toMatchObject({ status: 'met', totals: { required: 8, earned: 8, inProgress: 0, left: 0 }, termsLeft: 0 });
  });

  it('says what an unmet group still needs: the required course missing, and the credits short with the courses that would count', () => {
    const result = audit([pass('A', '2025-2026-1'), pass('C', '2025-2026-1')]);
    const required = group(result, 'req');
    expect(required).toMatchObject({ status: 'unmet', earned: 2, short: 2, options: [] });
    expect(required.missing.map((m) => m.kcdm)).toEqual(['B']);
    const electives = group(result, 'ele');
    expect(electives).toMatchObject({ status: 'unmet', earned: 2, short: 2 });
    // E is offered every term (the next: 4), D in autumn only (5).
    expect(electives.options.map((o) => [o.kcdm, o.earliestTerm])).toEqual([
      ['E', 4],
      ['D', 5],
    ]);
    expect(result.totals.left).toBe(4);
  });

  it('counts enrolments without a released grade as in progress', () => {
    const result = audit([pass('A', '2025-2026-1'), enrolled('B', '2026-2027-1'), pass('C', '2025-2026-1'), pass('D', '2025-2026-1')]);
    expect(group(result, 'req')).toMatchObject({ status: 'in-progress', earned: 2, inProgress: 2, short: 0 });
    expect(result).toMatchObject({ status: 'in-progress', totals: { earned: 6, inProgress: 2, left: 0 }, termsLeft: 0 });
  });

  it('lists what does not count with the reason: failed, below the minimum grade, repeated, over the limit, not in the plan', () => {
    const result = audit([
      pass('A', '2024-2025-1', 50),
      pass('A', '2024-2025-2'),
      pass('A', '2025-2026-1'),
      pass('C', '2024-2025-1', 65),
      pass('C', '2025-2026-1'),
      pass('D', '2025-2026-1'),
      pass('E', '2025-2026-2'),
      { ...pass('X', '2025-2026-1'), courseId: null },
    ]);
    expect(result.notCounted.map((n) => [n.kcdm, n.term, n.reason])).toEqual([
      ['A', '2024-2025-1', 'failed'],
      ['C', '2024-2025-1', 'below-minimum'],
      ['A', '2025-2026-1', 'repeat'],
      ['X', '2025-2026-1', 'not-in-plan'],
      ['E', '2025-2026-2', 'over-limit'],
    ]);
    expect(result.notCounted.find((n) => n.reason === 'below-minimum')).toMatchObject({ groupName: '选修', minGrade: 70 });
  });

  it('lets a group count the credits the plan asks beyond the groups’ minima before it is over the limit', () => {
    const result = auditOf({
      plan: { ...PLAN, minCredits: 10 },
      courseOf,
      attempts: ['C', 'D', 'E'].map((c) => pass(c, '2025-2026-1')),
      exceptions: [],
      semester: 3,
    });
    expect(group(result, 'ele').earned).toBe(6);
    expect(result.notCounted).toEqual([]);
  });

  it('counts a substitute in place of the course it replaces', () => {
    const result = audit(
      [pass('A', '2025-2026-1'), pass('X', '2025-2026-2'), pass('C', '2025-2026-1'), pass('D', '2025-2026-1')],
      [exception({ kind: 'substitute', groupId: 'req', courseId: 'X', substituteFor: 'B' })],
    );
    const required = group(result, 'req');
    expect(required.status).toBe('met');
    expect(required.courses.find((c) => c.courseId === 'B')).toMatchObject({ state: 'substituted', via: 'X 外' });
    expect(required.courses.find((c) => c.courseId === 'X')).toMatchObject({ state: 'passed', via: 'B 乙' });
    expect(required.exceptions).toHaveLength(1);
    expect(result.notCounted).toEqual([]);
  });

  it('waives a course (the group’s and the plan’s minimum lowered by its credits) or a whole group', () => {
    const course = audit([pass('A', '2025-2026-1')], [exception({ kind: 'waive', groupId: 'req', courseId: 'B' })]);
    expect(group(course, 'req')).toMatchObject({ status: 'met', minCredits: 2, waived: false });
    expect(group(course, 'req').courses.find((c) => c.courseId === 'B')?.state).toBe('waived');
    expect(course.totals.required).toBe(6);
    const whole = audit([], [exception({ kind: 'waive', groupId: 'ele' })]);
    expect(group(whole, 'ele')).toMatchObject({ status: 'met', waived: true, short: 0, options: [] });
    expect(whole.totals.required).toBe(4);
  });

  it('counts the fewest terms left from the terms the courses are offered in and 15 credits a term', () => {
    expect(earliestSemester(1, 4)).toBe(5);
    expect(earliestSemester(2, 4)).toBe(4);
    expect(earliestSemester(null, 4)).toBe(4);
    // B (spring) next term; 2 elective credits from E (any term): one term.
    expect(audit([pass('A', '2025-2026-1'), pass('C', '2025-2026-1')]).termsLeft).toBe(1);
    // Only an autumn course is left, and the next term is a spring one: two terms.
    const autumn = auditOf({
      plan: { minCredits: 2, groups: [{ ...PLAN.groups[1]!, minCredits: 2, courses: [{ courseId: 'C', required: true, term: 1 }] }] },
      courseOf,
      attempts: [],
      exceptions: [],
      semester: 3,
    });
    expect(autumn.termsLeft).toBe(2);
    const many = auditOf({
      plan: {
        minCredits: 40,
        groups: [
          {
            ...PLAN.groups[1]!,
            minCredits: 40,
            courses: Array.from({ length: 20 }, (_, i) => ({ courseId: COURSES[i % 5]!.id, required: false, term: null })),
          },
        ],
      },
      courseOf,
      attempts: [],
      exceptions: [],
      semester: 1,
    });
    expect(many.termsLeft).toBe(Math.ceil(40 / 15));
  });
});
