import { type ImportColumn, type ReadRow, type SheetRow, importWorkbook, readImportWorkbook } from './import-xlsx.ts';

/**
 * The columns of the course library's import, in the template's order (our model, issue 23 §1). Kinds,
 * colleges and languages are dictionary codes; prerequisites are course codes, several separated by
 * commas, semicolons, 、 or spaces.
 */
export const COURSE_COLUMNS: readonly ImportColumn[] = [
  { key: 'kcdm', header: '课程代码', width: 12, required: true },
  { key: 'kcmc', header: '课程名称', width: 30, required: true },
  { key: 'kcmcEn', header: '英文名称', width: 40 },
  { key: 'xf', header: '学分', width: 8, required: true, numFmt: '0.0' },
  { key: 'xs', header: '学时', width: 8, required: true, numFmt: '0' },
  { key: 'kclx', header: '课程类型代码', width: 12, required: true },
  { key: 'xydm', header: '开课学院代码', width: 12, required: true },
  { key: 'skyy', header: '授课语言代码', width: 12, required: true },
  { key: 'xxkc', header: '先修课程代码', width: 24 },
];

/** What the list export adds after the import's columns: the words of the codes. */
export const COURSE_EXPORT_EXTRA_COLUMNS: readonly ImportColumn[] = [
  { key: 'kclxmc', header: '课程类型', width: 12 },
  { key: 'xymc', header: '开课学院', width: 24 },
  { key: 'skyymc', header: '授课语言', width: 10 },
  { key: 'xxkcmc', header: '先修课程', width: 40 },
];

/** The course workbooks: the import template and the list export (the template's columns and the words after them). */
export function coursesWorkbook(
  rows: readonly SheetRow[],
  options: { title: string; columns?: readonly ImportColumn[]; notes?: readonly string[] },
): Promise<Uint8Array> {
  return importWorkbook(rows, { ...options, columns: options.columns ?? COURSE_COLUMNS });
}

/** The rows of the first sheet by the course import's columns (see `readImportWorkbook`). */
export function readCoursesWorkbook(bytes: Uint8Array): Promise<ReadRow[]> {
  return readImportWorkbook(bytes, COURSE_COLUMNS);
}
