import { Zip, ZipDeflate, zipSync } from 'fflate';
import { slicedStream } from './slices.ts';
import { zipTime } from './zip.ts';

/**
 * The .xlsx writer of the mocks: one sheet of text and numbers with a styled, frozen header row, written
 * as Office Open XML parts into a zip. Two outputs of the same parts: `liteXlsx` at once (the seeded
 * store makes its workbooks while it is created synchronously), and `xlsxStream` in cooperative slices
 * for exports of thousands of rows. exceljs builds a whole workbook in one synchronous run when it
 * writes (about 4 ms per row of 29 columns: seconds for a search of 2,000 students, with every other
 * request waiting), so it is kept for the import template only, which has no rows.
 */

export type LiteCell = string | number | null | undefined;

export interface LiteColumn {
  header: string;
  /** Width in characters; by default from the header and the first rows. */
  width?: number;
  /** Stored as text, so Excel does not turn ID card or phone numbers into floating point. */
  text?: boolean;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// Characters XML 1.0 cannot carry at all; a record could hold one.
// eslint-disable-next-line no-control-regex
const invalidXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Column letters of a 0-based index: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Style indexes of `styles.xml`: 0 plain, 1 header (bold, filled, bottom border), 2 text ('@'). */
const STYLE = { plain: 0, header: 1, text: 2 } as const;

function cell(ref: string, value: LiteCell, style: number): string {
  const s = style ? ` s="${style}"` : '';
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && Number.isFinite(value) && style !== STYLE.text) return `<c r="${ref}"${s}><v>${value}</v></c>`;
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xml(String(value).replace(invalidXml, ''))}</t></is></c>`;
}

function rowXml(r: number, values: readonly LiteCell[], styles: readonly number[]): string {
  let out = `<row r="${r}">`;
  for (let c = 0; c < values.length; c += 1) out += cell(`${columnName(c)}${r}`, values[c], styles[c] ?? 0);
  return `${out}</row>`;
}

function widthsOf(columns: readonly LiteColumn[], sample: readonly (readonly LiteCell[])[]): number[] {
  return columns.map(
    (column, i) =>
      column.width ??
      Math.min(
        60,
        sample.reduce((width, row) => Math.max(width, String(row[i] ?? '').length * 2 + 2), Math.max(8, column.header.length * 2 + 4)),
      ),
  );
}

function sheetHead(columns: readonly LiteColumn[], widths: readonly number[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"${columns[i]?.text ? ` style="${STYLE.text}"` : ''}/>`).join('')}</cols>` +
    `<sheetData>${rowXml(
      1,
      columns.map((c) => c.header),
      columns.map(() => STYLE.header),
    )}`
  );
}

const SHEET_TAIL = '</sheetData></worksheet>';

/** Every part but the sheet's own XML. */
function packageParts(sheetName: string): Record<string, string> {
  // Excel allows 31 characters and no []:*?/\ in sheet names.
  const name = sheetName.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';
  return {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      `<sheets><sheet name="${xml(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    'xl/styles.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
      '<fill><patternFill patternType="solid"><fgColor rgb="FFDCE6F2"/><bgColor indexed="64"/></patternFill></fill></fills>' +
      '<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>' +
      '<border><left/><right/><top/><bottom style="thin"><color rgb="FF8EA9C1"/></bottom><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1" applyAlignment="1"><alignment horizontal="center" vertical="center"/></xf>' +
      '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
      '</styleSheet>',
  };
}

const encoder = new TextEncoder();
const DEFAULT_MTIME = zipTime(2026, 9, 1, 8);

/** A workbook of one sheet, all at once (small sheets: the seeded files). */
export function liteXlsx(sheetName: string, header: string[], rows: LiteCell[][], mtime: Date = DEFAULT_MTIME): Uint8Array {
  const columns = header.map((text) => ({ header: text }));
  const styles = columns.map(() => STYLE.plain);
  const sheet = sheetHead(columns, widthsOf(columns, rows)) + rows.map((row, r) => rowXml(r + 2, row, styles)).join('') + SHEET_TAIL;
  const parts = { ...packageParts(sheetName), 'xl/worksheets/sheet1.xml': sheet };
  return zipSync(Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, encoder.encode(text)])), { level: 6, mtime });
}

/** Rows written per pull of the stream. */
const ROWS_PER_CHUNK = 200;
const DEFLATE_CHARS = 16 * 1024;

/**
 * A workbook of one sheet, streamed: `row(i)` gives data row i (0-based, `count` of them); the sheet XML
 * is written and deflated in cooperative slices (see `slices.ts`), so the first bytes leave at once and
 * other requests keep being answered while thousands of rows are written.
 */
export function xlsxStream(
  sheetName: string,
  columns: readonly LiteColumn[],
  count: number,
  row: (index: number) => readonly LiteCell[],
  mtime: Date = DEFAULT_MTIME,
): ReadableStream<Uint8Array> {
  const styles = columns.map((column) => (column.text ? STYLE.text : STYLE.plain));
  let out: (chunk: Uint8Array) => void = () => undefined;
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out(chunk);
  });
  let sheet: ZipDeflate | undefined;
  let next = 0;
  return slicedStream(async (push, pace) => {
    out = push;
    if (!sheet) {
      for (const [name, text] of Object.entries(packageParts(sheetName))) {
        const part = new ZipDeflate(name, { level: 6 });
        part.mtime = mtime;
        zip.add(part);
        part.push(encoder.encode(text), true);
      }
      // Widths from the first rows: enough to size the columns without reading every row twice.
      const sample = Array.from({ length: Math.min(count, 50) }, (_, i) => row(i));
      sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
      sheet.mtime = mtime;
      zip.add(sheet);
      sheet.push(encoder.encode(sheetHead(columns, widthsOf(columns, sample))));
    }
    // The XML goes to the deflater in pieces of about 16 KB, each a few ms of compression at most.
    let text = '';
    const end = Math.min(count, next + ROWS_PER_CHUNK);
    for (; next < end; next += 1) {
      await pace();
      text += rowXml(next + 2, row(next), styles);
      if (text.length >= DEFLATE_CHARS) {
        await pace();
        sheet.push(encoder.encode(text));
        text = '';
      }
    }
    await pace();
    if (next < count) {
      sheet.push(encoder.encode(text));
      return false;
    }
    sheet.push(encoder.encode(text + SHEET_TAIL), true);
    zip.end();
    return true;
  });
}
