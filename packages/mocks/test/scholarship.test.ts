/**
 * Academic scholarships as a caller sees them (issue 15 §4; our model): the rule table, an application
 * scored by it, the supervisor and college decisions through the approval call, one application per
 * student and year, and the ranked summary per college with levels by quota, its scope and its Excel.
 */
import { unwrap } from '@gs/sdk/client';
import type { components } from '@gs/sdk/schema';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationsSlice } from '../src/areas/applications/store.ts';
import { configSlice } from '../src/areas/config/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { identitySlice } from '../src/core/identity.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

type Application = components['schemas']['Application'];
type AchievementInput = components['schemas']['ScholarshipAchievementInput'];
type ScholarshipPayload = components['schemas']['ScholarshipPayload'];

// The product's date: the scholarship window (2026-09-01 to 2026-12-31) is open.
const mock = await createMockServer({ students: 2000 }, () => Date.UTC(2026, 10, 25, 2, 0, 0));
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const { store } = mock;
const engine = store.slice(applicationsSlice);
const identity = store.slice(identitySlice);
const students = store.slice(studentsSlice);
const [staff, teacher, student, college] = await Promise.all([signIn('staff'), signIn('teacher'), signIn('student'), signIn('college')]);
const demo = () => students.byXykh(identity.userByUsername('student')!.xykh!)!;

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { code: number; message: string; data: unknown } };
}

const snapshot = () => JSON.stringify([...engine.applications.values()]);

async function expectRefused(promise: ReturnType<typeof call>, status: number, message: RegExp) {
  const before = snapshot();
  const answer = await promise;
  expect(answer.status).toBe(status);
  expect(answer.json).toMatchObject({ code: status, data: null });
  expect(answer.json.message).toMatch(message);
  expect(snapshot()).toBe(before);
}

const paper: AchievementInput = { category: '1', title: '基于图神经网络的高效推理方法研究', level: 'A', date: '2026-03-15' };
const project: AchievementInput = { category: '2', title: '国家自然科学基金青年项目（参与）', level: 'N', date: '2025-11-02' };
const body = (achievements: AchievementInput[], year = '2025-2026') => ({
  kind: 'scholarship' as const,
  payload: { kind: 'scholarship' as const, year, achievements, statement: '本学年在导师指导下完成课题研究，发表论文并参与国家级项目。' },
});
const approvalOf = (application: Application) => ({ coreKey: application.id, ...application.approval, status: 1 as const, opinion: '同意' });
const summaryOf = (session: typeof staff, query: { year?: string; xydm?: string } = {}) =>
  unwrap(session.api.client.GET('/cloud-xj/api/xj/xyjxj/summary', { params: { query } }));

describe('the rule table (issue 15 §4)', () => {
  it('is served to every signed-in account with the year applied for now and the tie-break rule', async () => {
    const rules = await unwrap(student.api.client.GET('/cloud-xj/api/xj/xyjxj/rules'));
    expect(rules).toMatchObject({ year: '2025-2026', minAchievements: 1, maxAchievements: 20, tieBreak: expect.stringContaining('学号') });
    expect(rules.categories.map((c) => c.name)).toEqual(['学术论文', '科研项目', '学科竞赛', '专利与软件著作权', '社会实践', '学生工作']);
    expect(rules.categories.find((c) => c.category === '2')).toMatchObject({
      cap: 30,
      levels: expect.arrayContaining([{ level: 'N', name: '国家级项目', points: 15 }]),
    });
  });
});

describe('a scholarship application from the student to the ranking (issue 15 §4)', () => {
  let applied: Application;

  it('is scored by the server from the rule table, and waits for the supervisor', async () => {
    expect(demo().xjzt).toBe('01');
    applied = await unwrap(student.api.client.POST('/cloud-xj/api/sq/applications', { body: body([paper, project]) }));
    const payload = applied.payload as ScholarshipPayload;
    expect(payload.achievements.map((a) => [a.levelName, a.points, a.score])).toEqual([
      ['SCI/SSCI 一区或 CCF A 类', 30, 30],
      ['国家级项目', 15, 15],
    ]);
    expect(payload.totalScore).toBe(45);
    expect(applied).toMatchObject({ kind: 'scholarship', state: 'submitted', effect: null, summary: '2025-2026 学年，成果 2 项，总分 45 分' });
    expect(applied.steps.map((s) => [s.role, s.state])).toEqual([
      ['supervisor', 'pending'],
      ['college', 'waiting'],
    ]);
  });

  it('is refused a second time for the same year, open or approved (409), with nothing stored', async () => {
    await expectRefused(call(student.token(), 'POST', '/cloud-xj/api/sq/applications', body([paper])), 409, /已有一条处理中的学业奖学金申请/);
  });

  it('counts in the ranking once the supervisor and the college approve it, with a level by the quota', async () => {
    const before = (await summaryOf(college)).colleges[0]!;
    expect(before.rows.map((r) => r.applicationId)).not.toContain(applied.id);
    expect(before.pending).toBeGreaterThan(0);
    await unwrap(teacher.api.client.POST('/cloud-yg/api/approval', { body: approvalOf(applied) }));
    await unwrap(college.api.client.POST('/cloud-yg/api/approval', { body: approvalOf(applied) }));
    const done = await unwrap(student.api.client.GET('/cloud-xj/api/sq/applications/{id}', { params: { path: { id: applied.id } } }));
    expect(done).toMatchObject({ state: 'approved', currentStep: null, effect: null });

    const after = (await summaryOf(college)).colleges[0]!;
    expect(after.xydm).toBe('001');
    expect(after.approved).toBe(before.approved + 1);
    const row = after.rows.find((r) => r.applicationId === applied.id)!;
    expect(row).toMatchObject({ xykh: demo().xykh, score: 45, achievements: 2 });
    // The ranking is by score, and the levels fill down it by the college's places (counts for college 001).
    expect(after.rows.map((r) => r.score)).toEqual([...after.rows.map((r) => r.score)].sort((a, b) => b - a));
    expect(after.rows.map((r) => r.rank)).toEqual(after.rows.map((_, i) => i + 1));
    expect(after.quotas.map((q) => [q.level, q.basis, q.places, q.awarded])).toEqual([
      ['1', 'count', 2, 2],
      ['2', 'count', 3, 3],
      ['3', 'count', 4, 4],
    ]);
    expect(after.rows.slice(0, 9).map((r) => r.levelName)).toEqual(['一等', '一等', '二等', '二等', '二等', '三等', '三等', '三等', '三等']);
    expect(after.rows.slice(9).every((r) => r.level === null)).toBe(true);
    expect(after.unawarded).toBe(after.approved - 9);
    expect(row.level).not.toBeNull();

    // Approved, it still holds the year: applying again is refused.
    await expectRefused(
      call(student.token(), 'POST', '/cloud-xj/api/sq/applications', body([paper])),
      409,
      /已有 2025-2026 学年的学业奖学金申请（已通过），每学年只能申请一次/,
    );
  });

  it('follows the configuration: percentages where a college has no count, and a changed count at once', async () => {
    const all = await summaryOf(staff);
    expect(all.colleges.length).toBeGreaterThan(2);
    const other = all.colleges.find((c) => c.xydm !== '001')!;
    // 10 %, 20 %, 40 % of the approved applications, half up.
    const half = (percent: number) => Math.floor((other.approved * percent) / 100 + 0.5);
    expect(other.quotas.map((q) => [q.basis, q.value, q.places])).toEqual([
      ['percent', 10, half(10)],
      ['percent', 20, half(20)],
      ['percent', 40, half(40)],
    ]);
    await unwrap(staff.api.client.PUT('/kernel/sjpz/{key}', { params: { path: { key: 'xyjxj.quota.001.1' } }, body: { value: 5 } }));
    const changed = (await summaryOf(staff, { xydm: '001' })).colleges[0]!;
    expect(changed.quotas[0]).toMatchObject({ basis: 'count', places: 5, awarded: 5 });
    expect(changed.rows.slice(0, 5).every((r) => r.level === '1')).toBe(true);
    await unwrap(staff.api.client.PUT('/kernel/sjpz/{key}', { params: { path: { key: 'xyjxj.quota.001.1' } }, body: { value: 2 } }));
  });

  it('leaves out a student who has withdrawn (issue 22 §9): 包睿渊, once his withdrawal is approved, is ranked nowhere, counted nowhere, and his application says why', async () => {
    const bao = [...students.students.values()].find((s) => s.xm === '包睿渊')!;
    const mine = [...engine.applications.values()].filter((a) => a.subject.xykh === bao.xykh);
    const scholarship = mine.find((a) => a.kind === 'scholarship' && a.state === 'approved')!;
    const withdrawal = mine.find((a) => a.kind === 'withdrawal' && (a.state === 'submitted' || a.state === 'in_review'))!;
    const ranked = (await summaryOf(staff, { xydm: bao.xydm })).colleges[0]!;
    expect(ranked.rows.map((r) => r.applicationId)).toContain(scholarship.id);
    expect(withdrawal.steps[withdrawal.currentStep!]!.role).not.toBe('supervisor');
    // The rest of the withdrawal's chain: the college, then the graduate school; the record says 退学.
    for (let current = withdrawal; current.state !== 'approved'; current = engine.applications.get(withdrawal.id)!) {
      const decider = current.steps[current.currentStep!]!.role === 'college' ? college : staff;
      await unwrap(decider.api.client.POST('/cloud-yg/api/approval', { body: approvalOf(current as Application) }));
    }
    expect(students.byXykh(bao.xykh)!.xjzt).toBe('03');

    const after = (await summaryOf(staff, { xydm: bao.xydm })).colleges[0]!;
    expect(after.rows.map((r) => r.applicationId)).not.toContain(scholarship.id);
    expect(after.approved).toBe(ranked.approved - 1);
    expect(after.rows.map((r) => r.rank)).toEqual(after.rows.map((_, i) => i + 1));
    expect(after.quotas.reduce((n, q) => n + q.awarded, 0) + after.unawarded).toBe(after.approved);
    const detail = await unwrap(staff.api.client.GET('/cloud-xj/api/sq/applications/{id}', { params: { path: { id: scholarship.id } } }));
    expect(detail).toMatchObject({ state: 'approved', note: '包睿渊已退学，不参加 2025-2026 学年学业奖学金排名' });
    // The export is the same summary.
    const response = await fetch(`${BASE}/cloud-xj/api/xj/xyjxj/summary/export?year=2025-2026&xydm=${bao.xydm}`, {
      headers: { Authorization: `Bearer ${staff.token()}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const cards = book.getWorksheet('排名')!.getColumn(3).values.slice(2);
    expect(cards).toHaveLength(after.rows.length);
    expect(cards).not.toContain(bao.xykh);
    // Every other application of the summary's year says nothing.
    const others = await unwrap(staff.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { kind: ['scholarship'], size: 50 } } }));
    expect(others.records.filter((a) => a.id !== scholarship.id).every((a) => a.note === null)).toBe(true);
  });

  it('exports the same ranking as an Excel workbook', async () => {
    const response = await fetch(`${BASE}/cloud-xj/api/xj/xyjxj/summary/export?year=2025-2026`, { headers: { Authorization: `Bearer ${college.token()}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(decodeURIComponent(response.headers.get('Content-Disposition') ?? '')).toContain('学业奖学金汇总_2025-2026.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.getWorksheet('排名')!;
    const rows = sheet
      .getSheetValues()
      .slice(2)
      .map((values) => (values as ExcelJS.CellValue[]).slice(1));
    const summary = (await summaryOf(college)).colleges[0]!;
    expect(rows.map((r) => [r[1], r[2], r[7], r[8]])).toEqual(summary.rows.map((r) => [r.rank, r.xykh, r.score, r.levelName ?? '未获奖']));
    expect(book.getWorksheet('各等级人数')!.getRow(2).values).toEqual(expect.arrayContaining(['计算机科学与技术学院', '一等']));
  });
});

describe('the rules of a scholarship application, each refused with nothing changed (issue 15 §4)', () => {
  // The payload's rules come before the one-per-year rule: the demo student (who holds this year's) meets them first.
  it('refuses a level the category does not have, a level on a category without levels, a date outside the year, another year', async () => {
    const token = student.token();
    const post = (b: unknown) => call(token, 'POST', '/cloud-xj/api/sq/applications', b);
    await expectRefused(post(body([{ ...paper, level: 'Z' }])), 400, /第 1 项成果（学术论文）的级别须为 A SCI\/SSCI 一区或 CCF A 类、/);
    await expectRefused(
      post(body([paper, { category: '5', title: '社区科普志愿服务', level: 'N', date: '2026-01-10' }])),
      400,
      /第 2 项成果（社会实践）不分级别/,
    );
    await expectRefused(post(body([{ ...paper, date: '2025-08-31' }])), 400, /取得时间须在 2025-09-01 至 2026-08-31 之间/);
    await expectRefused(post(body([paper], '2024-2025')), 400, /本次评定 2025-2026 学年的学业奖学金/);
    await expectRefused(post(body([paper], '2025-2027')), 400, /学年格式|本次评定/);
    await expectRefused(post(body(Array.from({ length: 21 }, () => paper))), 400, /.+/);
    await expectRefused(post(body([])), 400, /.+/);
  });

  it('scores the best achievements of a category first and stops at its cap', async () => {
    const fresh = [...students.students.values()].find(
      (s) => s.xjzt === '01' && ![...engine.applications.values()].some((a) => a.kind === 'scholarship' && a.subject.xykh === s.xykh),
    )!;
    const admin = await signIn('admin');
    const projects: AchievementInput[] = [
      { category: '2', title: '校级项目', level: 'S', date: '2025-10-01' },
      { category: '2', title: '国家级项目一', level: 'N', date: '2025-10-02' },
      { category: '2', title: '国家级项目二', level: 'N', date: '2025-10-03' },
    ];
    // Admins pass every role check: the graduate school enters one for a student without an account.
    const created = await unwrap(admin.api.client.POST('/cloud-xj/api/sq/applications', { body: { ...body(projects), xykh: fresh.xykh } }));
    const payload = created.payload as ScholarshipPayload;
    expect(payload.achievements.map((a) => [a.points, a.score])).toEqual([
      [5, 0],
      [15, 15],
      [15, 15],
    ]);
    expect(payload.totalScore).toBe(30);
  });
});

describe('who sees the summary (SPEC 6 data scope; issue 15 §4)', () => {
  it('staff see every college, a college secretary their own (another answers 403), teachers and students none', async () => {
    expect((await summaryOf(college)).colleges.map((c) => c.xydm)).toEqual(['001']);
    const other = (await summaryOf(staff)).colleges.find((c) => c.xydm !== '001')!.xydm;
    await expectRefused(call(college.token(), 'GET', `/cloud-xj/api/xj/xyjxj/summary?xydm=${other}`), 403, /只能查看本学院/);
    await expectRefused(call(college.token(), 'GET', `/cloud-xj/api/xj/xyjxj/summary/export?xydm=${other}`), 403, /只能查看本学院/);
    await expectRefused(call(teacher.token(), 'GET', '/cloud-xj/api/xj/xyjxj/summary'), 403, /xj:xyjxj:summary/);
    await expectRefused(call(student.token(), 'GET', '/cloud-xj/api/xj/xyjxj/summary/export'), 403, /xj:xyjxj:summary/);
    expect((await summaryOf(staff, { xydm: other })).colleges.map((c) => c.xydm)).toEqual([other]);
    await expectRefused(call(staff.token(), 'GET', '/cloud-xj/api/xj/xyjxj/summary?year=2025-2027'), 400, /学年格式/);
  });

  it('shows last year on its own: the demo student’s approved application of 2024-2025', async () => {
    const last = (await summaryOf(staff, { year: '2024-2025' })).colleges;
    expect(last.map((c) => c.xydm)).toEqual(['001']);
    expect(last[0]!.rows.map((r) => r.xykh)).toContain(demo().xykh);
    expect(store.slice(configSlice).items.get('xyjxj.quota.001.1')?.value).toBe(2);
  });
});
