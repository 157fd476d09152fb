import { OrderedListOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { type ApplicationSortField } from '../../../components/application/api.ts';
import {
  type ApplicationFilter,
  type ApplicationRow,
  applicationColumns,
  applicationExports,
  useApplicationRows,
  useApplicationSearch,
} from '../../../components/application/columns.ts';
import { ReviewListPage } from '../../../components/application/review-list-page.tsx';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { ListQuery } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';
import { paths } from '../../../config/paths.ts';

/** Every scholarship application is of the business `xyjxj` (SPEC 3 approval submission). */
const XYJXJ = 'xyjxj';
const preset = { coreCode: XYJXJ };
const exports = applicationExports(preset);

function useScholarships(query: ListQuery<ApplicationFilter, ApplicationSortField>) {
  return useApplicationRows(query, preset);
}

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
 * ranked summary (/xyjxjHz) for those who may see it.
 */
export default function ScholarshipListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { can } = useAccess();
  const fields = useApplicationSearch(XYJXJ, 'scholarship.search.keywordHint');

  return (
    <ReviewListPage<ApplicationRow, ApplicationFilter, ApplicationSortField>
      coreCode={XYJXJ}
      exports={exports}
      search={{ name: 'xyjxj-search', title: 'scholarship.search.title', fields }}
      useRows={useScholarships}
      title={(total) => t('scholarship.list.title', { total })}
      toolbar={
        can(['xj:xyjxj:summary']) && (
          <Button type="primary" icon={<OrderedListOutlined />} onClick={() => navigate(paths.scholarshipSummary)}>
            {t('scholarship.toSummary')}
          </Button>
        )
      }
      table={{ label: 'scholarship.table', rowKey: 'id', columns, storageKey: 'gs-xyjxj-columns' }}
    />
  );
}
