import { Button, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import type { ApplicationSortField } from '../../../components/application/api.ts';
import {
  type ApplicationFilter,
  type ApplicationRow,
  applicationColumns,
  applicationExports,
  useApplicationRows,
  useApplicationSearch,
} from '../../../components/application/columns.ts';
import { ReviewListPage } from '../../../components/application/review-list-page.tsx';
import type { ListQuery } from '../../../components/page-kit/list-page.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import { useDegreeFile } from '../api/degree.ts';
import { DegreeFileView } from '../components/degree-file.tsx';
import { useDegreeRole, useOwnCardNumber } from '../components/role.ts';
import '../../../i18n/messages/applications.ts';
import '../../../i18n/messages/page-kit.ts';
import '../messages.ts';

/** Every degree application is of the business `xwsq` (SPEC 3 approval submission). */
const XWSQ = 'xwsq';
const preset = { coreCode: XWSQ };
const exports = applicationExports(preset);

function useDegreeApplications(query: ListQuery<ApplicationFilter, ApplicationSortField>) {
  return useApplicationRows(query, preset);
}

/** One kind on this page: no kind column. */
const columns = applicationColumns.filter((column) => column.key !== 'kind');

/** The degree applications of the caller's scope on the shared review list, each with its student's degree file. */
function DegreeApplicationsList() {
  const t = useT();
  const navigate = useNavigate();
  const fields = useApplicationSearch(XWSQ, 'degree.search.keywordHint');
  return (
    <ReviewListPage<ApplicationRow, ApplicationFilter, ApplicationSortField>
      coreCode={XWSQ}
      exports={exports}
      search={{ name: 'xwsq-search', title: 'degree.search.title', fields }}
      useRows={useDegreeApplications}
      title={(total) => t('degree.list.title', { total })}
      table={{ label: 'degree.list.table', rowKey: 'id', columns, storageKey: 'gs-xwsq-columns' }}
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
