import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { readDownload } from '@gs/sdk/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDbf } from '../src/files/dbf.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';
import { studentsSlice } from '../src/areas/students/store.ts';

const mock = await createMockServer({ students: 200 });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const json = (method: string, path: string, body: unknown) =>
  new Request(`${BASE}${path}`, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

describe('student exports (SPEC 7)', () => {
  it('exports the current search to an Excel file whose rows match the search', async () => {
    const { api } = await signIn('staff');
    const expected = [...mock.store.slice(studentsSlice).students.values()].filter((s) => s.xydm === '001');
    const { blob, filename } = await readDownload(await api.fetch(json('POST', '/cloud-xj/api/xj/xjxx/ExportExcel/search', { xydm: '001' })));
    expect(filename).toMatch(/^学籍信息查询结果_\d{8}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('学号');
    expect(sheet.rowCount - 1).toBe(expected.length);
    const cards = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) cards.add(String(row.getCell(1).value));
    });
    expect(cards).toEqual(new Set(expected.map((s) => s.xykh)));
  });

  it('writes DBF files that read back, and zips photos by card number and name', async () => {
    const { api } = await signIn('staff');
    const dbf = await api.fetch(new Request(`${BASE}/cloud-xj/api/xj/xjxx/ExportDbf?xydm=002`));
    const table = readDbf(new Uint8Array(await dbf.arrayBuffer()));
    const expected = [...mock.store.slice(studentsSlice).students.values()].filter((s) => s.xydm === '002');
    expect(table.rows).toHaveLength(expected.length);
    expect(table.fields.map((f) => f.name).slice(0, 2)).toEqual(['XH', 'XM']);
    expect(new Set(table.rows.map((r) => r[1]))).toEqual(new Set(expected.map((s) => s.xm)));
    const ids = expected.slice(0, 3).map((s) => s.id);
    const zip = await api.fetch(json('POST', '/cloud-xj/api/xj/xjxx/ExportExcel/DownloadPhotos', { ids }));
    const entries = Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())));
    expect(entries.sort()).toEqual(expected.slice(0, 3).map((s) => `${s.xykh}_${s.xm}.png`).sort());
  });

  it('gives a student their enrolment certificate and refuses the staff exports', async () => {
    const { api } = await signIn('student');
    const pdf = await api.fetch(new Request(`${BASE}/cloud-xj/api/xj/xjxx/stuinfoByStu/xjzm`));
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    await expect(api.fetch(json('POST', '/cloud-xj/api/xj/xjxx/ExportExcel', { ids: [] }))).rejects.toMatchObject({ status: 403 });
  });
});
