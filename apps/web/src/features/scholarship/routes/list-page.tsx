import { OrderedListOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { ApplicationSortField } from '../../../components/application/api.ts';
import { BusinessListPage } from '../../../components/application/business-list-page.tsx';
import { type ApplicationRow, applicationColumns } from '../../../components/application/columns.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';
import { paths } from '../../../config/paths.ts';

/** The engine's columns with the server's total score before the state (one kind: no kind column). */
const columns: readonly KitColumn<ApplicationRow, ApplicationSortField>[] = applicationColumns.flatMap((column) => {
  if (column.key === 'kind') return [];
  if (column.key !== 'state') return [column];
  const score: KitColumn<ApplicationRow, ApplicationSortField> = {
    key: 'payload',
    title: 'scholarship.score',
    width: 80,
    render: (row) => (row.payload.kind === 'scholarship' ? row.payload.totalScore : ''),
  };
  return [score, column];
});

/**
 * Academic scholarship applications (xj/xyjxj/index, /xj/xyjxj): the review list of the business `xyjxj`
 * with each application's score, by keyword, state and college; to decide one by one or at once; the
 * ranked summary (/xyjxjHz) for those who may see it. Every scholarship application is of the business
 * `xyjxj` (SPEC 3 approval submission).
 */
export default function ScholarshipListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { can } = useAccess();

  return (
    <BusinessListPage
      coreCode="xyjxj"
      searchTitle="scholarship.search.title"
      keywordHint="scholarship.search.keywordHint"
      title={(total) => t('scholarship.list.title', { total })}
      label="scholarship.table"
      columns={columns}
      toolbar={
        can(['xj:xyjxj:summary']) && (
          <Button type="primary" icon={<OrderedListOutlined />} onClick={() => navigate(paths.scholarshipSummary)}>
            {t('scholarship.toSummary')}
          </Button>
        )
      }
    />
  );
}
