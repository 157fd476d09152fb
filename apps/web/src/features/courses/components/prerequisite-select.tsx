import { Select } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import { useCourseSearch } from '../api/get-courses.ts';
import type { CourseBrief } from '../api/keys.ts';
import '../messages.ts';

export interface PrerequisiteSelectProps {
  id?: string;
  /** The prerequisites' ids. */
  value?: string[];
  onChange?: (ids: string[]) => void;
  disabled?: boolean;
  /** The course being edited: not offered as its own prerequisite (the server refuses it too). */
  self?: string;
  /** The prerequisites the course has, so that their names show before any search. */
  known?: readonly CourseBrief[];
}

const labelOf = (course: Pick<CourseBrief, 'kcdm' | 'kcmc'>) => `${course.kcdm} ${course.kcmc}`;

/**
 * Picks prerequisites among the library's courses by code or name, searched on the server (the first
 * twenty that match); the picked ones keep their names whatever is searched next.
 */
export function PrerequisiteSelect({ id, value, onChange, disabled, self, known = [] }: PrerequisiteSelectProps) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const search = useCourseSearch(useDeferredValue(keyword));
  // Names of every course seen here: the known prerequisites, then what the searches found.
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map(known.map((course) => [course.id, labelOf(course)])));
  const found = search.data?.records;
  const options = useMemo(() => {
    const offered = (found ?? []).filter((course) => course.id !== self).map((course) => ({ value: course.id, label: labelOf(course) }));
    const picked = (value ?? []).filter((ref) => !offered.some((option) => option.value === ref)).map((ref) => ({ value: ref, label: seen.get(ref) ?? ref }));
    return [...picked, ...offered];
  }, [found, self, value, seen]);
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      disabled={disabled}
      value={value ?? []}
      options={options}
      loading={search.isFetching}
      placeholder={t('courses.form.prerequisitesHint')}
      notFoundContent={t('courses.form.noCourse')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      style={{ width: '100%' }}
      onChange={(ids) => {
        setSeen(
          (current) => new Map([...current, ...options.filter((option) => ids.includes(option.value)).map((option) => [option.value, option.label] as const)]),
        );
        onChange?.(ids);
      }}
    />
  );
}
