import { Select } from 'antd';
import { useLanguage, useT } from '../../i18n/i18n.ts';
import '../../i18n/messages/page-kit.ts';
import '../../i18n/messages/term.ts';
import { termName, useCurrentTerm } from './api.ts';

/** The value of the "all terms" choice (`withAll`). */
export const ALL_TERMS = 'all';

export interface TermSelectProps {
  id?: string;
  value?: string | undefined;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  'aria-label'?: string;
  allowClear?: boolean;
  /**
   * What an empty choice asks for, shown as the placeholder: the current term (its name; a page that
   * defaults to it) or any term (a search filter that is left out).
   */
  empty?: 'current' | 'any';
  /** Offers "all terms" first (`ALL_TERMS`), for a list whose empty choice means the current term. */
  withAll?: boolean;
}

/**
 * The terms, newest first as the server answers them, the current one marked: one picker for every page
 * that offers a term (a search field's `custom` control takes it as it is).
 */
export function TermSelect({ id, value, onChange, disabled, allowClear = true, empty = 'current', withAll = false, 'aria-label': label }: TermSelectProps) {
  const t = useT();
  const language = useLanguage();
  const { terms, current, loading } = useCurrentTerm();
  const named = (term: Parameters<typeof termName>[1]) => termName(language, term);
  const options = [
    ...(withAll ? [{ value: ALL_TERMS, label: t('termPicker.all') }] : []),
    ...(terms ?? []).map((term) => ({ value: term.id, label: term.current ? t('termPicker.current', { name: named(term) }) : named(term) })),
  ];
  const placeholder = empty === 'any' ? t('pageKit.search.any') : current ? t('termPicker.current', { name: named(current) }) : undefined;
  return (
    <Select<string>
      id={id}
      aria-label={label}
      value={value}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      allowClear={allowClear}
      loading={loading}
      placeholder={placeholder}
      options={options}
      style={{ width: '100%', minWidth: 200 }}
    />
  );
}
