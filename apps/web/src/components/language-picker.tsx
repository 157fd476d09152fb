import { Segmented } from 'antd';
import type { Language } from '../config/settings.ts';
import { useLanguage } from '../i18n/i18n.ts';
import { useSettings } from '../stores/settings.ts';

/** zh / en on the public pages, where the header's switch is not there. */
export function LanguagePicker() {
  const language = useLanguage();
  const setLanguage = useSettings((s) => s.setLanguage);
  return (
    <Segmented<Language>
      size="small"
      value={language}
      onChange={setLanguage}
      options={[
        { value: 'zh', label: '中文' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
