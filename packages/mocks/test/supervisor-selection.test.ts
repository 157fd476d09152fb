/**
 * Supervisor selection (导师遴选, issue 15 §6; SPEC 7 "separate upload endpoints ... supervisor review
 * forms") as its callers see it: a teacher uploads the review form and applies for themself, the
 * college and the graduate school decide through the approval call, approval changes the teacher's
 * profile; every refusal is a 4xx envelope that leaves the store as it was.
 */
import { unwrap } from '@gs/sdk/client';
import type { components } from '@gs/sdk/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationsSlice } from '../src/areas/applications/store.ts';
import { approvalsSlice } from '../src/areas/approvals/store.ts';
import { configSlice } from '../src/areas/config/store.ts';
import { orgSlice } from '../src/areas/org/store.ts';
import { storageSlice } from '../src/areas/storage/store.ts';
import { identitySlice } from '../src/core/identity.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

type Application = components['schemas']['Application'];
type StoredFile = components['schemas']['StoredFile'];
type Envelope = { code: number; message: string; data: unknown };

const mock = await createMockServer({ students: 2000 });
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const { store } = mock;
const engine = store.slice(applicationsSlice);
const org = store.slice(orgSlice);
const identity = store.slice(identitySlice);
const approvals = store.slice(approvalsSlice).approvals;
const storage = store.slice(storageSlice);

const [admin, staff, teacher, multi, student, college] = await Promise.all([
  signIn('admin'),
  signIn('staff'),
  signIn('teacher'),
  signIn('multi'),
  signIn('student'),
  signIn('college'),
]);
const teacherGh = identity.userByUsername('teacher')!.gh!;
const multiGh = identity.userByUsername('multi')!.gh!;

const pdf = (text = 'review form') => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);

async function call(token: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; json: Envelope }> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}`, ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Envelope };
}

function upload(token: string | null, bytes: Uint8Array, name: string, type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice()], { type }), name);
  return call(token, 'POST', '/cloud-xj/api/ds/dsls/review-form', form);
}

async function uploaded(token: string | null, name = '评审表.pdf'): Promise<StoredFile> {
  const answer = await upload(token, pdf(name), name);
  expect(answer.status).toBe(200);
  return answer.json.data as StoredFile;
}

function snapshot() {
  return JSON.stringify([
    [...engine.applications.values()],
    approvals.size,
    [...org.profiles.values()],
    [...storage.files.values()].map((f) => [f.meta.id, f.scope]),
  ]);
}

async function expectRefused(promise: Promise<{ status: number; json: Envelope }>, status: number, message: RegExp) {
  const before = snapshot();
  const answer = await promise;
  expect(answer.status).toBe(status);
  expect(answer.json).toMatchObject({ code: status, data: null });
  expect(answer.json.message).toMatch(message);
  expect(snapshot()).toBe(before);
}

/** A payload the teacher of `gh` may send: a major and a direction of their college. */
function payloadFor(gh: string, reviewForm: string, dslx: '1' | '2') {
  const profile = org.teacherOf(gh)!;
  const direction = [...org.directions.values()].find((d) => profile.directions.some((own) => own.zydm === d.zydm))!;
  return {
    kind: 'dsls' as const,
    dslx,
    zydm: direction.zydm,
    directionIds: [direction.id],
    zc: '1',
    researchSummary: '主持国家自然科学基金项目两项，发表论文十余篇。',
    reviewForm,
  };
}

const approvalOf = (application: Application, status: 1 | 9 = 1, opinion = '同意') => ({ coreKey: application.id, ...application.approval, status, opinion });

describe('the review-form upload (SPEC 7)', () => {
  it("stores a PDF or a Word document as the uploader's own file, private until an application names it", async () => {
    const stored = await uploaded(teacher.token());
    expect(stored).toMatchObject({ modules: 'ds-review-form', contentType: 'application/pdf', suffix: 'pdf', createBy: 'teacher' });
    expect(storage.get(stored.id)).toMatchObject({ ownerId: identity.userByUsername('teacher')!.id, scope: { kind: 'private' } });
    const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect((await upload(teacher.token(), doc, 'form.doc', 'application/msword')).json.data).toMatchObject({ contentType: 'application/msword' });
    // The college and a student may not read it yet; its uploader may.
    expect((await call(college.token(), 'GET', `/kernel/storage/download/${stored.id}`)).status).toBe(403);
    expect((await fetch(`${BASE}/kernel/storage/download/${stored.id}`, { headers: { Authorization: `Bearer ${teacher.token()}` } })).status).toBe(200);
  });

  it('refuses what is not a PDF or Word document by its bytes, a name that disagrees with them, and other roles', async () => {
    const script = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    await expectRefused(upload(teacher.token(), script, 'form.pdf'), 400, /PDF 或 Word/);
    await expectRefused(upload(teacher.token(), pdf(), 'form.docx'), 400, /应以 \.pdf 结尾/);
    await expectRefused(upload(student.token(), pdf(), 'form.pdf'), 403, /无权/);
    await expectRefused(upload(college.token(), pdf(), 'form.pdf'), 403, /无权/);
  });
});

describe('applying (issue 15 §6)', () => {
  it("lists the kind as a teacher's, open for teachers and not for students", async () => {
    const kindOf = async (session: typeof teacher) => (await unwrap(session.api.client.GET('/cloud-xj/api/sq/kinds'))).find((k) => k.kind === 'dsls')!;
    expect(await kindOf(teacher)).toMatchObject({ subject: 'teacher', coreCode: 'dsls', mayApply: true, window: { key: 'window.dsls' } });
    expect(await kindOf(student)).toMatchObject({ mayApply: false });
    expect(await kindOf(admin)).toMatchObject({ mayApply: false });
  });

  it("refuses another's form (403), the kind one already is (409), a student and staff (403), a closed window (409)", async () => {
    const own = await uploaded(multi.token());
    const others = await uploaded(teacher.token());
    await expectRefused(
      call(multi.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'dsls', payload: payloadFor(multiGh, others.id, '1') }),
      403,
      /本人上传的评审表/,
    );
    await expectRefused(
      call(multi.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'dsls', payload: payloadFor(multiGh, own.id, '2') }),
      409,
      /已是硕士生导师/,
    );
    await expectRefused(
      call(multi.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'dsls', payload: { ...payloadFor(multiGh, own.id, '1'), zc: '2' } }),
      400,
      /正高级职称/,
    );
    await expectRefused(
      call(multi.token(), 'POST', '/cloud-xj/api/sq/applications', {
        kind: 'dsls',
        payload: { ...payloadFor(multiGh, own.id, '1'), directionIds: ['083900-01'] },
      }),
      400,
      /不是.*的研究方向/,
    );
    await expectRefused(
      call(student.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'dsls', payload: payloadFor(multiGh, own.id, '1') }),
      403,
      /不能提交导师遴选/,
    );
    await expectRefused(
      call(admin.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'dsls', payload: payloadFor(multiGh, own.id, '1') }),
      403,
      /不能提交导师遴选/,
    );
    const window = store.slice(configSlice);
    const saved = window.window('window.dsls')!;
    await unwrap(
      staff.api.client.PUT('/kernel/sjpz/{key}', { params: { path: { key: 'window.dsls' } }, body: { value: { start: '2030-09-01', end: '2030-12-31' } } }),
    );
    await expectRefused(
      call(multi.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'dsls', payload: payloadFor(multiGh, own.id, '1') }),
      409,
      /尚未开放，开放时间为 2030-09-01/,
    );
    await unwrap(staff.api.client.PUT('/kernel/sjpz/{key}', { params: { path: { key: 'window.dsls' } }, body: { value: saved } }));
  });

  it('runs college -> graduate school, lets the reviewers read the form, and sets the supervisor kind once on the last approval', async () => {
    const form = await uploaded(teacher.token());
    // The demo teacher is a doctoral supervisor in the default seed: they ask for the kind they are not.
    expect(org.teacherOf(teacherGh)!.dslx).toBe('1');
    const applied = await unwrap(
      teacher.api.client.POST('/cloud-xj/api/sq/applications', { body: { kind: 'dsls', payload: payloadFor(teacherGh, form.id, '2') } }),
    );
    expect(applied).toMatchObject({
      state: 'submitted',
      subject: { type: 'teacher', gh: teacherGh, xydm: '001' },
      applicantId: identity.userByUsername('teacher')!.id,
      currentStep: 0,
    });
    expect(applied.steps.map((s) => [s.role, s.state])).toEqual([
      ['college', 'pending'],
      ['school', 'waiting'],
    ]);
    expect(storage.get(form.id)!.scope).toEqual({ kind: 'application', key: applied.id });
    // A second one while it is open, and the same form again, are refused.
    await expectRefused(
      call(teacher.token(), 'POST', '/cloud-xj/api/sq/applications', { kind: 'dsls', payload: payloadFor(teacherGh, form.id, '2') }),
      409,
      /处理中的导师遴选申请/,
    );
    // Reviewers read the form through the storage calls; a student does not.
    expect((await fetch(`${BASE}/kernel/storage/download/${form.id}`, { headers: { Authorization: `Bearer ${college.token()}` } })).status).toBe(200);
    expect((await fetch(`${BASE}/kernel/storage/download/${form.id}`, { headers: { Authorization: `Bearer ${staff.token()}` } })).status).toBe(200);
    expect((await call(student.token(), 'GET', `/kernel/storage/download/${form.id}`)).status).toBe(403);
    expect((await call(student.token(), 'GET', `/cloud-xj/api/sq/applications/${applied.id}`)).status).toBe(403);
    // The graduate school may not jump the college step; the college of another college may not decide it.
    await expectRefused(call(staff.token(), 'POST', '/cloud-yg/api/approval', approvalOf(applied)), 403, /学院审核/);
    await unwrap(college.api.client.POST('/cloud-yg/api/approval', { body: approvalOf(applied, 1, '同意推荐') }));
    await expectRefused(call(college.token(), 'POST', '/cloud-yg/api/approval', approvalOf(applied)), 409, /已审批，不能重复审批/);
    expect(org.teacherOf(teacherGh)!.dslx).toBe('1');
    await unwrap(staff.api.client.POST('/cloud-yg/api/approval', { body: approvalOf(applied, 1, '同意') }));
    const done = await unwrap(teacher.api.client.GET('/cloud-xj/api/sq/applications/{id}', { params: { path: { id: applied.id } } }));
    expect(done).toMatchObject({ state: 'approved', currentStep: null, effect: { applied: true } });
    expect(done.effect!.description).toMatch(/导师类别改为硕士生导师/);
    expect(org.teacherOf(teacherGh)).toMatchObject({ dslx: '2', quota: 3 });
    const history = await unwrap(staff.api.client.GET('/cloud-yg/api/approval/list', { params: { query: { coreKey: applied.id } } }));
    expect(history.map((h) => [h.approverName, h.status])).toHaveLength(2);
    // The teacher's list is their own applications; the college sees those of its college only.
    const mine = await unwrap(teacher.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { kind: ['dsls'], size: 100 } } }));
    expect(mine.records.map((a) => a.subject.gh)).toEqual([teacherGh]);
    const ofCollege = await unwrap(college.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { kind: ['dsls'], size: 100 } } }));
    expect(ofCollege.records.every((a) => a.subject.xydm === '001')).toBe(true);
  });
});

describe('the seeded selections', () => {
  it('are in mixed states with their review forms, one waiting for the college account', async () => {
    const seeded = [...engine.applications.values()].filter((a) => a.kind === 'dsls' && a.applicantId !== identity.userByUsername('teacher')!.id);
    expect(new Set(seeded.map((a) => a.state))).toEqual(new Set(['submitted', 'in_review', 'approved', 'rejected', 'withdrawn']));
    for (const a of seeded) {
      expect(a.payload.kind).toBe('dsls');
      if (a.payload.kind === 'dsls') expect(storage.get(a.payload.reviewForm)?.scope).toEqual({ kind: 'application', key: a.id });
      if (a.state === 'approved') expect(org.teacherOf(a.subject.gh!)!.dslx).toBe(a.payload.kind === 'dsls' ? a.payload.dslx : '');
    }
    const todo = await unwrap(college.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { kind: ['dsls'], todo: true } } }));
    expect(todo.records.length).toBeGreaterThanOrEqual(1);
  });
});
