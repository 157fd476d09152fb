import { Select } from 'antd';
import { useState } from 'react';
import { useTeachers } from '../../../components/org/api.ts';
import { useT } from '../../../i18n/i18n.ts';
import '../messages.ts';

/** A supervisor picked by name or staff number (the new supervisor of a change of supervisor). */
export function TeacherSelect({ id, value, onChange }: { id?: string; value?: string; onChange?: (gh: string | undefined) => void }) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const found = useTeachers(keyword);
  const options = (found.data?.records ?? [])
    .filter((teacher) => teacher.dslx !== '0')
    .map((teacher) => ({ value: teacher.gh, label: `${teacher.xm} · ${teacher.gh} · ${teacher.xymc}` }));
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      options={options}
      placeholder={t('statusChange.teacher.placeholder')}
      notFoundContent={t('statusChange.teacher.none')}
    />
  );
}
