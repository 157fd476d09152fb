/**
 * Degree audits (issue 23 §1; our model after DegreeWorks) as each caller sees them: the demo student's audit
 * with a group met through the seeded waiver and unmet groups saying what is still needed, who reaches whose
 * audit (SPEC 6 data scope), what-if audits that change nothing, the graduate school's exceptions with every
 * refusal leaving nothing stored, and the menu entries.
 */
import type { components } from '@gs/sdk/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { studentsSlice } from '../src/areas/students/store.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

type DegreeAudit = components['schemas']['DegreeAudit'];
type AuditException = components['schemas']['AuditException'];
type Menu = components['schemas']['MenuNode'][];

const mock = await createMockServer({ students: 2000 });
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());
const { store } = mock;
const students = store.slice(studentsSlice);

const [staff, teacher, student, college, admin] = await Promise.all([
  signIn('staff'),
  signIn('teacher'),
  signIn('student'),
  signIn('college'),
  signIn('admin'),
]);
const A = '/cloud-xj/api/pkgl/audits';

interface Answer<T> {
  status: number;
  json: { code: number; message: string; data: T };
}

async function call<T = never>(who: { token(): string | null }, method: string, path: string, body?: unknown, lang?: 'en'): Promise<Answer<T>> {
  const headers: Record<string, string> = { Authorization: `Bearer ${who.token() ?? ''}` };
  if (lang) headers['Accept-Language'] = lang;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Answer<T>['json'] };
}
const data = async <T>(answer: Promise<Answer<T>>): Promise<T> => {
  const got = await answer;
  expect(got.status, got.json.message).toBe(200);
  return got.json.data;
};

/** The exceptions as a fingerprint: a refused request, and any audit, must leave them exactly as they were. */
const snapshot = () => JSON.stringify(store.toSnapshot().collections.auditExceptions);

const demo = students.demoPeople();
const DEMO = demo.student.xykh;
const others = [...students.students.values()].filter((s) => s.xykh !== DEMO);
const notSupervised = others.find((s) => s.dsgh !== demo.teacher.gh && s.xydm !== demo.student.xydm)!;
const supervised = others.find((s) => s.dsgh === demo.teacher.gh)!;

describe("the demo student's audit", () => {
  it('reads their released grades against their cohort’s plan: a group met through the waiver, unmet groups saying what is still needed', async () => {
    const audit = await data(call<DegreeAudit>(student, 'GET', `${A}/${DEMO}`));
    expect(audit.plan?.id).toBe(audit.ownPlanId);
    expect(audit.hypothetical).toBe(false);
    expect(audit.mayEditExceptions).toBe(false);
    const byId = new Map(audit.groups.map((g) => [g.id, g]));
    const publicGroup = byId.get('g-public')!;
    expect(publicGroup.status).toBe('met');
    expect(publicGroup.exceptions).toHaveLength(1);
    expect(publicGroup.exceptions[0]).toMatchObject({ kind: 'waive', courseName: 'GG0005 第一外国语（英语）', byName: '李晓梅' });
    expect(publicGroup.courses.find((c) => c.kcdm === 'GG0005')?.state).toBe('waived');
    const practice = byId.get('g-practice')!;
    expect(practice.status).toBe('unmet');
    expect(practice.missing.map((m) => m.kcdm)).toEqual(['SJ0003']);
    const electives = byId.get('g-elective')!;
    expect(electives).toMatchObject({ status: 'unmet', short: 0.5 });
    expect(electives.options.length).toBeGreaterThan(0);
    // Each group's credits are its courses' that count; the totals add them up.
    for (const group of audit.groups) expect(group.earned).toBe(group.courses.filter((c) => c.state === 'passed').reduce((n, c) => n + c.xf, 0));
    expect(audit.totals.earned).toBe(audit.groups.reduce((n, g) => n + g.earned, 0));
    expect(audit.totals.left).toBeGreaterThan(0);
    expect(audit.termsLeft).toBeGreaterThan(0);
    expect(audit.semester).toBe(5);
  });

  it('counts only released grades: the current term’s enrolments are in progress', async () => {
    const audit = await data(call<DegreeAudit>(student, 'GET', `${A}/${DEMO}`));
    const current = audit.groups.flatMap((g) => g.courses).filter((c) => c.term === '2026-2027-1');
    expect(current.length).toBeGreaterThan(0);
    for (const course of current) expect(course.state).toBe('in-progress');
    expect(audit.totals.inProgress).toBe(current.reduce((n, c) => n + c.xf, 0));
  });

  it('lists the courses that do not count with the reason, for students who have some', async () => {
    const reasons = new Set<string>();
    for (const s of [...students.students.values()].filter((x) => x.rxnj === 2024).slice(0, 60)) {
      const audit = await data(call<DegreeAudit>(staff, 'GET', `${A}/${s.xykh}`));
      for (const n of audit.notCounted) reasons.add(n.reason);
    }
    expect([...reasons].sort()).toEqual(['below-minimum', 'failed', 'not-in-plan', 'over-limit']);
  });
});

describe('who reaches whose audit (SPEC 6)', () => {
  it('lets a student read their own only, a supervisor their students’, a college its own, the graduate school all', async () => {
    expect((await call(student, 'GET', `${A}/${DEMO}`)).status).toBe(200);
    expect((await call(student, 'GET', `${A}/${supervised.xykh}`)).status).toBe(403);
    expect((await call(student, 'GET', `${A}/${DEMO}/exceptions`)).status).toBe(200);
    expect((await call(student, 'GET', `${A}/${notSupervised.xykh}/exceptions`)).status).toBe(403);
    expect((await call(teacher, 'GET', `${A}/${supervised.xykh}`)).status).toBe(200);
    expect((await call(teacher, 'GET', `${A}/${notSupervised.xykh}`)).status).toBe(403);
    const collegeUser = (await data(call<{ user: { deptId: string } }>(college, 'GET', '/auth/info'))).user;
    const inCollege = others.find((s) => s.xydm === collegeUser.deptId)!;
    const outside = others.find((s) => s.xydm !== collegeUser.deptId)!;
    expect((await call(college, 'GET', `${A}/${inCollege.xykh}`)).status).toBe(200);
    expect((await call(college, 'GET', `${A}/${outside.xykh}`)).status).toBe(403);
    expect((await call(staff, 'GET', `${A}/${notSupervised.xykh}`)).status).toBe(200);
    const refused = await call(student, 'GET', `${A}/${supervised.xykh}`, undefined, 'en');
    expect(refused.json).toMatchObject({ code: 403, message: `You may not see the training plan of student ${supervised.xykh}` });
  });

  it('answers 404 for an unknown student or what-if plan, and 400 for a card number of the wrong shape, never a 5xx', async () => {
    expect((await call(staff, 'GET', `${A}/9999999999`)).status).toBe(404);
    expect((await call(staff, 'GET', `${A}/${DEMO}?whatIf=pf-nothing`)).status).toBe(404);
    expect((await call(staff, 'GET', `${A}/${encodeURIComponent('20-24')}`)).status).toBe(400);
    expect((await call(staff, 'GET', `${A}/${DEMO}?whatIf=`)).status).toBe(400);
  });
});

describe('what-if audits', () => {
  it('reads the same grades against another plan, marked hypothetical, applying no exception and storing nothing', async () => {
    const own = await data(call<DegreeAudit>(student, 'GET', `${A}/${DEMO}`));
    const other = own.whatIfPlans.find((p) => p.zydm !== own.student.zydm)!;
    expect(own.whatIfPlans.some((p) => p.id === own.ownPlanId)).toBe(false);
    const before = snapshot();
    const whatIf = await data(call<DegreeAudit>(student, 'GET', `${A}/${DEMO}?whatIf=${other.id}`));
    expect(whatIf).toMatchObject({ hypothetical: true, plan: { id: other.id }, ownPlanId: own.ownPlanId, mayEditExceptions: false });
    expect(whatIf.groups.every((g) => g.exceptions.length === 0)).toBe(true);
    expect(whatIf.exceptions).toHaveLength(1);
    expect(snapshot()).toBe(before);
    // Asking for the own plan by id is the real audit.
    expect((await data(call<DegreeAudit>(student, 'GET', `${A}/${DEMO}?whatIf=${own.ownPlanId}`))).hypothetical).toBe(false);
  });
});

describe("the graduate school's exceptions", () => {
  it('records a substitution with its reason, author and time, shows it in its group, and removes it', async () => {
    const before = await data(call<DegreeAudit>(staff, 'GET', `${A}/${DEMO}`));
    expect(before.mayEditExceptions).toBe(true);
    const practice = before.groups.find((g) => g.id === 'g-practice')!;
    const taken = before.groups.find((g) => g.id === 'g-degree')!.courses.find((c) => c.state === 'passed' && !c.required)!;
    const made = await data(
      call<AuditException>(staff, 'POST', `${A}/${DEMO}/exceptions`, {
        kind: 'substitute',
        groupId: 'g-practice',
        courseId: taken.courseId,
        substituteFor: practice.missing[0]!.courseId,
        reason: '  课程内容涵盖该实践环节  ',
      }),
    );
    expect(made).toMatchObject({ kind: 'substitute', reason: '课程内容涵盖该实践环节', byName: expect.any(String), planId: before.ownPlanId });
    expect(made.id).toBe(`ae-${DEMO}-2`);
    const after = await data(call<DegreeAudit>(student, 'GET', `${A}/${DEMO}`));
    const group = after.groups.find((g) => g.id === 'g-practice')!;
    expect(group.exceptions.map((e) => e.id)).toEqual([made.id]);
    expect(group.missing).toEqual([]);
    expect(group.courses.find((c) => c.courseId === practice.missing[0]!.courseId)).toMatchObject({ state: 'substituted', via: `${taken.kcdm} ${taken.kcmc}` });
    expect((await data(call<AuditException[]>(teacher, 'GET', `${A}/${DEMO}/exceptions`))).map((e) => e.id)).toEqual([`ae-${DEMO}-1`, made.id]);

    expect((await call(student, 'DELETE', `${A}/${DEMO}/exceptions/${made.id}`)).status).toBe(403);
    expect((await call(staff, 'DELETE', `${A}/${supervised.xykh}/exceptions/${made.id}`)).status).toBe(404);
    expect((await call(staff, 'DELETE', `${A}/${DEMO}/exceptions/${made.id}`)).status).toBe(200);
    expect((await call(staff, 'DELETE', `${A}/${DEMO}/exceptions/${made.id}`)).status).toBe(404);
    const removed = await data(call<DegreeAudit>(student, 'GET', `${A}/${DEMO}`));
    expect(removed.groups.find((g) => g.id === 'g-practice')!.missing.map((m) => m.kcdm)).toEqual(['SJ0003']);
  });

  it('waives a whole group, which the audit then counts as met', async () => {
    const made = await data(
      call<AuditException>(admin, 'POST', `${A}/${DEMO}/exceptions`, { kind: 'waive', groupId: 'g-practice', reason: '已在企业完成同等实践' }),
    );
    const audit = await data(call<DegreeAudit>(student, 'GET', `${A}/${DEMO}`));
    expect(audit.groups.find((g) => g.id === 'g-practice')).toMatchObject({ status: 'met', waived: true, short: 0 });
    await data(call(staff, 'DELETE', `${A}/${DEMO}/exceptions/${made.id}`));
  });

  it('refuses bad input with 400 (403 for those who may not, 404 for an unknown student), storing nothing', async () => {
    const audit = await data(call<DegreeAudit>(staff, 'GET', `${A}/${DEMO}`));
    const practice = audit.groups.find((g) => g.id === 'g-practice')!;
    const inPractice = practice.courses[0]!.courseId;
    const publicCourse = audit.groups.find((g) => g.id === 'g-public')!.courses[0]!.courseId;
    const before = snapshot();
    const cases: [string, unknown, number][] = [
      ['no reason', { kind: 'waive', groupId: 'g-practice' }, 400],
      ['a reason too short', { kind: 'waive', groupId: 'g-practice', reason: '免' }, 400],
      ['a reason of spaces', { kind: 'waive', groupId: 'g-practice', reason: '    ' }, 400],
      ['a reason too long', { kind: 'waive', groupId: 'g-practice', reason: '长'.repeat(201) }, 400],
      ['an unknown kind', { kind: 'forgive', groupId: 'g-practice', reason: '原因' }, 400],
      ['an unknown field', { kind: 'waive', groupId: 'g-practice', reason: '原因', extra: 1 }, 400],
      ['a group the plan lacks', { kind: 'waive', groupId: 'g-nothing', reason: '原因' }, 400],
      ['a substitution without the replaced course', { kind: 'substitute', groupId: 'g-practice', courseId: publicCourse, reason: '原因' }, 400],
      [
        'a substitution by an unknown course',
        { kind: 'substitute', groupId: 'g-practice', courseId: 'kc-NOPE', substituteFor: inPractice, reason: '原因' },
        400,
      ],
      [
        'a replaced course not of the group',
        { kind: 'substitute', groupId: 'g-practice', courseId: inPractice, substituteFor: publicCourse, reason: '原因' },
        400,
      ],
      ['a course for itself', { kind: 'substitute', groupId: 'g-practice', courseId: inPractice, substituteFor: inPractice, reason: '原因' }, 400],
      ['a waiver with a replaced course', { kind: 'waive', groupId: 'g-practice', substituteFor: inPractice, reason: '原因' }, 400],
      ['a waived course not of the group', { kind: 'waive', groupId: 'g-practice', courseId: publicCourse, reason: '原因' }, 400],
      ['the seeded waiver again', { kind: 'waive', groupId: 'g-public', courseId: 'kc-GG0005', reason: '原因' }, 400],
    ];
    for (const [name, body, status] of cases) {
      const answer = await call(staff, 'POST', `${A}/${DEMO}/exceptions`, body);
      expect(answer.status, name).toBe(status);
      expect(answer.json.message, name).toBeTruthy();
    }
    expect((await call(student, 'POST', `${A}/${DEMO}/exceptions`, { kind: 'waive', groupId: 'g-practice', reason: '原因' })).status).toBe(403);
    expect((await call(teacher, 'POST', `${A}/${DEMO}/exceptions`, { kind: 'waive', groupId: 'g-practice', reason: '原因' })).status).toBe(403);
    expect((await call(college, 'POST', `${A}/${DEMO}/exceptions`, { kind: 'waive', groupId: 'g-practice', reason: '原因' })).status).toBe(403);
    expect((await call(staff, 'POST', `${A}/9999999999/exceptions`, { kind: 'waive', groupId: 'g-practice', reason: '原因' })).status).toBe(404);
    const english = await call(staff, 'POST', `${A}/${DEMO}/exceptions`, { kind: 'waive', groupId: 'g-nothing', reason: '原因' }, 'en');
    expect(english.json.message).toBe(`Training plan ${audit.ownPlanId} has no course group g-nothing`);
    expect(snapshot()).toBe(before);
  });

  it('refuses an exception for a student whose cohort has no plan with 409', async () => {
    const planless = [...students.students.values()].find((s) => s.rxnj <= 2019)!;
    const before = snapshot();
    expect((await call(staff, 'POST', `${A}/${planless.xykh}/exceptions`, { kind: 'waive', groupId: 'g-practice', reason: '原因' })).status).toBe(409);
    const audit = await data(call<DegreeAudit>(staff, 'GET', `${A}/${planless.xykh}`));
    expect(audit).toMatchObject({ plan: null, ownPlanId: null, groups: [], mayEditExceptions: false });
    expect(snapshot()).toBe(before);
  });
});

describe('menus', () => {
  it('gives the student 我的培养计划 in 我的学籍, the hidden route to the graduate school, colleges and supervisors', async () => {
    const menuOf = async (who: { token(): string | null }) => {
      const tree = await data(call<Menu>(who, 'GET', '/kernel/menus/build?service=cloud-xj'));
      const flat = (nodes: Menu): string[] => nodes.flatMap((n) => [n.path, ...flat(n.children ?? [])]);
      return flat(tree);
    };
    expect(await menuOf(student)).toContain('/my/pyjh');
    expect(await menuOf(student)).not.toContain('/zdyxd/xspyjhView');
    for (const who of [staff, college, teacher]) expect(await menuOf(who)).toContain('/zdyxd/xspyjhView');
  });
});
