import { type ImportColumn, type ReadRow, type SheetRow, importWorkbook, readImportWorkbook } from './import-xlsx.ts';

export { MAX_IMPORT_ROWS, MAX_UNPACKED_BYTES, type ReadRow, type SheetRow, UnreadableWorkbook } from './import-xlsx.ts';

/** A column of the admissions workbook: the candidate field, its Chinese header, whether the import needs it. */
export type CandidateColumn = ImportColumn;

/**
 * The columns the import reads, in the template's order (our model). Codes are dictionary codes (a
 * college is `001`, not its name): the header notes say so, and the report names a code it does not know.
 */
export const IMPORT_COLUMNS: readonly CandidateColumn[] = [
  { key: 'ksbh', header: '考生编号', width: 18, required: true },
  { key: 'xm', header: '姓名', width: 10, required: true },
  { key: 'xb', header: '性别代码', width: 9, required: true },
  { key: 'sfzh', header: '身份证号', width: 21, required: true },
  { key: 'mz', header: '民族代码', width: 9 },
  { key: 'zzmm', header: '政治面貌代码', width: 12 },
  { key: 'sjhm', header: '联系电话', width: 13 },
  { key: 'dzyx', header: '电子邮箱', width: 24 },
  { key: 'xydm', header: '学院代码', width: 9, required: true },
  { key: 'zydm', header: '专业代码', width: 9, required: true },
  { key: 'yjfx', header: '研究方向代码', width: 12 },
  { key: 'dsgh', header: '导师工号', width: 11 },
  { key: 'xwlx', header: '学位类型代码', width: 12 },
  { key: 'xxxs', header: '学习方式代码', width: 12, required: true },
  { key: 'cjzf', header: '初试总分', width: 9, numFmt: '0' },
];

/** What the list export adds after the import's columns. */
export const EXPORT_EXTRA_COLUMNS: readonly CandidateColumn[] = [
  { key: 'xymc', header: '学院', width: 22 },
  { key: 'zymc', header: '专业', width: 22 },
  { key: 'yjfxmc', header: '研究方向', width: 22 },
  { key: 'dsxm', header: '导师姓名', width: 10 },
  { key: 'stateName', header: '录取状态', width: 10 },
  { key: 'enrolledXykh', header: '学号', width: 12 },
];

/**
 * The one builder of the admissions workbooks: the template (the import's columns and a sample row) and
 * the list export (the same columns and the names, state and card number after them).
 */
export function candidatesWorkbook(
  rows: readonly SheetRow[],
  options: { title: string; columns: readonly CandidateColumn[]; notes?: readonly string[] },
): Promise<Uint8Array> {
  return importWorkbook(rows, options);
}

/** The rows of the first sheet by the admissions import's columns (see `readImportWorkbook`). */
export function readCandidatesWorkbook(bytes: Uint8Array): Promise<ReadRow[]> {
  return readImportWorkbook(bytes, IMPORT_COLUMNS);
}
