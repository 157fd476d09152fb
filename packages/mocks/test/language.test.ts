/**
 * Words the server owns, in English when asked (issue 22 §13; our model): `Accept-Language: en` gets
 * English kind names, titles, summaries, step and history labels, dictionary labels, statistics, the
 * assessment criteria, the record verification, success messages and refusals; without it (or with
 * `zh`), Chinese as before. Names of people, colleges, majors and research directions stay as they are.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { applicationsSlice } from '../src/areas/applications/store.ts';
import { approvalsSlice } from '../src/areas/approvals/store.ts';
import { COLLEGES } from '../src/areas/dicts/data.ts';
import { orgSlice } from '../src/areas/org/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { identitySlice } from '../src/core/identity.ts';
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
    const map = (await call<Record<string, { label: string }[]>>(staff.token(), 'GET', '/kernel/dictDetail/map?dictName=sq_lx,xj_xjzt,xj_mz,xj_xy', 'en')).json
      .data;
    expect(map.sq_lx!.map((d) => d.label)).toContain('Change of supervisor');
    expect(map.xj_xjzt!.map((d) => d.label)).toContain('Withdrawn');
    expect(map.xj_mz![0]!.label).toBe('Han');
    // The colleges are names: as they are in either language.
    expect(map.xj_xy![0]!.label).toBe('计算机科学与技术学院');
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

/** Whether a text has Chinese characters (or full-width punctuation). */
const cjk = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

describe('the rest of the words the server owns, in English when asked (issue 22 §13)', () => {
  it('every dictionary but the colleges and majors: English labels, the same entries; Chinese without the header', async () => {
    type Entry = { value: string; label: string; dictSort: number };
    const names = [
      'sys_user_sex',
      'sys_yes_no',
      'xj_mz',
      'xj_zzmm',
      'xj_pycc',
      'xj_xwlx',
      'xj_xxxs',
      'xj_xslb',
      'xj_hdzt',
      'xj_bdzt',
      'xj_zplx',
      'jw_jslx',
      'zs_lqzt',
    ];
    const query = `/kernel/dictDetail/map?dictName=${names.join(',')}`;
    const [en, zh] = await Promise.all([
      call<Record<string, Entry[]>>(staff.token(), 'GET', query, 'en'),
      call<Record<string, Entry[]>>(staff.token(), 'GET', query),
    ]);
    for (const name of names) {
      const [english, chinese] = [en.json.data[name]!, zh.json.data[name]!];
      expect(
        english.map((e) => [e.value, e.dictSort]),
        name,
      ).toEqual(chinese.map((e) => [e.value, e.dictSort]));
      expect(
        english.filter((e) => cjk.test(e.label)),
        name,
      ).toEqual([]);
      expect(
        chinese.every((e) => cjk.test(e.label)),
        name,
      ).toBe(true);
    }
    const label = (name: string, value: string) => en.json.data[name]!.find((e) => e.value === value)?.label;
    expect([label('sys_user_sex', '2'), label('xj_pycc', '2'), label('xj_xxxs', '1'), label('xj_hdzt', '1'), label('xj_zzmm', '13')]).toEqual([
      'Female',
      "Master's student",
      'Full-time',
      'Verified',
      'Ordinary citizen',
    ]);
    expect(en.json.data.xj_mz).toHaveLength(56);
    expect(label('xj_mz', '05')).toBe('Uyghur');
    expect(zh.json.data.xj_mz![4]!.label).toBe('维吾尔族');
  });

  it('statistics: the titles and the labels among the items; the colleges as they are', async () => {
    type Summary = { total: number; groups: { key: string; title: string; items: { code: string; name: string; value: number }[] }[] };
    const path = '/cloud-xj/api/xj/xjxx/getXsTj';
    const [en, zh] = [(await call<Summary>(staff.token(), 'GET', path, 'en')).json.data, (await call<Summary>(staff.token(), 'GET', path)).json.data];
    expect(en.groups.map((g) => g.title)).toEqual(['By college', 'By level', 'By status', 'By sex', 'By year of entry']);
    expect(zh.groups.map((g) => g.title)).toEqual(['按学院', '按培养层次', '按学籍状态', '按性别', '按入学年级']);
    const items = (summary: Summary, key: string) => summary.groups.find((g) => g.key === key)!.items;
    expect(items(en, 'xb').map((i) => i.name)).toEqual(['Male', 'Female']);
    expect(items(zh, 'xb').map((i) => i.name)).toEqual(['男', '女']);
    expect(items(en, 'rxnj')[0]!.name).toMatch(/^\d{4} intake$/);
    expect(items(zh, 'rxnj')[0]!.name).toMatch(/^\d{4}级$/);
    // Only the colleges keep their Chinese names; the figures are the same in either language.
    expect(items(en, 'xydm').map((i) => i.name)).toEqual(items(zh, 'xydm').map((i) => i.name));
    expect(
      en.groups
        .filter((g) => g.key !== 'xydm')
        .flatMap((g) => [g.title, ...g.items.map((i) => i.name)])
        .filter((word) => cjk.test(word)),
    ).toEqual([]);
    expect(en.groups.map((g) => g.items.map((i) => i.value))).toEqual(zh.groups.map((g) => g.items.map((i) => i.value)));
    const degrees = (await call<Summary>(staff.token(), 'GET', '/cloud-xj/api/xw/getXsxwTj', 'en')).json.data;
    expect(degrees.groups.map((g) => g.title)).toEqual(['Degrees awarded, by degree type', 'Degrees awarded, by level', 'Degrees awarded, by college']);
  });

  it('the assessment criteria: names and descriptions', async () => {
    type Criterion = { id: string; name: string; description: string; weight: number };
    const en = (await call<Criterion[]>(staff.token(), 'GET', '/cloud-xj/api/ds/dskh/criteria', 'en')).json.data;
    const zh = (await call<Criterion[]>(staff.token(), 'GET', '/cloud-xj/api/ds/dskh/criteria')).json.data;
    expect(en.map((c) => c.name)).toEqual(['Fostering virtue', 'Research standing', 'Quality of supervision', 'Outcomes of training']);
    expect(en.some((c) => cjk.test(c.name) || cjk.test(c.description))).toBe(false);
    expect(zh.map((c) => c.name)).toEqual(['立德树人', '科研水平', '指导质量', '培养成效']);
    expect(en.map((c) => [c.id, c.weight])).toEqual(zh.map((c) => [c.id, c.weight]));
  });

  it("the record verification and registration: the items' labels, the values that are labels, the place", async () => {
    type Check = { items: { field: string; label: string; value: string | null }[] };
    const xykh = student.user.xykh!;
    const en = (await call<Check>(student.token(), 'GET', `/cloud-xj/api/xj/xsbd/getXshd?xykh=${xykh}`, 'en')).json.data;
    const zh = (await call<Check>(student.token(), 'GET', `/cloud-xj/api/xj/xsbd/getXshd?xykh=${xykh}`)).json.data;
    expect(en.items.map((i) => i.label)).toEqual([
      'Name',
      'Sex',
      'Birth date',
      'ID card no.',
      'Ethnicity',
      'College',
      'Major',
      'Level',
      'Degree type',
      'Study mode',
    ]);
    expect(zh.items.map((i) => i.label)).toEqual(['姓名', '性别', '出生日期', '身份证号', '民族', '学院', '专业', '培养层次', '学位类型', '学习形式']);
    const value = (check: Check, field: string) => check.items.find((i) => i.field === field)?.value;
    expect(['Male', 'Female']).toContain(value(en, 'xb'));
    expect(['男', '女']).toContain(value(zh, 'xb'));
    expect(value(en, 'pycc')).toMatch(/^(Doctoral|Master's) student$/);
    // A name stays a name.
    expect([value(en, 'xm'), value(en, 'xydm')]).toEqual([value(zh, 'xm'), value(zh, 'xydm')]);
    const place = (await call<{ bddd: string | null; xymc: string }>(student.token(), 'GET', `/cloud-xj/api/xj/xsbd/getXs?xykh=${xykh}`, 'en')).json.data;
    if (place.bddd !== null) expect(place.bddd).toBe(`Graduate registration desk, ${place.xymc}`);
  });

  it("a scholarship's achievements: the level names stored in Chinese answered in English", async () => {
    type Scholarship = { id: string; payload: { achievements: { level?: string; levelName?: string }[] } };
    const stored = [...engine.applications.values()].find(
      (a) => a.kind === 'scholarship' && a.payload.kind === 'scholarship' && a.payload.achievements.some((x) => x.levelName),
    )!;
    const en = (await call<Scholarship>(staff.token(), 'GET', `/cloud-xj/api/sq/applications/${stored.id}`, 'en')).json.data;
    const zh = (await call<Scholarship>(staff.token(), 'GET', `/cloud-xj/api/sq/applications/${stored.id}`)).json.data;
    const names = (a: Scholarship) => a.payload.achievements.flatMap((x) => (x.levelName ? [x.levelName] : []));
    expect(names(en).length).toBeGreaterThan(0);
    expect(names(en).filter((name) => cjk.test(name))).toEqual([]);
    expect(names(zh).every((name) => cjk.test(name))).toBe(true);
    expect(zh.payload).toEqual(stored.payload);
  });

  it('success messages: the default and the operations own', async () => {
    const path = '/cloud-xj/api/ds/dskh/criteria';
    expect((await call(staff.token(), 'GET', path, 'en')).json.message).toBe('Success');
    expect((await call(staff.token(), 'GET', path)).json.message).toBe('操作成功');
    const [first] = (await call<{ records: { id: string }[] }>(student.token(), 'GET', '/kernel/messages?size=1')).json.data.records;
    const ids = [first!.id];
    expect((await call(student.token(), 'POST', '/kernel/messages/read', 'en', { ids })).json.message).toBe('Marked as read');
    expect((await call(student.token(), 'POST', '/kernel/messages/read', 'zh', { ids })).json.message).toBe('已标记为已读');
  });

  it("an application's words in English carry names only (people, colleges, majors, directions), no Chinese word of the server's", async () => {
    const people = new Set<string>();
    const students = mock.store.slice(studentsSlice);
    for (const s of students.students.values()) people.add(s.xm);
    for (const s of students.staff.values()) people.add(s.xm);
    for (const user of mock.store.slice(identitySlice).users.values()) for (const name of [user.realName, user.nickName]) if (name) people.add(name);
    const places = COLLEGES.flatMap((c) => [c.name, ...c.majors.map((m) => m.name)]);
    const directions = [...mock.store.slice(orgSlice).directions.values()].map((d) => d.name);
    const names = new Set([...people, ...places, ...directions]);
    /** The words of every application (as `lang` answers them) that hold Chinese beyond the names they carry. */
    const straysIn = async (lang: string) => {
      type Answer = Application & { kind: string; note: string | null };
      const page = (await call<{ records: Answer[] }>(staff.token(), 'GET', '/cloud-xj/api/sq/applications?size=100000', lang)).json.data;
      expect(page.records.length).toBeGreaterThan(100);
      const strays = new Set<string>();
      for (const a of page.records) {
        const words = [
          a.kindName,
          a.title,
          a.summary,
          a.effect?.description ?? '',
          a.note ?? '',
          ...a.steps.map((s) => s.label),
          ...a.history.map((h) => h.label),
        ];
        for (const word of words) {
          // A name may hold punctuation of its own (软件工程（专业学位）): what is left once the names are taken out is English.
          const rest = [...names]
            .filter((name) => word.includes(name))
            .sort((x, y) => y.length - x.length)
            .reduce((text, name) => text.replaceAll(name, ' '), word);
          if (cjk.test(rest)) strays.add(`${a.kind}: ${word}`);
        }
      }
      return [...strays];
    };
    expect(await straysIn('en')).toEqual([]);
    // The same words in Chinese are the server's own, beyond the names: what the check looks for is there to find.
    expect((await straysIn('zh')).length).toBeGreaterThan(100);
  });
});
