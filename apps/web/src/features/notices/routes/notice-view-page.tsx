import { Button, Card, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../stores/session.ts';
import { usePublicNotice } from '../api/notices.ts';
import { NoticeBody } from '../../../components/notice/notice-dialog.tsx';
import '../messages.ts';

/**
 * One notice as a page, from its `?id=` (SPEC 2: /pubPage/dbgg/index and /dbggView work signed out,
 * /pubPage/dbggView and /dbNotice inside the shell). It reads the NotAuth call, so a link shared by mail
 * opens for anyone; attachments download once signed in.
 */
export function NoticeView({ standalone }: { standalone: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const signedIn = useSession((s) => s.token !== null);
  const notice = usePublicNotice(id);

  const back = signedIn ? (
    <Button onClick={() => navigate('/')}>{t('notices.view.home')}</Button>
  ) : (
    <Button
      type="primary"
      onClick={() =>
        navigate(`/login?redirect=${encodeURIComponent(`${window.location.pathname.slice(import.meta.env.BASE_URL.length - 1)}${window.location.search}`)}`)
      }
    >
      {t('notices.view.signIn')}
    </Button>
  );

  let body;
  if (!id) body = <Result status="warning" title={t('notices.view.missingId')} extra={back} />;
  else if (notice.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!notice.data) body = <Result status="404" title={t('notices.view.notFound')} extra={back} />;
  else
    body = (
      <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{notice.data.title}</h1>} extra={standalone ? back : undefined}>
        <NoticeBody notice={notice.data} />
      </Card>
    );

  if (!standalone) return body;
  // Signed out there is no shell: a plain page with the language choice.
  return (
    <main style={{ maxWidth: 900, margin: '0 auto', padding: '24px 16px' }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <LanguagePicker />
      </div>
      {body}
    </main>
  );
}

/** Inside the shell: /pubPage/dbggView and /dbNotice. */
export default function NoticeViewPage() {
  return <NoticeView standalone={false} />;
}
