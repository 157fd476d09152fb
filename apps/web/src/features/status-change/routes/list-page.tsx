import { AuditOutlined, PlusOutlined } from '@ant-design/icons';
import { dictFields } from '@gs/sdk/dict-fields';
import { Button, Checkbox } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ApplicationSortField, useApplicationKinds, useInvalidateApplications, useOrgTree } from '../../../components/application/api.ts';
import { type ApplicationFilter, type ApplicationRow, applicationColumns, useApplicationRows } from '../../../components/application/columns.ts';
import { collegeTree } from '../../../components/application/payload.ts';
import { applicationPath, mayDecide } from '../../../components/application/rules.ts';
import { openApproval } from '../../../components/approval/open-approval.ts';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../stores/session.ts';
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
 * college and keyword; "to decide" keeps what waits for the caller; decisions one by one or for the
 * selected rows at once through the approval dialog; staff enter one for a student (/addXjyd).
 */
export default function StatusChangeListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { can } = useAccess();
  const info = useSession((s) => s.info);
  const [todo, setTodo] = useState(false);
  const tree = useOrgTree();
  const kinds = useApplicationKinds();
  const invalidate = useInvalidateApplications();
  const own = useMemo(() => (kinds.data ?? []).filter((kind) => kind.coreCode === XJYD), [kinds.data]);
  const approval = own[0]?.approval;
  const fields = useMemo<KitField<ApplicationFilter>[]>(() => {
    const ours = new Set<string>(own.map((kind) => kind.kind));
    return [
      { name: 'keyword', label: 'statusChange.search.keyword', kind: 'text', placeholder: 'statusChange.search.keywordHint' },
      { name: 'kind', label: 'application.field.kind', kind: 'dict', dict: dictFields.Application.kind, filter: (entry) => ours.has(entry.value) },
      { name: 'state', label: 'application.field.state', kind: 'dict', dict: dictFields.Application.state, filter: (entry) => entry.value !== 'draft' },
      { name: 'xydm', label: 'application.field.collegeName', kind: 'tree', nodes: collegeTree(tree.data) },
    ];
  }, [own, tree.data]);
  const todoPreset = useMemo<Partial<ApplicationFilter>>(() => (todo ? { todo: true } : {}), [todo]);

  const decide = (ids: string[], done: () => void) => {
    if (!approval) return;
    void openApproval({ ids, ...approval }).then((result) => {
      if (!result) return;
      done();
      void invalidate();
    });
  };

  return (
    <ListPage<ApplicationRow, ApplicationFilter, ApplicationSortField>
      search={{ name: 'xjyd-search', title: 'statusChange.search.title', fields }}
      preset={todoPreset}
      useRows={useStatusChanges}
      selectable
      title={(total) => t('statusChange.list.title', { total })}
      toolbar={(context) => (
        <>
          {can({ role: ['staff'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/addXjyd')}>
              {t('statusChange.add')}
            </Button>
          )}
          <Button icon={<AuditOutlined />} disabled={context.selected.length === 0 || !approval} onClick={() => decide(context.selected, context.clearSelection)}>
            {t('statusChange.batchDecide')}
          </Button>
          <Checkbox checked={todo} onChange={(event) => setTodo(event.target.checked)}>
            {t('statusChange.todoOnly')}
          </Checkbox>
        </>
      )}
      table={{
        label: 'statusChange.table',
        rowKey: 'id',
        columns: applicationColumns,
        storageKey: 'gs-xjyd-columns',
        actionsWidth: 130,
        actions: (row, context) => (
          <>
            <RowAction onClick={() => navigate(applicationPath(row))} aria-label={t('application.viewOf', { title: row.title })}>
              {t('application.view')}
            </RowAction>
            {mayDecide(info, row) && (
              <RowAction onClick={() => decide([row.id], () => context.deselect([row.id]))} aria-label={t('statusChange.decideOf', { title: row.title })}>
                {t('application.decide')}
              </RowAction>
            )}
          </>
        ),
      }}
    />
  );
}
