import type { components } from '@gs/sdk/schema';
import { dictFields } from '@gs/sdk/dict-fields';

export type Student = components['schemas']['Student'];
export type StudentFields = components['schemas']['StudentFields'];
export type StudentInput = components['schemas']['StudentInput'];
export type StudentUpdate = components['schemas']['StudentUpdate'];
export type StudentFilter = components['schemas']['StudentFilter'];
export type StudentSearch = components['schemas']['StudentSearch'];
export type SortField = components['schemas']['StudentSortField'];
export type SortOrder = NonNullable<StudentSearch['sort']>[number];
export type PhotoType = components['schemas']['PhotoType'];
export type StatsSummary = components['schemas']['StatsSummary'];

/** The dictionary behind each coded field: the spec's `x-dict` extensions, generated into the SDK. */
export const fieldDicts = dictFields.StudentFields satisfies Partial<Record<keyof StudentFields, string>>;

export type DictField = keyof typeof fieldDicts;

/** Every field a record shows, in the order of the detail page (the `*mc` names replace their codes). */
export const studentFieldKeys = [
  'xykh', 'xm', 'xb', 'csrq', 'sfzh', 'mz', 'zzmm', 'jg', 'sjhm', 'dzyx', 'txdz',
  'xydm', 'zydm', 'pycc', 'xwlx', 'xxxs', 'lb', 'rxnj', 'rxrq', 'xz', 'yjbyrq', 'dsgh', 'dsxm',
  'xjzt', 'hdzt', 'bdzt', 'byzbh', 'xwzsbh', 'bz', 'createTime', 'updateTime',
] as const satisfies readonly (keyof Student)[];

export type StudentFieldKey = (typeof studentFieldKeys)[number];

/** A column of the records table. `key` is also the export column (api-spec `ExportRequest.columns`). */
export interface StudentColumn {
  key: 'xykh' | 'xm' | 'xb' | 'csrq' | 'sfzh' | 'mz' | 'zzmm' | 'sjhm' | 'dzyx' | 'xymc' | 'zymc' | 'pycc' | 'xwlx' | 'xxxs' | 'lb' | 'rxnj' | 'dsxm' | 'xjzt' | 'hdzt' | 'bdzt' | 'byzbh';
  /** The dictionary whose label the cell shows. */
  dict?: string;
  /** Shown as a coloured tag rather than text. */
  tag?: boolean;
  /** The field the server sorts by when the column is sorted. */
  sortField?: SortField;
  width: number;
  /** Visible until the user picks columns. */
  visible: boolean;
}

export type StudentColumnKey = StudentColumn['key'];

export const studentColumns: readonly StudentColumn[] = [
  { key: 'xykh', sortField: 'xykh', width: 120, visible: true },
  { key: 'xm', sortField: 'xm', width: 100, visible: true },
  { key: 'xb', dict: fieldDicts.xb, sortField: 'xb', width: 70, visible: true },
  { key: 'csrq', sortField: 'csrq', width: 110, visible: false },
  { key: 'sfzh', width: 180, visible: false },
  { key: 'mz', dict: fieldDicts.mz, width: 90, visible: false },
  { key: 'zzmm', dict: fieldDicts.zzmm, width: 110, visible: false },
  { key: 'sjhm', width: 120, visible: false },
  { key: 'dzyx', width: 200, visible: false },
  { key: 'xymc', sortField: 'xydm', width: 190, visible: true },
  { key: 'zymc', sortField: 'zydm', width: 170, visible: true },
  { key: 'pycc', dict: fieldDicts.pycc, tag: true, sortField: 'pycc', width: 110, visible: true },
  { key: 'xwlx', dict: fieldDicts.xwlx, sortField: 'xwlx', width: 100, visible: false },
  { key: 'xxxs', dict: fieldDicts.xxxs, width: 100, visible: false },
  { key: 'lb', dict: fieldDicts.lb, width: 110, visible: false },
  { key: 'rxnj', sortField: 'rxnj', width: 100, visible: true },
  { key: 'dsxm', width: 100, visible: true },
  { key: 'xjzt', dict: fieldDicts.xjzt, tag: true, sortField: 'xjzt', width: 100, visible: true },
  { key: 'hdzt', dict: fieldDicts.hdzt, tag: true, sortField: 'hdzt', width: 100, visible: false },
  { key: 'bdzt', dict: fieldDicts.bdzt, tag: true, sortField: 'bdzt', width: 100, visible: false },
  { key: 'byzbh', width: 170, visible: false },
];

export const defaultColumnKeys: StudentColumnKey[] = studentColumns.filter((column) => column.visible).map((column) => column.key);

/** The filter without blank values, so requests, query keys and export queries carry only what is set. */
export function cleanFilter<T extends object>(filter: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(filter) as [keyof T, T[keyof T]][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = (typeof value === 'string' ? value.trim() : value) as T[keyof T];
  }
  return out;
}

/** The field whose label names a column (`xymc` shows the college of `xydm`). */
export function columnField(key: StudentColumnKey): StudentFieldKey {
  if (key === 'xymc') return 'xydm';
  if (key === 'zymc') return 'zydm';
  return key;
}
