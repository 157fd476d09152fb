import { readDownload } from '@gs/sdk/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_HEIGHT, PHOTO_WIDTH, avatarPng, pngSize } from '../src/files/photo.ts';
import { dictsSlice } from '../src/areas/dicts/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { identitySlice } from '../src/core/identity.ts';
import { createMockServer } from '../src/node.ts';
import { loadBook, pdfText, readDbf, readSheet, readZip } from './read-files.ts';
import { BASE, signIn } from './support.ts';

const mock = await createMockServer({ students: 200 });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const X = '/cloud-xj/api/xj/xjxx';
const students = () => [...mock.store.slice(studentsSlice).students.values()];
const byCard = (a: { xykh: string }, b: { xykh: string }) => a.xykh.localeCompare(b.xykh);
const label = (dict: string, value: string) => mock.store.slice(dictsSlice).label(dict, value);

const json = (method: string, path: string, body: unknown) =>
  new Request(`${BASE}${path}`, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

async function download(request: Request, username = 'staff') {
  const { api } = await signIn(username);
  const response = await api.fetch(request);
  const length = response.headers.get('content-length');
  const { blob, filename } = await readDownload(response);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return { bytes, filename, length: length === null ? undefined : Number(length), type: response.headers.get('content-type') };
}

describe('student workbooks (SPEC 7 ExportExcel, ExportExcel/search and the registry exports)', () => {
  it('exports the search as every student column, codes shown as dictionary labels and numbers kept as text', async () => {
    const expected = students()
      .filter((s) => s.xydm === '001')
      .sort(byCard);
    const { bytes, filename } = await download(json('POST', `${X}/ExportExcel/search`, { xydm: '001' }));
    expect(filename).toMatch(/^学籍信息查询结果_\d{8}\.xlsx$/);
    const { name, header, rows, sheet } = await readSheet(bytes);
    expect(name).toBe('学籍信息查询结果');
    expect(header).toHaveLength(29);
    expect(header.slice(0, 11)).toEqual(['学号', '姓名', '性别', '出生日期', '身份证号', '民族', '政治面貌', '手机号码', '电子邮箱', '学院', '专业']);
    expect(header).toEqual(expect.arrayContaining(['学制', '导师工号', '导师姓名', '毕业证书编号', '学位证书编号', '籍贯', '通讯地址', '备注']));
    expect(rows.map((row) => row[0])).toEqual(expected.map((s) => s.xykh));
    const at = (title: string) => header.indexOf(title);
    const first = expected[0]!;
    expect(rows[0]![at('性别')]).toBe(label('sys_user_sex', first.xb));
    expect(rows[0]![at('民族')]).toBe(label('xj_mz', first.mz!));
    expect(rows[0]![at('学院')]).toBe(first.xymc);
    expect(rows[0]![at('专业')]).toBe(first.zymc);
    expect(rows[0]![at('学籍状态')]).toBe(label('xj_xjzt', first.xjzt));
    expect(rows[0]![at('入学年级')]).toBe(first.rxnj);
    // An 18-digit ID card as a number would lose its last digits; it is a text cell with the '@' format.
    expect(rows[0]![at('身份证号')]).toBe(first.sfzh);
    expect(sheet.getCell(2, at('身份证号') + 1).numFmt).toBe('@');
    expect(sheet.getCell(1, 1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('exports the selected rows with the columns of the records table, in its order', async () => {
    const picked = students().slice(0, 3);
    // The records table sends the name fields `xymc` and `zymc` and unknown keys are skipped.
    const columns = ['xm', 'xykh', 'xymc', 'zymc', 'dsxm', 'nope', 'xjzt'];
    const { bytes, filename } = await download(json('POST', `${X}/ExportExcel`, { ids: picked.map((s) => s.id), columns }));
    expect(filename).toMatch(/^学籍信息_\d{8}\.xlsx$/);
    const { header, rows } = await readSheet(bytes);
    expect(header).toEqual(['姓名', '学号', '学院', '专业', '导师姓名', '学籍状态']);
    const sorted = [...picked].sort(byCard);
    expect(rows).toEqual(sorted.map((s) => [s.xm, s.xykh, s.xymc, s.zymc, s.dsxm ?? null, label('xj_xjzt', s.xjzt)]));
  });

  it('refuses a choice of columns none of which it knows, with 400', async () => {
    const { api } = await signIn('staff');
    const request = json('POST', `${X}/ExportExcel`, { ids: [students()[0]!.id], columns: ['nope'] });
    await expect(api.fetch(request)).rejects.toMatchObject({ status: 400, message: expect.stringContaining('导出列无效') });
  });

  it('writes the study-length and verification workbooks with their own columns', async () => {
    const xz = await readSheet((await download(new Request(`${BASE}${X}/downloadXzzd?xydm=002`))).bytes);
    expect(xz.header).toEqual(['学号', '姓名', '学院', '专业', '培养层次', '学习形式', '入学年级', '入学日期', '学制', '预计毕业日期']);
    expect(xz.rows).toHaveLength(students().filter((s) => s.xydm === '002').length);
    const hd = await readSheet((await download(new Request(`${BASE}${X}/easyXshdExportExcel`))).bytes);
    expect(hd.header).toEqual(['学号', '姓名', '身份证号', '学院', '专业', '核对状态']);
    expect(hd.rows).toHaveLength(students().length);
  });

  it('gives the import template: required columns marked, drop-down lists from the dictionaries, instructions', async () => {
    const { bytes, filename } = await download(json('POST', `${X}/ExportExcelXjxxmb`, {}));
    expect(filename).toBe('学籍信息导入模板.xlsx');
    const book = await loadBook(bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual(['学籍信息', '字典', '填写说明']);
    const sheet = book.getWorksheet('学籍信息')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('*姓名');
    expect(sheet.rowCount).toBe(1);
    const gender = (sheet.getRow(1).values as unknown[]).indexOf('*性别');
    const validation = sheet.getCell(2, gender).dataValidation;
    expect(validation).toMatchObject({ type: 'list' });
    expect(String(validation.formulae?.[0])).toMatch(/字典/);
    const lists = book.getWorksheet('字典')!;
    expect(lists.state).toBe('hidden');
    const nation = [...Array(lists.columnCount).keys()].map((i) => lists.getCell(1, i + 1).value).indexOf('民族') + 1;
    expect(lists.getCell(57, nation).value).toBe('基诺族');
    expect(book.getWorksheet('填写说明')!.rowCount).toBeGreaterThan(3);
  });
});

describe('DBF tables (SPEC 7 ExportDbf, ExportTdDbf, bysk/ExportDbf)', () => {
  it('writes the 学信网 layout: codes with names beside them, one record per student, read back field by field', async () => {
    const expected = students()
      .filter((s) => s.xydm === '002')
      .sort(byCard);
    const { bytes, filename, length, type } = await download(new Request(`${BASE}${X}/ExportDbf?xydm=002`));
    expect(filename).toMatch(/^学籍数据_\d{8}\.dbf$/);
    expect(type).toBe('application/x-dbf');
    // The size is known before the first byte and announced.
    expect(length).toBe(bytes.byteLength);
    const table = readDbf(bytes);
    expect(table.fields.map((f) => f.name)).toEqual([
      'XH',
      'XM',
      'XB',
      'CSRQ',
      'SFZH',
      'MZDM',
      'ZZMMDM',
      'YXDM',
      'YXMC',
      'ZYDM',
      'ZYMC',
      'CC',
      'XWLX',
      'XXXS',
      'XZ',
      'RXNJ',
      'RXRQ',
      'YJBYRQ',
      'XJZT',
      'BYZSBH',
      'XWZSBH',
      'SFZX',
    ]);
    expect(table.fields.find((f) => f.name === 'CSRQ')).toMatchObject({ type: 'D', length: 8 });
    expect(table.fields.find((f) => f.name === 'XZ')).toMatchObject({ type: 'N', decimals: 1 });
    expect(table.last).toBe(0x1a);
    expect(table.deleted.every((d) => !d)).toBe(true);
    expect(table.records.map((r) => r.XH)).toEqual(expected.map((s) => s.xykh));
    const first = expected[0]!;
    expect(table.records[0]).toMatchObject({
      XM: first.xm,
      SFZH: first.sfzh,
      CSRQ: first.csrq!.replaceAll('-', ''),
      MZDM: first.mz,
      YXDM: first.xydm,
      YXMC: first.xymc,
      ZYMC: first.zymc,
      RXNJ: String(first.rxnj),
      XJZT: first.xjzt,
      SFZX: first.xjzt === '01' ? 'T' : 'F',
    });
  });

  it('exports graduates and equivalent-qualification candidates in the same layout', async () => {
    const graduates = readDbf((await download(new Request(`${BASE}/cloud-xj/api/bysk/ExportDbf`))).bytes);
    expect(graduates.records.map((r) => r.XJZT)).toEqual(
      students()
        .filter((s) => s.xjzt === '04')
        .map(() => '04'),
    );
    const equivalent = readDbf((await download(new Request(`${BASE}${X}/ExportTdDbf/bm`))).bytes);
    expect(equivalent.records).toHaveLength(students().filter((s) => s.lb === '3').length);
    expect(equivalent.fields.map((f) => f.name)).toEqual(graduates.fields.map((f) => f.name));
  });
});

describe('the photo zip (SPEC 7 ExportExcel/DownloadPhotos)', () => {
  it('holds one {xykh}_{xm}.png per student: the uploaded photo where there is one, else the generated one', async () => {
    const [a, b, c] = students().slice(0, 3).sort(byCard);
    const uploaded = avatarPng('export-test', 120);
    const { api } = await signIn('staff');
    const form = new FormData();
    form.append('file', new Blob([uploaded.slice()], { type: 'image/png' }), 'photo.png');
    form.append('xykh', b!.xykh);
    form.append('fileType', 'rxzp');
    await api.fetch(new Request(`${BASE}${X}/xjxwzpfile/upload`, { method: 'POST', body: form }));

    const { bytes, filename, type } = await download(json('POST', `${X}/ExportExcel/DownloadPhotos`, { ids: [a!.id, b!.id, c!.id] }));
    expect(filename).toMatch(/^学生照片_\d{8}\.zip$/);
    expect(type).toBe('application/zip');
    const entries = readZip(bytes);
    expect(Object.keys(entries)).toEqual([a, b, c].map((s) => `${s!.xykh}_${s!.xm}.png`));
    expect(entries[`${b!.xykh}_${b!.xm}.png`]).toEqual(uploaded);
    expect(pngSize(entries[`${a!.xykh}_${a!.xm}.png`]!)).toEqual({ width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
  });

  it('cleans names that would break the archive and numbers repeated ones', async () => {
    const student = students()[5]!;
    const { api } = await signIn('staff');
    await api.fetch(json('PUT', `${X}/stuinfo`, { id: student.id, xm: '张/三:丰' }));
    const { bytes } = await download(json('POST', `${X}/ExportExcel/DownloadPhotos`, { ids: [student.id, student.id] }));
    expect(Object.keys(readZip(bytes))).toEqual([`${student.xykh}_张_三_丰.png`, `${student.xykh}_张_三_丰(2).png`]);
  });

  it('zips the whole search when no rows are selected', async () => {
    const expected = students().filter((s) => s.xydm === '003');
    const { bytes } = await download(json('POST', `${X}/ExportExcel/DownloadPhotos`, { xydm: '003' }));
    expect(Object.keys(readZip(bytes)).sort()).toEqual(expected.map((s) => `${s.xykh}_${s.xm}.png`).sort());
  });
});

describe('certificates (SPEC 7 getStuXjzm, getStuAuth, stuinfoByStu/xjzm)', () => {
  it('gives a student their own enrolment certificate with their number and masked ID card', async () => {
    const own = mock.store.slice(identitySlice).userByUsername('student')!;
    const student = mock.store.slice(studentsSlice).byXykh(own.xykh!)!;
    const { bytes, filename, type } = await download(new Request(`${BASE}${X}/stuinfoByStu/xjzm`), 'student');
    expect(filename).toBe(`在读证明_${student.xykh}.pdf`);
    expect(type).toBe('application/pdf');
    const text = pdfText(bytes);
    expect(text).toContain('Certificate of Enrolment');
    expect(text).toContain(`student number ${student.xykh}`);
    expect(text).toContain(`${student.sfzh.slice(0, 6)}********${student.sfzh.slice(-4)}`);
    expect(text).not.toContain(student.sfzh);
  });

  it('gives staff the status verification report of any student', async () => {
    const student = students()[7]!;
    const { bytes, filename } = await download(new Request(`${BASE}${X}/getStu/getStuAuth?xykh=${student.xykh}`));
    expect(filename).toBe(`学籍认证报告_${student.xykh}.pdf`);
    const text = pdfText(bytes);
    expect(text).toContain('Student Status Verification Report');
    expect(text).toContain(student.xykh);
    expect(text).toContain('Verification code');
  });

  it('refuses the staff exports to a student', async () => {
    const { api } = await signIn('student');
    await expect(api.fetch(json('POST', `${X}/ExportExcel`, { ids: [] }))).rejects.toMatchObject({ status: 403 });
    await expect(api.fetch(new Request(`${BASE}${X}/ExportDbf`))).rejects.toMatchObject({ status: 403 });
  });
});
