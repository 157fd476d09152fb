import { unwrap } from '@gs/sdk/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';
import { approvalsSlice } from '../src/areas/approvals/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';

const mock = await createMockServer({ students: 50 });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const business = { type: 'testApproval', callback: '/cloud-xj/api/test/callback', mkCode: 'test', coreCode: 'review' } as const;
let serial = 0;
const newKey = () => `approval-test-${Date.now()}-${(serial += 1)}`;

describe('approvals (SPEC 3, 4, 7)', () => {
  it('records an approval with the approver and answers success and msg', async () => {
    const { api } = await signIn('staff');
    const coreKey = newKey();
    const { data } = await api.client.POST('/cloud-yg/api/approval', {
      body: { coreKey, ...business, status: 9, opinion: '  材料不全  ', appendData: { score: 60 } },
    });
    expect(data).toMatchObject({ success: true, msg: '审批成功' });
    expect(data?.data).toMatchObject({ coreKey, ...business, status: 9, opinion: '材料不全', approverName: expect.any(String), appendData: { score: 60 } });
    expect(mock.store.slice(approvalsSlice).approvals.get(data?.data?.id ?? '')).toMatchObject({ coreKey, status: 9 });
  });

  it('lists the history of a business id newest first, also within one second', async () => {
    const { api } = await signIn('admin');
    const coreKey = newKey();
    for (const opinion of ['第一次', '第二次', '第三次']) {
      await unwrap(api.client.POST('/cloud-yg/api/approval', { body: { coreKey, ...business, status: 1, opinion } }));
    }
    const rows = await unwrap(api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreKey } } }));
    expect(rows.map((row) => row.opinion)).toEqual(['第三次', '第二次', '第一次']);
    const refused = await unwrap(api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreKey, status: 9 } } }));
    expect(refused).toEqual([]);
  });

  it('filters by several ids, module, business code and approver', async () => {
    const { api } = await signIn('staff');
    const [a, b] = [newKey(), newKey()];
    const coreCode = `only-${Date.now()}`;
    await unwrap(api.client.POST('/cloud-yg/api/approval', { body: { coreKey: a, ...business, coreCode, status: 1, opinion: '同意' } }));
    await unwrap(api.client.POST('/cloud-yg/api/approval', { body: { coreKey: b, ...business, coreCode, status: 9, opinion: '不同意' } }));
    const both = await unwrap(api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreKey: `${a},${b}` } } }));
    expect(both.map((row) => row.coreKey).sort()).toEqual([a, b].sort());
    const byCode = await unwrap(api.client.GET('/cloud-yg/api/approval/list', { params: { query: { mkCode: 'test', coreCode } } }));
    expect(byCode).toHaveLength(2);
    const approver = both[0]!.approverName;
    const byName = await unwrap(api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreCode, approverName: approver.slice(0, 1) } } }));
    expect(byName).toHaveLength(2);
  });

  it('calls no callback: one request in, nothing out', async () => {
    const { api } = await signIn('staff');
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      await unwrap(api.client.POST('/cloud-yg/api/approval', { body: { coreKey: newKey(), ...business, status: 1, opinion: '同意' } }));
      expect(spy.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))).toEqual([
        expect.stringMatching(/\/cloud-yg\/api\/approval$/),
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a blank or too short opinion (SPEC 5) and an unknown status with 400', async () => {
    const { api } = await signIn('staff');
    const coreKey = newKey();
    await expect(api.client.POST('/cloud-yg/api/approval', { body: { coreKey, ...business, status: 1, opinion: '    ' } })).rejects.toMatchObject({
      status: 400,
      message: '请填写审批意见',
    });
    await expect(api.client.POST('/cloud-yg/api/approval', { body: { coreKey, ...business, status: 1, opinion: ' 好 ' } })).rejects.toMatchObject({
      status: 400,
      message: '审批意见长度在 2 到 100 个字符之间',
    });
    await expect(api.client.POST('/cloud-yg/api/approval', { body: { coreKey, ...business, status: 1, opinion: '好'.repeat(101) } })).rejects.toMatchObject({
      status: 400,
    });
    const unknownStatus = JSON.stringify({ coreKey, ...business, status: 5, opinion: '同意' });
    await expect(
      api.fetch(new Request(`${BASE}/cloud-yg/api/approval`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: unknownStatus })),
    ).rejects.toMatchObject({ status: 400 });
    expect(await unwrap(api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreKey } } }))).toEqual([]);
  });

  it('lets teachers approve and keeps students from deciding (authz: approval:add)', async () => {
    const teacher = await signIn('teacher');
    await unwrap(teacher.api.client.POST('/cloud-yg/api/approval', { body: { coreKey: newKey(), ...business, status: 1, opinion: '同意' } }));
    const student = await signIn('student');
    await expect(
      student.api.client.POST('/cloud-yg/api/approval', { body: { coreKey: newKey(), ...business, status: 1, opinion: '同意' } }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("shows each caller the history they may read (SPEC 6): a student their own, a teacher their students'", async () => {
    const staff = await signIn('staff');
    const all = await unwrap(staff.api.client.GET('/cloud-yg/api/approval/list'));
    const student = await signIn('student');
    const own = await unwrap(student.api.client.GET('/cloud-yg/api/approval/list'));
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    // Every record the student sees is about their own record or one of their applications.
    const mine = await unwrap(student.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { size: 100 } } }));
    const self = mock.store.slice(studentsSlice).byXykh(student.user.xykh ?? '');
    const keys = new Set([...mine.records.map((a) => a.id), self?.id]);
    expect(own.every((r) => keys.has(r.coreKey))).toBe(true);
    // Asking for another student's history by id answers nothing, not a refusal that confirms the id.
    const other = all.find((r) => !keys.has(r.coreKey));
    expect(other).toBeDefined();
    expect(await unwrap(student.api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreKey: other?.coreKey } } }))).toEqual([]);
    const teacher = await signIn('teacher');
    const theirs = await unwrap(teacher.api.client.GET('/cloud-yg/api/approval/list'));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.length).toBeLessThan(all.length);
  });
});
