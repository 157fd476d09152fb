import { Button } from 'antd';
import { settings } from '../config/settings.ts';
import { useLanguage, useT } from '../i18n/i18n.ts';
import { useSettings } from '../stores/settings.ts';

/** zh / en on the public pages, where the header's switch is not there (plain buttons keep /login light). */
export function LanguagePicker() {
  const t = useT();
  const language = useLanguage();
  const setLanguage = useSettings((s) => s.setLanguage);
  return (
    <span role="group" aria-label={t('language.label')}>
      {settings.languages.map((code) => (
        <Button key={code} size="small" type={code === language ? 'primary' : 'text'} aria-pressed={code === language} onClick={() => setLanguage(code)}>
          {t(`language.${code}`)}
        </Button>
      ))}
    </span>
  );
}
