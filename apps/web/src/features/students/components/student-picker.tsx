import type { components } from '@gs/sdk/schema';
import { Select } from 'antd';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import { usePickStudents } from '../api/pick-students.ts';
import '../messages.ts';

export type StudentBrief = components['schemas']['StudentBrief'];

/** Picks one student of the caller's scope by name, card number or ID card (stuinfoByStusss/NotAuth). */
export function StudentPicker({ value, onChange }: { value: StudentBrief | undefined; onChange: (student: StudentBrief | undefined) => void }) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const found = usePickStudents(keyword);
  const rows = found.data ?? [];
  const options = rows.map((student) => ({ value: student.id, label: `${student.xm} · ${student.xykh}${student.xymc ? ` · ${student.xymc}` : ''}` }));
  if (value && !rows.some((row) => row.id === value.id)) options.unshift({ value: value.id, label: `${value.xm} · ${value.xykh}` });

  return (
    <Select<string>
      aria-label={t('students.picker.label')}
      placeholder={t('students.picker.placeholder')}
      style={{ width: 360, maxWidth: '100%' }}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      notFoundContent={keyword.trim() ? t('students.picker.none') : t('students.picker.hint')}
      value={value?.id}
      options={options}
      onChange={(id) => onChange(rows.find((row) => row.id === id) ?? (value?.id === id ? value : undefined))}
    />
  );
}
