/**
 * The course library (课程库, issue 23 §1; our model) as the graduate school and the other roles see it:
 * the seeded catalogue, search and paging, each rule of a create and an edit refused with nothing stored,
 * prerequisite cycles named, deletion refused while another course needs the course, the Excel import
 * with its row-by-row report, the export, and what the training plans read through the store.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { coursesSlice } from '../src/areas/courses/store.ts';
import { COURSE_COLUMNS, coursesWorkbook } from '../src/files/courses-xlsx.ts';
import type { SheetRow } from '../src/files/import-xlsx.ts';
import { createMockServer } from '../src/node.ts';
import { readSheet } from './read-files.ts';
import { BASE, signIn } from './support.ts';

const mock = await createMockServer({ students: 150 });
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const [staff, teacher, student, college, admin] = await Promise.all([
  signIn('staff'),
  signIn('teacher'),
  signIn('student'),
  signIn('college'),
  signIn('admin'),
]);
const courses = mock.store.slice(coursesSlice);
const K = '/cloud-xj/api/pkgl/kcgl';

interface Answer {
  status: number;
  json?: { code: number; message: string; data: never };
  response: Response;
}

async function call(token: string | null, method: string, path: string, body?: unknown, lang?: 'en'): Promise<Answer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token ?? ''}` };
  if (lang) headers['Accept-Language'] = lang;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${BASE}${path}`, { method, headers, body: payload });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, json: type.startsWith('application/json') ? ((await response.json()) as Answer['json']) : undefined, response };
}

let seq = 0;
const code = () => `TC${String((seq += 1)).padStart(5, '0')}`;
const body = (overrides: Record<string, unknown> = {}) => ({ kcdm: code(), kcmc: '测试课程', xf: 2, xs: 32, kclx: '3', xydm: '001', skyy: 'zh', ...overrides });
/** The library as a fingerprint: a refused request must leave it exactly as it was. */
const snapshot = () => JSON.stringify(mock.store.toSnapshot().collections.courses);

async function importForm(rows: SheetRow[]): Promise<FormData> {
  const form = new FormData();
  form.append('file', new Blob([(await coursesWorkbook(rows, { title: '课程库' })).slice()]), '课程库.xlsx');
  return form;
}

describe('the seeded library', () => {
  it('holds about 180 graduate courses of every kind across the colleges, some with prerequisites', () => {
    const all = courses.list();
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(new Set(all.map((c) => c.kclx))).toEqual(new Set(['1', '2', '3', '4']));
    expect(new Set(all.map((c) => c.xydm)).size).toBe(15);
    expect(all.filter((c) => c.xxkc.length > 0).length).toBeGreaterThan(10);
    expect(courses.courseByCode('GG0002')?.kcmc).toBe('自然辩证法概论');
    expect(courses.courseByCode('sj0001')?.kcmcEn).toBe('Academic Integrity and Thesis Writing');
  });

  it('gives the next area what it reads: by id, by ids, by code, and who needs a course', () => {
    const deep = courses.courseByCode('XX00101')!;
    expect(courses.courseById(deep.id)).toBe(deep);
    expect(courses.coursesByIds([deep.id, 'nope', deep.xxkc[0]!]).map((c) => c.kcdm)).toEqual(['XX00101', 'XW00104']);
    expect(courses.dependentsOf(deep.xxkc[0]!).map((c) => c.kcdm)).toContain('XX00101');
  });
});

describe('reading the library', () => {
  it('searches by code or name in either language, filters and sorts on the server, with names beside the codes', async () => {
    const byName = await call(staff.token(), 'GET', `${K}?keyword=${encodeURIComponent('深度')}`);
    expect(byName.status).toBe(200);
    const page = byName.json!.data as { records: { kcdm: string; xymc: string; xxkcList: { kcdm: string }[] }[]; total: number };
    expect(page.records[0]).toMatchObject({ kcdm: 'XX00101', xymc: '计算机科学与技术学院', xxkcList: [{ kcdm: 'XW00104' }] });
    const byEnglish = (await call(staff.token(), 'GET', `${K}?keyword=machine%20learning`)).json!.data as { records: { kcdm: string }[] };
    expect(byEnglish.records.map((c) => c.kcdm)).toContain('XW00104');
    const electives = (await call(staff.token(), 'GET', `${K}?kclx=3&xydm=002&sortField=xf&sortOrder=desc&size=100`)).json!.data as {
      records: { kclx: string; xydm: string; xf: number }[];
    };
    expect(electives.records.length).toBe(6);
    expect(electives.records.every((c) => c.kclx === '3' && c.xydm === '002')).toBe(true);
    expect(electives.records.map((c) => c.xf)).toEqual([...electives.records.map((c) => c.xf)].sort((a, b) => b - a));
  });

  it('is the graduate school’s: a teacher, a student and a college secretary get 403, admin and staff the list', async () => {
    for (const who of [teacher, student, college]) expect((await call(who.token(), 'GET', K)).status).toBe(403);
    expect((await call(admin.token(), 'GET', K)).status).toBe(200);
    expect((await call(teacher.token(), 'POST', K, body())).status).toBe(403);
  });
});

describe('adding and editing a course: every rule refuses with nothing stored', () => {
  it('adds a course with a prerequisite named by code, and answers it with the prerequisite’s name', async () => {
    const answer = await call(staff.token(), 'POST', K, body({ kcmc: '图神经网络', kcmcEn: 'Graph Neural Networks', xf: 1.5, xxkc: ['XX00101'] }));
    expect(answer.status).toBe(200);
    expect(answer.json!.data).toMatchObject({ kcmc: '图神经网络', xf: 1.5, xxkc: ['kc-XX00101'], xxkcList: [{ kcdm: 'XX00101', kcmc: '深度学习' }] });
  });

  const refusals: [string, Record<string, unknown>, number, RegExp][] = [
    ['a code another course has', { kcdm: 'XW00104' }, 409, /课程代码 XW00104 已存在（机器学习）/],
    ['a code in small letters', { kcdm: 'tc99999' }, 400, /kcdm/],
    ['a code too short', { kcdm: 'TC12' }, 400, /kcdm/],
    ['a blank name', { kcmc: '   ' }, 400, /课程名称不能为空/],
    ['credits not in steps of 0.5', { xf: 1.2 }, 400, /xf/],
    ['credits over 10', { xf: 10.5 }, 400, /xf/],
    ['hours that are not whole', { xs: 1.5 }, 400, /xs/],
    ['no hours', { xs: 0 }, 400, /xs/],
    ['an unknown kind', { kclx: '9' }, 400, /kclx/],
    ['an unknown language', { skyy: 'fr' }, 400, /skyy/],
    ['a major as the college', { xydm: '081200' }, 400, /开课学院须为学院：081200 是专业 计算机科学与技术/],
    ['an unknown college', { xydm: '999' }, 400, /开课学院 999 不存在/],
    ['an unknown prerequisite', { xxkc: ['XW00104', 'NOPE99'] }, 400, /先修课程 NOPE99 不存在/],
  ];
  for (const [what, overrides, status, message] of refusals) {
    it(`refuses ${what} (${status})`, async () => {
      const before = snapshot();
      const answer = await call(staff.token(), 'POST', K, body(overrides));
      expect(answer.status).toBe(status);
      expect(answer.json).toMatchObject({ code: status });
      expect(answer.json!.message).toMatch(message);
      expect(snapshot()).toBe(before);
    });
  }

  it('refuses a course that names itself, on a create and on an edit', async () => {
    const own = code();
    const before = snapshot();
    expect((await call(staff.token(), 'POST', K, body({ kcdm: own, xxkc: [own] }))).json).toMatchObject({ code: 400, message: '课程不能以自身为先修课程' });
    expect((await call(staff.token(), 'PUT', `${K}/kc-XW00104`, { xxkc: ['kc-XW00104'] })).json).toMatchObject({
      code: 400,
      message: '课程不能以自身为先修课程',
    });
    expect(snapshot()).toBe(before);
  });

  it('refuses a cycle of prerequisites with 409, naming every course of it, in the request’s language', async () => {
    const before = snapshot();
    // 计算机视觉 needs 深度学习, which needs 机器学习: 机器学习 may not need 计算机视觉.
    const answer = await call(staff.token(), 'PUT', `${K}/kc-XW00104`, { xxkc: ['XX00103'] });
    expect(answer.status).toBe(409);
    expect(answer.json!.message).toBe('先修课程形成循环：XW00104 机器学习 → XX00103 计算机视觉 → XX00101 深度学习 → XW00104 机器学习');
    const english = await call(staff.token(), 'PUT', `${K}/kc-XW00104`, { xxkc: ['XX00101'] }, 'en');
    expect(english.json!.message).toBe('The prerequisites form a cycle: XW00104 机器学习 → XX00101 深度学习 → XW00104 机器学习');
    expect(snapshot()).toBe(before);
  });

  it('edits the fields sent, keeps the others, and may change the code to a free one', async () => {
    const created = (await call(staff.token(), 'POST', K, body())).json!.data as { id: string; kcdm: string; createTime: string };
    const free = code();
    const answer = await call(staff.token(), 'PUT', `${K}/${created.id}`, { kcdm: free, xs: 48, xxkc: ['kc-GG0005'] });
    expect(answer.status).toBe(200);
    expect(answer.json!.data).toMatchObject({
      id: created.id,
      kcdm: free,
      xs: 48,
      xf: 2,
      kcmc: '测试课程',
      xxkcList: [{ kcdm: 'GG0005' }],
      createTime: created.createTime,
    });
    expect(courses.courseByCode(created.kcdm)).toBeUndefined();
    expect((await call(staff.token(), 'PUT', `${K}/unknown-course`, { xs: 48 })).status).toBe(404);
    expect((await call(staff.token(), 'PUT', `${K}/${created.id}`, { kcdm: 'GG0001' })).status).toBe(409);
  });
});

describe('deleting a course', () => {
  it('refuses a course another course needs (409 naming them), and removes one nothing needs', async () => {
    const before = snapshot();
    const refused = await call(staff.token(), 'DELETE', `${K}/kc-XX00101`);
    expect(refused.status).toBe(409);
    expect(refused.json!.message).toMatch(/^XX00101 深度学习 是 .*XX00103 计算机视觉.* 的先修课程，不能删除$/);
    expect(snapshot()).toBe(before);
    const created = (await call(staff.token(), 'POST', K, body())).json!.data as { id: string };
    expect((await call(staff.token(), 'DELETE', `${K}/${created.id}`)).status).toBe(200);
    expect(courses.courseById(created.id)).toBeUndefined();
    expect((await call(staff.token(), 'DELETE', `${K}/${created.id}`)).status).toBe(404);
  });
});

describe('the Excel import and export', () => {
  it('imports the good rows in order and reports each bad one with all its reasons', async () => {
    const [a, b, c] = [code(), code(), code()];
    const row = (overrides: SheetRow): SheetRow => ({ kcdm: code(), kcmc: '导入课程', xf: 2, xs: 32, kclx: '2', xydm: '002', skyy: 'zh', ...overrides });
    const rows = [
      row({ kcdm: a, kcmcEn: 'Imported One' }),
      row({ kcdm: b, xxkc: `${a}、XW00201` }), // needs the row above and a stored course
      row({ kcdm: 'XW00104' }), // taken
      row({ kcdm: c, xf: 0.3, xydm: '070100', xxkc: 'NOPE99' }), // three reasons
      row({ kcdm: code(), kcmc: '', xs: '' }), // missing
      row({ kcdm: code(), xxkc: 'LATER01' }),
      row({ kcdm: 'LATER01' }),
    ];
    const answer = await call(staff.token(), 'POST', `${K}/import`, await importForm(rows));
    expect(answer.status).toBe(200);
    const report = answer.json!.data as { imported: number; refused: { row: number; kcdm: string; reasons: string[] }[] };
    expect(answer.json!.message).toBe('导入 3 行，4 行未导入');
    expect(report.imported).toBe(3);
    expect(report.refused.map((r) => r.row)).toEqual([4, 5, 6, 7]);
    expect(report.refused[0]!.reasons).toEqual(['课程代码 XW00104 已存在（机器学习）']);
    expect(report.refused[1]!.reasons).toEqual([
      '学分 0.3 须在 0.5 到 10 之间，且为 0.5 的倍数',
      '开课学院须为学院：070100 是专业 数学',
      '先修课程 NOPE99 不存在',
    ]);
    expect(report.refused[2]!.reasons).toEqual(['缺少必填项：课程名称、学时']);
    expect(report.refused[3]!.reasons).toContain('先修课程 LATER01 在文件中位于本行之后或未能导入，须先导入');
    expect(courses.courseByCode(b)!.xxkc).toEqual([courses.courseByCode(a)!.id, 'kc-XW00201']);
    expect(courses.courseByCode(a)!.kcmcEn).toBe('Imported One');
    expect(courses.courseByCode(c)).toBeUndefined();
  });

  it('answers the report in English to an English request, and refuses a file that is not the template', async () => {
    const english = await call(
      staff.token(),
      'POST',
      `${K}/import`,
      await importForm([{ kcdm: 'XW00104', kcmc: '机器学习', xf: 2, xs: 32, kclx: '2', xydm: '001', skyy: 'zh' }]),
      'en',
    );
    expect(english.json!.message).toBe('0 rows imported, 1 row not imported');
    expect((english.json!.data as { refused: { reasons: string[] }[] }).refused[0]!.reasons).toEqual(['The course code XW00104 is taken (机器学习)']);
    const before = snapshot();
    const notXlsx = new FormData();
    notXlsx.append('file', new Blob(['kcdm,kcmc\n']), 'courses.csv');
    expect((await call(staff.token(), 'POST', `${K}/import`, notXlsx)).json).toMatchObject({ code: 400, message: '文件不是 Excel 工作簿（.xlsx）' });
    const wrongHeader = new FormData();
    wrongHeader.append('file', new Blob([(await coursesWorkbook([], { title: 'x', columns: COURSE_COLUMNS.slice(2) })).slice()]), 'x.xlsx');
    expect((await call(staff.token(), 'POST', `${K}/import`, wrongHeader)).json!.message).toMatch(/第一行缺少模板的表头：课程代码、课程名称/);
    expect(snapshot()).toBe(before);
  });

  it('gives a template whose sample row imports, and exports the search in the template’s columns', async () => {
    const template = await call(staff.token(), 'GET', `${K}/template`);
    expect(template.response.headers.get('content-disposition')).toContain(encodeURIComponent('课程库导入模板.xlsx'));
    const bytes = new Uint8Array(await template.response.arrayBuffer());
    const sheet = await readSheet(bytes);
    expect(sheet.header).toEqual(COURSE_COLUMNS.map((c) => (c.required ? `*${c.header}` : c.header)));
    // The sample row imports on the seeded library.
    const form = new FormData();
    form.append('file', new Blob([bytes.slice()]), 'template.xlsx');
    const sample = await call(staff.token(), 'POST', `${K}/import`, form);
    expect(sample.json!.data).toEqual({ imported: 1, refused: [] });
    const exported = await call(staff.token(), 'GET', `${K}/export?kclx=1&sortField=kcdm`);
    expect(exported.status).toBe(200);
    expect(exported.response.headers.get('content-disposition')).toMatch(/%E8%AF%BE%E7%A8%8B%E5%BA%93-\d{8}\.xlsx/);
    const { header, rows } = await readSheet(new Uint8Array(await exported.response.arrayBuffer()));
    expect(header.slice(0, 3)).toEqual(['课程代码', '课程名称', '英文名称']);
    expect(rows.map((r) => r[0])).toEqual(['GG0001', 'GG0002', 'GG0003', 'GG0004', 'GG0005', 'GG0006', 'GG0007']);
    expect(rows.find((r) => r[0] === 'GG0006')).toContain('GG0005');
    expect((await call(teacher.token(), 'GET', `${K}/export`)).status).toBe(403);
  });
});
