/**
 * One work list across every kind of application (issue 22 §1, AREAS.md "One work list"; our model):
 * the boxes of `GET /cloud-xj/api/sq/applications?box=`, the overdue flag and filter by the configured
 * days, the counts of `GET /cloud-xj/api/sq/worklist`, and the menu entry of every role.
 */
import { unwrap } from '@gs/sdk/client';
import type { components } from '@gs/sdk/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationsSlice, pendingSinceOf } from '../src/areas/applications/store.ts';
import { configSlice } from '../src/areas/config/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { DAY_MS, SEED_NOW } from '../src/core/clock.ts';
import { identitySlice } from '../src/core/identity.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

type Application = components['schemas']['Application'];
type Box = components['schemas']['ApplicationBox'];

// The seeded "today": the seeded applications waiting at each step have waited from hours to weeks.
let clock = SEED_NOW;
// Tokens outlive the month the clock moves on by in some tests.
const mock = await createMockServer({ students: 2000, tokenLifetimeSec: 90 * 86_400 }, () => clock);
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const { store } = mock;
const engine = store.slice(applicationsSlice);
const identity = store.slice(identitySlice);
const students = store.slice(studentsSlice);

const sessions = Object.fromEntries(
  await Promise.all(['admin', 'staff', 'teacher', 'student', 'college', 'multi'].map(async (name) => [name, await signIn(name)] as const)),
);
type Session = (typeof sessions)[string];

async function list(session: Session, query: { box?: Box; todo?: boolean; overdue?: boolean } = {}): Promise<Application[]> {
  return (await unwrap(session.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { size: 100_000, ...query } } }))).records;
}
const counts = (session: Session) => unwrap(session.api.client.GET('/cloud-xj/api/sq/worklist'));
const ids = (records: readonly Application[]) => records.map((a) => a.id).sort();

describe('the seeded work lists of the demo accounts (issue 22 §1)', () => {
  it('gives the supervisor, the college secretary and the graduate school something to decide, some of it overdue, and the student their own', async () => {
    const seen: Record<string, unknown> = {};
    for (const name of ['teacher', 'college', 'staff', 'student']) seen[name] = await counts(sessions[name]!);
    // What the README's demo accounts start with, at the seeded "today" and the default three days.
    expect(seen).toEqual({
      teacher: { todo: 5, done: 4, mine: 0, overdue: 1 },
      college: { todo: 3, done: 24, mine: 0, overdue: 1 },
      staff: { todo: 3, done: 10, mine: 15, overdue: 1 },
      student: { todo: 0, done: 0, mine: 4, overdue: 0 },
    });
  });

  it('says the same in the list: each box is its rule, todo=true is box=todo, and the counts are the lists’ totals', async () => {
    for (const name of ['admin', 'staff', 'teacher', 'student', 'college', 'multi']) {
      const session = sessions[name]!;
      const me = session.user.id;
      const [todo, done, mine, all, legacy, overdue, total] = await Promise.all([
        list(session, { box: 'todo' }),
        list(session, { box: 'done' }),
        list(session, { box: 'mine' }),
        list(session),
        list(session, { todo: true }),
        list(session, { box: 'todo', overdue: true }),
        counts(session),
      ]);
      expect(ids(legacy), name).toEqual(ids(todo));
      expect(ids(todo), name).toEqual(ids(all.filter((a) => a.mayDecide)));
      expect(ids(done), name).toEqual(ids(all.filter((a) => a.steps.some((s) => s.deciderId === me))));
      expect(ids(mine), name).toEqual(ids(all.filter((a) => a.applicantId === me)));
      expect(ids(overdue), name).toEqual(ids(todo.filter((a) => a.overdue)));
      expect(total, name).toEqual({ todo: todo.length, done: done.length, mine: mine.length, overdue: overdue.length });
    }
  });
});

describe('the overdue flag (issue 22 §1)', () => {
  it('marks open applications whose pending step has waited longer than the configured days, by the server’s clock', async () => {
    const staff = sessions.staff!;
    const all = await list(staff);
    for (const a of all) {
      expect(a.pendingSince).toBe(pendingSinceOf(engine.applications.get(a.id)!));
      const open = a.state === 'submitted' || a.state === 'in_review';
      expect(a.pendingSince === null).toBe(!open);
      const waited = a.pendingSince === null ? 0 : clock - Date.parse(`${a.pendingSince.replace(' ', 'T')}Z`);
      expect(a.overdue, a.id).toBe(open && waited > 3 * DAY_MS);
    }
    const overdue = await list(staff, { overdue: true });
    expect(ids(overdue)).toEqual(ids(all.filter((a) => a.overdue)));
    expect(overdue.length).toBeGreaterThan(0);
    // A month later every open application has waited too long.
    clock = SEED_NOW + 30 * DAY_MS;
    try {
      expect(ids(await list(staff, { overdue: true }))).toEqual(ids(all.filter((a) => a.pendingSince !== null && a.pendingSince < '2026-09-28')));
    } finally {
      clock = SEED_NOW;
    }
  });

  it('reads the days from the data configuration when it answers, takes whole days only, and refuses anything else with nothing changed', async () => {
    const staff = sessions.staff!;
    const item = await unwrap(staff.api.client.GET('/kernel/sjpz/{key}', { params: { path: { key: 'sq.overdueDays' } } }));
    expect(item).toMatchObject({ key: 'sq.overdueDays', type: 'number', value: 3, integer: true, min: 1, max: 60 });
    const before = await counts(sessions.teacher!);
    const put = (value: unknown) =>
      fetch(`${BASE}/kernel/sjpz/sq.overdueDays`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${staff.token()}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ value }),
      });
    for (const [value, message] of [
      [2.5, '「审批超时天数」须为整数'],
      [0, '「审批超时天数」须在 1 到 60 之间'],
      ['3', '「审批超时天数」须为数字'],
    ] as const) {
      const version = store.version;
      const answer = await put(value);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 400, message, data: null });
      expect(store.version).toBe(version);
    }
    expect((await put(60)).status).toBe(200);
    try {
      // Nothing of the seed has waited 60 days at the seeded "today" but the oldest ones.
      const after = await counts(sessions.teacher!);
      expect(after.overdue).toBeLessThanOrEqual(before.overdue);
      expect(after).toMatchObject({ todo: before.todo, done: before.done, mine: before.mine });
      const teacherTodo = await list(sessions.teacher!, { box: 'todo' });
      expect(after.overdue).toBe(teacherTodo.filter((a) => a.pendingSince! < '2026-07-03 08:00:00').length);
    } finally {
      expect((await put(3)).status).toBe(200);
    }
    expect(await counts(sessions.teacher!)).toEqual(before);
  });

  it('follows an application from step to step: pending since its submission, then since each decision, none once closed', async () => {
    const teacherGh = identity.userByUsername('teacher')!.gh!;
    // A student of the college account's college with nothing open, made the demo teacher's.
    const candidate = [...students.students.values()].find(
      (s) =>
        s.xydm === '001' &&
        s.xjzt === '01' &&
        s.lb === '1' &&
        ![...engine.applications.values()].some((a) => a.subject.xykh === s.xykh && (a.state === 'submitted' || a.state === 'in_review')),
    )!;
    const free = store.write(() => students.update(candidate.id, { dsgh: teacherGh }));
    const staff = sessions.staff!;
    const applied = await unwrap(
      staff.api.client.POST('/cloud-xj/api/sq/applications', {
        body: { kind: 'extension', xykh: free.xykh, payload: { kind: 'extension', reason: '学位论文实验数据需补充', yjbyrq: '2029-06-30' } },
      }),
    );
    expect(applied.pendingSince).toBe(applied.submitTime);
    expect(applied.overdue).toBe(false);
    expect((await counts(staff)).mine).toBe(16);
    const approve = (session: Session) =>
      unwrap(session.api.client.POST('/cloud-yg/api/approval', { body: { coreKey: applied.id, ...applied.approval, status: 1, opinion: '同意' } }));
    const read = () => unwrap(staff.api.client.GET('/cloud-xj/api/sq/applications/{id}', { params: { path: { id: applied.id } } }));
    await approve(sessions.teacher!);
    const atCollege = await read();
    expect(atCollege.pendingSince).toBe(atCollege.steps[0]!.decidedAt);
    // The supervisor's decision moved it from their todo to their done, and into the secretary's todo.
    expect(ids(await list(sessions.teacher!, { box: 'done' }))).toContain(applied.id);
    expect(ids(await list(sessions.teacher!, { box: 'todo' }))).not.toContain(applied.id);
    expect(ids(await list(sessions.college!, { box: 'todo' }))).toContain(applied.id);
    // Four days on (live decisions carry the wall clock's time), the college has let it wait too long.
    clock = Date.now() + 4 * DAY_MS;
    try {
      expect(ids(await list(sessions.college!, { box: 'todo', overdue: true }))).toContain(applied.id);
    } finally {
      clock = SEED_NOW;
    }
    await approve(sessions.college!);
    await approve(staff);
    const closed = await read();
    expect(closed).toMatchObject({ state: 'approved', pendingSince: null, overdue: false });
  });
});

describe('the work list for every role (issue 22 §1)', () => {
  it('is in the menu of every role (under 事务中心, or in /my next to the student’s applications), and every signed-in role may count it', async () => {
    type Node = { path: string; name: string; component: string; meta: { title: string }; children?: Node[] };
    const flatten = (nodes: readonly Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
    for (const name of ['admin', 'staff', 'teacher', 'student', 'college', 'multi']) {
      const session = sessions[name]!;
      const menu = (await unwrap(session.api.client.GET('/auth/menus'))) as Node[];
      const entry = flatten(menu).find((n) => n.path === '/my/worklist');
      expect(entry, name).toMatchObject({ name: 'Worklist', component: 'my/worklist/index', meta: { title: '我的事务' } });
      const group = menu.find((n) => n.path === (name === 'student' ? '/my' : '/sw'))!;
      expect(group.children!.map((n) => n.path)).toContain('/my/worklist');
      expect(await counts(session)).toEqual(expect.objectContaining({ todo: expect.any(Number) }));
    }
    const student = (await unwrap(sessions.student!.api.client.GET('/auth/menus'))) as Node[];
    const paths = student.find((n) => n.path === '/my')!.children!.map((n) => n.path);
    expect(paths.indexOf('/my/worklist')).toBe(paths.indexOf('/my/applications') + 1);
    // The configured days are an item of the data configuration everyone reads.
    expect(store.slice(configSlice).items.get('sq.overdueDays')?.value).toBe(3);
  });
});
