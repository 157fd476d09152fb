/**
 * Words the server owns, in English when asked (issue 22 §13; our model): `Accept-Language: en` gets
 * English kind names, titles, summaries, step and history labels, dictionary labels and refusals; without
 * it (or with `zh`), Chinese as before. Names of people and colleges stay as they are.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { applicationsSlice } from '../src/areas/applications/store.ts';
import { approvalsSlice } from '../src/areas/approvals/store.ts';
import { languageOf } from '../src/http/language.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

const mock = await createMockServer({ students: 2000 }, () => Date.UTC(2026, 10, 25, 4, 0, 0));
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const engine = mock.store.slice(applicationsSlice);
const approvals = mock.store.slice(approvalsSlice).approvals;
const [staff, teacher, student] = await Promise.all([signIn('staff'), signIn('teacher'), signIn('student')]);

async function call<T = unknown>(token: string | null, method: string, path: string, lang?: string, body?: unknown) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token ?? ''}` };
  if (lang !== undefined) headers['Accept-Language'] = lang;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as { code: number; message: string; data: T } };
}

type Application = {
  id: string;
  kindName: string;
  title: string;
  summary: string;
  subject: { xm: string };
  steps: { label: string }[];
  history: { label: string; actorName: string }[];
  effect: { description: string } | null;
};

describe('the language of a request', () => {
  it('is English for en (any region, by weight), Chinese otherwise', () => {
    const of = (header?: string) => languageOf(new Request(BASE, header === undefined ? {} : { headers: { 'Accept-Language': header } }));
    expect([of(), of('en'), of('en-GB,en;q=0.9'), of('zh-CN,zh;q=0.9,en;q=0.8'), of('fr, en;q=0.5'), of('zh'), of('fr'), of('en;q=0, zh')]).toEqual([
      'zh',
      'en',
      'en',
      'zh',
      'en',
      'zh',
      'zh',
      'zh',
    ]);
  });
});

describe('words the server owns, in English when asked (issue 22 §13)', () => {
  // An approved suspension of the default seed (its effect applied, three decisions in its history).
  const suspension = [...engine.applications.values()].find((a) => a.kind === 'suspension' && a.state === 'approved')!;
  const inReview = [...engine.applications.values()].find((a) => a.approval.coreCode === 'xjyd' && a.state === 'in_review')!;

  it('an application: kind name, title, summary, effect, step and history labels; the names of people as they are', async () => {
    const en = (await call<Application>(staff.token(), 'GET', `/cloud-xj/api/sq/applications/${suspension.id}`, 'en')).json.data;
    const xm = suspension.subject.xm;
    expect(en.kindName).toBe('Suspension');
    expect(en.title).toBe(`Suspension application of ${xm}`);
    expect(en.summary).toMatch(/: suspended for \d+ months from \d{4}-\d{2}-\d{2}$/);
    expect(en.effect?.description).toBe('Status becomes suspended');
    expect(en.steps.map((s) => s.label)).toEqual(['Supervisor review', 'College review', 'Graduate school review']);
    expect(en.history.map((h) => h.label)).toEqual(['Submitted', 'Approved', 'Approved', 'Approved']);
    expect(en.history[0]!.actorName).toBe(suspension.applicantName);
    // Without the header, and with zh: Chinese as stored; the stored record is unchanged.
    for (const lang of [undefined, 'zh']) {
      const zh = (await call<Application>(staff.token(), 'GET', `/cloud-xj/api/sq/applications/${suspension.id}`, lang)).json.data;
      expect(zh).toMatchObject({ kindName: '休学', title: suspension.title, summary: suspension.summary, effect: { description: '学籍状态改为休学' } });
      expect(zh.steps.map((s) => s.label)).toEqual(['导师审核', '学院审核', '研究生院审核']);
      expect(zh.history[0]!.label).toBe('提交申请');
    }
    expect(engine.applications.get(suspension.id)).toBe(suspension);
  });

  it('lists, the kinds, the approval records and a leave: English kind names and summaries', async () => {
    const kinds = (await call<{ kind: string; name: string }[]>(student.token(), 'GET', '/cloud-xj/api/sq/kinds', 'en')).json.data;
    expect(Object.fromEntries(kinds.map((k) => [k.kind, k.name]))).toMatchObject({
      suspension: 'Suspension',
      withdrawal: 'Withdrawal',
      scholarship: 'Academic scholarship',
      leave: 'Leave',
      dsls: 'Supervisor selection',
    });
    const page = (await call<{ records: Application[] }>(staff.token(), 'GET', '/cloud-xj/api/sq/applications?size=50', 'en')).json.data;
    expect(page.records.every((a) => /^[\x20-\x7e]+$/.test(a.kindName) && a.title.includes(' application of '))).toBe(true);
    const leaves = (await call<{ records: Application[] }>(staff.token(), 'GET', '/cloud-xj/api/xj/qjgl?size=5', 'en')).json.data;
    expect(leaves.records[0]!.summary).toMatch(/^[A-Z][a-z /]+, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}, \d+ days?$/);
    const rows = (await call<{ application?: { kindName: string; summary: string } }[]>(staff.token(), 'GET', '/cloud-yg/api/approval/list', 'en')).json.data;
    const brief = rows.find((r) => r.application)!.application!;
    expect(brief.kindName).toMatch(/^[\x20-\x7e]+$/);
  });

  it('dictionaries: the state labels in English, the shape of SPEC 3; one without English answers Chinese', async () => {
    const en = (await call<{ value: string; label: string }[]>(staff.token(), 'GET', '/kernel/dictDetail/get?dictName=sq_zt', 'en')).json.data;
    expect(en.map((d) => [d.value, d.label])).toEqual([
      ['draft', 'Draft'],
      ['submitted', 'Submitted'],
      ['in_review', 'In review'],
      ['approved', 'Approved'],
      ['rejected', 'Rejected'],
      ['withdrawn', 'Withdrawn'],
    ]);
    expect(Object.keys(en[0]!).sort()).toEqual(['cssClass', 'dictName', 'dictSort', 'enabled', 'id', 'label', 'value']);
    const zh = (await call<{ label: string }[]>(staff.token(), 'GET', '/kernel/dictDetail/get?dictName=sq_zt')).json.data;
    expect(zh.map((d) => d.label)).toEqual(['草稿', '已提交', '审核中', '已通过', '未通过', '已撤回']);
    const map = (await call<Record<string, { label: string }[]>>(staff.token(), 'GET', '/kernel/dictDetail/map?dictName=sq_lx,xj_xjzt,xj_mz', 'en')).json.data;
    expect(map.sq_lx!.map((d) => d.label)).toContain('Change of supervisor');
    expect(map.xj_xjzt!.map((d) => d.label)).toContain('Withdrawn');
    expect(map.xj_mz![0]!.label).toBe('汉族');
  });

  it('the scholarship rule table and ranked summary: category, level and class names, the tie-break', async () => {
    type Rules = { categories: { name: string; levels: { name: string }[] }[]; tieBreak: string };
    const rules = (await call<Rules>(student.token(), 'GET', '/cloud-xj/api/xj/xyjxj/rules', 'en')).json.data;
    expect(rules.categories[0]).toMatchObject({ name: 'Research papers', levels: [{ name: 'SCI/SSCI Q1 or CCF A' }, {}, {}, {}] });
    expect(rules.tieBreak).toMatch(/^On equal totals/);
    expect((await call<Rules>(student.token(), 'GET', '/cloud-xj/api/xj/xyjxj/rules')).json.data.categories[0]!.name).toBe('学术论文');
    type Summary = { colleges: { quotas: { name: string }[]; rows: { levelName: string | null }[] }[] };
    const summary = (await call<Summary>(staff.token(), 'GET', '/cloud-xj/api/xj/xyjxj/summary?year=2025-2026', 'en')).json.data;
    expect(summary.colleges[0]!.quotas.map((q) => q.name)).toEqual(['First class', 'Second class', 'Third class']);
    expect(summary.colleges.flatMap((c) => c.rows).find((r) => r.levelName)?.levelName).toMatch(/ class$/);
  });

  it('role names in auth/info', async () => {
    const info = (await call<{ roles: { name: string }[]; allRoles: { name: string }[] }>(teacher.token(), 'GET', '/auth/info', 'en')).json.data;
    expect(info.roles[0]!.name).toBe('Supervisor');
    const zh = (await call<{ roles: { name: string }[] }>(teacher.token(), 'GET', '/auth/info')).json.data;
    expect(zh.roles[0]!.name).toBe('导师');
  });

  it('refusals a user meets: not your step, an unknown application, a duplicate application; nothing changes', async () => {
    const before = approvals.size;
    const body = { coreKey: inReview.id, ...inReview.approval, status: 1, opinion: 'agree' };
    const notYours = await call(teacher.token(), 'POST', '/cloud-yg/api/approval', 'en', body);
    expect(notYours.status).toBe(403);
    expect(notYours.json.message).toMatch(
      /^(The current step “College review” is for the secretary of the student's college to decide|The current step “Graduate school review” is for the graduate school to decide|This application is outside your data scope: you cannot decide it)$/,
    );
    const inChinese = await call(teacher.token(), 'POST', '/cloud-yg/api/approval', undefined, body);
    expect(inChinese.json.message).toMatch(/[\u4e00-\u9fff]/);
    const closed = await call(staff.token(), 'POST', '/cloud-yg/api/approval', 'en', {
      coreKey: suspension.id,
      ...suspension.approval,
      status: 1,
      opinion: 'agree',
    });
    expect(closed).toMatchObject({ status: 409, json: { message: 'This application is closed (approved) and cannot be decided any more' } });
    const unknown = await call(staff.token(), 'POST', '/cloud-yg/api/approval', 'en', { ...body, coreKey: '1799999999999999999' });
    expect(unknown.json.message).toBe('There is no application 1799999999999999999');
    const open = [...engine.applications.values()].find((a) => a.kind === 'suspension' && a.state === 'submitted')!;
    const duplicate = await call(staff.token(), 'POST', '/cloud-xj/api/sq/applications', 'en', {
      kind: 'suspension',
      xykh: open.subject.xykh,
      payload: { kind: 'suspension', category: '1', reason: '因病需住院治疗', startDate: '2026-12-01', months: 6 },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.message).toMatch(
      new RegExp(`^${open.subject.xm} already has a suspension application in progress \\((submitted|in review)\\); it cannot be submitted twice$`),
    );
    expect(approvals.size).toBe(before);
  });
});
