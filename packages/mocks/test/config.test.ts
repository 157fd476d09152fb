/**
 * Data configuration (数据配置, issue 24 §3) as callers see it: items in both languages, the select type, the
 * thesis-review and defence rules with their defaults, every change kept with who and when (and a write that
 * changes nothing kept as nothing), bad input refused with a 4xx that changes nothing, and a changed window
 * obeyed by the next application without a restart.
 */
import { unwrap } from '@gs/sdk/client';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationsSlice } from '../src/areas/applications/store.ts';
import { configSlice } from '../src/areas/config/store.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

// The backend's today is 2026-11-25 (its clock is the test's, not the machine's).
const clock = Date.UTC(2026, 10, 25, 4, 0, 0);
const mock = await createMockServer({ students: 150 }, () => clock);
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const { store } = mock;
const config = store.slice(configSlice);
const engine = store.slice(applicationsSlice);
const [admin, staff, teacher, student, college] = await Promise.all([
  signIn('admin'),
  signIn('staff'),
  signIn('teacher'),
  signIn('student'),
  signIn('college'),
]);

interface Answer {
  status: number;
  json: { code: number; message: string; data: unknown };
}

async function call(token: string | null, method: string, path: string, body?: unknown, lang?: 'en'): Promise<Answer> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token ?? ''}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(lang ? { 'Accept-Language': lang } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Answer['json'] };
}

const put = (token: string | null, key: string, value: unknown, lang?: 'en') => call(token, 'PUT', `/kernel/sjpz/${key}`, { value }, lang);
const history = (key?: string) => unwrap(staff.api.client.GET('/kernel/sjpz/history', { params: { query: key ? { key } : {} } }));
const snapshot = () => JSON.stringify([[...config.items.values()], [...config.changes.values()]]);

async function expectRefused(promise: Promise<Answer>, status: number, message: RegExp) {
  const before = snapshot();
  const answer = await promise;
  expect(answer.status).toBe(status);
  expect(answer.json).toMatchObject({ code: status, data: null });
  expect(answer.json.message).toMatch(message);
  expect(snapshot()).toBe(before);
}

describe('configuration items (issue 24 §3)', () => {
  it('answers every item in English too, with the review and defence rules at the issue’s defaults', async () => {
    const items = await unwrap(staff.api.client.GET('/kernel/sjpz'));
    for (const item of items) {
      expect(item.nameEn, item.key).not.toBe('');
      expect(item.descriptionEn, item.key).not.toBe('');
    }
    const byKey = new Map(items.map((i) => [i.key, i]));
    expect(byKey.get('window.xwsq')).toMatchObject({ type: 'window', group: 'window', value: { start: '2026-09-01', end: '2027-06-30' } });
    expect(byKey.get('lwps.dueDays')).toMatchObject({ type: 'number', value: 30, min: 1, max: 120, integer: true });
    expect(byKey.get('lwps.master.failD')).toMatchObject({ value: 1, min: 1, max: 3 });
    expect(byKey.get('lwps.doctoral.extraReviewers')).toMatchObject({ value: 2, min: 0, max: 3 });
    expect(byKey.get('lwps.doctoral.failD')).toMatchObject({ value: 2, min: 1, max: 3 });
    expect(byKey.get('lwps.appealDays')).toMatchObject({ value: 7, min: 1, max: 30 });
    expect(byKey.get('lwps.cReviewer')).toMatchObject({ type: 'select', value: 'same', options: [{ value: 'same', label: '原评阅人' }, { value: 'new' }] });
    expect(byKey.get('dbjl.passShare')).toMatchObject({ type: 'select', group: 'dbjl', value: '2/3' });
    expect(byKey.get('window.qjgl')).toMatchObject({ nameEn: 'Leave applications', updateBy: 'staff', updateByName: '研究生院教务员' });
  });

  it('refuses a select value that is not one of its options, or not a text, changing nothing', async () => {
    await expectRefused(put(staff.token(), 'lwps.cReviewer', 'other'), 400, /须为以下选项之一：same \/ new/);
    await expectRefused(put(staff.token(), 'dbjl.passShare', 0.67), 400, /须为以下选项之一/);
    await expectRefused(put(staff.token(), 'dbjl.passShare', '三分之二'), 400, /2\/3 \/ 1\/2 \/ all/);
    await expectRefused(put(staff.token(), 'lwps.cReviewer', 'other', 'en'), 400, /"Who reviews again after a C" must be one of: same \/ new/);
  });

  it('refuses numbers out of range or not whole for the review rules, and a value of no type at all', async () => {
    await expectRefused(put(staff.token(), 'lwps.dueDays', 0), 400, /1 到 120 之间/);
    await expectRefused(put(staff.token(), 'lwps.master.failD', 1.5), 400, /须为整数/);
    await expectRefused(put(staff.token(), 'lwps.doctoral.failD', 4, 'en'), 400, /between 1 and 3/);
    await expectRefused(put(staff.token(), 'lwps.appealDays', null), 400, /value/);
    await expectRefused(call(staff.token(), 'PUT', '/kernel/sjpz/lwps.appealDays', { value: 7, extra: 1 }), 400, /extra|additional/i);
  });
});

describe('the change history (issue 24 §3)', () => {
  it('keeps each change with the old and the new value, who and when, newest first', async () => {
    const before = (await history()).total;
    await unwrap(staff.api.client.PUT('/kernel/sjpz/{key}', { params: { path: { key: 'lwps.cReviewer' } }, body: { value: 'new' } }));
    await unwrap(admin.api.client.PUT('/kernel/sjpz/{key}', { params: { path: { key: 'lwps.cReviewer' } }, body: { value: 'same' } }));
    await unwrap(staff.api.client.PUT('/kernel/sjpz/{key}', { params: { path: { key: 'lwps.dueDays' } }, body: { value: 45 } }));

    const all = await history();
    expect(all.total).toBe(before + 3);
    expect(all.records.slice(0, 3)).toEqual([
      expect.objectContaining({
        key: 'lwps.dueDays',
        type: 'number',
        oldValue: 30,
        newValue: 45,
        updateBy: 'staff',
        updateByName: '研究生院教务员',
        updateTime: store.now(new Date(clock)),
      }),
      expect.objectContaining({
        key: 'lwps.cReviewer',
        nameEn: 'Who reviews again after a C',
        oldValue: 'new',
        newValue: 'same',
        updateBy: 'admin',
        updateByName: '系统管理员',
      }),
      expect.objectContaining({ key: 'lwps.cReviewer', oldValue: 'same', newValue: 'new', updateBy: 'staff' }),
    ]);
    const one = await history('lwps.cReviewer');
    expect(one.records.map((c) => c.newValue)).toEqual(['same', 'new']);
    const item = await unwrap(staff.api.client.GET('/kernel/sjpz/{key}', { params: { path: { key: 'lwps.dueDays' } } }));
    expect(item).toMatchObject({ value: 45, updateBy: 'staff', updateTime: store.now(new Date(clock)) });
  });

  it('records nothing for a write that leaves the value as it was (a window by its days)', async () => {
    const item = await unwrap(staff.api.client.GET('/kernel/sjpz/{key}', { params: { path: { key: 'window.xjyd' } } }));
    const before = snapshot();
    const answer = await put(staff.token(), 'window.xjyd', { end: (item.value as { end: string }).end, start: (item.value as { start: string }).start });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual(item);
    expect(snapshot()).toBe(before);
    expect((await history('window.xjyd')).total).toBe(0);
  });

  it('pages the history and refuses bad paging, an unknown or malformed key, changing nothing', async () => {
    const page = await unwrap(staff.api.client.GET('/kernel/sjpz/history', { params: { query: { current: 2, size: 1 } } }));
    expect(page).toMatchObject({ current: 2, size: 1, pages: page.total });
    expect(page.records).toHaveLength(1);
    await expectRefused(call(staff.token(), 'GET', '/kernel/sjpz/history?size=0'), 400, /size/);
    await expectRefused(call(staff.token(), 'GET', '/kernel/sjpz/history?current=abc'), 400, /current/);
    await expectRefused(call(staff.token(), 'GET', '/kernel/sjpz/history?key=..bad'), 400, /key/);
    await expectRefused(call(staff.token(), 'GET', '/kernel/sjpz/history?key=no.such'), 404, /no\.such/);
  });

  it('is the graduate school’s: 403 for teachers, students and college secretaries, 401 without a token', async () => {
    for (const session of [teacher, student, college]) {
      await expectRefused(call(session.token(), 'GET', '/kernel/sjpz/history'), 403, /./);
    }
    await expectRefused(call(null, 'GET', '/kernel/sjpz/history'), 401, /./);
    expect((await call(admin.token(), 'GET', '/kernel/sjpz/history')).status).toBe(200);
  });
});

describe('a changed window on the next call (no restart)', () => {
  it('refuses a leave application once the window closes, naming it, and takes one when it reopens', async () => {
    const open = await unwrap(staff.api.client.GET('/kernel/sjpz/{key}', { params: { path: { key: 'window.qjgl' } } }));
    const payload = {
      kind: 'leave' as const,
      leaveType: '1',
      leaveStart: '2026-11-26',
      leaveEnd: '2026-11-27',
      reason: '家中有事需回家处理',
      destination: '湖北省武汉市',
      phone: '13912345678',
    };
    await unwrap(
      staff.api.client.PUT('/kernel/sjpz/{key}', { params: { path: { key: 'window.qjgl' } }, body: { value: { start: '2026-08-20', end: '2026-11-20' } } }),
    );
    const count = engine.applications.size;
    const refused = await call(student.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'leave', payload });
    expect(refused.status, refused.json.message).toBe(409);
    expect(refused.json.message).toMatch(/请假申请已于 2026-11-20 截止/);
    expect(engine.applications.size).toBe(count);

    await unwrap(staff.api.client.PUT('/kernel/sjpz/{key}', { params: { path: { key: 'window.qjgl' } }, body: { value: open.value } }));
    const taken = await call(student.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'leave', payload });
    expect(taken.status, taken.json.message).toBe(200);
    expect((await history('window.qjgl')).records.map((c) => [c.oldValue, c.newValue])).toEqual([
      [{ start: '2026-08-20', end: '2026-11-20' }, open.value],
      [open.value, { start: '2026-08-20', end: '2026-11-20' }],
    ]);
  });
});
