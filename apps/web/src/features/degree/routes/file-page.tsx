import { Button, Result, Skeleton } from 'antd';
import { isApiError } from '@gs/sdk/errors';
import { StudentPage } from '../../../components/page-kit/student-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import { useDegreeFile } from '../api/degree.ts';
import { DegreeFileView } from '../components/degree-file.tsx';
import { useDegreeRole } from '../components/role.ts';
import '../../../i18n/messages/page-kit.ts';
import '../messages.ts';

const texts = { missing: 'degree.file.missing', label: 'degree.file.pick', placeholder: 'degree.file.pickHint', open: 'degree.file.open' } as const;

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
  return (
    <StudentPage texts={texts} pathOf={paths.degreeFile}>
      {(xykh) => <FileOf xykh={xykh} />}
    </StudentPage>
  );
}
