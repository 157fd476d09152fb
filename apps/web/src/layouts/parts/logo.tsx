import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.ts';

/** SPEC 2: the logo links to /. */
export function Logo({ collapsed, dark }: { collapsed?: boolean; dark?: boolean }) {
  const t = useT();
  return (
    <Link to="/" className="gs-logo" aria-label={t('common.backHome')} style={{ color: dark ? '#fff' : 'inherit' }}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <path d="M16 4 2 11l14 7 11-5.5V20h2v-9z" fill="currentColor" opacity=".9" />
        <path d="M8 16.5V22c0 2.2 3.6 4 8 4s8-1.8 8-4v-5.5l-8 4z" fill="currentColor" opacity=".6" />
      </svg>
      {!collapsed && <span className="gs-logo-title">{t('app.title')}</span>}
    </Link>
  );
}
