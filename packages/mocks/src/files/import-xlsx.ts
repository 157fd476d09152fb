// exceljs's package.json points bundlers at its browser build and Node at its CommonJS entry; the
// default import works in both (see xlsx.ts).
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';

/**
 * The workbooks of the Excel imports (admissions, the course library): a template whose header row the
 * import reads back, and the list export in the same columns. What differs per import is its columns.
 */

/** A column of an import workbook: the record's field, its Chinese header, whether the import needs it. */
export interface ImportColumn {
  key: string;
  header: string;
  width: number;
  required?: boolean;
  /** Excel's number format of a numeric column (`0`, `0.0`); every other column is text, so codes keep their digits. */
  numFmt?: string;
}

export type SheetRow = Readonly<Record<string, string | number | null | undefined>>;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F2' } };
/** More data rows than this are refused whole (413): an import is a list of records, not a data load. */
export const MAX_IMPORT_ROWS = 2000;

/**
 * One sheet of `rows` in `columns` (required headers marked `*` and in red), frozen header, and an
 * optional sheet of notes. Identifiers (examination, ID card, phone numbers, codes) are written as text
 * so Excel keeps every digit.
 */
export async function importWorkbook(
  rows: readonly SheetRow[],
  options: { title: string; columns: readonly ImportColumn[]; notes?: readonly string[] },
): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = '研究生教育管理系统';
  // A fixed date keeps the same rows giving the same bytes (docProps carry it).
  book.created = new Date(Date.UTC(2026, 8, 1));
  book.modified = book.created;
  const sheet = book.addWorksheet(options.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = options.columns.map((c) => ({
    key: c.key,
    header: c.required ? `*${c.header}` : c.header,
    width: c.width,
    style: { numFmt: c.numFmt ?? '@' },
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell, index) => {
    cell.fill = HEADER_FILL;
    if (options.columns[index - 1]?.required) cell.font = { bold: true, color: { argb: 'FFC00000' } };
  });
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        options.columns.map((c) => {
          const value = row[c.key];
          return [
            c.key,
            value === undefined || value === null || value === '' ? null : c.numFmt && Number.isFinite(Number(value)) ? Number(value) : String(value),
          ];
        }),
      ),
    );
  }
  if (options.notes?.length) {
    const help = book.addWorksheet('填写说明');
    help.getColumn(1).width = 100;
    options.notes.forEach((note, i) => (help.addRow([`${i + 1}. ${note}`]).alignment = { wrapText: true }));
  }
  // exceljs answers a Node Buffer in Node and an ArrayBuffer in the browser; both become a Uint8Array.
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** Why a workbook could not be read at all (the handler answers 400 or 413 with it). */
export class UnreadableWorkbook extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/** The text of a cell as a person typed it: numbers without exponent, dates as yyyy-MM-dd, formulas by result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value).trim();
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  }
  return '';
}

export interface ReadRow {
  /** Its number in the sheet (the header is row 1). */
  row: number;
  values: Partial<Record<string, string>>;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** What the parts of an import workbook may unpack to: 2,000 rows are a few MB; more is a zip bomb. */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/**
 * The unpacked size the zip's directory declares, read without inflating anything (fflate's filter sees
 * each entry's sizes and skips it); exceljs would inflate everything in memory before reading a cell.
 */
function unpackedSize(bytes: Uint8Array): number {
  let total = 0;
  unzipSync(bytes, {
    filter(entry) {
      total += entry.originalSize;
      return false;
    },
  });
  return total;
}

/**
 * The rows of the first sheet by `columns`, matched by header text (a leading `*` and spaces ignored). A
 * file that is not an .xlsx workbook, or whose first row lacks a required header, is unreadable; blank
 * rows are skipped.
 */
export async function readImportWorkbook(bytes: Uint8Array, columns: readonly ImportColumn[]): Promise<ReadRow[]> {
  if (bytes.length < 4 || ZIP_MAGIC.some((b, i) => bytes[i] !== b)) throw new UnreadableWorkbook('文件不是 Excel 工作簿（.xlsx）');
  let unpacked: number;
  try {
    unpacked = unpackedSize(bytes);
  } catch {
    throw new UnreadableWorkbook('无法读取文件：不是有效的 Excel 工作簿（.xlsx）');
  }
  if (unpacked > MAX_UNPACKED_BYTES) throw new UnreadableWorkbook(`工作簿解压后超过 ${MAX_UNPACKED_BYTES / 1024 / 1024}M`, true);
  const book = new ExcelJS.Workbook();
  try {
    // exceljs takes an ArrayBuffer in the browser and a Buffer in Node; a copy of the bytes is both-safe.
    await book.xlsx.load(bytes.slice().buffer);
  } catch {
    throw new UnreadableWorkbook('无法读取文件：不是有效的 Excel 工作簿（.xlsx）');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new UnreadableWorkbook('工作簿中没有工作表');
  const byHeader = new Map(columns.map((c) => [c.header, c.key]));
  const positions = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, column) => {
    const key = byHeader.get(cellText(cell.value).replace(/^\*/, '').replace(/\s+/g, ''));
    if (key) positions.set(column, key);
  });
  const found = new Set(positions.values());
  const missing = columns.filter((c) => c.required && !found.has(c.key)).map((c) => c.header);
  if (missing.length > 0) throw new UnreadableWorkbook(`第一行缺少模板的表头：${missing.join('、')}（请使用导入模板）`);
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS) throw new UnreadableWorkbook(`一次最多导入 ${MAX_IMPORT_ROWS} 行`, true);
  const rows: ReadRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: Partial<Record<string, string>> = {};
    let blank = true;
    for (const [column, key] of positions) {
      const text = cellText(row.getCell(column).value);
      if (text !== '') {
        values[key] = text;
        blank = false;
      }
    }
    if (!blank) rows.push({ row: number, values });
  });
  return rows;
}
