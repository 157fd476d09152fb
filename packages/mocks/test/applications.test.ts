/**
 * The application engine as a caller sees it (AREAS.md "One way to run an application"; SPEC 3, 4, 5
 * approval calls): apply, decide through `POST /cloud-yg/api/approval` (single and batch), withdraw,
 * and every rule refused with a 4xx envelope that leaves the store as it was.
 */
import { unwrap } from '@gs/sdk/client';
import type { components, operations } from '@gs/sdk/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationsSlice } from '../src/areas/applications/store.ts';
import { approvalsSlice } from '../src/areas/approvals/store.ts';
import { configSlice } from '../src/areas/config/store.ts';
import { orgSlice } from '../src/areas/org/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { identitySlice } from '../src/core/identity.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';
import type { Application } from '../src/areas/application-kind.ts';

type ApplicationInput = components['schemas']['ApplicationInput'];
type Student = components['schemas']['Student'];

// The default seed: the demo student, their supervisor and the college account share college 001 there.
const mock = await createMockServer({ students: 2000 });
// Listening before the sign-ins below, which the describe blocks share.
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const { store } = mock;
const engine = store.slice(applicationsSlice);
const students = store.slice(studentsSlice);
const identity = store.slice(identitySlice);
const approvals = store.slice(approvalsSlice).approvals;

const [admin, staff, teacher, multi, student, college] = await Promise.all([
  signIn('admin'),
  signIn('staff'),
  signIn('teacher'),
  signIn('multi'),
  signIn('student'),
  signIn('college'),
]);
const demoStudent = () => students.byXykh(identity.userByUsername('student')!.xykh!)!;
const teacherGh = identity.userByUsername('teacher')!.gh!;

const hasOpen = (s: Student) =>
  [...engine.applications.values()].some((a) => a.subject.xykh === s.xykh && (a.state === 'submitted' || a.state === 'in_review'));

/**
 * Enrolled students of the demo teacher's college that no open application names, made the demo
 * teacher's students (the seed gives a supervisor about ten, too few for every test here).
 */
function freeStudents(): Student[] {
  const free = [...students.students.values()]
    .filter((s) => s.xydm === '001' && s.xjzt === '01' && s.lb === '1' && s.id !== demoStudent().id && !hasOpen(s))
    .slice(0, 6);
  return store.write(() => free.map((s) => (s.dsgh === teacherGh ? s : students.update(s.id, { dsgh: teacherGh }))));
}

const suspension = (months = 6): ApplicationInput['payload'] => ({
  kind: 'suspension',
  category: '1',
  reason: '因病需住院治疗',
  startDate: '2026-12-01',
  months,
});

/** A raw call, for the answers the SDK would throw on: status and envelope. */
async function call(token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { code: number; message: string; data: unknown } };
}

const approvalOf = (application: Application, status: 1 | 9 = 1, opinion = '同意') => ({ coreKey: application.id, ...application.approval, status, opinion });

/** What a refusal must leave alone: the applications, the approval history and the student records. */
function snapshot() {
  return JSON.stringify([[...engine.applications.values()], approvals.size, [...students.students.values()].map((s) => [s.xjzt, s.dsgh, s.zydm, s.yjbyrq])]);
}

async function expectRefused(promise: Promise<{ status: number; json: { code: number; message: string; data: unknown } }>, status: number, message: RegExp) {
  const before = snapshot();
  const answer = await promise;
  expect(answer.status).toBe(status);
  expect(answer.json).toMatchObject({ code: status, data: null });
  expect(answer.json.message).toMatch(message);
  expect(snapshot()).toBe(before);
}

async function apply(session: typeof staff, body: ApplicationInput): Promise<Application> {
  return unwrap(session.api.client.POST('/cloud-xj/api/sq/applications', { body }));
}

async function decide(session: typeof staff, application: Application, status: 1 | 9 = 1) {
  return unwrap(session.api.client.POST('/cloud-yg/api/approval', { body: approvalOf(application, status) }));
}

describe('the full journey of a suspension (issue 15)', () => {
  it('student applies, supervisor, college and graduate school approve: the record says 休学 and the history shows the three decisions', async () => {
    const me = demoStudent();
    expect(me.xjzt).toBe('01');
    expect(me.xydm).toBe('001');
    expect(me.dsgh).toBe(teacherGh);
    const applied = await apply(student, { kind: 'suspension', payload: suspension(12) });
    expect(applied).toMatchObject({
      kind: 'suspension',
      state: 'submitted',
      currentStep: 0,
      subject: { xykh: me.xykh, dsgh: teacherGh },
      effect: { applied: false, description: '学籍状态改为休学' },
    });
    expect(applied.steps.map((s) => [s.role, s.state])).toEqual([
      ['supervisor', 'pending'],
      ['college', 'waiting'],
      ['school', 'waiting'],
    ]);

    // The supervisor's home page lists it; the college's not yet.
    const todo = await unwrap(teacher.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { todo: true, size: 100 } } }));
    expect(todo.records.map((a) => a.id)).toContain(applied.id);
    const collegeTodo = await unwrap(college.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { todo: true, size: 100 } } }));
    expect(collegeTodo.records.map((a) => a.id)).not.toContain(applied.id);

    await decide(teacher, applied);
    await decide(college, applied);
    expect(students.byXykh(me.xykh)!.xjzt).toBe('01');
    await decide(staff, applied);

    const done = await unwrap(student.api.client.GET('/cloud-xj/api/sq/applications/{id}', { params: { path: { id: applied.id } } }));
    expect(done).toMatchObject({ state: 'approved', currentStep: null, effect: { applied: true, description: '学籍状态改为休学', time: expect.any(String) } });
    expect(done.steps.map((s) => [s.state, s.deciderName])).toEqual([
      ['approved', identity.userByUsername('teacher')!.realName],
      ['approved', identity.userByUsername('college')!.realName],
      ['approved', identity.userByUsername('staff')!.realName],
    ]);
    const record = await unwrap(student.api.client.GET('/cloud-xj/api/xj/xjxx/stuinfoByStu/NotAuth'));
    expect(record.xjzt).toBe('02');
    const history = await unwrap(staff.api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreKey: applied.id } } }));
    expect(history.map((h) => [h.status, h.approverName])).toEqual([
      [1, identity.userByUsername('staff')!.realName],
      [1, identity.userByUsername('college')!.realName],
      [1, identity.userByUsername('teacher')!.realName],
    ]);

    // Approving a decided application again is refused, and the effect is not applied twice.
    await expectRefused(call(staff.token(), 'POST', '/cloud-yg/api/approval', approvalOf(done)), 409, /已结束（已通过）/);
    // The detail's history (issue 22 §5): the submission, then each decision with who, when, the step and the opinion.
    expect(done.history).toEqual([
      { action: 'submitted', label: '提交申请', step: null, actorName: me.xm, time: applied.submitTime, opinion: null },
      ...done.steps.map((step) => ({ action: 'approved', label: '同意', step: step.role, actorName: step.deciderName, time: step.decidedAt, opinion: '同意' })),
    ]);

    // Back to 在读 through a resumption, so the demo student stays as the other tests expect.
    const back = await apply(student, { kind: 'resumption', payload: { kind: 'resumption', reason: '病愈，申请复学', resumeDate: '2027-03-01' } });
    for (const session of [teacher, college, staff]) await decide(session, back);
    expect(students.byXykh(me.xykh)!.xjzt).toBe('01');
  });
});

describe('the rules the server enforces (issue 15), each refused with nothing changed', () => {
  it('a closed window: 409 saying when it opens; open again, the same application goes through', async () => {
    const window = store.slice(configSlice).window('window.xjyd')!;
    await unwrap(
      staff.api.client.PUT('/kernel/sjpz/{key}', { params: { path: { key: 'window.xjyd' } }, body: { value: { start: '2099-09-01', end: '2099-12-31' } } }),
    );
    const kinds = await unwrap(student.api.client.GET('/cloud-xj/api/sq/kinds'));
    expect(kinds.find((k) => k.kind === 'withdrawal')).toMatchObject({
      mayApply: false,
      window: { open: false, start: '2099-09-01' },
      reason: expect.stringContaining('2099-09-01'),
    });
    await expectRefused(
      call(student.token(), 'POST', '/cloud-xj/api/sq/applications', {
        kind: 'withdrawal',
        payload: { kind: 'withdrawal', reason: '出国留学', withdrawDate: '2027-01-01' },
      }),
      409,
      /尚未开放，开放时间为 2099-09-01 至 2099-12-31/,
    );
    await unwrap(staff.api.client.PUT('/kernel/sjpz/{key}', { params: { path: { key: 'window.xjyd' } }, body: { value: window } }));
    expect((await unwrap(student.api.client.GET('/cloud-xj/api/sq/kinds'))).find((k) => k.kind === 'withdrawal')).toMatchObject({
      mayApply: true,
      reason: null,
    });
  });

  it('a second open application of the same kind for the same student: 409', async () => {
    const subject = freeStudents()[0]!;
    const first = await apply(staff, {
      kind: 'extension',
      xykh: subject.xykh,
      payload: { kind: 'extension', reason: '论文需补充实验', yjbyrq: `${Number(subject.yjbyrq!.slice(0, 4)) + 1}${subject.yjbyrq!.slice(4)}` },
    });
    await expectRefused(
      call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'extension', xykh: subject.xykh, payload: first.payload }),
      409,
      /已有一条处理中的延期毕业申请/,
    );
  });

  it("a payload that breaks the kind's rules, or names another kind: 400; a state the kind does not allow: 409", async () => {
    const subject = freeStudents()[0]!;
    await expectRefused(
      call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'suspension', xykh: subject.xykh, payload: suspension(18) }),
      400,
      /休学期限最长 12 个月/,
    );
    await expectRefused(
      call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'withdrawal', xykh: subject.xykh, payload: suspension() }),
      400,
      /须与申请类型 withdrawal 一致/,
    );
    await expectRefused(
      call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', {
        kind: 'resumption',
        xykh: subject.xykh,
        payload: { kind: 'resumption', reason: '申请复学', resumeDate: '2027-03-01' },
      }),
      409,
      /复学申请仅限学籍状态为休学的学生/,
    );
    const otherCollege = [...students.students.values()].find((s) => s.xydm !== subject.xydm)!;
    await expectRefused(
      call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', {
        kind: 'majorChange',
        xykh: subject.xykh,
        payload: { kind: 'majorChange', reason: '兴趣转向', xydm: subject.xydm, zydm: otherCollege.zydm },
      }),
      400,
      /不属于学院/,
    );
    for (const payload of ['x', null, [], 7]) {
      await expectRefused(call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'suspension', xykh: subject.xykh, payload }), 400, /payload/);
    }
    // The payload is checked against the member of its kind: the message names the field.
    await expectRefused(
      call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'suspension', xykh: subject.xykh, payload: { ...suspension(), category: '7' } }),
      400,
      /category/,
    );
    await expectRefused(
      call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'suspension', xykh: subject.xykh, payload: { kind: 'suspension', reason: '因病' } }),
      400,
      /category|startDate|months/,
    );
    await expectRefused(call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'suspension', payload: suspension() }), 400, /请指定申请的学生/);
    await expectRefused(
      call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'suspension', xykh: '2099999999', payload: suspension() }),
      404,
      /不存在/,
    );
  });

  it('who may apply, read and withdraw: 403 for the wrong role, another student, or anyone but the applicant', async () => {
    const stranger = [...students.students.values()].find((s) => s.dsgh !== teacherGh && s.xydm !== '001' && s.xjzt === '01')!;
    await expectRefused(
      call(teacher.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'suspension', xykh: stranger.xykh, payload: suspension() }),
      403,
      /当前角色/,
    );
    await expectRefused(
      call(college.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'suspension', xykh: stranger.xykh, payload: suspension() }),
      403,
      /当前角色/,
    );
    await expectRefused(
      call(student.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'suspension', xykh: stranger.xykh, payload: suspension() }),
      403,
      /只能为本人/,
    );
    const theirs = await apply(staff, { kind: 'suspension', xykh: stranger.xykh, payload: suspension() });
    for (const session of [student, teacher, college]) {
      await expectRefused(call(session.token(), 'GET', `/cloud-xj/api/sq/applications/${theirs.id}`), 403, /数据范围/);
      const list = await unwrap(session.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { size: 1000 } } }));
      expect(list.records.map((a) => a.id)).not.toContain(theirs.id);
    }
    await expectRefused(call(student.token(), 'POST', `/cloud-xj/api/sq/applications/${theirs.id}/withdraw`), 403, /只有申请人本人/);
    await expectRefused(call(staff.token(), 'POST', '/cloud-xj/api/sq/applications/1999999999999999999/withdraw'), 404, /不存在/);
    const withdrawn = await unwrap(staff.api.client.POST('/cloud-xj/api/sq/applications/{id}/withdraw', { params: { path: { id: theirs.id } } }));
    expect(withdrawn).toMatchObject({ state: 'withdrawn', currentStep: null });
    expect(withdrawn.steps.every((s) => s.state === 'unreached')).toBe(true);
  });

  it("deciding: only the step's role within its scope (403), never a decided step or closed application (409), withdrawing only before the first decision (409)", async () => {
    const subject = freeStudents()[0]!;
    const applied = await apply(staff, { kind: 'suspension', xykh: subject.xykh, payload: suspension() });
    // The graduate school and the college wait for the supervisor; another supervisor has no say.
    await expectRefused(call(staff.token(), 'POST', '/cloud-yg/api/approval', approvalOf(applied)), 403, /当前步骤「导师审核」须由学生的导师审批/);
    await expectRefused(call(college.token(), 'POST', '/cloud-yg/api/approval', approvalOf(applied)), 403, /导师审核/);
    await expectRefused(call(multi.token(), 'POST', '/cloud-yg/api/approval', approvalOf(applied)), 403, /数据范围/);
    await expectRefused(
      call(teacher.token(), 'POST', '/cloud-yg/api/approval', { ...approvalOf(applied), coreCode: 'qjgl', type: 'qjApproval' }),
      400,
      /coreCode xjyd/,
    );
    await decide(teacher, applied);
    await expectRefused(call(teacher.token(), 'POST', '/cloud-yg/api/approval', approvalOf(applied)), 409, /「导师审核」已审批，不能重复审批/);
    await expectRefused(call(staff.token(), 'POST', `/cloud-xj/api/sq/applications/${applied.id}/withdraw`), 409, /已进入审批，不能撤回/);
    // A refusal ends it: the later steps are never reached (issue 22 §5) and nothing changes in the record.
    const refused = await decide(college, applied, 9);
    expect(refused.status).toBe(9);
    const closed = engine.applications.get(applied.id)!;
    expect(closed.state).toBe('rejected');
    expect(closed.steps.map((s) => s.state)).toEqual(['approved', 'rejected', 'unreached']);
    expect(students.byId(subject.id)!.xjzt).toBe('01');
    await expectRefused(call(staff.token(), 'POST', '/cloud-yg/api/approval', approvalOf(closed)), 409, /已结束（未通过）/);
    // Once closed, the same kind may be applied for again.
    await apply(staff, { kind: 'suspension', xykh: subject.xykh, payload: suspension() });
  });

  it('a withdrawal leaves the steps unreached, and its history says who withdrew it when (issue 22 §5)', async () => {
    const [subject] = freeStudents();
    const applied = await apply(staff, { kind: 'suspension', xykh: subject!.xykh, payload: suspension() });
    const withdrawn = await unwrap(staff.api.client.POST('/cloud-xj/api/sq/applications/{id}/withdraw', { params: { path: { id: applied.id } } }));
    expect(withdrawn.steps.map((s) => s.state)).toEqual(['unreached', 'unreached', 'unreached']);
    expect(withdrawn.history.map((h) => [h.action, h.step, h.actorName])).toEqual([
      ['submitted', null, staff.user.realName],
      ['withdrawn', null, staff.user.realName],
    ]);
    expect(withdrawn.history[1]!.time).toBe(withdrawn.updateTime);
  });

  it('a college secretary decides only for students of their own college', async () => {
    const elsewhere = [...students.students.values()].find((s) => s.xydm !== '001' && s.xjzt === '01' && !hasOpen(s))!;
    const applied = await apply(staff, { kind: 'suspension', xykh: elsewhere.xykh, payload: suspension() });
    await expectRefused(call(college.token(), 'POST', '/cloud-yg/api/approval', approvalOf(applied)), 403, /数据范围/);
  });
});

describe('effects of the status-change kinds (issue 15 §4)', () => {
  async function approveAll(application: Application) {
    for (const session of [teacher, college, staff]) await decide(session, application);
    return engine.applications.get(application.id)!;
  }

  it('extension, change of major, change of supervisor and withdrawal change the record once approved', async () => {
    const [a, b, c, d] = freeStudents();
    const yjbyrq = `${Number(a!.yjbyrq!.slice(0, 4)) + 1}${a!.yjbyrq!.slice(4)}`;
    await approveAll(await apply(staff, { kind: 'extension', xykh: a!.xykh, payload: { kind: 'extension', reason: '论文需补充实验', yjbyrq } }));
    expect(students.byId(a!.id)).toMatchObject({ xjzt: '06', yjbyrq });

    const major = store
      .slice(orgSlice)
      .tree()
      .find((n) => n.id === b!.xydm)!
      .children.find((m) => m.id !== b!.zydm && (b!.pycc !== '1' || !m.name.includes('专业学位')))!;
    await approveAll(
      await apply(staff, { kind: 'majorChange', xykh: b!.xykh, payload: { kind: 'majorChange', reason: '研究兴趣转向', xydm: b!.xydm, zydm: major.id } }),
    );
    expect(students.byId(b!.id)!.zydm).toBe(major.id);

    const org = store.slice(orgSlice);
    const target = [...org.profiles.values()].find((p) => p.gh !== teacherGh && p.dslx === '1' && org.studentsOfYear(p.gh, c!.rxnj).length < p.quota)!;
    const changed = await approveAll(
      await apply(staff, { kind: 'supervisorChange', xykh: c!.xykh, payload: { kind: 'supervisorChange', reason: '研究方向调整', dsgh: target.gh } }),
    );
    expect(changed.effect).toMatchObject({ applied: true });
    expect(students.byId(c!.id)!.dsgh).toBe(target.gh);

    await approveAll(
      await apply(staff, { kind: 'withdrawal', xykh: d!.xykh, payload: { kind: 'withdrawal', reason: '出国留学', withdrawDate: '2027-01-01' } }),
    );
    expect(students.byId(d!.id)!.xjzt).toBe('03');
  });

  it('a change to a supervisor whose quota is full is refused (409), when applying and again at the last approval', async () => {
    const org = store.slice(orgSlice);
    const [subject, other] = freeStudents();
    const target = [...org.profiles.values()].find((p) => p.gh !== teacherGh && p.dslx === '1')!;
    const setQuota = (quota: number) => store.write(() => org.updateProfile(target.gh, { quota }));
    const taken = org.studentsOfYear(target.gh, subject!.rxnj).length;
    setQuota(taken);
    await expectRefused(
      call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', {
        kind: 'supervisorChange',
        xykh: subject!.xykh,
        payload: { kind: 'supervisorChange', reason: '研究方向调整', dsgh: target.gh },
      }),
      409,
      /招生名额.*已满/,
    );
    // Room for one: two apply, the first approved takes the place, the second's last approval is refused.
    setQuota(taken + 1);
    const first = await apply(staff, {
      kind: 'supervisorChange',
      xykh: subject!.xykh,
      payload: { kind: 'supervisorChange', reason: '研究方向调整', dsgh: target.gh },
    });
    const second =
      other!.rxnj === subject!.rxnj
        ? await apply(staff, { kind: 'supervisorChange', xykh: other!.xykh, payload: { kind: 'supervisorChange', reason: '研究方向调整', dsgh: target.gh } })
        : undefined;
    await approveAll(first);
    if (second) {
      await decide(teacher, second);
      await decide(college, second);
      await expectRefused(call(staff.token(), 'POST', '/cloud-yg/api/approval', approvalOf(second)), 409, /已满/);
    }
  });
});

describe('batch approval (SPEC 4: one submission per id)', () => {
  it('decides many applications at once, each step once; an id decided already is the only one refused', async () => {
    const batch = freeStudents().slice(0, 4);
    expect(batch.length).toBe(4);
    const applied = await Promise.all(batch.map((s) => apply(staff, { kind: 'suspension', xykh: s.xykh, payload: suspension() })));
    for (const session of [teacher, college]) {
      const answers = await Promise.all(applied.map((a) => call(session.token(), 'POST', '/cloud-yg/api/approval', approvalOf(a))));
      expect(answers.map((a) => a.status)).toEqual(applied.map(() => 200));
    }
    // The dialog retries after a failure: the first is decided already by then.
    await decide(staff, applied[0]!);
    const answers = await Promise.all(applied.map((a) => call(staff.token(), 'POST', '/cloud-yg/api/approval', approvalOf(a))));
    expect(answers.map((a) => a.status)).toEqual([409, 200, 200, 200]);
    for (const s of batch) expect(students.byId(s.id)!.xjzt).toBe('02');
    for (const a of applied) {
      const history = await unwrap(admin.api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreKey: a.id } } }));
      expect(history).toHaveLength(3);
    }
  });
});

describe('reading applications', () => {
  it("lists within the caller's scope, filtered, sorted and paged; the demo accounts find their seeded ones", async () => {
    const mine = await unwrap(student.api.client.GET('/cloud-xj/api/sq/applications'));
    expect(mine.records.length).toBeGreaterThan(0);
    expect(mine.records.every((a) => a.subject.xykh === demoStudent().xykh)).toBe(true);
    const all = await unwrap(admin.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { size: 1000, sortField: 'xykh', sortOrder: 'asc' } } }));
    expect(all.total).toBe(engine.applications.size);
    const cards = all.records.map((a) => a.subject.xykh ?? '');
    expect(cards).toEqual([...cards].sort());
    const approved = await unwrap(
      admin.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { state: ['approved'], kind: ['suspension', 'withdrawal'], size: 2 } } }),
    );
    expect(approved.size).toBe(2);
    expect(approved.records.every((a) => a.state === 'approved' && ['suspension', 'withdrawal'].includes(a.kind))).toBe(true);
    const ofCollege = await unwrap(college.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { size: 1000 } } }));
    expect(ofCollege.records.length).toBeGreaterThan(0);
    expect(ofCollege.records.every((a) => a.subject.xydm === '001' || a.steps.some((s) => s.deciderId === identity.userByUsername('college')!.id))).toBe(true);
  });

  it('finds by keyword in the name, card number, title or applicant, by submit day, and sees a change at once', async () => {
    const list = (query: NonNullable<operations['listApplications']['parameters']['query']>) =>
      unwrap(admin.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { size: 1000, ...query } } }));
    const some = [...engine.applications.values()].find((a) => a.submitTime !== null && a.subject.xykh)!;
    const byName = await list({ keyword: some.subject.xm });
    expect(byName.records.map((a) => a.id)).toContain(some.id);
    expect(byName.records.every((a) => [a.subject.xm, a.title, a.applicantName].some((text) => text.includes(some.subject.xm)))).toBe(true);
    const byCard = await list({ keyword: some.subject.xykh!.slice(2) });
    expect(byCard.records.map((a) => a.id)).toContain(some.id);
    // A keyword does not match across two fields (the end of the name and the start of the card number).
    const across = await list({ keyword: `${some.subject.xm.slice(-1)}${some.subject.xykh!.slice(0, 2)}` });
    expect(across.records.map((a) => a.id)).not.toContain(some.id);
    const day = some.submitTime!.slice(0, 10);
    const onDay = await list({ submitFrom: day, submitTo: day });
    expect(onDay.records.map((a) => a.id)).toContain(some.id);
    expect(onDay.records.every((a) => a.submitTime?.startsWith(day))).toBe(true);
    // The list reads the collection as it is now: a withdrawn application shows as withdrawn in the next list.
    const open = await apply(staff, { kind: 'suspension', xykh: freeStudents()[0]!.xykh, payload: suspension() });
    expect((await list({ keyword: open.subject.xykh!, state: ['submitted'] })).records.map((a) => a.id)).toContain(open.id);
    await unwrap(staff.api.client.POST('/cloud-xj/api/sq/applications/{id}/withdraw', { params: { path: { id: open.id } } }));
    expect((await list({ keyword: open.subject.xykh!, state: ['submitted'] })).records.map((a) => a.id)).not.toContain(open.id);
    expect((await list({ keyword: open.subject.xykh!, state: ['withdrawn'] })).records.map((a) => a.id)).toContain(open.id);
  });

  it('the graduate school lists every application; a supervisor those of their students and those they decide, each of which opens (SPEC 6)', async () => {
    const everything = await unwrap(staff.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { size: 1 } } }));
    expect(everything.total).toBe(engine.applications.size);
    const teacherId = identity.userByUsername('teacher')!.id;
    const listed = await unwrap(teacher.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { size: 1000 } } }));
    const ofMyStudents = [...engine.applications.values()].filter((a) => a.subject.xykh !== undefined && students.byXykh(a.subject.xykh)?.dsgh === teacherGh);
    expect(ofMyStudents.length).toBeGreaterThan(0);
    const ids = new Set(listed.records.map((a) => a.id));
    expect(ofMyStudents.filter((a) => !ids.has(a.id))).toEqual([]);
    for (const a of listed.records) {
      const mine = students.byXykh(a.subject.xykh ?? '')?.dsgh === teacherGh || a.subject.dsgh === teacherGh || a.steps.some((s) => s.deciderId === teacherId);
      expect(mine, a.title).toBe(true);
    }
    for (const a of listed.records.slice(0, 5))
      expect((await unwrap(teacher.api.client.GET('/cloud-xj/api/sq/applications/{id}', { params: { path: { id: a.id } } }))).id).toBe(a.id);
  });

  it('an attachment belongs to the application: whoever may read the application may read it', async () => {
    const form = new FormData();
    form.append('file', new Blob(['诊断证明\n'], { type: 'text/plain' }), '诊断证明.txt');
    const response = await fetch(`${BASE}/kernel/storage`, { method: 'POST', headers: { Authorization: `Bearer ${student.token()}` }, body: form });
    const file = ((await response.json()) as { data: { id: string } }).data;
    const applied = await apply(student, {
      kind: 'withdrawal',
      payload: { kind: 'withdrawal', reason: '出国留学', withdrawDate: '2027-01-01' },
      attachments: [file.id],
    });
    expect(applied.attachments).toEqual([file.id]);
    const download = (session: typeof staff) =>
      fetch(`${BASE}/kernel/storage/download/${file.id}`, { headers: { Authorization: `Bearer ${session.token()}` } }).then((r) => r.status);
    expect(await download(teacher)).toBe(200);
    expect(await download(college)).toBe(200);
    expect(await download(multi)).toBe(403);
    // Someone else's file is no attachment of yours.
    await expectRefused(
      call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', {
        kind: 'suspension',
        xykh: freeStudents()[0]!.xykh,
        payload: suspension(),
        attachments: [file.id],
      }),
      400,
      /附件 .* 不存在/,
    );
    await unwrap(student.api.client.POST('/cloud-xj/api/sq/applications/{id}/withdraw', { params: { path: { id: applied.id } } }));
  });
});

describe('what each caller may do with an application, said in every answer (issue 21, our model)', () => {
  const flags = (a: { mayDecide: boolean; mayWithdraw: boolean; mayCancel: boolean }) => [a.mayDecide, a.mayWithdraw, a.mayCancel];
  const read = (session: typeof staff, id: string) => unwrap(session.api.client.GET('/cloud-xj/api/sq/applications/{id}', { params: { path: { id } } }));

  it('the applicant may withdraw until the first decision, the holder of the pending step may decide it; nobody cancels a status change', async () => {
    const [subject] = freeStudents();
    const applied = await unwrap(
      staff.api.client.POST('/cloud-xj/api/sq/applications', { body: { kind: 'suspension', xykh: subject!.xykh, payload: suspension() } }),
    );
    expect(flags(applied)).toEqual([false, true, false]);
    expect(flags(await read(teacher, applied.id))).toEqual([true, false, false]);
    expect(flags(await read(college, applied.id))).toEqual([false, false, false]);
    expect(flags(await read(admin, applied.id))).toEqual([false, false, false]);

    await decide(teacher, applied);
    expect(flags(await read(staff, applied.id))).toEqual([false, false, false]);
    expect(flags(await read(college, applied.id))).toEqual([true, false, false]);
    expect(flags(await read(teacher, applied.id))).toEqual([false, false, false]);
    await decide(college, await read(college, applied.id));
    expect(flags(await read(staff, applied.id))).toEqual([true, false, false]);
    await decide(staff, await read(staff, applied.id));
    for (const session of [staff, teacher, college, admin]) expect(flags(await read(session, applied.id))).toEqual([false, false, false]);
  });

  it('the list says it for every record: what the caller may decide is the to-decide list, a withdrawn one offers nothing', async () => {
    const list = (session: typeof staff, query: { todo?: boolean }) =>
      unwrap(session.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { size: 100_000, ...query } } }));
    for (const session of [teacher, college, staff]) {
      const todo = new Set((await list(session, { todo: true })).records.map((a) => a.id));
      expect(todo.size).toBeGreaterThan(0);
      const all = await list(session, {});
      for (const a of all.records) expect(a.mayDecide).toBe(todo.has(a.id));
      for (const a of all.records) expect(a.mayWithdraw).toBe(a.applicantId === session.user.id && a.state === 'submitted');
      expect(all.records.filter((a) => a.kind !== 'leave').every((a) => !a.mayCancel)).toBe(true);
    }
    const [subject] = freeStudents();
    const applied = await unwrap(
      staff.api.client.POST('/cloud-xj/api/sq/applications', { body: { kind: 'suspension', xykh: subject!.xykh, payload: suspension() } }),
    );
    const withdrawn = await unwrap(staff.api.client.POST('/cloud-xj/api/sq/applications/{id}/withdraw', { params: { path: { id: applied.id } } }));
    expect(flags(withdrawn)).toEqual([false, false, false]);
  });
});

describe("menus of the status change and the student's applications (SPEC 2)", () => {
  type Node = { path: string; children?: Node[] };
  const paths = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children ?? [])]);
  async function menuOf(session: typeof staff): Promise<string[]> {
    return paths((await unwrap(session.api.client.GET('/auth/menus'))) as Node[]);
  }

  it('gives the list to the graduate school and the college, the form to the graduate school, the detail to whoever reads applications', async () => {
    const [ofStaff, ofCollege, ofTeacher, ofStudent] = await Promise.all([menuOf(staff), menuOf(college), menuOf(teacher), menuOf(student)]);
    expect(ofStaff).toEqual(expect.arrayContaining(['/xj/xjyd', '/addXjyd', '/stuBySqView']));
    expect(ofCollege).toEqual(expect.arrayContaining(['/xj', '/xj/xjyd', '/stuBySqView', '/system/approval']));
    expect(ofCollege).not.toContain('/addXjyd');
    expect(ofCollege).not.toContain('/xj/xjxx');
    expect(ofTeacher).toContain('/stuBySqView');
    expect(ofTeacher).not.toContain('/xj/xjyd');
    expect(ofStudent).toEqual(expect.arrayContaining(['/my/applications', '/stuBySqView']));
    expect(ofStudent).not.toContain('/xj/xjyd');
  });
});
