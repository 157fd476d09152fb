import type { components } from '@gs/sdk/schema';
// exceljs's package.json points bundlers at its browser build ("browser" field) and Node at its CommonJS
// entry; the default import works in both (vitest in Node, a Vite bundle in the browser).
import ExcelJS from 'exceljs';
import { STUDENT_DICT_FIELDS } from '../areas/dicts/data.ts';
import { columnName } from './xlsx-lite.ts';

type Student = components['schemas']['Student'];
type DictDetail = components['schemas']['DictDetail'];

export interface Column {
  key: string;
  header: string;
  width?: number;
}

export type CellValue = string | number | boolean | null | undefined;

/** Where dictionary labels come from; a MockStore is one. */
export interface DictReader {
  dict(name: string): DictDetail[];
}

const XLSX_CREATOR = '研究生教育管理系统';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F2' } };

/** exceljs answers a Node Buffer in Node and an ArrayBuffer in the browser; both become a Uint8Array. */
async function toBytes(book: ExcelJS.Workbook): Promise<Uint8Array> {
  const buffer = await book.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}

function newBook(): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  book.creator = XLSX_CREATOR;
  // A fixed date keeps the same input giving the same workbook (docProps carry it).
  book.created = new Date(Date.UTC(2026, 8, 1));
  book.modified = book.created;
  return book;
}

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.alignment = { vertical: 'middle', horizontal: 'center' };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF8EA9C1' } } };
  });
}

function addSheet(book: ExcelJS.Workbook, title: string, columns: readonly Column[], rows: readonly Record<string, CellValue>[]): ExcelJS.Worksheet {
  // Excel allows 31 characters and no []:*?/\ in sheet names.
  const sheet = book.addWorksheet(title.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, header: c.header, width: c.width ?? Math.max(10, c.header.length * 2 + 4) }));
  styleHeader(sheet.getRow(1));
  for (const row of rows) sheet.addRow(row);
  return sheet;
}

/** A workbook of one sheet: a bold, frozen header row, then one row per record. */
export async function sheetFromRows(title: string, columns: readonly Column[], rows: readonly Record<string, CellValue>[]): Promise<Uint8Array> {
  const book = newBook();
  addSheet(book, title, columns, rows);
  return toBytes(book);
}

/** One sheet plus an optional instructions sheet (kept for the export handlers). */
export async function workbook(sheetName: string, columns: Column[], rows: Record<string, unknown>[], notes?: string[]): Promise<Uint8Array> {
  const book = newBook();
  addSheet(book, sheetName, columns, rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, toCell(v)]))));
  if (notes?.length) addNotes(book, notes);
  return toBytes(book);
}

function toCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

function addNotes(book: ExcelJS.Workbook, notes: readonly string[], title = '填写说明'): void {
  const help = book.addWorksheet(title);
  help.getColumn(1).width = 100;
  help.addRow([title]).font = { bold: true, size: 14 };
  notes.forEach((note, i) => {
    help.addRow([`${i + 1}. ${note}`]).alignment = { wrapText: true, vertical: 'top' };
  });
}

/** A student column of the exports: the field, its Chinese header, and the dictionary behind a code. */
export interface StudentColumn extends Column {
  key: keyof Student & string;
  dict?: string;
  /** Required in the import template. */
  required?: boolean;
}

const dictOf = (key: string): string | undefined => (STUDENT_DICT_FIELDS as Record<string, string>)[key];
const col = (key: keyof Student & string, header: string, width?: number, required = false): StudentColumn => {
  const dict = dictOf(key);
  return { key, header, ...(width ? { width } : {}), ...(dict ? { dict } : {}), ...(required ? { required } : {}) };
};

/** Every student column, in the order of the registry's export. */
export const STUDENT_COLUMNS: readonly StudentColumn[] = [
  col('xykh', '学号', 14),
  col('xm', '姓名', 12, true),
  col('xb', '性别', 8, true),
  col('csrq', '出生日期', 12),
  col('sfzh', '身份证号', 22, true),
  col('mz', '民族', 10),
  col('zzmm', '政治面貌', 14),
  col('sjhm', '手机号码', 14),
  col('dzyx', '电子邮箱', 28),
  col('xydm', '学院', 24, true),
  col('zydm', '专业', 24, true),
  col('pycc', '培养层次', 12, true),
  col('xwlx', '学位类型', 12, true),
  col('xxxs', '学习形式', 10, true),
  col('lb', '学生类别', 12),
  col('rxnj', '入学年级', 10, true),
  col('rxrq', '入学日期', 12),
  col('xz', '学制', 8),
  col('yjbyrq', '预计毕业日期', 14),
  col('dsgh', '导师工号', 12),
  col('dsxm', '导师姓名', 12),
  col('xjzt', '学籍状态', 10),
  col('hdzt', '核对状态', 10),
  col('bdzt', '报到状态', 10),
  col('byzbh', '毕业证书编号', 22),
  col('xwzsbh', '学位证书编号', 22),
  col('jg', '籍贯', 16),
  col('txdz', '通讯地址', 36),
  col('bz', '备注', 30),
];

/** Label lookups per dictionary, built once per export instead of once per cell. */
function labeller(dicts: DictReader): (dictName: string, value: unknown) => CellValue {
  const cache = new Map<string, Map<string, string>>();
  return (dictName, value) => {
    if (value === null || value === undefined || value === '') return null;
    let labels = cache.get(dictName);
    if (!labels) {
      labels = new Map(dicts.dict(dictName).map((entry) => [entry.value, entry.label]));
      cache.set(dictName, labels);
    }
    return labels.get(String(value)) ?? String(value);
  };
}

/** Columns by key in the caller's order; unknown keys are skipped, none means every column. */
export function pickStudentColumns(keys?: readonly string[]): StudentColumn[] {
  if (!keys?.length) return [...STUDENT_COLUMNS];
  const byKey = new Map(STUDENT_COLUMNS.map((c) => [c.key as string, c]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

/**
 * Students as a workbook: Chinese headers, dictionary codes shown as their labels (a college shows its
 * name), ID cards and numbers as text so Excel does not turn them into floating point.
 */
export async function studentsWorkbook(students: Iterable<Student>, dicts: DictReader, options: { title?: string; columns?: readonly string[] } = {}): Promise<Uint8Array> {
  const columns = pickStudentColumns(options.columns);
  if (columns.length === 0) throw new Error('No known student columns to export');
  const label = labeller(dicts);
  const rows: Record<string, CellValue>[] = [];
  for (const student of students) {
    const row: Record<string, CellValue> = {};
    for (const column of columns) {
      const value = student[column.key];
      row[column.key] = column.dict ? label(column.dict, value) : typeof value === 'object' ? null : value;
    }
    rows.push(row);
  }
  const book = newBook();
  const sheet = addSheet(book, options.title ?? '学籍信息', columns, rows);
  for (const key of ['xykh', 'sfzh', 'sjhm', 'byzbh', 'xwzsbh', 'dsgh']) {
    if (columns.some((c) => c.key === key)) sheet.getColumn(key).numFmt = '@';
  }
  return toBytes(book);
}

/** File name of the import template (SPEC 7 ExportExcelXjxxmb). */
export const IMPORT_TEMPLATE_NAME = '学籍信息导入模板.xlsx';
const TEMPLATE_ROWS = 1000;

/** The columns a registrar fills in to import new students. */
const TEMPLATE_KEYS = ['xm', 'xb', 'csrq', 'sfzh', 'mz', 'zzmm', 'sjhm', 'dzyx', 'xydm', 'zydm', 'pycc', 'xwlx', 'xxxs', 'lb', 'rxnj', 'rxrq', 'xz', 'dsgh', 'jg', 'txdz', 'bz'];

/**
 * The import template: a header row (required columns marked with *), drop-down lists from the
 * dictionaries on the coded columns for 1,000 rows, an instructions sheet, and the lists themselves on a
 * hidden sheet (inline lists are limited to 255 characters; the 56 ethnicities are longer).
 */
export async function importTemplate(dicts: DictReader): Promise<Uint8Array> {
  const book = newBook();
  const columns = pickStudentColumns(TEMPLATE_KEYS);
  const sheet = book.addWorksheet('学籍信息', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, header: c.required ? `*${c.header}` : c.header, width: c.width ?? 12 }));
  styleHeader(sheet.getRow(1));
  columns.forEach((c, i) => {
    if (c.required) sheet.getRow(1).getCell(i + 1).font = { bold: true, color: { argb: 'FFC00000' } };
  });
  for (const key of ['sfzh', 'sjhm', 'dsgh']) sheet.getColumn(key).numFmt = '@';

  const lists = book.addWorksheet('字典', { state: 'hidden' });
  // exceljs's typings leave out the range-level collection it has at runtime; this is its documented shape.
  const validations = (sheet as unknown as { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } }).dataValidations;
  let listColumn = 0;
  columns.forEach((c, i) => {
    if (!c.dict) return;
    const labels = dicts.dict(c.dict).map((entry) => entry.label);
    const letter = columnName(listColumn);
    listColumn += 1;
    lists.getCell(`${letter}1`).value = c.header;
    labels.forEach((text, j) => (lists.getCell(`${letter}${j + 2}`).value = text));
    const target = columnName(i);
    validations.add(`${target}2:${target}${TEMPLATE_ROWS + 1}`, {
      type: 'list',
      allowBlank: !c.required,
      formulae: [`'字典'!$${letter}$2:$${letter}$${labels.length + 1}`],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: '输入值无效',
      error: `请从下拉列表中选择${c.header}`,
    });
  });
  const birth = columns.findIndex((c) => c.key === 'csrq');
  if (birth >= 0) {
    const letter = columnName(birth);
    validations.add(`${letter}2:${letter}${TEMPLATE_ROWS + 1}`, {
      type: 'textLength',
      operator: 'equal',
      allowBlank: true,
      formulae: [10],
      showErrorMessage: true,
      error: '出生日期格式为 yyyy-MM-dd，例如 2001-09-01',
    });
  }

  addNotes(book, [
    '带 * 的列为必填项；第一行为表头，请勿修改或删除。',
    '性别、民族、政治面貌、学院、专业、培养层次、学位类型、学习形式、学生类别请从下拉列表中选择，填写字典标签（例如 性别 填 男 或 女）。',
    '专业必须属于所选学院；学号留空时系统按入学年级和学院自动分配（年级4位 + 学院代码3位 + 顺序号3位）。',
    '身份证号须为 18 位，出生日期与性别须与身份证号一致，校验位须正确；出生日期可留空，由身份证号推出。',
    '入学年级填写四位年份，例如 2026；入学日期、出生日期格式为 yyyy-MM-dd。',
    '导师工号须为在册导师的工号，可在“导师信息”中查询。',
    `一次最多导入 ${TEMPLATE_ROWS} 条记录；导入前请删除示例行之外的空行和合并单元格。`,
  ]);
  return toBytes(book);
}

/** The first sheet of a workbook: its header row and the data rows as plain values (tests, imports). */
export async function readSheet(bytes: Uint8Array, sheetName?: string): Promise<{ name: string; header: string[]; rows: CellValue[][] }> {
  const book = new ExcelJS.Workbook();
  // exceljs wants an ArrayBuffer; copy the view so a Uint8Array into a larger buffer reads correctly.
  await book.xlsx.load(bytes.slice().buffer);
  const sheet = sheetName ? book.getWorksheet(sheetName) : book.worksheets[0];
  if (!sheet) throw new Error(`No sheet ${sheetName ?? ''} in the workbook`);
  const plain = (value: ExcelJS.CellValue): CellValue => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
    if (typeof value === 'object' && 'text' in value) return String(value.text);
    if (typeof value === 'object' && 'result' in value) return plain(value.result);
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
  return { name: sheet.name, header, rows };
}
