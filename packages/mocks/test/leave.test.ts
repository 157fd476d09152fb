/**
 * Leave (请假, issue 15 §4; AREAS.md "One way to run an application") as a caller sees it: the day count
 * and the chain by length the server works out, decisions through the approval call, the cancel-leave
 * (销假) after approval, the leave list's filters, and every rule refused with a 4xx envelope that
 * leaves the store as it was.
 */
import { unwrap } from '@gs/sdk/client';
import type { components } from '@gs/sdk/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationsSlice } from '../src/areas/applications/store.ts';
import { approvalsSlice } from '../src/areas/approvals/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { identitySlice } from '../src/core/identity.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn, stage } from './support.ts';
import type { Application } from '../src/areas/application-kind.ts';

type ApplicationPage = components['schemas']['ApplicationPage'];
type LeavePayload = components['schemas']['LeavePayload'];
type LeaveInput = components['schemas']['LeavePayloadInput'];
type Student = components['schemas']['Student'];

// The backend's today is 2026-11-25 (its clock is the test's, not the machine's); a test that moves it puts it back.
const TODAY = Date.UTC(2026, 10, 25, 4, 0, 0);
let clock = TODAY;
const mock = await createMockServer({ students: 2000 }, () => clock);
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const { store } = mock;
const engine = store.slice(applicationsSlice);
const students = store.slice(studentsSlice);
const identity = store.slice(identitySlice);
const approvals = store.slice(approvalsSlice).approvals;

const [staff, teacher, student, college] = await Promise.all([signIn('staff'), signIn('teacher'), signIn('student'), signIn('college')]);
const demoStudent = () => students.byXykh(identity.userByUsername('student')!.xykh!)!;
const teacherGh = identity.userByUsername('teacher')!.gh!;
const isOpen = (a: Application) => a.state === 'submitted' || a.state === 'in_review';

/** Enrolled students of college 001 with no open application and no approved leave, made the demo teacher's students. */
function freeStudents(count: number): Student[] {
  const busy = (a: Application) => isOpen(a) || (a.kind === 'leave' && a.state === 'approved');
  const free = [...students.students.values()]
    .filter(
      (s) =>
        s.xydm === '001' &&
        s.xjzt === '01' &&
        s.lb === '1' &&
        s.id !== demoStudent().id &&
        ![...engine.applications.values()].some((a) => a.subject.xykh === s.xykh && busy(a)),
    )
    .slice(0, count);
  return store.write(() => free.map((s) => (s.dsgh === teacherGh ? s : students.update(s.id, { dsgh: teacherGh }))));
}

const leave = (leaveStart: string, leaveEnd: string, extra: Partial<LeaveInput> = {}): LeaveInput => ({
  kind: 'leave',
  leaveType: '1',
  leaveStart,
  leaveEnd,
  reason: '家中有事需回家处理',
  destination: '湖北省武汉市',
  phone: '13912345678',
  ...extra,
});

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { code: number; message: string; data: unknown } };
}

function snapshot() {
  return JSON.stringify([[...engine.applications.values()], approvals.size]);
}

async function expectRefused(promise: Promise<{ status: number; json: { code: number; message: string; data: unknown } }>, status: number, message: RegExp) {
  const before = snapshot();
  const answer = await promise;
  expect(answer.status).toBe(status);
  expect(answer.json).toMatchObject({ code: status, data: null });
  expect(answer.json.message).toMatch(message);
  expect(snapshot()).toBe(before);
}

const approve = (session: typeof staff, application: Application, status: 1 | 9 = 1) =>
  unwrap(session.api.client.POST('/cloud-yg/api/approval', { body: { coreKey: application.id, ...application.approval, status, opinion: '同意' } }));
const get = (id: string) => engine.applications.get(id)!;
const cancel = (session: typeof staff, id: string, returnDate: string, remark?: string) =>
  call(session.token(), 'POST', `/cloud-xj/api/xj/qjgl/${id}/cancel`, { returnDate, ...(remark ? { remark } : {}) });

describe('a leave applied for, approved and cancelled (issue 15 §4)', () => {
  it('counts the days, goes to the supervisor only for up to 3 days, and records the return after approval', async () => {
    for (const open of [...engine.applications.values()].filter((a) => a.kind === 'leave' && a.subject.xykh === demoStudent().xykh && isOpen(a))) {
      store.write(() => stage(engine.applications, { ...open, state: 'withdrawn', currentStep: null }));
    }
    const applied = await unwrap(
      student.api.client.POST('/cloud-xj/api/sq/applications', { body: { kind: 'leave', payload: leave('2026-11-24', '2026-11-25') } }),
    );
    const payload = applied.payload as LeavePayload;
    expect(payload).toMatchObject({ days: 2, cancellation: null });
    expect(applied.summary).toBe('事假，2026-11-24 至 2026-11-25，共 2 天');
    expect(applied.steps.map((s) => [s.role, s.state])).toEqual([['supervisor', 'pending']]);

    await expectRefused(cancel(student, applied.id, '2026-11-25'), 409, /审批通过后才能销假（当前：已提交）/);
    await approve(teacher, applied);
    expect(get(applied.id).state).toBe('approved');

    await expectRefused(cancel(teacher, applied.id, '2026-11-25'), 403, /当前角色无权/);
    await expectRefused(cancel(student, applied.id, '2026-11-23'), 400, /不能早于请假开始日期（2026-11-24）/);
    await expectRefused(cancel(student, applied.id, '2026-11-26'), 400, /不能晚于今天（2026-11-25）/);
    const done = await cancel(student, applied.id, '2026-11-25', '已按时返校');
    expect(done.status).toBe(200);
    expect(done.json.message).toBe('销假成功');
    // Its history ends with the return (issue 22 §5): who recorded it, when, and the remark.
    expect((done.json.data as Application & { history: unknown[] }).history.at(-1)).toEqual({
      action: 'cancelled',
      label: '销假（返校日期 2026-11-25）',
      step: null,
      actorName: demoStudent().xm,
      time: expect.stringMatching(/^2026-11-25 /),
      opinion: '已按时返校',
    });
    expect((get(applied.id).payload as LeavePayload).cancellation).toMatchObject({
      returnDate: '2026-11-25',
      actualDays: 2,
      remark: '已按时返校',
      cancelledByName: demoStudent().xm,
    });
    expect(get(applied.id).state).toBe('approved');
    await expectRefused(cancel(student, applied.id, '2026-11-25'), 409, /已于 2026-11-25 销假，不能重复销假/);
  });

  it('adds the college from 4 days and the graduate school past 14, each deciding in turn', async () => {
    const [a, b] = freeStudents(2);
    const week = await unwrap(
      staff.api.client.POST('/cloud-xj/api/sq/applications', {
        body: { kind: 'leave', xykh: a!.xykh, payload: leave('2026-12-01', '2026-12-05', { leaveType: '6' }) },
      }),
    );
    expect((week.payload as LeavePayload).days).toBe(5);
    expect(week.steps.map((s) => s.role)).toEqual(['supervisor', 'college']);
    await approve(teacher, week);
    expect(get(week.id).steps.map((s) => s.state)).toEqual(['approved', 'pending']);
    await approve(college, get(week.id));
    expect(get(week.id).state).toBe('approved');

    const long = await unwrap(
      staff.api.client.POST('/cloud-xj/api/sq/applications', {
        body: { kind: 'leave', xykh: b!.xykh, payload: leave('2026-12-01', '2026-12-20', { leaveType: '2' }) },
      }),
    );
    expect((long.payload as LeavePayload).days).toBe(20);
    expect(long.steps.map((s) => s.role)).toEqual(['supervisor', 'college', 'school']);
    // Staff record the return on the student's behalf once all three have agreed.
    await approve(teacher, long);
    await approve(college, get(long.id));
    await expectRefused(cancel(staff, long.id, '2026-11-25'), 409, /当前：审核中/);
    await approve(staff, get(long.id));
    await expectRefused(cancel(staff, long.id, '2026-11-25'), 409, /请假尚未开始（2026-12-01 起，今天是 2026-11-25），开始后才能销假/);
  });

  it('refuses a last day before the first, a start more than 7 days back, a leave over 60 days, a student who has left and a second open leave', async () => {
    const [s] = freeStudents(1);
    const apply = (payload: LeaveInput) => call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'leave', xykh: s!.xykh, payload });
    await expectRefused(apply(leave('2026-12-05', '2026-12-01')), 400, /结束日期（2026-12-01）不能早于开始日期（2026-12-05）/);
    await expectRefused(apply(leave('2026-11-17', '2026-11-20')), 400, /不能早于 2026-11-18/);
    await expectRefused(apply(leave('2026-12-01', '2027-01-30')), 400, /最长 60 天（本次 61 天）/);
    await expectRefused(apply(leave('2026-02-30', '2026-03-01')), 400, /leaveStart/);
    const left = [...students.students.values()].find((x) => x.xjzt === '03')!;
    await expectRefused(
      call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'leave', xykh: left.xykh, payload: leave('2026-12-01', '2026-12-02') }),
      409,
      /已退学，不能请假/,
    );
    expect((await apply(leave('2026-11-18', '2027-01-16'))).status).toBe(200);
    await expectRefused(apply(leave('2027-02-01', '2027-02-02')), 409, /已有一条处理中的请假申请/);
  });

  it("refuses a leave whose days meet an approved one of the student's; a recorded return ends that one early, a withdrawn leave keeps no days", async () => {
    const [s] = freeStudents(1);
    const apply = (payload: LeaveInput) => call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'leave', xykh: s!.xykh, payload });
    const first = await unwrap(
      staff.api.client.POST('/cloud-xj/api/sq/applications', { body: { kind: 'leave', xykh: s!.xykh, payload: leave('2026-11-20', '2026-11-24') } }),
    );
    await approve(teacher, first);
    await approve(college, get(first.id));
    expect(get(first.id).state).toBe('approved');
    await expectRefused(
      apply(leave('2026-11-24', '2026-11-26')),
      409,
      /在 2026-11-20 至 2026-11-24 已有请假（已通过），与本次请假日期（2026-11-24 至 2026-11-26）重叠/,
    );
    await expectRefused(apply(leave('2026-11-18', '2026-11-30')), 409, /重叠/);
    await expectRefused(apply(leave('2026-11-21', '2026-11-21')), 409, /重叠/);

    // Back on the 22nd (a day of leave still): the 23rd is free again.
    expect((await cancel(staff, first.id, '2026-11-22')).status).toBe(200);
    await expectRefused(apply(leave('2026-11-22', '2026-11-23')), 409, /在 2026-11-20 至 2026-11-22 已有请假/);
    const next = await apply(leave('2026-11-23', '2026-11-24'));
    expect(next.status).toBe(200);
    const { id } = next.json.data as Application;
    await unwrap(staff.api.client.POST('/cloud-xj/api/sq/applications/{id}/withdraw', { params: { path: { id } } }));
    expect((await apply(leave('2026-11-23', '2026-11-24'))).status).toBe(200);
  });

  it("refuses to cancel another student's leave, an unknown id and an application that is not a leave", async () => {
    const other = [...engine.applications.values()].find(
      (a) => a.kind === 'leave' && a.state === 'approved' && a.subject.xykh !== demoStudent().xykh && (a.payload as LeavePayload).cancellation === null,
    )!;
    await expectRefused(cancel(student, other.id, '2026-11-25'), 403, /不在您的数据范围内/);
    await expectRefused(cancel(staff, '1720000000000999999', '2026-11-25'), 404, /不存在/);
    const statusChange = [...engine.applications.values()].find((a) => a.kind !== 'leave')!;
    await expectRefused(cancel(staff, statusChange.id, '2026-11-25'), 404, /请假申请 .* 不存在/);
  });
});

describe("who may record a leave's return, said in the answers (mayCancel; issue 21, our model)", () => {
  it('the student and the graduate school while it is approved and not yet cancelled; never the supervisor or the college', async () => {
    const [s] = freeStudents(1);
    const applied = await unwrap(
      staff.api.client.POST('/cloud-xj/api/sq/applications', { body: { kind: 'leave', xykh: s!.xykh, payload: leave('2026-11-24', '2026-11-25') } }),
    );
    const read = async (session: typeof staff) =>
      (await unwrap(session.api.client.GET('/cloud-xj/api/sq/applications/{id}', { params: { path: { id: applied.id } } }))).mayCancel;
    expect(applied.mayCancel).toBe(false);
    await approve(teacher, applied);
    expect([await read(staff), await read(teacher), await read(college)]).toEqual([true, false, false]);
    // The leave list answers the same.
    const listed = await unwrap(staff.api.client.GET('/cloud-xj/api/xj/qjgl', { params: { query: { xykh: s!.xykh, size: 10 } } }));
    expect(listed.records.find((a) => a.id === applied.id)).toMatchObject({ mayCancel: true, mayDecide: false, mayWithdraw: false });
    const done = await unwrap(
      staff.api.client.POST('/cloud-xj/api/xj/qjgl/{id}/cancel', { params: { path: { id: applied.id } }, body: { returnDate: '2026-11-25' } }),
    );
    expect([done.mayDecide, done.mayWithdraw, done.mayCancel]).toEqual([false, false, false]);
    expect(await read(staff)).toBe(false);
  });

  it('not before the leave has started (issue 22 §7): mayCancel is false and the cancel call answers 409 until its first day', async () => {
    const [s] = freeStudents(1);
    const applied = await unwrap(
      staff.api.client.POST('/cloud-xj/api/sq/applications', { body: { kind: 'leave', xykh: s!.xykh, payload: leave('2026-11-27', '2026-11-28') } }),
    );
    await approve(teacher, applied);
    const read = async () => (await unwrap(staff.api.client.GET('/cloud-xj/api/sq/applications/{id}', { params: { path: { id: applied.id } } }))).mayCancel;
    expect(await read()).toBe(false);
    const listed = await unwrap(staff.api.client.GET('/cloud-xj/api/xj/qjgl', { params: { query: { xykh: s!.xykh, size: 10 } } }));
    expect(listed.records.find((a) => a.id === applied.id)).toMatchObject({ state: 'approved', mayCancel: false });
    await expectRefused(cancel(staff, applied.id, '2026-11-25'), 409, /请假尚未开始（2026-11-27 起，今天是 2026-11-25），开始后才能销假/);
    // On its first day the return is open.
    clock = Date.UTC(2026, 10, 27, 4, 0, 0);
    try {
      expect(await read()).toBe(true);
      expect((await cancel(staff, applied.id, '2026-11-27')).status).toBe(200);
    } finally {
      clock = TODAY;
    }
  });

  it("the demo student's approved leave: theirs to cancel in their own list once it has started", async () => {
    const mine = await unwrap(student.api.client.GET('/cloud-xj/api/xj/qjgl', { params: { query: { size: 50 } } }));
    const open = mine.records.filter(
      (a) => a.state === 'approved' && (a.payload as LeavePayload).cancellation === null && (a.payload as LeavePayload).leaveStart <= '2026-11-25',
    );
    expect(open.length).toBeGreaterThan(0);
    for (const a of mine.records) expect(a.mayCancel).toBe(open.includes(a));
  });
});

describe('the leave list (/xj/qjgl)', () => {
  const list = async (session: typeof staff, query: Record<string, string | number | boolean>) => {
    const answer = await call(
      session.token(),
      'GET',
      `/cloud-xj/api/xj/qjgl?${new URLSearchParams(Object.entries({ size: 1000, ...query }).map(([k, v]) => [k, String(v)]))}`,
    );
    expect(answer.status).toBe(200);
    return (answer.json.data as ApplicationPage).records;
  };

  it("holds only leaves, filtered by type, state, cancel-leave and dates, within the caller's scope", async () => {
    const all = await list(staff, {});
    expect(all.length).toBeGreaterThan(10);
    expect(all.every((a) => a.kind === 'leave')).toBe(true);
    const sick = await list(staff, { leaveType: '2' });
    expect(sick.length).toBeGreaterThan(0);
    expect(sick.every((a) => (a.payload as LeavePayload).leaveType === '2')).toBe(true);
    const cancelled = await list(staff, { cancelled: true, state: 'approved' });
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((a) => (a.payload as LeavePayload).cancellation !== null)).toBe(true);
    const december = await list(staff, { from: '2026-12-01', to: '2026-12-31' });
    expect(december.every((a) => (a.payload as LeavePayload).leaveEnd >= '2026-12-01' && (a.payload as LeavePayload).leaveStart <= '2026-12-31')).toBe(true);
    const byDays = await list(staff, { sortField: 'days', sortOrder: 'asc' });
    const days = byDays.map((a) => (a.payload as LeavePayload).days);
    expect(days).toEqual([...days].sort((x, y) => x - y));

    const own = await list(student, {});
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((a) => a.subject.xykh === demoStudent().xykh)).toBe(true);
    expect((await list(college, {})).every((a) => a.subject.xydm === '001')).toBe(true);
    const todo = await list(teacher, { todo: true });
    expect(todo.length).toBeGreaterThan(0);
    expect(todo.every((a) => a.subject.dsgh === teacherGh && a.steps[a.currentStep!]!.role === 'supervisor')).toBe(true);
  });
});

describe('the seeded leaves', () => {
  it('give the demo student a cancelled leave and an approved one to cancel, and the demo teacher leaves to decide', async () => {
    const fresh = await createMockServer({ students: 2000 });
    const leaves = [...fresh.store.slice(applicationsSlice).applications.values()].filter((a) => a.kind === 'leave');
    const xykh = fresh.store.slice(identitySlice).userByUsername('student')!.xykh!;
    const mine = leaves.filter((a) => a.subject.xykh === xykh);
    expect(mine.map((a) => [a.state, (a.payload as LeavePayload).cancellation === null])).toEqual([
      ['approved', false],
      ['approved', true],
    ]);
    expect(leaves.filter((a) => a.subject.dsgh === teacherGh && a.state === 'submitted').length).toBeGreaterThanOrEqual(2);
    for (const a of leaves) {
      const p = a.payload as LeavePayload;
      expect(a.steps.map((s) => s.role)).toEqual(p.days <= 3 ? ['supervisor'] : p.days <= 14 ? ['supervisor', 'college'] : ['supervisor', 'college', 'school']);
    }
  });
});
