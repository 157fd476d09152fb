import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { unzlibSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../test/read-files.ts';
import { seedStore } from '../areas/index.ts';
import { storageSlice } from '../areas/storage/store.ts';
import { studentsSlice } from '../areas/students/store.ts';
import { defaultMockOptions } from '../config.ts';
import { identitySlice } from '../core/identity.ts';
import { simplePdf } from './pdf.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH, PNG_SIGNATURE, crc32, pngSize, studentPhoto } from './photo.ts';
import { liteXlsx } from './xlsx-lite.ts';

const seeded = seedStore({ ...defaultMockOptions, students: 300 });
const students = [...seeded.slice(studentsSlice).students.values()];
const student = seeded.slice(studentsSlice).byXykh(seeded.slice(identitySlice).userByUsername('student')!.xykh!)!;

/** The PNG chunks in order, with their CRCs checked. */
function chunks(png: Uint8Array): { type: string; data: Uint8Array }[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at < png.length;) {
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

describe('the seeded workbooks (xlsx-lite)', () => {
  it('read back in exceljs, with text kept as text', async () => {
    const lite = liteXlsx(
      '课表',
      ['课程', '学分'],
      [
        ['机器学习', 3],
        ['论文写作 & 规范 <1>', 1],
      ],
    );
    expect(await readSheet(lite)).toMatchObject({
      name: '课表',
      header: ['课程', '学分'],
      rows: [
        ['机器学习', 3],
        ['论文写作 & 规范 <1>', 1],
      ],
    });
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
      for (const name of readdirSync(join(root, dir), { recursive: true })
        .map(String)
        .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
        const source = readFileSync(join(root, dir, name), 'utf8');
        expect(source, `${dir}/${name}`).not.toMatch(/from 'node:|from '(fs|path|crypto|buffer|os)'|\bBuffer\.|\bprocess\.|\brequire\(/);
      }
    }
  });
});
