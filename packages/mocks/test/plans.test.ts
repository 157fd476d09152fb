/**
 * Training plans (培养方案, issue 23 §1; our model) as the graduate school, a college secretary and the other
 * roles see them: the seeded templates and plans, filters and paging, each rule of a save refused with the
 * group and the missing credits and nothing stored, the check that says the same without saving, a new
 * cohort's version beside the older one, one plan per major, cohort and degree type, and deletion refused
 * while students follow the plan.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { plansSlice } from '../src/areas/plans/store.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

const mock = await createMockServer({ students: 400 });
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const [staff, college, teacher, student] = await Promise.all([signIn('staff'), signIn('college'), signIn('teacher'), signIn('student')]);
const plans = mock.store.slice(plansSlice);
const P = '/cloud-xj/api/pkgl/pyfa';

interface Answer {
  status: number;
  json: { code: number; message: string; data: never };
}
async function call(who: { token: () => string | null }, method: string, path: string, body?: unknown, lang?: 'en'): Promise<Answer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${who.token() ?? ''}` };
  if (lang) headers['Accept-Language'] = lang;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Answer['json'] };
}
/** The plans as a fingerprint: a refused request must leave them exactly as they were. */
const snapshot = () => JSON.stringify(mock.store.toSnapshot().collections.plans);

interface GroupIn {
  id?: string;
  name: string;
  minCredits: number;
  minGrade?: number | null;
  courses: { courseId: string; required: boolean; term?: number | null }[];
}
/** The groups of a stored plan as a body sends them. */
const groupsOf = (id: string): GroupIn[] =>
  plans.plan(id).groups.map((g) => ({ id: g.id, name: g.name, minCredits: g.minCredits, minGrade: g.minGrade, courses: g.courses.map((c) => ({ ...c })) }));

describe('the seed', () => {
  it('has a template per degree type and a plan per major for the last three cohorts, each meeting its rules', async () => {
    const templates = await call(staff, 'GET', `${P}/templates`);
    expect((templates.json.data as { degree: string }[]).map((t) => t.degree).sort()).toEqual(['academic-master', 'doctoral', 'professional-master']);
    const list = await call(staff, 'GET', `${P}?size=500`);
    const records = (list.json.data as { records: { nj: number; id: string }[] }).records;
    expect(new Set(records.map((r) => r.nj))).toEqual(new Set([2024, 2025, 2026]));
    for (const plan of plans.plans.values()) {
      const check = await call(staff, 'POST', `${P}/check`, { minCredits: plan.minCredits, groups: groupsOf(plan.id) });
      expect((check.json.data as { ok: boolean }).ok).toBe(true);
    }
  });

  it('gives a plan its groups with the courses’ codes, names and credits, what each offers, and its students', async () => {
    const answer = await call(staff, 'GET', `${P}/pf-081200-2026-am`);
    const plan = answer.json.data as { groups: { id: string; offeredCredits: number; courses: { kcdm: string; xf: number }[] }[]; studentCount: number };
    expect(plan.groups.map((g) => g.id)).toEqual(['g-public', 'g-degree', 'g-elective', 'g-practice']);
    expect(plan.groups[0]!.courses[0]).toMatchObject({ kcdm: 'GG0001', xf: 2 });
    for (const g of plan.groups) expect(g.offeredCredits).toBe(g.courses.reduce((s, c) => s + c.xf, 0));
  });

  it('filters by degree type, college, major and cohort, with paging', async () => {
    const answer = await call(staff, 'GET', `${P}?degree=professional-master&xydm=001&nj=2025&size=1`);
    const page = answer.json.data as { total: number; records: { degree: string; xydm: string; nj: number }[] };
    expect(page.total).toBe(2);
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ degree: 'professional-master', xydm: '001', nj: 2025 });
  });
});

describe('saving a plan whose rules its courses cannot meet', () => {
  const id = 'pf-081200-2026-am';
  it('is refused naming the group and the missing credits, and nothing is stored', async () => {
    const before = snapshot();
    const groups = groupsOf(id);
    const plan = (await call(staff, 'GET', `${P}/${id}`)).json.data as { groups: { offeredCredits: number }[] };
    const elective = plan.groups[2]!.offeredCredits;
    groups[2]!.minCredits = elective + 2;
    const answer = await call(staff, 'PUT', `${P}/${id}`, { groups, minCredits: 40 });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(`专业选修课: 至少 ${elective + 2} 学分, 课程只有 ${elective} 学分, 差 2 学分`);
    expect(snapshot()).toBe(before);
    const english = await call(staff, 'PUT', `${P}/${id}`, { groups }, 'en');
    expect(english.json.message).toMatch(/专业选修课: at least .* credits, its courses give only .*, 2 short/);
    const check = await call(staff, 'POST', `${P}/check`, { minCredits: 26, groups });
    const found = check.json.data as { ok: boolean; problems: unknown[] };
    expect(found.ok).toBe(false);
    expect(found.problems).toContainEqual(expect.objectContaining({ groupIndex: 2, groupName: '专业选修课', missingCredits: 2 }));
  });

  it('refuses a total above what the groups give, a course in two groups, an unknown course, a bad term or grade', async () => {
    const before = snapshot();
    const total = await call(staff, 'PUT', `${P}/${id}`, { minCredits: 200 });
    expect(total.status).toBe(400);
    expect(total.json.message).toMatch(/^总学分: 至少 200 学分/);
    const twice = groupsOf(id);
    twice[2]!.courses.push({ ...twice[1]!.courses[0]! });
    expect((await call(staff, 'PUT', `${P}/${id}`, { groups: twice })).json.message).toMatch(/同时在 专业学位课 和 专业选修课 中/);
    const unknown = groupsOf(id);
    unknown[0]!.courses.push({ courseId: 'kc-NOPE00', required: false });
    expect((await call(staff, 'PUT', `${P}/${id}`, { groups: unknown })).json.message).toMatch(/课程 kc-NOPE00 不存在/);
    const term = groupsOf(id);
    term[0]!.courses[0]!.term = 7;
    expect((await call(staff, 'PUT', `${P}/${id}`, { groups: term })).status).toBe(400);
    const grade = groupsOf(id);
    grade[1]!.minGrade = 101;
    expect((await call(staff, 'PUT', `${P}/${id}`, { groups: grade })).status).toBe(400);
    expect(snapshot()).toBe(before);
  });

  it('saves what its courses can meet', async () => {
    const groups = groupsOf(id);
    groups[1]!.minCredits = 9;
    const answer = await call(staff, 'PUT', `${P}/${id}`, { groups, minCredits: 27 });
    expect(answer.status).toBe(200);
    expect(plans.plan(id).groups[1]!.minCredits).toBe(9);
  });
});

describe('versions per cohort', () => {
  it('makes the next cohort’s plan as a copy, keeps the older one, and refuses a second plan for the same key', async () => {
    const made = await call(staff, 'POST', P, { zydm: '081200', nj: 2027, sourceId: 'pf-081200-2026-am' });
    expect(made.status).toBe(200);
    expect(made.json.data).toMatchObject({ id: 'pf-081200-2027-am', nj: 2027, sourceId: 'pf-081200-2026-am', studentCount: 0 });
    expect(plans.plan('pf-081200-2026-am').nj).toBe(2026);
    const before = snapshot();
    const again = await call(staff, 'POST', P, { zydm: '081200', nj: 2027, templateId: 'pt-academic-master' });
    expect(again.status).toBe(409);
    expect(snapshot()).toBe(before);
  });

  it('makes a plan from a template, filling its college groups with the college’s courses', async () => {
    const made = await call(staff, 'POST', P, { zydm: '081200', nj: 2027, templateId: 'pt-doctoral' });
    expect(made.status).toBe(200);
    const plan = made.json.data as { id: string; degree: string; groups: { id: string; courses: { kcdm: string }[] }[] };
    expect(plan).toMatchObject({ id: 'pf-081200-2027-d', degree: 'doctoral' });
    expect(plan.groups.find((g) => g.id === 'g-degree')!.courses.every((c) => c.kcdm.startsWith('XW001'))).toBe(true);
  });

  it('refuses a degree type the major does not train, a copy of another major, and neither or both sources', async () => {
    expect((await call(staff, 'POST', P, { zydm: '085404', nj: 2027, templateId: 'pt-doctoral' })).status).toBe(400);
    expect((await call(staff, 'POST', P, { zydm: '083500', nj: 2027, sourceId: 'pf-081200-2026-am' })).status).toBe(400);
    expect((await call(staff, 'POST', P, { zydm: '083500', nj: 2027 })).status).toBe(400);
    expect((await call(staff, 'POST', P, { zydm: '999999', nj: 2027, templateId: 'pt-doctoral' })).status).toBe(400);
  });

  it('deletes a plan no student follows, and refuses one that students follow with 409', async () => {
    expect((await call(staff, 'DELETE', `${P}/pf-081200-2027-d`)).status).toBe(200);
    const listed = (await call(staff, 'GET', `${P}?size=500`)).json.data as { records: { id: string; studentCount: number }[] };
    const followed = listed.records.find((p) => p.studentCount > 0)!;
    const answer = await call(staff, 'DELETE', `${P}/${followed.id}`);
    expect(answer.status).toBe(409);
    expect(answer.json.message).toMatch(/名学生按此培养方案培养/);
    expect(plans.plans.has(followed.id)).toBe(true);
  });
});

describe('the courses a plan names', () => {
  it('are kept by the course library: deleting one is refused with 409 naming the plans, and nothing changes', async () => {
    const plan = plans.plan('pf-081200-2026-am');
    const courseId = plan.groups[0]!.courses[0]!.courseId;
    const before = JSON.stringify(mock.store.toSnapshot().collections.courses);
    const refused = await call(staff, 'DELETE', `/cloud-xj/api/pkgl/kcgl/${courseId}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('培养方案');
    expect(refused.json.message).toContain('不能删除');
    const english = await call(staff, 'DELETE', `/cloud-xj/api/pkgl/kcgl/${courseId}`, undefined, 'en');
    expect(english.json.message).toMatch(/is used in training plan .* and cannot be deleted/);
    expect(JSON.stringify(mock.store.toSnapshot().collections.courses)).toBe(before);
  });
});

describe('who may', () => {
  it('lets a college secretary read and write their own college’s plans only', async () => {
    const list = await call(college, 'GET', `${P}?size=500`);
    const records = (list.json.data as { records: { xydm: string }[] }).records;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.xydm === '001')).toBe(true);
    expect((await call(college, 'GET', `${P}/pf-070100-2026-am`)).status).toBe(403);
    expect((await call(college, 'PUT', `${P}/pf-070100-2026-am`, { note: '改' })).status).toBe(403);
    expect((await call(college, 'POST', P, { zydm: '070100', nj: 2027, sourceId: 'pf-070100-2026-am' })).status).toBe(403);
    expect((await call(college, 'PUT', `${P}/pf-083500-2026-am`, { note: '学院修改' })).status).toBe(200);
    // Templates are the graduate school's to keep.
    expect((await call(college, 'PUT', `${P}/templates/pt-doctoral`, { name: 'x', degree: 'doctoral', minCredits: 1, groups: [] })).status).toBe(403);
  });

  it('gives teachers and students 403 on the management operations', async () => {
    for (const who of [teacher, student]) {
      expect((await call(who, 'GET', P)).status).toBe(403);
      expect((await call(who, 'GET', `${P}/pf-081200-2026-am`)).status).toBe(403);
      expect((await call(who, 'GET', `${P}/templates`)).status).toBe(403);
    }
  });
});

describe('templates', () => {
  it('adds and edits a template, whose college groups may ask for credits a plan fills, and refuses a course in two groups', async () => {
    const groups = [
      { name: '公共必修课', minCredits: 3, courses: [{ courseId: 'kc-GG0005', required: true, term: 1 }] },
      { name: '专业学位课', minCredits: 8, minGrade: 75, kclx: '2', courses: [] },
    ];
    const made = await call(staff, 'POST', `${P}/templates`, { name: '直博生模板', degree: 'doctoral', minCredits: 12, groups });
    expect(made.status).toBe(200);
    const id = (made.json.data as { id: string }).id;
    const twice = [groups[0]!, { ...groups[1]!, courses: [{ courseId: 'kc-GG0005', required: false }] }];
    const before = snapshot();
    expect((await call(staff, 'PUT', `${P}/templates/${id}`, { name: '直博生模板', degree: 'doctoral', minCredits: 12, groups: twice })).status).toBe(400);
    expect(snapshot()).toBe(before);
  });
});
