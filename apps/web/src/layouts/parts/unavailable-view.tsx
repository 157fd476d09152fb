import { Result } from 'antd';
import { useT } from '../../i18n/i18n.ts';

/** A menu entry whose page this version does not have: said plainly, never a crash (issue 3). */
export default function Unavailable({ title, component }: { title: string; component: string }) {
  const t = useT();
  return (
    <Result status="info" title={t('page.unavailable.title')} subTitle={t('page.unavailable.subtitle', { title, component })} data-testid="page-unavailable" />
  );
}
