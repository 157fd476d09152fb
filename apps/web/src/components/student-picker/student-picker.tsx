import { Select } from 'antd';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { type StudentBrief, usePickStudents } from './api.ts';
import '../../i18n/messages/student-picker.ts';

export type { StudentBrief };

export interface StudentPickerProps {
  value: StudentBrief | undefined;
  onChange: (student: StudentBrief | undefined) => void;
  /** The id a form label points at (`htmlFor`); without one the picker names itself. */
  id?: string;
}

/**
 * Picks one student of the caller's scope by name, card number or ID card (stuinfoByStusss/NotAuth):
 * the registration and verification pages, and a status change entered for a student.
 */
export function StudentPicker({ value, onChange, id }: StudentPickerProps) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const found = usePickStudents(keyword);
  const rows = found.data ?? [];
  const options = rows.map((student) => ({ value: student.xykh, label: `${student.xm} · ${student.xykh}${student.xymc ? ` · ${student.xymc}` : ''}` }));
  if (value && !rows.some((row) => row.xykh === value.xykh)) options.unshift({ value: value.xykh, label: `${value.xm} · ${value.xykh}` });

  return (
    <Select<string>
      {...(id ? { id } : { 'aria-label': t('studentPicker.label') })}
      placeholder={t('studentPicker.placeholder')}
      style={{ width: 360, maxWidth: '100%' }}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      notFoundContent={keyword.trim() ? t('studentPicker.none') : t('studentPicker.hint')}
      value={value?.xykh}
      options={options}
      onChange={(xykh) => onChange(rows.find((row) => row.xykh === xykh) ?? (value?.xykh === xykh ? value : undefined))}
    />
  );
}
