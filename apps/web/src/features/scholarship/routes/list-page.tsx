import { OrderedListOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { ApplicationSortField } from '../../../components/application/api.ts';
import { ApplicationListPage } from '../../../components/application/application-list-page.tsx';
import type { ApplicationRow } from '../../../components/application/columns.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import '../messages.ts';

/** The year and the server's total of a scholarship application, next to the engine's columns. */
const scoreColumns: readonly KitColumn<ApplicationRow, ApplicationSortField>[] = [
  { key: 'payload', title: 'scholarship.score', width: 80, render: (row) => (row.payload.kind === 'scholarship' ? row.payload.totalScore : '') },
];

/**
 * Academic scholarship applications (xj/xyjxj/index, /xj/xyjxj): the shared application list of the
 * business `xyjxj` with each application's score; the ranked summary (/xyjxjHz) for those who may see it.
 */
export default function ScholarshipListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { can } = useAccess();
  return (
    <ApplicationListPage
      coreCode="xyjxj"
      search={{ name: 'xyjxj-search', title: 'scholarship.search.title' }}
      title={(total) => t('scholarship.list.title', { total })}
      table={{ label: 'scholarship.table', storageKey: 'gs-xyjxj-columns' }}
      extraColumns={scoreColumns}
      toolbar={() =>
        can(['xj:xyjxj:summary']) && (
          <Button type="primary" icon={<OrderedListOutlined />} onClick={() => navigate('/xyjxjHz')}>
            {t('scholarship.toSummary')}
          </Button>
        )
      }
    />
  );
}
