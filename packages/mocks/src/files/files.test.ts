import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { unzlibSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { dictsSlice } from '../areas/dicts/store.ts';
import { seedStore } from '../areas/index.ts';
import { storageSlice } from '../areas/storage/store.ts';
import { studentsSlice } from '../areas/students/store.ts';
import { defaultMockOptions } from '../config.ts';
import { identitySlice } from '../core/identity.ts';
import { XUEXIN_COLUMNS, readDbf, studentsDbf, writeDbf } from './dbf.ts';
import { certificatePdf, maskIdCard, simplePdf } from './pdf.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH, PNG_SIGNATURE, crc32, pngSize, studentPhoto } from './photo.ts';
import { IMPORT_TEMPLATE_NAME, STUDENT_COLUMNS, importTemplate, readSheet, sheetFromRows, studentsWorkbook } from './xlsx.ts';
import { liteXlsx } from './xlsx-lite.ts';
import { photoEntryName, photosZip, zipEntries } from './zip.ts';

const seeded = seedStore({ ...defaultMockOptions, students: 300 });
const dicts = seeded.slice(dictsSlice);
const students = [...seeded.slice(studentsSlice).students.values()];
const student = seeded.slice(studentsSlice).byXykh(seeded.slice(identitySlice).userByUsername('student')!.xykh!)!;
const store = { dict: (name: string) => dicts.dict(name), dictLabel: (name: string, value: string) => dicts.label(name, value) };

async function loadBook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.slice().buffer);
  return book;
}

/** The PNG chunks in order, with their CRCs checked. */
function chunks(png: Uint8Array): { type: string; data: Uint8Array }[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    expect(view.getUint32(at + 8 + length)).toBe(crc32(png, at + 4, at + 8 + length));
    out.push({ type, data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

describe('student photos', () => {
  it('are PNGs of 120x160 with valid chunks, a few KB, whose pixels decode to the right size', () => {
    const png = studentPhoto(student.xykh, 'rxzp');
    expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    expect(pngSize(png)).toEqual({ width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
    expect(png.byteLength).toBeGreaterThan(300);
    expect(png.byteLength).toBeLessThan(8 * 1024);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(unzlibSync(parts[1]!.data)).toHaveLength(PHOTO_HEIGHT * (1 + PHOTO_WIDTH * 3));
  });

  it('are the same for the same student and type, and differ by type and by student', () => {
    const other = students.find((s) => s.xykh !== student.xykh)!;
    expect(studentPhoto(student.xykh, 'rxzp')).toEqual(studentPhoto(student.xykh, 'rxzp'));
    expect(studentPhoto(student.xykh, 'rxzp')).not.toEqual(studentPhoto(student.xykh, 'xwzp'));
    expect(studentPhoto(student.xykh, 'rxzp')).not.toEqual(studentPhoto(other.xykh, 'rxzp'));
  });
});

describe('photo zip (SPEC 7 DownloadPhotos)', () => {
  it('holds one {xykh}_{xm}.png per student, readable back', () => {
    const some = students.slice(0, 5);
    const zip = photosZip(some, (s) => studentPhoto(s.xykh, 'rxzp'));
    expect(zipEntries(zip)).toEqual(some.map((s) => `${s.xykh}_${s.xm}.png`));
    expect(photoEntryName({ xykh: '2026001001', xm: 'a/b' })).toBe('2026001001_a_b.png');
    const twice = photosZip([some[0]!, some[0]!], (s) => studentPhoto(s.xykh, 'rxzp'));
    expect(zipEntries(twice)).toEqual([`${some[0]!.xykh}_${some[0]!.xm}.png`, `${some[0]!.xykh}_${some[0]!.xm}(2).png`]);
  });
});

describe('Excel (exceljs)', () => {
  it('writes students with Chinese headers and dictionary labels, one row per student', async () => {
    const rows = students.slice(0, 40);
    const bytes = await studentsWorkbook(rows, store, { title: '学籍信息' });
    const sheet = await readSheet(bytes);
    expect(sheet.name).toBe('学籍信息');
    expect(sheet.header).toEqual(STUDENT_COLUMNS.map((c) => c.header));
    expect(sheet.rows).toHaveLength(40);
    const first = sheet.rows[0]!;
    const at = (key: string) => STUDENT_COLUMNS.findIndex((c) => c.key === key);
    expect(first[at('xykh')]).toBe(rows[0]!.xykh);
    expect(first[at('sfzh')]).toBe(rows[0]!.sfzh);
    expect(first[at('xb')]).toBe(rows[0]!.xb === '1' ? '男' : '女');
    expect(first[at('xydm')]).toBe(rows[0]!.xymc);
  });

  it('writes only the chosen columns, in the chosen order', async () => {
    const sheet = await readSheet(await studentsWorkbook(students.slice(0, 3), store, { columns: ['xm', 'xykh', 'nope', 'xjzt'] }));
    expect(sheet.header).toEqual(['姓名', '学号', '学籍状态']);
    expect(sheet.rows[0]).toEqual([students[0]!.xm, students[0]!.xykh, store.dictLabel('xj_xjzt', students[0]!.xjzt)]);
  });

  it(`makes ${IMPORT_TEMPLATE_NAME} with headers, drop-down lists from the dictionaries and instructions`, async () => {
    const book = await loadBook(await importTemplate(store));
    expect(book.worksheets.map((s) => s.name)).toEqual(['学籍信息', '字典', '填写说明']);
    const sheet = book.getWorksheet('学籍信息')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('*姓名');
    expect(sheet.rowCount).toBe(1);
    const genderColumn = (sheet.getRow(1).values as unknown[]).indexOf('*性别');
    const validation = sheet.getCell(2, genderColumn).dataValidation;
    expect(validation).toMatchObject({ type: 'list' });
    expect(String(validation.formulae?.[0])).toMatch(/字典/);
    const lists = book.getWorksheet('字典')!;
    expect(lists.state).toBe('hidden');
    const nationColumn = [...Array(lists.columnCount).keys()].map((i) => lists.getCell(1, i + 1).value).indexOf('民族') + 1;
    expect(lists.getCell(57, nationColumn).value).toBe('基诺族');
    expect(book.getWorksheet('填写说明')!.rowCount).toBeGreaterThan(3);
  });

  it('writes any rows with sheetFromRows and the seeded lite workbooks read back too', async () => {
    const bytes = await sheetFromRows('汇总', [{ key: 'a', header: '学院' }, { key: 'b', header: '人数' }], [{ a: '文学院', b: 3 }, { a: '法学院', b: 5 }]);
    expect(await readSheet(bytes)).toEqual({ name: '汇总', header: ['学院', '人数'], rows: [['文学院', 3], ['法学院', 5]] });
    const lite = liteXlsx('课表', ['课程', '学分'], [['机器学习', 3], ['论文写作 & 规范 <1>', 1]]);
    expect(await readSheet(lite)).toEqual({ name: '课表', header: ['课程', '学分'], rows: [['机器学习', 3], ['论文写作 & 规范 <1>', 1]] });
  });
});

describe('DBF (dBase III)', () => {
  it('writes header, field descriptors, records and the 0x1A terminator, and reads them back', () => {
    const fields = [
      { name: 'XH', type: 'C', length: 10 },
      { name: 'XM', type: 'C', length: 7 },
      { name: 'XZ', type: 'N', length: 4, decimals: 1 },
      { name: 'CSRQ', type: 'D', length: 8 },
      { name: 'ZX', type: 'L', length: 1 },
    ] as const;
    const bytes = writeDbf(fields, [['2026001001', '欧阳子涵', 2.5, '2001-09-30', true], ['2026001002', null, null, null, false]], new Date(2026, 8, 1));
    expect(bytes[0]).toBe(0x03);
    expect([bytes[1], bytes[2], bytes[3]]).toEqual([126, 9, 1]);
    expect(bytes[bytes.length - 1]).toBe(0x1a);
    const table = readDbf(bytes);
    expect(table.updated).toBe('2026-09-01');
    expect(table.fields.map((f) => [f.name, f.type, f.length])).toEqual(fields.map((f) => [f.name, f.type, f.length]));
    // 欧阳子涵 is 12 bytes of UTF-8; a 7-byte field keeps the first two characters whole.
    expect(table.records[0]).toEqual({ XH: '2026001001', XM: '欧阳', XZ: 2.5, CSRQ: '2001-09-30', ZX: true });
    expect(table.records[1]).toEqual({ XH: '2026001002', XM: '', XZ: null, CSRQ: null, ZX: false });
    expect(table.deleted).toEqual([false, false]);
  });

  it('exports students in the 学信网 layout that reads back record for record', () => {
    const rows = students.slice(0, 25);
    const table = readDbf(studentsDbf(rows, (name) => store.dict(name), new Date(2026, 8, 1)));
    expect(table.fields.map((f) => f.name)).toEqual(XUEXIN_COLUMNS.map((c) => c.name));
    expect(table.records).toHaveLength(25);
    expect(table.records.map((r) => r.XH)).toEqual(rows.map((s) => s.xykh));
    expect(table.records[0]).toMatchObject({ XM: rows[0]!.xm, SFZH: rows[0]!.sfzh, CSRQ: rows[0]!.csrq, YXMC: rows[0]!.xymc, ZYMC: rows[0]!.zymc, RXNJ: rows[0]!.rxnj });
  });

  it('refuses field names dBase cannot hold', () => {
    expect(() => writeDbf([{ name: '学号', type: 'C', length: 10 }], [])).toThrow(/ASCII/);
  });
});

describe('PDF', () => {
  it('builds the seeded one-page PDFs by hand with a correct cross-reference table', () => {
    const bytes = simplePdf('Guide (2026)', ['line one', 'Chinese 中文 is replaced']);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });

  it('makes an enrolment certificate and an authentication report that pdf-lib reads back', async () => {
    const issuedAt = new Date(2026, 8, 1, 10, 0, 0);
    for (const kind of ['enrolment', 'authentication'] as const) {
      const bytes = await certificatePdf(student, kind, { issuedAt });
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getTitle()).toContain(student.xykh);
      expect(await certificatePdf(student, kind, { issuedAt })).toEqual(bytes);
    }
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
  });
});

describe('seeded stored files', () => {
  it('are real files of their type', async () => {
    const storage = seeded.slice(storageSlice);
    for (const { meta } of storage.files.values()) {
      const bytes = (await storage.bytesOf(meta.id))!;
      if (meta.suffix === 'png') expect(pngSize(bytes), meta.realName).toBeDefined();
      if (meta.suffix === 'pdf') expect((await PDFDocument.load(bytes)).getPageCount(), meta.realName).toBe(1);
      if (meta.suffix === 'xlsx') expect((await readSheet(bytes)).header.length, meta.realName).toBeGreaterThan(1);
      if (meta.suffix === 'txt') expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes), meta.realName).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('browser safety', () => {
  it('uses no Node-only API in the store, the areas, the request layer and the file builders (they also run in the MSW browser worker)', () => {
    const root = join(import.meta.dirname, '..');
    for (const dir of ['core', 'http', 'areas', 'files']) {
      for (const name of readdirSync(join(root, dir), { recursive: true }).map(String).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
        const source = readFileSync(join(root, dir, name), 'utf8');
        expect(source, `${dir}/${name}`).not.toMatch(/from 'node:|from '(fs|path|crypto|buffer|os)'|\bBuffer\.|\bprocess\.|\brequire\(/);
      }
    }
  });
});
