import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { type DetailItem, DetailView } from '../../../components/page-kit/detail-view.tsx';
import { dictLabel } from '../../../lib/dicts.ts';
import { type DictField, fieldDicts, type Student, type StudentFieldKey, studentFieldKeys } from '../lib/fields.ts';
import '../messages.ts';

const tagFields = new Set<StudentFieldKey>(['xjzt', 'hdzt', 'bdzt', 'pycc']);
const wideFields = new Set<StudentFieldKey>(['txdz', 'bz']);

/** Every field of a record, coded fields with their dictionary labels (the `*mc` names where the server gives them). */
const items: DetailItem<Student>[] = studentFieldKeys.map((key) => {
  const dict = key in fieldDicts ? fieldDicts[key as DictField] : undefined;
  const item: DetailItem<Student> = { key, label: `students.field.${key}`, dict, tag: tagFields.has(key), wide: wideFields.has(key) };
  if (key === 'xydm') item.render = (student, dicts) => student.xymc || dictLabel(dicts[fieldDicts.xydm], student.xydm) || '-';
  if (key === 'zydm') item.render = (student, dicts) => student.zymc || dictLabel(dicts[fieldDicts.zydm], student.zydm) || '-';
  return item;
});

export function StudentProfile({ student, column = 3, title }: { student: Student; column?: DescriptionsProps['column']; title?: ReactNode }) {
  return <DetailView row={student} items={items} column={column} title={title} />;
}
