import { Select } from 'antd';
import type { CustomControlProps } from '../../../components/page-kit/field-control.tsx';
import { useLanguage, useT } from '../../../i18n/i18n.ts';
import { useTerms } from '../api/grades.ts';
import '../../../i18n/messages/page-kit.ts';
import '../messages.ts';

/**
 * The terms as a search field's control (a `custom` field: the terms are the server's, not a
 * dictionary), newest first, in the app's language.
 */
export function TermSelect({ id, value, onChange, disabled }: CustomControlProps) {
  const t = useT();
  const language = useLanguage();
  const terms = useTerms();
  // The server answers them newest first.
  const options = (terms.data ?? []).map((term) => ({ value: term.id, label: language === 'en' ? term.nameEn : term.name }));
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange as ((next: string) => void) | undefined}
      disabled={disabled}
      allowClear
      loading={terms.isPending}
      placeholder={t('pageKit.search.any')}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
