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
import { ListPage, type ListContext } from '../page-kit/list-page.tsx';
import { RowAction } from '../row-action.tsx';
import { type ApplicationSortField, useApplicationKinds, useInvalidateApplications, useOrgTree } from './api.ts';
import { type ApplicationFilter, type ApplicationRow, applicationColumns, useApplicationRows } from './columns.ts';
import { collegeTree } from './payload.ts';
import { applicationPath, mayDecide } from './rules.ts';
import '../../i18n/messages/applications.ts';
import '../../i18n/messages/application-list.ts';

export interface ApplicationListPageProps {
  /** The business whose applications the page lists (SPEC 3 approval submission `coreCode`: `xjyd`, `xyjxj`). */
  coreCode: string;
  search: { name: string; title: MessageKey };
  title: (total: number) => ReactNode;
  table: { label: MessageKey; storageKey: string };
  /** Columns after the engine's own (what the area's payload adds, such as a score). */
  extraColumns?: readonly KitColumn<ApplicationRow, ApplicationSortField>[];
  /** The area's own buttons before the batch decision (add, summary). */
  toolbar?: (context: ListContext<ApplicationFilter>) => ReactNode;
}

/**
 * The applications of one business in the caller's scope (/xj/xjyd, /xj/xyjxj, ...): search by keyword,
 * kind, state and college; "to decide" keeps what waits for the caller; decisions one by one or for the
 * selected rows at once through the approval dialog (SPEC 4 batch mode); each row opens its detail.
 */
export function ApplicationListPage({ coreCode, search, title, table, extraColumns = [], toolbar }: ApplicationListPageProps) {
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
    return [
      { name: 'keyword', label: 'application.list.keyword', kind: 'text', placeholder: 'application.list.keywordHint' },
      // One kind needs no kind filter.
      ...(ours.size > 1 ? [{ name: 'kind' as const, label: 'application.field.kind' as const, kind: 'dict' as const, dict: dictFields.Application.kind, filter: (entry: { value: string }) => ours.has(entry.value) }] : []),
      { name: 'state', label: 'application.field.state', kind: 'dict', dict: dictFields.Application.state, filter: (entry) => entry.value !== 'draft' },
      { name: 'xydm', label: 'application.field.collegeName', kind: 'tree', nodes: collegeTree(tree.data) },
    ];
  }, [own, tree.data]);
  const preset = useMemo<Partial<ApplicationFilter>>(() => ({ coreCode, ...(todo ? { todo: true } : {}) }), [coreCode, todo]);
  const columns = useMemo(() => {
    const at = applicationColumns.findIndex((column) => column.key === 'state');
    return [...applicationColumns.slice(0, at), ...extraColumns, ...applicationColumns.slice(at)];
  }, [extraColumns]);

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
      search={{ ...search, fields }}
      preset={preset}
      useRows={useApplicationRows}
      selectable
      title={title}
      toolbar={(context) => (
        <>
          {toolbar?.(context)}
          <Button icon={<AuditOutlined />} disabled={context.selected.length === 0 || !approval} onClick={() => decide(context.selected, context.clearSelection)}>
            {t('application.list.batchDecide')}
          </Button>
          <Checkbox checked={todo} onChange={(event) => setTodo(event.target.checked)}>
            {t('application.list.todoOnly')}
          </Checkbox>
        </>
      )}
      table={{
        label: table.label,
        rowKey: 'id',
        columns,
        storageKey: table.storageKey,
        actionsWidth: 130,
        actions: (row, context) => (
          <>
            <RowAction onClick={() => navigate(applicationPath(row))} aria-label={t('application.viewOf', { title: row.title })}>
              {t('application.view')}
            </RowAction>
            {mayDecide(info, row) && (
              <RowAction onClick={() => decide([row.id], () => context.deselect([row.id]))} aria-label={t('application.list.decideOf', { title: row.title })}>
                {t('application.decide')}
              </RowAction>
            )}
          </>
        ),
      }}
    />
  );
}
