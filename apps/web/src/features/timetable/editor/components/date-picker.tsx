import { dateOf, holidayOn } from '@gs/sdk/rules/timetable';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import type { EditorTerm } from '../../api/editor.ts';
import { holidayName, weekdayName } from './words.ts';
import '../messages.ts';

/**
 * A date of the term, chosen week by week: only the term's teaching weeks are offered, and a holiday is
 * there but disabled, with its name (no class is placed on a holiday; a make-up goes on another date).
 * A searchable list rather than a calendar: typing "10-08" or "第6周" finds it, by keyboard too, and it
 * fits a phone.
 */
export function TermDatePicker({
  id,
  term,
  value,
  onChange,
  status,
  label,
}: {
  id?: string;
  /** The name of a picker without a label of its own (a row of a list). */
  label?: string;
  term: EditorTerm | undefined;
  value: string | null;
  onChange: (date: string | null) => void;
  status?: 'error';
}) {
  const t = useT();
  const language = useLanguage();
  const options = useMemo(() => {
    if (!term) return [];
    return Array.from({ length: term.weeks }, (_, index) => {
      const week = index + 1;
      const label = t('ttEditor.week', { n: week });
      return {
        label,
        title: label,
        options: [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
          const date = dateOf(term.startDate, week, weekday);
          const holiday = holidayOn(term, date);
          const text = holiday
            ? t('ttEditor.date.holiday', { date, weekday: weekdayName(t, weekday), name: holidayName(language, { date, ...holiday }) })
            : t('ttEditor.date.option', { date, weekday: weekdayName(t, weekday) });
          return { value: date, label: text, disabled: holiday !== null, search: `${date} ${text} ${label}`.toLowerCase() };
        }),
      };
    });
  }, [term, t, language]);
  return (
    <Select
      id={id}
      aria-label={label}
      allowClear
      status={status}
      style={{ width: '100%' }}
      placeholder={t('ttEditor.field.dateHint')}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange(next ?? null)}
      showSearch={{ filterOption: (input, option) => (option && 'search' in option ? String(option.search).includes(input.trim().toLowerCase()) : false) }}
      options={options}
      optionRender={(option) => <span style={{ whiteSpace: 'normal' }}>{option.label}</span>}
    />
  );
}

/** Periods 1-12 as a select (a start or an end). */
export function PeriodPicker({
  id,
  value,
  onChange,
  label,
  min = 1,
}: {
  id?: string;
  value: number;
  onChange: (period: number) => void;
  label: string;
  min?: number;
}) {
  const t = useT();
  return (
    <Select<number>
      id={id}
      aria-label={label}
      value={value}
      onChange={onChange}
      // Twelve options: all of them in the list, none left out of the page by a virtual list.
      virtual={false}
      style={{ minWidth: 110 }}
      options={Array.from({ length: 12 }, (_, index) => ({ value: index + 1, label: t('ttEditor.period', { n: index + 1 }), disabled: index + 1 < min }))}
    />
  );
}
