import { Button, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { BusinessListPage } from '../../../components/application/business-list-page.tsx';
import { applicationColumns } from '../../../components/application/columns.ts';
import { RowAction } from '../../../components/row-action.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import { useDegreeFile } from '../api/degree.ts';
import { DegreeFileView } from '../components/degree-file.tsx';
import { useDegreeRole, useOwnCardNumber } from '../components/role.ts';
import '../../../i18n/messages/applications.ts';
import '../../../i18n/messages/page-kit.ts';
import '../messages.ts';

/** One kind on this page: no kind column. */
const columns = applicationColumns.filter((column) => column.key !== 'kind');

/**
 * The degree applications of the caller's scope on the shared review list, each with its student's degree
 * file. Every degree application is of the business `xwsq` (SPEC 3 approval submission).
 */
function DegreeApplicationsList() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <BusinessListPage
      coreCode="xwsq"
      searchTitle="degree.search.title"
      keywordHint="degree.search.keywordHint"
      title={(total) => t('degree.list.title', { total })}
      label="degree.list.table"
      columns={columns}
      actionsWidth={200}
      rowActions={(row) =>
        row.subject.xykh ? (
          <RowAction onClick={() => navigate(paths.degreeFile(row.subject.xykh ?? ''))} aria-label={t('degree.list.fileOf', { name: row.xm })}>
            {t('degree.list.file')}
          </RowAction>
        ) : null
      }
    />
  );
}

/** The student's own degree file ("my degree"), with their thesis upload, appeal and application. */
function MyDegree() {
  const t = useT();
  const xykh = useOwnCardNumber();
  const file = useDegreeFile(xykh);
  if (file.isError && !file.data)
    return <Result status="warning" title={t('pageKit.error.title')} extra={<Button onClick={() => void file.refetch()}>{t('pageKit.error.retry')}</Button>} />;
  if (!file.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <DegreeFileView file={file.data} reader="student" />;
}

/**
 * 学位申请 (xw/xwsq/index, /xw/xwsq; issue 24 §1): for the graduate school, a college and a supervisor the
 * degree applications of their scope (decided through the approval dialog), each opening its student's degree
 * file; for a student their own degree file ("my degree"), from which they upload the thesis, appeal and apply.
 */
export default function DegreeApplicationsPage() {
  const role = useDegreeRole();
  if (role === undefined) return <Skeleton active />;
  return role === 'student' ? <MyDegree /> : <DegreeApplicationsList />;
}
