import { Result } from 'antd';
import { useT } from '../../i18n/i18n.ts';

/**
 * A menu entry whose page this version does not have: said plainly, never a crash (issue 3), by the
 * entry's title only; the component path the menu names is internal and not shown (issue 22 §13).
 */
export default function Unavailable({ title }: { title: string }) {
  const t = useT();
  return <Result status="info" title={t('page.unavailable.title', { title })} subTitle={t('page.unavailable.subtitle')} data-testid="page-unavailable" />;
}
