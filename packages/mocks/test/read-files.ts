import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';

export { pdfText, pdfUnicodeText } from '../src/files/pdf-text.ts';

/**
 * Readers of the downloaded files, as a user's tools would open them: exceljs for workbooks, the dBase
 * III header layout for DBF, fflate for zips, and the text operators of a PDF's content streams.
 */

export type CellValue = string | number | boolean | null;

export async function loadBook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  // exceljs wants an ArrayBuffer; copy the view so a Uint8Array into a larger buffer reads correctly.
  await book.xlsx.load(bytes.slice().buffer);
  return book;
}

/** A sheet (the first by default): its header row and the data rows as plain values. */
export async function readSheet(
  bytes: Uint8Array,
  sheetName?: string,
): Promise<{ name: string; header: string[]; rows: CellValue[][]; sheet: ExcelJS.Worksheet }> {
  const book = await loadBook(bytes);
  const sheet = sheetName ? book.getWorksheet(sheetName) : book.worksheets[0];
  if (!sheet) throw new Error(`No sheet ${sheetName ?? ''} in the workbook`);
  const plain = (value: ExcelJS.CellValue): CellValue => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
    if (typeof value === 'object' && 'text' in value) return String(value.text);
    if (typeof value === 'object' && 'result' in value) return plain(value.result ?? null);
    return String(value);
  };
  const rows: CellValue[][] = [];
  let header: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    const values: CellValue[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) values.push(plain(row.getCell(c).value));
    if (n === 1) header = values.map((v) => String(v ?? ''));
    else rows.push(values);
  });
  return { name: sheet.name, header, rows, sheet };
}

export interface DbfTable {
  fields: { name: string; type: string; length: number; decimals: number }[];
  /** Last-update date of the header, yyyy-MM-dd. */
  updated: string;
  /** Every record by field name, as trimmed text (character fields read as UTF-8). */
  records: Record<string, string>[];
  deleted: boolean[];
  /** The last byte: 0x1A ends a dBase file. */
  last: number;
}

/** A dBase III table: the 32-byte header, the 32-byte field descriptors up to 0x0D, then fixed-length records. */
export function readDbf(bytes: Uint8Array): DbfTable {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] !== 0x03) throw new Error(`Not a dBase III table (version byte ${bytes[0]})`);
  const count = view.getUint32(4, true);
  const headerLength = view.getUint16(8, true);
  const recordLength = view.getUint16(10, true);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const fields: DbfTable['fields'] = [];
  for (let at = 32; bytes[at] !== 0x0d; at += 32) {
    const name = bytes.subarray(at, at + 11);
    const end = name.indexOf(0);
    fields.push({
      name: decoder.decode(name.subarray(0, end < 0 ? 11 : end)),
      type: String.fromCharCode(bytes[at + 11]!),
      length: bytes[at + 16]!,
      decimals: bytes[at + 17]!,
    });
  }
  const records: DbfTable['records'] = [];
  const deleted: boolean[] = [];
  for (let r = 0; r < count; r += 1) {
    const start = headerLength + r * recordLength;
    deleted.push(bytes[start] === 0x2a);
    let at = start + 1;
    const record: Record<string, string> = {};
    for (const field of fields) {
      record[field.name] = decoder.decode(bytes.subarray(at, at + field.length)).trim();
      at += field.length;
    }
    records.push(record);
  }
  const updated = `${1900 + bytes[1]!}-${String(bytes[2]).padStart(2, '0')}-${String(bytes[3]).padStart(2, '0')}`;
  return { fields, updated, records, deleted, last: bytes[bytes.length - 1]! };
}

/** Entries of a zip by name, in archive order. */
export function readZip(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes);
}
