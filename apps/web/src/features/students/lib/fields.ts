import type { components } from '@gs/sdk/schema';
import { dictFields } from '@gs/sdk/dict-fields';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import '../messages.ts';

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
  'xykh',
  'xm',
  'xb',
  'csrq',
  'sfzh',
  'mz',
  'zzmm',
  'jg',
  'sjhm',
  'dzyx',
  'txdz',
  'xydm',
  'zydm',
  'pycc',
  'xwlx',
  'xxxs',
  'lb',
  'rxnj',
  'rxrq',
  'xz',
  'yjbyrq',
  'dsgh',
  'dsxm',
  'xjzt',
  'hdzt',
  'bdzt',
  'byzbh',
  'xwzsbh',
  'bz',
  'createTime',
  'updateTime',
] as const satisfies readonly (keyof Student)[];

export type StudentFieldKey = (typeof studentFieldKeys)[number];

/** The columns of the records tables. `key` is also the export column (api-spec `ExportRequest.columns`). */
export const studentColumns: readonly KitColumn<Student, SortField>[] = [
  { key: 'xykh', title: 'students.field.xykh', sortField: 'xykh', width: 120, fixed: 'left' },
  { key: 'xm', title: 'students.field.xm', sortField: 'xm', width: 100 },
  { key: 'xb', title: 'students.field.xb', dict: fieldDicts.xb, sortField: 'xb', width: 70 },
  { key: 'csrq', title: 'students.field.csrq', sortField: 'csrq', width: 110, visible: false },
  { key: 'sfzh', title: 'students.field.sfzh', width: 180, visible: false },
  { key: 'mz', title: 'students.field.mz', dict: fieldDicts.mz, width: 90, visible: false },
  { key: 'zzmm', title: 'students.field.zzmm', dict: fieldDicts.zzmm, width: 120, visible: false },
  { key: 'sjhm', title: 'students.field.sjhm', width: 120, visible: false },
  { key: 'dzyx', title: 'students.field.dzyx', width: 200, visible: false },
  { key: 'xymc', title: 'students.field.xydm', sortField: 'xydm', width: 190 },
  { key: 'zymc', title: 'students.field.zydm', sortField: 'zydm', width: 170 },
  { key: 'pycc', title: 'students.field.pycc', dict: fieldDicts.pycc, tag: true, sortField: 'pycc', width: 110 },
  { key: 'xwlx', title: 'students.field.xwlx', dict: fieldDicts.xwlx, sortField: 'xwlx', width: 125, visible: false },
  { key: 'xxxs', title: 'students.field.xxxs', dict: fieldDicts.xxxs, width: 100, visible: false },
  { key: 'lb', title: 'students.field.lb', dict: fieldDicts.lb, width: 110, visible: false },
  { key: 'rxnj', title: 'students.field.rxnj', sortField: 'rxnj', width: 125 },
  { key: 'dsxm', title: 'students.field.dsxm', width: 100 },
  { key: 'xjzt', title: 'students.field.xjzt', dict: fieldDicts.xjzt, tag: true, state: true, sortField: 'xjzt', width: 100 },
  { key: 'hdzt', title: 'students.field.hdzt', dict: fieldDicts.hdzt, tag: true, sortField: 'hdzt', width: 125, visible: false },
  { key: 'bdzt', title: 'students.field.bdzt', dict: fieldDicts.bdzt, tag: true, sortField: 'bdzt', width: 125, visible: false },
  { key: 'byzbh', title: 'students.field.byzbh', width: 170, visible: false },
];

/** One field of the student search: dictionary selects for coded fields, the year as a number, text otherwise. */
function searchField(name: keyof StudentFilter): KitField<StudentFilter> {
  const label = `students.field.${name}` as const;
  if (name === 'rxnj') return { name, label, kind: 'number', min: 1950, max: 2100, precision: 0 };
  if (name === 'keyword') return { name, label, kind: 'text', placeholder: 'students.search.keywordHint' };
  if (name in fieldDicts) return { name, label, kind: 'dict', dict: fieldDicts[name as DictField] };
  return { name, label, kind: 'text' };
}

/** The search fields of the records pages: text fields first, then the dictionary selects. */
export function studentSearchFields(names: readonly (keyof StudentFilter)[]): KitField<StudentFilter>[] {
  return names.map(searchField);
}

export const allSearchFields: readonly (keyof StudentFilter)[] = [
  'xm',
  'xykh',
  'xydm',
  'xjzt',
  'zydm',
  'pycc',
  'xwlx',
  'xxxs',
  'lb',
  'xb',
  'zzmm',
  'rxnj',
  'hdzt',
  'bdzt',
  'dsgh',
  'keyword',
];
