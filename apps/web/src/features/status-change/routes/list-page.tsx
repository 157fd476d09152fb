import { PlusOutlined } from '@ant-design/icons';
import { dictFields } from '@gs/sdk/dict-fields';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type ApplicationSortField, useApplicationKinds, useOrgTree } from '../../../components/application/api.ts';
import { type ApplicationFilter, type ApplicationRow, applicationColumns, useApplicationRows } from '../../../components/application/columns.ts';
import { collegeTree } from '../../../components/application/payload.ts';
import { ReviewListPage } from '../../../components/application/review-list-page.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import type { ListQuery } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';

/** Every status change is of the business `xjyd` (SPEC 3 approval submission). */
const XJYD = 'xjyd';
const preset = { coreCode: XJYD };

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
  const tree = useOrgTree();
  const kinds = useApplicationKinds();
  const fields = useMemo<KitField<ApplicationFilter>[]>(() => {
    const ours = new Set<string>((kinds.data ?? []).filter((kind) => kind.coreCode === XJYD).map((kind) => kind.kind));
    return [
      { name: 'keyword', label: 'application.search.keyword', kind: 'text', placeholder: 'statusChange.search.keywordHint' },
      { name: 'kind', label: 'application.field.kind', kind: 'dict', dict: dictFields.Application.kind, filter: (entry) => ours.has(entry.value) },
      { name: 'state', label: 'application.field.state', kind: 'dict', dict: dictFields.Application.state, filter: (entry) => entry.value !== 'draft' },
      { name: 'xydm', label: 'application.field.collegeName', kind: 'tree', nodes: collegeTree(tree.data) },
    ];
  }, [kinds.data, tree.data]);

  return (
    <ReviewListPage<ApplicationRow, ApplicationFilter, ApplicationSortField>
      coreCode={XJYD}
      search={{ name: 'xjyd-search', title: 'statusChange.search.title', fields }}
      useRows={useStatusChanges}
      title={(total) => t('statusChange.list.title', { total })}
      toolbar={
        can({ role: ['staff'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/addXjyd')}>
            {t('statusChange.add')}
          </Button>
        )
      }
      table={{ label: 'statusChange.table', rowKey: 'id', columns: applicationColumns, storageKey: 'gs-xjyd-columns' }}
    />
  );
}
