import { AuditOutlined } from '@ant-design/icons';
import { dictFields } from '@gs/sdk/dict-fields';
import { Button, Checkbox } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type MessageKey, useT } from '../../i18n/i18n.ts';
import { useSession } from '../../stores/session.ts';
import { openApproval } from '../approval/open-approval.ts';
import type { KitColumn } from '../page-kit/data-table.tsx';
import type { KitField } from '../page-kit/field-control.tsx';
import { type ListContext, ListPage } from '../page-kit/list-page.tsx';
import { RowAction } from '../row-action.tsx';
import { type ApplicationSortField, useApplicationKinds, useInvalidateApplications, useOrgTree } from './api.ts';
import { type ApplicationFilter, type ApplicationRow, applicationColumns, useApplicationRows } from './columns.ts';
import { collegeTree } from './payload.ts';
import { applicationPath, mayDecide } from './rules.ts';
import '../../i18n/messages/applications.ts';

export interface ApplicationListProps {
  /** The business whose kinds the page lists (SPEC 3 approval `coreCode`: `xjyd`, `dsls`). */
  coreCode: string;
  /** Search form name and title, the hint of its keyword field. */
  search: { name: string; title: MessageKey; keywordHint: MessageKey };
  title: (total: number) => ReactNode;
  table: { label: MessageKey; storageKey: string; columns?: readonly KitColumn<ApplicationRow, ApplicationSortField>[] };
  /** Buttons before the shared ones (add, apply). */
  toolbar?: (context: ListContext<ApplicationFilter>) => ReactNode;
  children?: (context: ListContext<ApplicationFilter>) => ReactNode;
}

/**
 * The applications of one business in the caller's scope (the list pages of status changes, supervisor
 * selections, ...): search by keyword, kind, state and college; "to decide" keeps what waits for the
 * caller; decisions one by one or for the selected rows at once through the approval dialog.
 */
export function ApplicationList({ coreCode, search, title, table, toolbar, children }: ApplicationListProps) {
  const t = useT();
  const navigate = useNavigate();
  const info = useSession((s) => s.info);
  const [todo, setTodo] = useState(false);
  const tree = useOrgTree();
  const kinds = useApplicationKinds();
  const invalidate = useInvalidateApplications();
  const own = useMemo(() => (kinds.data ?? []).filter((kind) => kind.coreCode === coreCode), [kinds.data, coreCode]);
  const approval = own[0]?.approval;
  const fields = useMemo<KitField<ApplicationFilter>[]>(() => {
    const ours = new Set<string>(own.map((kind) => kind.kind));
    const kind: KitField<ApplicationFilter> = { name: 'kind', label: 'application.field.kind', kind: 'dict', dict: dictFields.Application.kind, filter: (entry) => ours.has(entry.value) };
    return [
      { name: 'keyword', label: 'application.search.keyword', kind: 'text', placeholder: search.keywordHint },
      // A business of one kind needs no kind filter.
      ...(ours.size > 1 ? [kind] : []),
      { name: 'state', label: 'application.field.state', kind: 'dict', dict: dictFields.Application.state, filter: (entry) => entry.value !== 'draft' },
      { name: 'xydm', label: 'application.field.collegeName', kind: 'tree', nodes: collegeTree(tree.data) },
    ];
  }, [own, tree.data, search.keywordHint]);
  const preset = useMemo<Partial<ApplicationFilter>>(() => ({ coreCode, ...(todo ? { todo: true } : {}) }), [coreCode, todo]);

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
      search={{ name: search.name, title: search.title, fields }}
      preset={preset}
      useRows={useApplicationRows}
      selectable
      title={title}
      toolbar={(context) => (
        <>
          {toolbar?.(context)}
          <Button icon={<AuditOutlined />} disabled={context.selected.length === 0 || !approval} onClick={() => decide(context.selected, context.clearSelection)}>
            {t('application.batchDecide')}
          </Button>
          <Checkbox checked={todo} onChange={(event) => setTodo(event.target.checked)}>
            {t('application.todoOnly')}
          </Checkbox>
        </>
      )}
      table={{
        label: table.label,
        rowKey: 'id',
        columns: table.columns ?? applicationColumns,
        storageKey: table.storageKey,
        actionsWidth: 130,
        actions: (row, context) => (
          <>
            <RowAction onClick={() => navigate(applicationPath(row))} aria-label={t('application.viewOf', { title: row.title })}>
              {t('application.view')}
            </RowAction>
            {mayDecide(info, row) && (
              <RowAction onClick={() => decide([row.id], () => context.deselect([row.id]))} aria-label={t('application.decideOf', { title: row.title })}>
                {t('application.decide')}
              </RowAction>
            )}
          </>
        ),
      }}
    >
      {children}
    </ListPage>
  );
}
