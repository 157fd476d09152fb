import { unwrap } from '@gs/sdk/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';
import { applicationsSlice } from '../src/areas/applications/store.ts';
import { approvalsSlice } from '../src/areas/approvals/store.ts';
import { RECORD_APPROVALS, studentsSlice } from '../src/areas/students/store.ts';
import { identitySlice } from '../src/core/identity.ts';

const mock = await createMockServer({ students: 300 });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const students = mock.store.slice(studentsSlice);
const approvals = mock.store.slice(approvalsSlice).approvals;
const engine = mock.store.slice(applicationsSlice);
const identity = mock.store.slice(identitySlice);

/** The student records page's batch approval (the students area's business). */
const business = RECORD_APPROVALS.review;
const used = new Set<string>();
/**
 * A student record once per call, by default one no approval names yet (its history is what the test
 * wrote); `where` narrows it, and then it may have a history (a supervisor's students all have one).
 */
const newKey = (where?: (s: { dsgh?: string | null; xydm: string }) => boolean) => {
  const taken = new Set([...approvals.values()].map((r) => r.coreKey));
  const student = [...students.students.values()].find((s) => !used.has(s.id) && (where ? where(s) : !taken.has(s.id)));
  if (!student) throw new Error('no student without approvals left');
  used.add(student.id);
  return student.id;
};

/** A raw call: status and envelope, and whether the approvals stayed as they were. */
async function post(token: string | null, body: unknown) {
  const before = approvals.size;
  const response = await fetch(`${BASE}/cloud-yg/api/approval`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; message: string };
  return { status: response.status, message: json.message, stored: approvals.size - before };
}

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

  it('filters by several ids, module, business code, status and approver', async () => {
    const { api } = await signIn('staff');
    const [a, b] = [newKey(), newKey()];
    await unwrap(api.client.POST('/cloud-yg/api/approval', { body: { coreKey: a, ...business, status: 1, opinion: '同意' } }));
    await unwrap(api.client.POST('/cloud-yg/api/approval', { body: { coreKey: b, ...RECORD_APPROVALS.check, status: 9, opinion: '不同意' } }));
    const both = await unwrap(api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreKey: `${a},${b}` } } }));
    expect(both.map((row) => row.coreKey).sort()).toEqual([a, b].sort());
    const byCode = await unwrap(api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreKey: `${a},${b}`, mkCode: 'xj', coreCode: 'xjhd' } } }));
    expect(byCode.map((row) => row.coreKey)).toEqual([b]);
    const refused = await unwrap(api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreKey: `${a},${b}`, status: 9 } } }));
    expect(refused.map((row) => row.coreKey)).toEqual([b]);
    const approver = both[0]!.approverName;
    const byName = await unwrap(
      api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreKey: `${a},${b}`, approverName: approver.slice(0, 1) } } }),
    );
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

  it('lets teachers approve their students and keeps students from deciding (authz: approval:add)', async () => {
    const teacher = await signIn('teacher');
    const own = newKey((s) => s.dsgh === teacher.user.gh);
    await unwrap(teacher.api.client.POST('/cloud-yg/api/approval', { body: { coreKey: own, ...business, status: 1, opinion: '同意' } }));
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

describe('approvals decide only what exists (issue 22 §14)', () => {
  it('accepts the businesses the areas own: the engine kinds, and the student record review and check', async () => {
    const { api } = await signIn('staff');
    for (const record of [RECORD_APPROVALS.review, RECORD_APPROVALS.check]) {
      const coreKey = newKey();
      const { data } = await api.client.POST('/cloud-yg/api/approval', { body: { coreKey, ...record, status: 1, opinion: '同意' } });
      expect(data?.data).toMatchObject({ coreKey, coreCode: record.coreCode });
    }
  });

  it('refuses a business no area owns (400), or another type than the business has, and stores nothing', async () => {
    const staff = await signIn('staff');
    const coreKey = newKey();
    expect(await post(staff.token(), { coreKey, type: 'x', callback: '/x', mkCode: 'test', coreCode: 'review', status: 1, opinion: '同意' })).toEqual({
      status: 400,
      message: '不支持的审批业务：mkCode test、coreCode review',
      stored: 0,
    });
    expect(await post(staff.token(), { coreKey, ...business, type: 'xjydApproval', status: 1, opinion: '同意' })).toMatchObject({ status: 400, stored: 0 });
  });

  it('refuses an id that is no record of the business (404): no application, no student record, an application under the records business', async () => {
    const staff = await signIn('staff');
    const application = [...engine.applications.values()].find((a) => a.kind === 'suspension')!;
    const unknown = '1799999999999999999';
    expect(await post(staff.token(), { coreKey: unknown, ...business, status: 1, opinion: '同意' })).toEqual({
      status: 404,
      message: `学生记录 ${unknown} 不存在`,
      stored: 0,
    });
    expect(await post(staff.token(), { coreKey: unknown, ...application.approval, status: 1, opinion: '同意' })).toEqual({
      status: 404,
      message: `申请 ${unknown} 不存在`,
      stored: 0,
    });
    // A student record's id under an application's business, and an application's id under the records' business.
    expect(await post(staff.token(), { coreKey: newKey(), ...application.approval, status: 1, opinion: '同意' })).toMatchObject({ status: 404, stored: 0 });
    expect(await post(staff.token(), { coreKey: application.id, ...business, status: 1, opinion: '同意' })).toMatchObject({ status: 404, stored: 0 });
  });

  it('refuses several ids joined in one key (400): batch mode sends one submission per id', async () => {
    const staff = await signIn('staff');
    const [a, b] = [newKey(), newKey()];
    for (const joined of [`${a},${b}`, `${a};${b}`, `${a} ${b}`, `${a}|${b}`, `["${a}","${b}"]`]) {
      const answer = await post(staff.token(), { coreKey: joined, ...business, status: 1, opinion: '同意' });
      expect(answer, joined).toMatchObject({ status: 400, stored: 0 });
      expect(answer.message).toMatch(/coreKey/);
    }
    expect(approvals.toArray().filter((r) => r.coreKey === a || r.coreKey === b)).toEqual([]);
  });

  it("refuses a teacher the record of a student outside their scope (403), and nothing enters that student's history", async () => {
    const teacher = await signIn('teacher');
    const coreKey = newKey((s) => s.dsgh !== teacher.user.gh);
    expect(await post(teacher.token(), { coreKey, ...business, status: 1, opinion: '同意' })).toEqual({
      status: 403,
      message: `学生记录 ${coreKey} 不在您的数据范围内，无权审批`,
      stored: 0,
    });
    const college = await signIn('college');
    const elsewhere = newKey((s) => s.xydm !== identity.userByUsername('college')!.deptId);
    expect(await post(college.token(), { coreKey: elsewhere, ...RECORD_APPROVALS.check, status: 1, opinion: '同意' })).toMatchObject({
      status: 403,
      stored: 0,
    });
  });

  it('every seeded approval record is of a business an area owns, about a record that exists', () => {
    const owned = new Map(
      [...Object.values(RECORD_APPROVALS), ...[...engine.applications.values()].map((a) => a.approval)].map((b) => [`${b.mkCode}/${b.coreCode}`, b.type]),
    );
    for (const record of approvals.values()) {
      expect(owned.get(`${record.mkCode}/${record.coreCode}`), record.id).toBe(record.type);
      expect(students.byId(record.coreKey) ?? engine.applications.get(record.coreKey), record.id).toBeDefined();
    }
  });
});

describe('the approval records say who and what (issue 22 §3)', () => {
  it("rows about an application carry its brief, with whether this caller may decide its current step; rows about a student record the student's name and card number", async () => {
    const [college, staff] = [await signIn('college'), await signIn('staff')];
    const rows = await unwrap(college.api.client.GET('/cloud-yg/api/approval/list'));
    const aboutApplications = rows.filter((r) => engine.applications.has(r.coreKey));
    expect(aboutApplications.length).toBeGreaterThan(0);
    for (const row of aboutApplications.slice(0, 20)) {
      const application = engine.applications.get(row.coreKey)!;
      const detail = await unwrap(college.api.client.GET('/cloud-xj/api/sq/applications/{id}', { params: { path: { id: application.id } } }));
      expect(row.application).toEqual({
        id: application.id,
        kind: application.kind,
        kindName: application.kindName,
        title: application.title,
        summary: application.summary,
        state: application.state,
        subject: { xm: application.subject.xm, ...(application.subject.xykh ? { xykh: application.subject.xykh } : { gh: application.subject.gh }) },
        mayDecide: detail.mayDecide,
      });
      expect(row.student).toBeUndefined();
    }
    // The college decides some of them now, the graduate school others: each brief is its reader's.
    const decidable = aboutApplications.find((r) => r.application?.mayDecide)!;
    expect(decidable).toBeDefined();
    expect(engine.applications.get(decidable.coreKey)!.steps[engine.applications.get(decidable.coreKey)!.currentStep!]!.role).toBe('college');
    const asStaff = await unwrap(staff.api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreKey: decidable.coreKey } } }));
    expect(asStaff.every((r) => r.application?.mayDecide === false)).toBe(true);
    const aboutStudents = rows.filter((r) => students.byId(r.coreKey));
    expect(aboutStudents.length).toBeGreaterThan(0);
    for (const row of aboutStudents) {
      const student = students.byId(row.coreKey)!;
      expect(row.student).toEqual({ xm: student.xm, xykh: student.xykh });
      expect(row.application).toBeUndefined();
    }
    // The SPEC 3 fields are as they were, and the add answer says nothing more than the record.
    expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['coreKey', 'status', 'opinion', 'approverName', 'createTime']));
    const { data } = await staff.api.client.POST('/cloud-yg/api/approval', { body: { coreKey: newKey(), ...business, status: 1, opinion: '同意' } });
    expect(data?.data).not.toHaveProperty('student');
  });
});
