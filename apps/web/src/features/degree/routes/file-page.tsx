import { Button, Card, Input, Result, Skeleton } from 'antd';
import { isApiError } from '@gs/sdk/errors';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import { useDegreeFile } from '../api/degree.ts';
import { DegreeFileView } from '../components/degree-file.tsx';
import { useDegreeRole } from '../components/role.ts';
import '../../../i18n/messages/page-kit.ts';
import '../messages.ts';

function FileOf({ xykh }: { xykh: string }) {
  const t = useT();
  const role = useDegreeRole();
  const file = useDegreeFile(xykh);
  if (file.isError && !file.data) {
    // Out of the caller's scope or no such student: the server's words say which.
    if (isApiError(file.error) && (file.error.status === 403 || file.error.status === 404))
      return <Result status={file.error.status === 403 ? '403' : '404'} title={file.error.message} />;
    return <Result status="warning" title={t('pageKit.error.title')} extra={<Button onClick={() => void file.refetch()}>{t('pageKit.error.retry')}</Button>} />;
  }
  if (!file.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <DegreeFileView file={file.data} reader={role === 'student' ? 'student' : 'staff'} />;
}

/**
 * 学位申请详情 (xw/xwsq/view, /stuXwsqView?xykh=): one student's degree file for the graduate school (reviewers
 * named), their college and their supervisor: the conditions, thesis and reviews, defence, disciplinary flags
 * (kept by the graduate school) and the degree application's history. Opened without a card number, it asks.
 */
export default function DegreeFilePage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const xykh = params.get('xykh');
  if (!xykh)
    return (
      <Card>
        <Result status="info" title={t('degree.file.missing')}>
          <Input.Search
            aria-label={t('degree.file.pick')}
            placeholder={t('degree.file.pickHint')}
            enterButton={t('degree.file.open')}
            maxLength={20}
            style={{ maxWidth: 420 }}
            onSearch={(value) => {
              const card = value.trim();
              if (card) navigate(paths.degreeFile(card));
            }}
          />
        </Result>
      </Card>
    );
  return <FileOf key={xykh} xykh={xykh} />;
}
