import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useLanguage, useT } from '../../../i18n/i18n.ts';
import type { PlanCourseOption } from '../api/keys.ts';
import { usePlanCourses } from '../api/plans.ts';
import '../messages.ts';

/** A course's name in the app's language (the English name where the library has one). */
export function useCourseName() {
  const language = useLanguage();
  return (course: { kcmc: string; kcmcEn?: string | null }) => (language === 'en' && course.kcmcEn ? course.kcmcEn : course.kcmc);
}

/**
 * Adds a course to a group: the library searched on the server by code or name, each option with its
 * credits; the courses already in the plan are left out (a course belongs to one group).
 */
export function CoursePicker({ label, taken, onPick }: { label: string; taken: ReadonlySet<string>; onPick: (course: PlanCourseOption) => void }) {
  const t = useT();
  const nameOf = useCourseName();
  const [keyword, setKeyword] = useState('');
  const search = usePlanCourses(useDeferredValue(keyword));
  const found = (search.data ?? []).filter((c) => !taken.has(c.id));
  return (
    <Select<string>
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={null}
      placeholder={t('plans.editor.addCourseHint')}
      notFoundContent={t('plans.editor.noCourse')}
      loading={search.isFetching}
      style={{ width: '100%', maxWidth: 420 }}
      options={found.map((c) => ({ value: c.id, label: `${c.kcdm} ${nameOf(c)} · ${t('plans.editor.creditsOf', { n: c.xf })}` }))}
      onChange={(id) => {
        const course = found.find((c) => c.id === id);
        if (course) onPick(course);
        setKeyword('');
      }}
    />
  );
}
