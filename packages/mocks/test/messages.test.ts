/**
 * Word of every decision (issue 22 §2, AREAS.md "One work list, and word of every decision"; our model):
 * the messages the engine's hook records in the same write as a submission, a decision or a withdrawal,
 * to whom they concern, and `GET /kernel/messages` / `POST /kernel/messages/read`, each caller's own only.
 */
import { unwrap } from '@gs/sdk/client';
import type { components } from '@gs/sdk/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationsSlice } from '../src/areas/applications/store.ts';
import { messagesSlice } from '../src/areas/messages/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { identitySlice } from '../src/core/identity.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

type Application = components['schemas']['Application'];
type Message = components['schemas']['Message'];

const mock = await createMockServer({ students: 2000 });
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const { store } = mock;
const engine = store.slice(applicationsSlice);
const messages = store.slice(messagesSlice);
const identity = store.slice(identitySlice);
const students = store.slice(studentsSlice);

const [admin, staff, teacher, student, college, multi] = await Promise.all([
  signIn('admin'),
  signIn('staff'),
  signIn('teacher'),
  signIn('student'),
  signIn('college'),
  signIn('multi'),
]);
type Session = typeof staff;
const nameOf = (username: string) => identity.userByUsername(username)!.realName;

async function inbox(session: Session, query: { unread?: boolean; size?: number } = {}) {
  return unwrap(session.api.client.GET('/kernel/messages', { params: { query: { size: 1000, ...query } } }));
}
/** The messages about one application, oldest first, as [event, step, actorName]. */
async function about(session: Session, application: Application) {
  const page = await inbox(session);
  return page.records
    .filter((m) => m.application.id === application.id)
    .reverse()
    .map((m) => [m.event, m.step, m.actorName]);
}
async function call(session: Session | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${session?.token() ?? ''}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { code: number; message: string; data: unknown } };
}
const decide = (session: Session, application: Application, status: 1 | 9 = 1) =>
  unwrap(
    session.api.client.POST('/cloud-yg/api/approval', {
      body: { coreKey: application.id, ...application.approval, status, opinion: status === 1 ? '同意' : '材料不全' },
    }),
  );

/** A student of the demo teacher and the `college` account's college with nothing open. */
function freeStudent() {
  const gh = identity.userByUsername('teacher')!.gh!;
  const demo = identity.userByUsername('student')!.xykh;
  const candidate = [...students.students.values()].find(
    (s) =>
      s.xydm === '001' &&
      s.xjzt === '01' &&
      s.lb === '1' &&
      s.xykh !== demo &&
      ![...engine.applications.values()].some((a) => a.subject.xykh === s.xykh && (a.state === 'submitted' || a.state === 'in_review')),
  )!;
  return store.write(() => students.update(candidate.id, { dsgh: gh }));
}

describe('the seeded bell (issue 22 §2)', () => {
  it('holds word of the seeded applications for the demo accounts, newest first, each their own', async () => {
    const seen: Record<string, [number, number]> = {};
    for (const [name, session] of Object.entries({ admin, staff, teacher, student, college, multi })) {
      const page = await inbox(session);
      seen[name] = [page.total, page.unread];
      const times = page.records.map((m) => m.time);
      expect([...times].sort().reverse(), name).toEqual(times);
      expect(page.unread, name).toBe(page.records.filter((m) => !m.read).length);
      // Only the caller's own: the store says whose each one is.
      for (const m of page.records) expect(messages.messages.get(m.id)!.ownerId, name).toBe(session.user.id);
      expect(page.records.every((m) => !('ownerId' in m))).toBe(true);
    }
    expect(seen).toEqual({ admin: [0, 0], staff: [30, 2], teacher: [8, 5], student: [2, 1], college: [23, 17], multi: [10, 2] });
    // The supervisor is told of the leaves and applications waiting for them.
    const [newest] = (await inbox(teacher, { size: 1 })).records;
    expect(newest).toMatchObject({ event: 'waiting', step: 'supervisor', read: false, application: { kind: 'leave' } });
  });
});

describe('word of every decision, in the same write (issue 22 §2)', () => {
  it('tells the deciders when a step waits for them and the applicant of every decision and the outcome', async () => {
    const subject = freeStudent();
    const applied = await unwrap(
      staff.api.client.POST('/cloud-xj/api/sq/applications', {
        body: { kind: 'extension', xykh: subject.xykh, payload: { kind: 'extension', reason: '学位论文实验数据需补充', yjbyrq: '2029-06-30' } },
      }),
    );
    // The supervisor is waited for; the graduate school, who applied, is told nothing of its own doing.
    expect(await about(teacher, applied)).toEqual([['waiting', 'supervisor', nameOf('staff')]]);
    expect(await about(staff, applied)).toEqual([]);
    expect(await about(college, applied)).toEqual([]);

    await decide(teacher, applied);
    expect(await about(staff, applied)).toEqual([['step_approved', 'supervisor', nameOf('teacher')]]);
    expect(await about(college, applied)).toEqual([['waiting', 'college', nameOf('teacher')]]);
    expect(await about(teacher, applied)).toEqual([['waiting', 'supervisor', nameOf('staff')]]);

    await decide(college, applied);
    // The graduate school's accounts are waited for (multi holds the staff role too); admins are not told.
    expect(await about(multi, applied)).toEqual([['waiting', 'school', nameOf('college')]]);
    expect(await about(staff, applied)).toEqual([
      ['step_approved', 'supervisor', nameOf('teacher')],
      ['step_approved', 'college', nameOf('college')],
      ['waiting', 'school', nameOf('college')],
    ]);
    expect(await about(admin, applied)).toEqual([]);

    await decide(staff, applied);
    // The decider is the applicant here: nobody is told of their own decision, the outcome included.
    expect(await about(staff, applied)).toHaveLength(3);
    expect(await about(multi, applied)).toEqual([['waiting', 'school', nameOf('college')]]);
  });

  it('tells the student the outcome of their own application, and of each step on the way', async () => {
    const me = students.byXykh(student.user.xykh!)!;
    const applied = await unwrap(
      student.api.client.POST('/cloud-xj/api/sq/applications', {
        body: { kind: 'suspension', payload: { kind: 'suspension', category: '1', reason: '因病需住院治疗', startDate: '2026-12-01', months: 6 } },
      }),
    );
    await decide(teacher, applied);
    await decide(college, applied);
    await decide(staff, applied);
    expect(await about(student, applied)).toEqual([
      ['step_approved', 'supervisor', nameOf('teacher')],
      ['step_approved', 'college', nameOf('college')],
      ['approved', 'school', nameOf('staff')],
    ]);
    // A refusal closes it and says so; back to 在读 first, so the demo student stays as other tests expect.
    const back = await unwrap(
      student.api.client.POST('/cloud-xj/api/sq/applications', {
        body: { kind: 'resumption', payload: { kind: 'resumption', reason: '病愈，申请复学', resumeDate: '2027-03-01' } },
      }),
    );
    for (const session of [teacher, college, staff]) await decide(session, back);
    expect(students.byXykh(me.xykh)!.xjzt).toBe('01');
    const refused = await unwrap(
      student.api.client.POST('/cloud-xj/api/sq/applications', {
        body: { kind: 'withdrawal', payload: { kind: 'withdrawal', reason: '出国留学，申请退学', withdrawDate: '2027-01-15' } },
      }),
    );
    await decide(teacher, refused, 9);
    expect(await about(student, refused)).toEqual([['rejected', 'supervisor', nameOf('teacher')]]);
    expect(await about(college, refused)).toEqual([]);
  });

  it('tells whoever the pending step waited for, and the student it was for, of a withdrawal', async () => {
    const subject = freeStudent();
    const applied = await unwrap(
      staff.api.client.POST('/cloud-xj/api/sq/applications', {
        body: { kind: 'extension', xykh: subject.xykh, payload: { kind: 'extension', reason: '论文需补充实验', yjbyrq: '2029-06-30' } },
      }),
    );
    await unwrap(staff.api.client.POST('/cloud-xj/api/sq/applications/{id}/withdraw', { params: { path: { id: applied.id } } }));
    expect(await about(teacher, applied)).toEqual([
      ['waiting', 'supervisor', nameOf('staff')],
      ['withdrawn', 'supervisor', nameOf('staff')],
    ]);
    // The demo student's own application, applied for by the graduate school: they hear of it and of its withdrawal.
    const forStudent = await unwrap(
      staff.api.client.POST('/cloud-xj/api/sq/applications', {
        body: { kind: 'majorChange', xykh: student.user.xykh!, payload: { kind: 'majorChange', reason: '研究兴趣转向相关学科', xydm: '001', zydm: '085405' } },
      }),
    );
    await unwrap(staff.api.client.POST('/cloud-xj/api/sq/applications/{id}/withdraw', { params: { path: { id: forStudent.id } } }));
    expect(await about(student, forStudent)).toEqual([
      ['submitted', null, nameOf('staff')],
      ['withdrawn', 'supervisor', nameOf('staff')],
    ]);
  });

  it('leaves no word of a refused request: the write is undone, messages included', async () => {
    const subject = freeStudent();
    const applied = await unwrap(
      staff.api.client.POST('/cloud-xj/api/sq/applications', {
        body: { kind: 'extension', xykh: subject.xykh, payload: { kind: 'extension', reason: '论文需补充实验', yjbyrq: '2029-06-30' } },
      }),
    );
    const before = messages.messages.size;
    const version = store.version;
    // The college may not decide the supervisor's step.
    const refused = await call(college, 'POST', '/cloud-yg/api/approval', { coreKey: applied.id, ...applied.approval, status: 1, opinion: '同意' });
    expect(refused.status).toBe(403);
    expect(messages.messages.size).toBe(before);
    expect(store.version).toBe(version);
  });
});

describe('reading the bell (issue 22 §2)', () => {
  it('pages newest first, keeps the unread ones on request, and marks the named ones or all read', async () => {
    const all = await inbox(college);
    expect(all.unread).toBeGreaterThan(2);
    const unread = await inbox(college, { unread: true });
    expect(unread.total).toBe(all.unread);
    expect(unread.records.every((m) => !m.read)).toBe(true);
    const page = await unwrap(college.api.client.GET('/kernel/messages', { params: { query: { current: 2, size: 3 } } }));
    expect(page).toMatchObject({ current: 2, size: 3, total: all.total, pages: Math.ceil(all.total / 3), unread: all.unread });
    expect(page.records.map((m) => m.id)).toEqual(all.records.slice(3, 6).map((m) => m.id));

    const two = unread.records.slice(0, 2).map((m) => m.id);
    const marked = await unwrap(college.api.client.POST('/kernel/messages/read', { body: { ids: two } }));
    expect(marked).toEqual({ unread: all.unread - 2 });
    // Marking them again changes nothing.
    expect(await unwrap(college.api.client.POST('/kernel/messages/read', { body: { ids: two } }))).toEqual({ unread: all.unread - 2 });
    expect(await unwrap(college.api.client.POST('/kernel/messages/read', { body: {} }))).toEqual({ unread: 0 });
    expect((await inbox(college)).records.every((m: Message) => m.read)).toBe(true);
  });

  it("never lets anyone read or mark another's messages: their ids answer 404 and nothing changes", async () => {
    const theirs = (await inbox(teacher, { unread: true })).records[0]!;
    const mine = (await inbox(student)).records[0]!;
    const version = store.version;
    for (const ids of [[theirs.id], [mine.id, theirs.id], ['1720000000000099999']]) {
      const answer = await call(student, 'POST', '/kernel/messages/read', { ids });
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ code: 404, data: null, message: expect.stringMatching(/^消息 \d+ 不存在$/) });
    }
    expect(store.version).toBe(version);
    expect(messages.messages.get(theirs.id)!.read).toBe(false);
    // An admin reads their own bell only, too.
    expect((await inbox(admin)).records.map((m) => m.id)).not.toContain(theirs.id);
  });

  it('refuses bad input with a 400 in the envelope and changes nothing', async () => {
    const version = store.version;
    for (const [method, path, body] of [
      ['POST', '/kernel/messages/read', { ids: [] }],
      ['POST', '/kernel/messages/read', { ids: 'all' }],
      ['POST', '/kernel/messages/read', { ids: ['../../etc'] }],
      ['POST', '/kernel/messages/read', { all: true }],
      ['GET', '/kernel/messages?unread=maybe', undefined],
      ['GET', '/kernel/messages?size=0', undefined],
      ['GET', '/cloud-xj/api/sq/applications?box=everything', undefined],
      ['GET', '/cloud-xj/api/sq/applications?overdue=yes', undefined],
    ] as const) {
      const answer = await call(student, method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json).toMatchObject({ code: 400, data: null, message: expect.any(String) });
    }
    expect(store.version).toBe(version);
    expect((await call(null, 'GET', '/kernel/messages')).status).toBe(401);
    expect((await call(null, 'GET', '/cloud-xj/api/sq/worklist')).status).toBe(401);
  });
});
