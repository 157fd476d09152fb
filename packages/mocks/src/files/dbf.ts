import type { components } from '@gs/sdk/schema';
import type { Label } from './labels.ts';
import { slicedStream } from './slices.ts';

type Student = components['schemas']['Student'];

/**
 * dBase III tables (.dbf) for the registry-style exports: a 32-byte header, 32-byte field descriptors,
 * a 0x0D terminator, fixed-length records each led by a deletion flag, and 0x1A at the end of file.
 *
 * Code page: the registry tools of the ministry read GBK (language driver 0x4D), but TextEncoder only
 * writes UTF-8 and a GBK table would cost the browser bundle ~100 KB, so character fields hold UTF-8
 * and the language driver byte (offset 29) is 0x00, "no code page mark". A reader must be told to use
 * UTF-8 (for example with a `.cpg` file saying UTF-8). Field widths count
 * bytes, and a value is cut at a character boundary, never inside one.
 */

export interface DbfField {
  /** At most 10 ASCII characters. */
  name: string;
  /** C character, N numeric, D date (yyyymmdd), L logical. */
  type: 'C' | 'N' | 'D' | 'L';
  /** Width in bytes (D is always 8, L always 1). */
  length: number;
  decimals?: number;
}

export type DbfValue = string | number | boolean | Date | null | undefined;

const utf8 = new TextEncoder();
const SPACE = 0x20;

/** UTF-8 bytes of `text` in a field of `length` bytes, space-padded, never splitting a character. */
function fitText(text: string, length: number): Uint8Array {
  const out = new Uint8Array(length);
  // encodeInto writes whole characters only: what does not fit is left out, never half a character.
  const { written } = utf8.encodeInto(text, out);
  out.fill(SPACE, written);
  return out;
}

function ascii(text: string, length: number, alignRight = false): Uint8Array {
  const padded = alignRight ? text.padStart(length, ' ') : text.padEnd(length, ' ');
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) out[i] = padded.charCodeAt(i) & 0x7f;
  return out;
}

function dateText(value: DbfValue): string {
  if (value instanceof Date) {
    return `${value.getFullYear()}${String(value.getMonth() + 1).padStart(2, '0')}${String(value.getDate()).padStart(2, '0')}`;
  }
  const text = String(value ?? '')
    .replaceAll('-', '')
    .slice(0, 8);
  return /^\d{8}$/.test(text) ? text : '';
}

function encodeValue(field: DbfField, value: DbfValue): Uint8Array {
  switch (field.type) {
    case 'N': {
      if (value === null || value === undefined || value === '') return ascii('', field.length);
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number)) return ascii('', field.length);
      const text = number.toFixed(field.decimals ?? 0);
      // dBase fills a field with asterisks when the number does not fit.
      return text.length > field.length ? ascii('*'.repeat(field.length), field.length) : ascii(text, field.length, true);
    }
    case 'D':
      return ascii(dateText(value), 8);
    case 'L':
      return ascii(value === true || value === 'T' || value === 'Y' ? 'T' : value === false || value === 'F' || value === 'N' ? 'F' : '?', 1);
    default:
      return fitText(value === null || value === undefined ? '' : String(value), field.length);
  }
}

function checkFields(fields: readonly DbfField[]): DbfField[] {
  return fields.map((field) => {
    if (!/^[A-Za-z][A-Za-z0-9_]{0,9}$/.test(field.name)) throw new Error(`DBF field name '${field.name}' must be 1-10 ASCII letters, digits or _`);
    const length = field.type === 'D' ? 8 : field.type === 'L' ? 1 : field.length;
    if (length < 1 || length > 254) throw new Error(`DBF field ${field.name} must be 1 to 254 bytes wide`);
    return { ...field, name: field.name.toUpperCase(), length };
  });
}

function dbfHeader(fields: readonly DbfField[], count: number, today: Date): Uint8Array {
  const headerLength = 32 + fields.length * 32 + 1;
  const recordLength = 1 + fields.reduce((n, f) => n + f.length, 0);
  const out = new Uint8Array(headerLength);
  const view = new DataView(out.buffer);
  out[0] = 0x03;
  out[1] = today.getFullYear() - 1900;
  out[2] = today.getMonth() + 1;
  out[3] = today.getDate();
  view.setUint32(4, count, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  out[29] = 0x00;
  fields.forEach((field, i) => {
    const at = 32 + i * 32;
    out.set(ascii(field.name, field.name.length), at);
    out[at + 11] = field.type.charCodeAt(0);
    out[at + 16] = field.length;
    out[at + 17] = field.decimals ?? 0;
  });
  out[headerLength - 1] = 0x0d;
  return out;
}

/** Records written per pull of the stream: about 60 KB with the student layout. */
const RECORDS_PER_CHUNK = 250;

/**
 * A dBase III table, streamed: the header, the records in cooperative slices (see `slices.ts`), then
 * 0x1A. `length` is the exact size, known before the first byte. `row(i)` gives record i's values in
 * field order; `today` is the "last update" date of the header.
 */
export function dbfStream(
  fieldList: readonly DbfField[],
  count: number,
  row: (index: number) => readonly DbfValue[],
  today: Date,
): { stream: ReadableStream<Uint8Array>; length: number } {
  const fields = checkFields(fieldList);
  const header = dbfHeader(fields, count, today);
  const recordLength = 1 + fields.reduce((n, f) => n + f.length, 0);
  let next = -1;
  const stream = slicedStream(async (push, pace) => {
    if (next < 0) {
      push(header);
      next = 0;
    }
    const end = Math.min(count, next + RECORDS_PER_CHUNK);
    const out = new Uint8Array((end - next) * recordLength + (end === count ? 1 : 0));
    let at = 0;
    for (; next < end; next += 1) {
      await pace();
      const values = row(next);
      out[at] = SPACE;
      at += 1;
      fields.forEach((field, i) => {
        out.set(encodeValue(field, values[i]), at);
        at += field.length;
      });
    }
    if (end === count) out[out.length - 1] = 0x1a;
    push(out);
    return end === count;
  });
  return { stream, length: header.byteLength + count * recordLength + 1 };
}

/** Where a DBF column's value comes from: a student field (with its dictionary label) or a function. */
export interface StudentDbfColumn extends DbfField {
  value: (student: Student, label: Label) => DbfValue;
}

/**
 * The columns of the 学信网-style student-status table (our model of the registry's field list): codes
 * as the registry uses them, names beside them where the registry asks for both.
 */
export const XUEXIN_COLUMNS: readonly StudentDbfColumn[] = [
  { name: 'XH', type: 'C', length: 10, value: (s) => s.xykh },
  { name: 'XM', type: 'C', length: 30, value: (s) => s.xm },
  { name: 'XB', type: 'C', length: 1, value: (s) => s.xb },
  { name: 'CSRQ', type: 'D', length: 8, value: (s) => s.csrq },
  { name: 'SFZH', type: 'C', length: 18, value: (s) => s.sfzh },
  { name: 'MZDM', type: 'C', length: 2, value: (s) => s.mz },
  { name: 'ZZMMDM', type: 'C', length: 2, value: (s) => s.zzmm },
  { name: 'YXDM', type: 'C', length: 3, value: (s) => s.xydm },
  { name: 'YXMC', type: 'C', length: 60, value: (s, label) => label('xj_xy', s.xydm) },
  { name: 'ZYDM', type: 'C', length: 6, value: (s) => s.zydm },
  { name: 'ZYMC', type: 'C', length: 60, value: (s, label) => label('xj_zy', s.zydm) },
  { name: 'CC', type: 'C', length: 1, value: (s) => s.pycc },
  { name: 'XWLX', type: 'C', length: 1, value: (s) => s.xwlx },
  { name: 'XXXS', type: 'C', length: 1, value: (s) => s.xxxs },
  { name: 'XZ', type: 'N', length: 3, decimals: 1, value: (s) => s.xz },
  { name: 'RXNJ', type: 'N', length: 4, value: (s) => s.rxnj },
  { name: 'RXRQ', type: 'D', length: 8, value: (s) => s.rxrq },
  { name: 'YJBYRQ', type: 'D', length: 8, value: (s) => s.yjbyrq },
  { name: 'XJZT', type: 'C', length: 2, value: (s) => s.xjzt },
  { name: 'BYZSBH', type: 'C', length: 20, value: (s) => s.byzbh },
  { name: 'XWZSBH', type: 'C', length: 20, value: (s) => s.xwzsbh },
  { name: 'SFZX', type: 'L', length: 1, value: (s) => s.xjzt === '01' },
];

/**
 * Students as a 学信网-style table, streamed; `label(dictName, value)` gives the names beside the codes.
 * A pure function of its arguments: the caller picks the students and the dictionaries.
 */
export function studentsDbf(students: readonly Student[], label: Label, today: Date): { stream: ReadableStream<Uint8Array>; length: number } {
  return dbfStream(XUEXIN_COLUMNS, students.length, (i) => XUEXIN_COLUMNS.map((column) => column.value(students[i]!, label)), today);
}
