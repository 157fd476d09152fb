import { Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { DictTag } from '../../../components/dict-tag.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { dictLabel, useDicts } from '../../../lib/dicts.ts';
import { type DictField, fieldDicts, type Student, type StudentFieldKey, studentFieldKeys } from '../lib/fields.ts';
import '../messages.ts';

const tagFields = new Set<StudentFieldKey>(['xjzt', 'hdzt', 'bdzt', 'pycc']);
const wideFields = new Set<StudentFieldKey>(['txdz', 'bz']);
const profileDicts = Object.values(fieldDicts);

function isDictField(key: StudentFieldKey): key is DictField {
  return key in fieldDicts;
}

/** Every field of a record, coded fields with their dictionary labels (the `*mc` names where the server gives them). */
export function StudentProfile({ student, column = 3, title }: { student: Student; column?: DescriptionsProps['column']; title?: ReactNode }) {
  const t = useT();
  const { dicts } = useDicts(profileDicts);

  const value = (key: StudentFieldKey): ReactNode => {
    const raw = student[key];
    if (key === 'xydm') return student.xymc || dictLabel(dicts[fieldDicts.xydm], raw) || '-';
    if (key === 'zydm') return student.zymc || dictLabel(dicts[fieldDicts.zydm], raw) || '-';
    if (raw === undefined || raw === null || raw === '') return '-';
    if (isDictField(key)) return tagFields.has(key) ? <DictTag dict={fieldDicts[key]} value={String(raw)} /> : dictLabel(dicts[fieldDicts[key]], raw);
    return String(raw);
  };

  const items: DescriptionsProps['items'] = studentFieldKeys.map((key) => ({
    key,
    label: t(`students.field.${key}`),
    children: value(key),
    span: wideFields.has(key) ? 'filled' : 1,
  }));

  return <Descriptions bordered size="small" title={title} column={column} items={items} />;
}
