import { dictFields } from '@gs/sdk/dict-fields';
import type { components } from '@gs/sdk/schema';
// exceljs's package.json points bundlers at its browser build ("browser" field) and Node at its CommonJS
// entry; the default import works in both (vitest in Node, a Vite bundle in the browser).
import ExcelJS from 'exceljs';
import type { Label } from './labels.ts';
import { type LiteCell, columnName, xlsxStream } from './xlsx-lite.ts';

type Student = components['schemas']['Student'];

/** Where the template's drop-down lists come from: the entries of a dictionary, in dictSort order. */
export type DictEntries = (dictName: string) => readonly { value: string; label: string }[];

const XLSX_CREATOR = '研究生教育管理系统';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F2' } };

/** A student column of the exports: the field, its Chinese header, and the dictionary behind a code. */
export interface StudentColumn {
  key: keyof Student & string;
  header: string;
  width?: number;
  dict?: string;
  /** Kept as text in Excel (long digit strings would become floating point). */
  text?: boolean;
  /** Required in the import template. */
  required?: boolean;
}

const DICTS: Partial<Record<string, string>> = dictFields.StudentFields;
const TEXT_KEYS = new Set(['xykh', 'sfzh', 'sjhm', 'byzbh', 'xwzsbh', 'dsgh']);
const col = (key: keyof Student & string, header: string, width?: number, required = false): StudentColumn => {
  const dict = DICTS[key];
  return {
    key,
    header,
    ...(width ? { width } : {}),
    ...(dict ? { dict } : {}),
    ...(TEXT_KEYS.has(key) ? { text: true } : {}),
    ...(required ? { required } : {}),
  };
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

/**
 * The name fields of a record ask for the column of their code, which shows the name: the records
 * table sends `xymc` and `zymc` (api-spec `ExportRequest.columns` are student fields).
 */
const ALIASES: Partial<Record<string, string>> = { xymc: 'xydm', zymc: 'zydm' };

/** Columns by key in the caller's order; unknown keys are skipped, none means every column. */
export function pickStudentColumns(keys?: readonly string[]): StudentColumn[] {
  if (!keys?.length) return [...STUDENT_COLUMNS];
  const byKey = new Map(STUDENT_COLUMNS.map((c) => [c.key as string, c]));
  const picked = new Set<StudentColumn>();
  for (const key of keys) {
    const column = byKey.get(ALIASES[key] ?? key);
    if (column) picked.add(column);
  }
  return [...picked];
}

/**
 * Students as a workbook, streamed (see `xlsx-lite.ts`): Chinese headers, dictionary codes shown as
 * their labels (a college shows its name), ID cards and numbers as text so Excel keeps every digit.
 * `columns` are the caller's choice (none: all); the caller refuses a choice with no known column.
 */
export function studentsWorkbook(
  students: readonly Student[],
  label: Label,
  options: { title: string; columns: readonly StudentColumn[] },
): ReadableStream<Uint8Array> {
  const { columns } = options;
  const row = (i: number): LiteCell[] =>
    columns.map((column) => {
      const value = students[i]![column.key];
      if (column.dict) return label(column.dict, value);
      return typeof value === 'string' || typeof value === 'number' ? value : null;
    });
  return xlsxStream(options.title, columns, students.length, row);
}

export function newBook(): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  book.creator = XLSX_CREATOR;
  // A fixed date keeps the same input giving the same workbook (docProps carry it).
  book.created = new Date(Date.UTC(2026, 8, 1));
  book.modified = book.created;
  return book;
}

export function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.alignment = { vertical: 'middle', horizontal: 'center' };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF8EA9C1' } } };
  });
}

function addNotes(book: ExcelJS.Workbook, notes: readonly string[], title = '填写说明'): void {
  const help = book.addWorksheet(title);
  help.getColumn(1).width = 100;
  help.addRow([title]).font = { bold: true, size: 14 };
  notes.forEach((note, i) => {
    help.addRow([`${i + 1}. ${note}`]).alignment = { wrapText: true, vertical: 'top' };
  });
}

/** File name of the import template (SPEC 7 ExportExcelXjxxmb). */
export const IMPORT_TEMPLATE_NAME = '学籍信息导入模板.xlsx';
const TEMPLATE_ROWS = 1000;

/** The columns a registrar fills in to import new students. */
const TEMPLATE_KEYS = [
  'xm',
  'xb',
  'csrq',
  'sfzh',
  'mz',
  'zzmm',
  'sjhm',
  'dzyx',
  'xydm',
  'zydm',
  'pycc',
  'xwlx',
  'xxxs',
  'lb',
  'rxnj',
  'rxrq',
  'xz',
  'dsgh',
  'jg',
  'txdz',
  'bz',
];

/**
 * The import template: a header row (required columns marked with *), drop-down lists from the
 * dictionaries on the coded columns for 1,000 rows, an instructions sheet, and the lists themselves on a
 * hidden sheet (inline lists are limited to 255 characters; the 56 ethnicities are longer).
 */
export async function importTemplate(dict: DictEntries): Promise<Uint8Array> {
  const book = newBook();
  const columns = pickStudentColumns(TEMPLATE_KEYS);
  const sheet = book.addWorksheet('学籍信息', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, header: c.required ? `*${c.header}` : c.header, width: c.width ?? 12 }));
  styleHeader(sheet.getRow(1));
  columns.forEach((c, i) => {
    if (c.required) sheet.getRow(1).getCell(i + 1).font = { bold: true, color: { argb: 'FFC00000' } };
  });
  for (const c of columns) if (c.text) sheet.getColumn(c.key).numFmt = '@';

  const lists = book.addWorksheet('字典', { state: 'hidden' });
  // exceljs's typings leave out the range-level collection it has at runtime; this is its documented shape.
  const validations = (sheet as unknown as { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } }).dataValidations;
  let listColumn = 0;
  columns.forEach((c, i) => {
    if (!c.dict) return;
    const labels = dict(c.dict).map((entry) => entry.label);
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
  // exceljs answers a Node Buffer in Node and an ArrayBuffer in the browser; both become a Uint8Array.
  return new Uint8Array(await book.xlsx.writeBuffer());
}
