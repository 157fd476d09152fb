import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../i18n/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../stores/session.ts';
import { loadSession, ssoLogin } from '../../../lib/session.ts';

/**
 * SPEC 2 + 4: the single sign-on landing. The portal sends the user here with its payload
 * (`/cas?payload=...`); CAS tickets (`?ticket=ST-...-cas`) are handled by the guard on any URL.
 */
export default function CasPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const started = useRef(false);
  usePageTitle(t('auth.login.sso'));
  const payload = new URLSearchParams(location.search).get('payload');

  useEffect(() => {
    if (!payload || started.current) return;
    started.current = true;
    ssoLogin(payload)
      .then(loadSession)
      .then(() => navigate('/', { replace: true }))
      .catch((error: unknown) => {
        useSession.getState().reset();
        setFailed(error instanceof Error ? error.message : String(error));
      });
  }, [payload, navigate]);

  if (!payload || failed !== undefined) {
    return (
      <Result
        status="warning"
        title={payload ? t('auth.cas.failed') : t('auth.cas.missing')}
        subTitle={failed}
        extra={
          <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
            {t('auth.cas.backToLogin')}
          </Button>
        }
      />
    );
  }
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }} role="status">
      <Spin tip={t('auth.cas.signingIn')} size="large">
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}
