/**
 * Admissions (招生, issue 15 §5; our model) as the admissions office and the other roles see it: the
 * seeded register, the Excel import with its row-by-row report (each row whole or not at all), edits of
 * pending candidates, confirmation and enrolment into student records with the next card numbers, all
 * or nothing.
 */
import { unwrap } from '@gs/sdk/client';
import { idCardCheckChar } from '@gs/sdk/validators';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { admissionsSlice } from '../src/areas/admissions/store.ts';
import { orgSlice } from '../src/areas/org/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { IMPORT_COLUMNS, MAX_UNPACKED_BYTES, type SheetRow, candidatesWorkbook } from '../src/files/candidates-xlsx.ts';
import { createMockServer } from '../src/node.ts';
import { readSheet } from './read-files.ts';
import { BASE, signIn } from './support.ts';

const mock = await createMockServer({ students: 300 });
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const [staff, teacher, student, college] = await Promise.all([signIn('staff'), signIn('teacher'), signIn('student'), signIn('college')]);
const admissions = mock.store.slice(admissionsSlice);
const students = mock.store.slice(studentsSlice);
const org = mock.store.slice(orgSlice);
const L = '/cloud-xj/api/zs/lq';

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token ?? ''}` };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${BASE}${path}`, { method, headers, body: payload });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    json: type.startsWith('application/json') ? ((await response.json()) as { code: number; message: string; data: never }) : undefined,
    response,
  };
}

let idSeq = 0;
/** A valid, unused ID card number (born in 1999, a day later every 1,000 numbers). */
function idCard(): string {
  idSeq += 1;
  const born = new Date(Date.UTC(1999, 0, 1 + Math.floor(idSeq / 1000))).toISOString().slice(0, 10).replaceAll('-', '');
  const first17 = `310104${born}${String(idSeq % 1000).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}
let examSeq = 0;
const examNo = () => `1999926200${String(5000 + (examSeq += 1)).padStart(5, '0')}`;

/** A doctoral supervisor of college 001 and a direction of major 081200 (computer science). */
const supervisor = [...org.profiles.keys()].map((gh) => org.teacherOf(gh)!).find((t) => t.xydm === '001' && t.dslx === '1')!;
const direction = org.directionsOf('081200')[0]!;
const goodRow = (overrides: SheetRow = {}): SheetRow => ({
  ksbh: examNo(),
  xm: '测试考生',
  xb: '1',
  sfzh: idCard(),
  mz: '01',
  zzmm: '03',
  sjhm: '13800000001',
  dzyx: 'a@example.com',
  xydm: '001',
  zydm: '081200',
  yjfx: direction.id,
  dsgh: supervisor.gh,
  xxxs: '1',
  cjzf: 380,
  ...overrides,
});

async function importForm(rows: readonly SheetRow[], level = 'ss'): Promise<FormData> {
  const bytes = await candidatesWorkbook(rows, { title: '录取名单', columns: IMPORT_COLUMNS });
  const form = new FormData();
  form.append('file', new Blob([bytes.slice()], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), '录取名单.xlsx');
  form.append('level', level);
  return form;
}

describe('the seeded register (our model)', () => {
  it("holds about 60 master's and 20 doctoral candidates of 2026 in mixed states, listed and filtered by level, state and keyword", async () => {
    const ss = await unwrap(staff.api.client.GET(L, { params: { query: { level: 'ss', year: 2026, size: 100 } } }));
    const bs = await unwrap(staff.api.client.GET(L, { params: { query: { level: 'bs', size: 100 } } }));
    expect(ss.total).toBeGreaterThanOrEqual(55);
    expect(bs.total).toBeGreaterThanOrEqual(15);
    expect(new Set(ss.records.map((c) => c.state))).toEqual(new Set(['pending', 'confirmed', 'declined']));
    expect(ss.records.map((c) => c.ksbh)).toEqual([...ss.records.map((c) => c.ksbh)].sort());
    expect(bs.records.every((c) => c.pycc === '1' && c.xwlx === '1')).toBe(true);
    const pending = await unwrap(
      staff.api.client.GET(L, { params: { query: { level: 'ss', state: ['pending'], size: 100, sortField: 'cjzf', sortOrder: 'desc' } } }),
    );
    expect(pending.records.every((c) => c.state === 'pending')).toBe(true);
    const scores = pending.records.map((c) => c.cjzf ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const first = ss.records[0]!;
    const found = await unwrap(staff.api.client.GET(L, { params: { query: { keyword: first.xm } } }));
    expect(found.records.map((c) => c.id)).toContain(first.id);
  });

  it('shows a candidate with the names of its college, major, direction and supervisor', async () => {
    const candidate = await unwrap(staff.api.client.GET(`${L}/info/{id}`, { params: { path: { id: 'lq2026ss002' } } }));
    expect(candidate).toMatchObject({ id: 'lq2026ss002', xymc: expect.any(String), zymc: expect.any(String) });
    expect((await call(staff.token(), 'GET', `${L}/info/nope`)).status).toBe(404);
  });

  it("answers 403 to a teacher, a student and a college secretary (the graduate school's list)", async () => {
    for (const account of [teacher, student, college]) {
      expect((await call(account.token(), 'GET', `${L}?size=5`)).status).toBe(403);
      expect((await call(account.token(), 'POST', `${L}/confirm`, { ids: ['lq2026ss003'] })).status).toBe(403);
    }
    expect(admissions.get('lq2026ss003').state).toBe('pending');
  });
});

describe('the Excel import (each row whole or not at all)', () => {
  it('reads the year form field as the integer its schema gives (issue 22 §15), and refuses one that is no year', async () => {
    const form = await importForm([goodRow({ xm: '年好' })]);
    form.append('year', '2027');
    const answer = await call(staff.token(), 'POST', `${L}/import`, form);
    expect(answer.status).toBe(200);
    expect([...admissions.candidates.values()].find((c) => c.xm === '年好')).toMatchObject({ year: 2027 });
    const before = admissions.candidates.size;
    for (const year of ['2027.5', 'next', '1999']) {
      const bad = await importForm([goodRow({ xm: '年坏' })]);
      bad.append('year', year);
      const refused = await call(staff.token(), 'POST', `${L}/import`, bad);
      expect(refused.status, year).toBe(400);
      expect(refused.json?.message, year).toMatch(/year/);
    }
    const twice = await importForm([goodRow({ xm: '年坏' })]);
    twice.append('year', '2027');
    twice.append('year', '2028');
    expect((await call(staff.token(), 'POST', `${L}/import`, twice)).status).toBe(400);
    expect(admissions.candidates.size).toBe(before);
  });

  it('imports the good rows and reports every refused row with every reason in Chinese', async () => {
    const duplicate = examNo();
    const rows = [
      goodRow({ xm: '甲好' }),
      goodRow({ xm: '乙坏', sfzh: '310104199901010000' }),
      goodRow({ xm: '丙坏', zydm: '999999' }),
      goodRow({ xm: '丁好' }),
      goodRow({ xm: '戊坏', zydm: '070100', dsgh: 'T404', ksbh: duplicate }),
      goodRow({ xm: '己坏', ksbh: duplicate, xb: '' }),
      goodRow({ xm: '庚坏', ksbh: admissions.get('lq2026ss002').ksbh }),
    ];
    const before = admissions.candidates.size;
    const answer = await call(staff.token(), 'POST', `${L}/import`, await importForm(rows));
    expect(answer.status).toBe(200);
    const report = answer.json!.data as { imported: number; refused: { row: number; ksbh: string; xm: string; reasons: string[] }[] };
    expect(report.imported).toBe(2);
    expect(admissions.candidates.size).toBe(before + 2);
    expect(report.refused.map((r) => [r.row, r.xm])).toEqual([
      [3, '乙坏'],
      [4, '丙坏'],
      [6, '戊坏'],
      [7, '己坏'],
      [8, '庚坏'],
    ]);
    const reasons = Object.fromEntries(report.refused.map((r) => [r.xm, r.reasons.join(' | ')]));
    expect(reasons['乙坏']).toContain('身份证号不正确');
    expect(reasons['丙坏']).toContain('专业代码 999999 不存在');
    expect(reasons['戊坏']).toMatch(/不属于学院.*\|.*导师工号 T404 不存在|导师工号 T404 不存在.*不属于学院/);
    expect(reasons['戊坏']).toContain('在文件中重复（第 6、7 行）');
    expect(reasons['己坏']).toContain('缺少必填项：性别');
    expect(reasons['庚坏']).toContain('已存在');
    const imported = [...admissions.candidates.values()].filter((c) => c.xm === '甲好' || c.xm === '丁好');
    expect(imported.map((c) => c.state)).toEqual(['pending', 'pending']);
    expect(imported[0]).toMatchObject({
      level: 'ss',
      year: 2026,
      pycc: '2',
      xwlx: '1',
      xymc: '计算机科学与技术学院',
      dsxm: supervisor.xm,
      yjfxmc: direction.name,
    });
  });

  it("refuses a doctoral candidate whose supervisor is only a master's supervisor", async () => {
    const masters = [...org.profiles.keys()].map((gh) => org.teacherOf(gh)!).find((t) => t.xydm === '001' && t.dslx === '2')!;
    const answer = await call(staff.token(), 'POST', `${L}/import`, await importForm([goodRow({ dsgh: masters.gh })], 'bs'));
    const report = answer.json!.data as { imported: number; refused: { reasons: string[] }[] };
    expect(report.imported).toBe(0);
    expect(report.refused[0]!.reasons.join()).toContain('不是博士生导师');
  });

  it("answers 400 for a file that is not a workbook or lacks the template's header, 413 over the limits; nothing is imported", async () => {
    const before = admissions.candidates.size;
    const text = new FormData();
    text.append('file', new Blob(['ksbh,xm\n1,2\n'], { type: 'text/csv' }), 'list.csv');
    text.append('level', 'ss');
    const notXlsx = await call(staff.token(), 'POST', `${L}/import`, text);
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.json!.message).toContain('不是 Excel 工作簿');
    const broken = new FormData();
    broken.append('file', new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])]), 'broken.xlsx');
    broken.append('level', 'ss');
    expect((await call(staff.token(), 'POST', `${L}/import`, broken)).status).toBe(400);
    const headerless = new FormData();
    headerless.append('file', new Blob([(await candidatesWorkbook([], { title: 'x', columns: IMPORT_COLUMNS.slice(1) })).slice()]), 'x.xlsx');
    headerless.append('level', 'ss');
    const noHeader = await call(staff.token(), 'POST', `${L}/import`, headerless);
    expect(noHeader.status).toBe(400);
    expect(noHeader.json!.message).toContain('考生编号');
    const many = Array.from({ length: 2001 }, () => goodRow());
    expect((await call(staff.token(), 'POST', `${L}/import`, await importForm(many))).status).toBe(413);
    const big = new FormData();
    big.append('file', new Blob([new Uint8Array(6 * 1024 * 1024)]), 'big.xlsx');
    big.append('level', 'ss');
    expect((await call(staff.token(), 'POST', `${L}/import`, big)).status).toBe(413);
    // A small file that unpacks to more than a workbook of 2,000 rows could is refused before it is inflated.
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(MAX_UNPACKED_BYTES + 1) }, { level: 9 });
    const packed = new FormData();
    packed.append('file', new Blob([bomb.slice()]), 'bomb.xlsx');
    packed.append('level', 'ss');
    expect((await call(staff.token(), 'POST', `${L}/import`, packed)).status).toBe(413);
    expect(admissions.candidates.size).toBe(before);
  });

  it('serves a template whose header the import reads and whose sample row imports', async () => {
    const answer = await call(staff.token(), 'GET', `${L}/template?level=bs`);
    expect(answer.status).toBe(200);
    const bytes = new Uint8Array(await answer.response.arrayBuffer());
    const sheet = await readSheet(bytes);
    expect(sheet.header).toEqual(IMPORT_COLUMNS.map((c) => (c.required ? `*${c.header}` : c.header)));
    expect(sheet.rows).toHaveLength(1);
    const form = new FormData();
    form.append('file', new Blob([bytes.slice()]), 'template.xlsx');
    form.append('level', 'bs');
    const report = (await call(staff.token(), 'POST', `${L}/import`, form)).json!.data as { imported: number; refused: unknown[] };
    expect(report).toEqual({ imported: 1, refused: [] });
  });
});

describe('editing, confirming and enrolling (all or nothing)', () => {
  it('edits a pending candidate, refusing a major of another college with the reason', async () => {
    const id = [...admissions.candidates.values()].find((c) => c.state === 'pending' && c.xydm !== '002')!.id;
    const edited = await call(staff.token(), 'PUT', `${L}/info/${id}`, { sjhm: '13912345678' });
    expect(edited.status).toBe(200);
    expect(admissions.get(id).sjhm).toBe('13912345678');
    const wrong = await call(staff.token(), 'PUT', `${L}/info/${id}`, { zydm: '070100' });
    expect(wrong.status).toBe(400);
    expect(wrong.json!.message).toContain('不属于学院');
    const confirmed = [...admissions.candidates.values()].find((c) => c.state === 'confirmed')!;
    expect((await call(staff.token(), 'PUT', `${L}/info/${confirmed.id}`, { sjhm: '13912345678' })).status).toBe(409);
  });

  it('confirms pending candidates only: one that is not refuses the batch and nothing changes', async () => {
    const pending = [...admissions.candidates.values()]
      .filter((c) => c.state === 'pending')
      .slice(0, 2)
      .map((c) => c.id);
    const declined = [...admissions.candidates.values()].find((c) => c.state === 'declined')!;
    const refused = await call(staff.token(), 'POST', `${L}/confirm`, { ids: [...pending, declined.id] });
    expect(refused.status).toBe(409);
    expect(refused.json!.message).toContain(declined.xm);
    expect(pending.map((id) => admissions.get(id).state)).toEqual(['pending', 'pending']);
    const done = await call(staff.token(), 'POST', `${L}/confirm`, { ids: pending });
    expect(done.json!.data).toEqual({ count: 2 });
    expect(pending.map((id) => admissions.get(id).state)).toEqual(['confirmed', 'confirmed']);
    expect(admissions.get(pending[0]!).confirmTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  it('enrols confirmed candidates as students with the next card numbers of their year and college, once', async () => {
    const report = (await call(staff.token(), 'POST', `${L}/import`, await importForm([goodRow({ xm: '入学甲' }), goodRow({ xm: '入学乙' })]))).json!.data as {
      imported: number;
    };
    expect(report.imported).toBe(2);
    const ids = [...admissions.candidates.values()].filter((c) => c.xm.startsWith('入学')).map((c) => c.id);
    const pendingAnswer = await call(staff.token(), 'POST', `${L}/enrol`, { ids });
    expect(pendingAnswer.status).toBe(409);
    await call(staff.token(), 'POST', `${L}/confirm`, { ids });
    const expected = students.nextXykh(2026, '001');
    const count = students.students.size;
    const answer = await call(staff.token(), 'POST', `${L}/enrol`, { ids });
    expect(answer.status).toBe(200);
    const enrolled = (answer.json!.data as { enrolled: { id: string; xykh: string; xm: string }[] }).enrolled;
    expect(enrolled.map((e) => e.xykh)).toEqual([expected, `${expected.slice(0, -3)}${String(Number(expected.slice(-3)) + 1).padStart(3, '0')}`]);
    expect(students.students.size).toBe(count + 2);
    const record = students.byXykh(enrolled[0]!.xykh)!;
    expect(record).toMatchObject({ xm: enrolled[0]!.xm, rxnj: 2026, xydm: '001', zydm: '081200', pycc: '2', xjzt: '01', dsgh: supervisor.gh, lb: '1' });
    expect(ids.map((id) => admissions.get(id)).map((c) => [c.state, c.enrolledXykh])).toEqual(enrolled.map((e) => ['enrolled', e.xykh]));
    const again = await call(staff.token(), 'POST', `${L}/enrol`, { ids });
    expect(again.status).toBe(409);
    expect(again.json!.message).toContain('已入学');
    expect(students.students.size).toBe(count + 2);
    // The student list finds the new student by name (SPEC 7 stuinfo/Search).
    const search = await unwrap(staff.api.client.POST('/cloud-xj/api/xj/xjxx/stuinfo/Search', { body: { xm: '入学甲', current: 1, size: 10 } }));
    expect(search.records.map((s) => s.xykh)).toContain(enrolled.find((e) => e.xm === '入学甲')!.xykh);
  });

  it('exports the list as a workbook with state and card number', async () => {
    const answer = await call(staff.token(), 'GET', `${L}/export?level=ss&state=enrolled`);
    expect(answer.status).toBe(200);
    const sheet = await readSheet(new Uint8Array(await answer.response.arrayBuffer()));
    expect(sheet.header).toContain('录取状态');
    expect(sheet.rows.length).toBeGreaterThanOrEqual(2);
    expect(sheet.rows.every((row) => row.includes('已入学'))).toBe(true);
  });
});
