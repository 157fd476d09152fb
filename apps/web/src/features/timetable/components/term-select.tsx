import { Select } from 'antd';
import { useLanguage, useT } from '../../../i18n/i18n.ts';
import type { Term } from '../api/keys.ts';
import { useTimetableTerms } from '../api/timetable.ts';
import '../messages.ts';

export const termName = (language: string, term: Pick<Term, 'name' | 'nameEn'> | undefined) => (term ? (language === 'en' ? term.nameEn : term.name) : '');

/** The current term, once the terms are in. */
export function useCurrentTerm(): { terms: readonly Term[] | undefined; current: Term | undefined; loading: boolean } {
  const terms = useTimetableTerms();
  return { terms: terms.data, current: terms.data?.find((term) => term.current) ?? terms.data?.[0], loading: terms.isPending };
}

export interface TermSelectProps {
  id?: string;
  /** The chosen term's id; none shows the current term's name as the placeholder. */
  value?: string | undefined;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  'aria-label'?: string;
  allowClear?: boolean;
}

/** The terms, newest first as the server answers them, the current one marked; empty means the current term. */
export function TermSelect({ id, value, onChange, disabled, allowClear = true, 'aria-label': label }: TermSelectProps) {
  const t = useT();
  const language = useLanguage();
  const { terms, current, loading } = useCurrentTerm();
  const options = (terms ?? []).map((term) => ({
    value: term.id,
    label: term.current ? t('timetable.term.current', { name: termName(language, term) }) : termName(language, term),
  }));
  return (
    <Select<string>
      id={id}
      aria-label={label}
      value={value}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      allowClear={allowClear}
      loading={loading}
      placeholder={current ? t('timetable.term.current', { name: termName(language, current) }) : undefined}
      options={options}
      style={{ width: '100%', minWidth: 200 }}
    />
  );
}
