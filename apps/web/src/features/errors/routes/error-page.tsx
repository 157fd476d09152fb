import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** SPEC 2: /403 and /404, public routes outside the layout. */
export default function ErrorPage({ status }: { status: 403 | 404 }) {
  const t = useT();
  const navigate = useNavigate();
  usePageTitle(String(status));
  return (
    <Result
      status={status}
      title={t(status === 403 ? 'page.403.title' : 'page.404.title')}
      subTitle={t(status === 403 ? 'page.403.subtitle' : 'page.404.subtitle')}
      style={{ paddingTop: '12vh' }}
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
