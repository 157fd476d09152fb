/**
 * Excel exports of the lists (issue 22 §3; our model): the applications list (the work list's boxes
 * included), the leave list and the supervisor list, each with its list's filters, in the caller's data
 * scope, without paging, columns in Chinese, a capped number of rows.
 */
import { unwrap } from '@gs/sdk/client';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationsSlice } from '../src/areas/applications/store.ts';
import { SEED_NOW, fileDay } from '../src/core/clock.ts';
import { createMockServer } from '../src/node.ts';
import { readSheet } from './read-files.ts';
import { BASE, signIn, stage } from './support.ts';

const mock = await createMockServer({ students: 2000 }, () => SEED_NOW);
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());
const { store } = mock;

const [staff, teacher, student, college] = await Promise.all([signIn('staff'), signIn('teacher'), signIn('student'), signIn('college')]);
type Session = typeof staff;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function download(session: Session, path: string) {
  const response = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${session.token()}` } });
  const type = response.headers.get('content-type') ?? '';
  const disposition = response.headers.get('content-disposition') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    type,
    disposition,
    bytes,
    json: type.startsWith('application/json') ? JSON.parse(new TextDecoder().decode(bytes)) : undefined,
  };
}
const fileName = (disposition: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '');

describe('the applications export (issue 22 §3)', () => {
  it('writes the list with its filters, every matching row, in the school’s columns, named 申请列表-<day>.xlsx', async () => {
    const list = await unwrap(staff.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { size: 100_000, coreCode: 'xjyd' } } }));
    const answer = await download(staff, '/cloud-xj/api/sq/applications/export?coreCode=xjyd');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe(XLSX);
    expect(fileName(answer.disposition)).toBe(`申请列表-${fileDay(SEED_NOW)}.xlsx`);
    const sheet = await readSheet(answer.bytes);
    expect(sheet.header).toEqual(['类型', '学号/工号', '姓名', '学院', '申请内容', '状态', '当前环节', '提交时间', '是否超时']);
    expect(sheet.rows).toHaveLength(list.total);
    const first = list.records[0]!;
    expect(sheet.rows[0]).toEqual([
      first.kindName,
      first.subject.xykh,
      first.subject.xm,
      first.subject.xymc,
      first.summary,
      expect.any(String),
      first.currentStep === null ? '—' : first.steps[first.currentStep]!.label,
      first.submitTime,
      first.overdue ? '是' : '否',
    ]);
    expect(new Set(sheet.rows.map((r) => r[5]))).toEqual(
      new Set(['已提交', '审核中', '已通过', '未通过', '已撤回'].filter((s) => sheet.rows.some((r) => r[5] === s))),
    );
  });

  it('exports a box of the work list, overdue ones only on request, in the caller’s scope', async () => {
    const todo = await unwrap(teacher.api.client.GET('/cloud-xj/api/sq/applications', { params: { query: { box: 'todo', size: 1000 } } }));
    const sheet = await readSheet((await download(teacher, '/cloud-xj/api/sq/applications/export?box=todo')).bytes);
    expect(sheet.rows.map((r) => r[2])).toEqual(todo.records.map((a) => a.subject.xm));
    const overdue = await readSheet((await download(teacher, '/cloud-xj/api/sq/applications/export?box=todo&overdue=true')).bytes);
    expect(overdue.rows.length).toBe(todo.records.filter((a) => a.overdue).length);
    expect(overdue.rows.every((r) => r[8] === '是')).toBe(true);
    // A student's export holds their own applications only.
    const own = await readSheet((await download(student, '/cloud-xj/api/sq/applications/export')).bytes);
    expect(new Set(own.rows.map((r) => r[1]))).toEqual(new Set([student.user.xykh]));
  });

  it('refuses more rows than it writes at once with a 400 saying so, and bad filters with a 400', async () => {
    const engine = store.slice(applicationsSlice);
    const [template] = [...engine.applications.values()];
    // 10,001 applications in the graduate school's scope: one too many for one file.
    store.write(() => {
      for (let i = engine.applications.size; i <= 10_000; i += 1) stage(engine.applications, { ...template!, id: `export-cap-${i}` });
    });
    const refused = await download(staff, '/cloud-xj/api/sq/applications/export');
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 400, data: null, message: expect.stringMatching(/一次最多导出 10000 条，请缩小筛选范围后再导出/) });
    expect((await download(staff, '/cloud-xj/api/sq/applications/export?box=mine&kind=leave')).status).toBe(200);
    for (const query of ['box=all', 'overdue=perhaps', 'kind=holiday', 'sortField=title']) {
      const answer = await download(staff, `/cloud-xj/api/sq/applications/export?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json).toMatchObject({ code: 400, data: null });
    }
  });
});

describe('the leave export (issue 22 §3)', () => {
  it('writes the leave list with its filters: type, dates, days and the return, named 请假列表-<day>.xlsx', async () => {
    const list = await unwrap(staff.api.client.GET('/cloud-xj/api/xj/qjgl', { params: { query: { size: 1000 } } }));
    const answer = await download(staff, '/cloud-xj/api/xj/qjgl/export');
    expect(answer.status).toBe(200);
    expect(fileName(answer.disposition)).toBe(`请假列表-${fileDay(SEED_NOW)}.xlsx`);
    const sheet = await readSheet(answer.bytes);
    expect(sheet.header).toEqual(['学号', '姓名', '学院', '请假类型', '起止日期', '天数', '外出地点', '状态', '当前环节', '销假']);
    expect(sheet.rows).toHaveLength(list.total);
    for (const [i, application] of list.records.entries()) {
      const leave = application.payload as { leaveStart: string; leaveEnd: string; days: number; cancellation: { returnDate: string } | null };
      const row = sheet.rows[i]!;
      expect(row[0]).toBe(application.subject.xykh);
      expect(row[4]).toBe(`${leave.leaveStart} 至 ${leave.leaveEnd}`);
      expect(row[5]).toBe(leave.days);
      expect(row[9]).toBe(leave.cancellation ? `${leave.cancellation.returnDate} 已销假` : application.state === 'approved' ? '未销假' : '—');
    }
    expect(sheet.rows.some((r) => ['事假', '病假'].includes(String(r[3])))).toBe(true);
    const cancelled = await readSheet((await download(staff, '/cloud-xj/api/xj/qjgl/export?cancelled=true')).bytes);
    expect(cancelled.rows.length).toBeGreaterThan(0);
    expect(cancelled.rows.every((r) => String(r[9]).endsWith('已销假'))).toBe(true);
    // A supervisor's export holds their students' leaves only.
    const mine = await unwrap(teacher.api.client.GET('/cloud-xj/api/xj/qjgl', { params: { query: { size: 1000 } } }));
    expect((await readSheet((await download(teacher, '/cloud-xj/api/xj/qjgl/export')).bytes)).rows.map((r) => r[0])).toEqual(
      mine.records.map((a) => a.subject.xykh),
    );
  });
});

describe('the supervisor export (issue 22 §3)', () => {
  it('writes the supervisor list with its filters, named 导师信息-<day>.xlsx; a college secretary their college only', async () => {
    const list = await unwrap(staff.api.client.GET('/cloud-xj/api/ds/dsxx', { params: { query: { size: 1000, dslx: '1' } } }));
    const answer = await download(staff, '/cloud-xj/api/ds/dsxx/export?dslx=1');
    expect(answer.status).toBe(200);
    expect(fileName(answer.disposition)).toBe(`导师信息-${fileDay(SEED_NOW)}.xlsx`);
    const sheet = await readSheet(answer.bytes);
    expect(sheet.header).toEqual(['工号', '姓名', '学院', '职称', '导师类别', '研究方向', '招生名额', '本年已招', '在读学生']);
    expect(sheet.rows.map((r) => r[0])).toEqual(list.records.map((t) => t.gh));
    expect(new Set(sheet.rows.map((r) => r[4]))).toEqual(new Set(['博士生导师']));
    const own = await readSheet((await download(college, '/cloud-xj/api/ds/dsxx/export')).bytes);
    expect(new Set(own.rows.map((r) => r[2]))).toEqual(new Set([college.user.deptName]));
    const other = await download(college, '/cloud-xj/api/ds/dsxx/export?xydm=002');
    expect(other.status).toBe(403);
    expect((await download(student, '/cloud-xj/api/ds/dsxx/export')).status).toBe(403);
  });
});
