import { PlusOutlined } from '@ant-design/icons';
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
import type { ListQuery } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';
import { paths } from '../../../config/paths.ts';

/** Every status change is of the business `xjyd` (SPEC 3 approval submission). */
const XJYD = 'xjyd';
const preset = { coreCode: XJYD };
const exports = applicationExports(preset);

function useStatusChanges(query: ListQuery<ApplicationFilter, ApplicationSortField>) {
  return useApplicationRows(query, preset);
}

/**
 * Status changes (xj/xjyd/index, /xj/xjyd): the applications of the caller's scope by kind, state,
 * college and keyword; to decide, one by one or at once, as every review list; staff enter one for a
 * student (/addXjyd).
 */
export default function StatusChangeListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { can } = useAccess();
  const fields = useApplicationSearch(XJYD, 'statusChange.search.keywordHint');

  return (
    <ReviewListPage<ApplicationRow, ApplicationFilter, ApplicationSortField>
      coreCode={XJYD}
      exports={exports}
      search={{ name: 'xjyd-search', title: 'statusChange.search.title', fields }}
      useRows={useStatusChanges}
      title={(total) => t('statusChange.list.title', { total })}
      toolbar={
        can({ role: ['staff'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.statusChangeAdd)}>
            {t('statusChange.add')}
          </Button>
        )
      }
      table={{ label: 'statusChange.table', rowKey: 'id', columns: applicationColumns, storageKey: 'gs-xjyd-columns' }}
    />
  );
}
