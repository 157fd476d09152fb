import { AuditOutlined } from '@ant-design/icons';
import { App, Button, Checkbox } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { openApproval } from '../approval/open-approval.ts';
import { type ExportAction, ExportMenu } from '../page-kit/export-menu.tsx';
import { ListPage, type ListPageProps } from '../page-kit/list-page.tsx';
import { RowAction } from '../row-action.tsx';
import { type Application, useApplicationKinds, useInvalidateApplications } from './api.ts';
import { ApplicationBrief } from './application-brief.tsx';
import { applicationPath } from './kind-plugin.ts';
import '../../i18n/messages/applications.ts';

export interface ReviewListPageProps<Row extends Application, F extends { todo?: boolean }, S extends string> extends Pick<
  ListPageProps<Row, F, S>,
  'search' | 'useRows' | 'title'
> {
  /**
   * The business whose applications the page lists (SPEC 3 `coreCode`): its approval settings come from
   * the kinds, and the page offers its "to decide" filter. Without one (the work list, every kind) each
   * row brings its own, and a batch decides one business at a time.
   */
  coreCode?: string;
  /** A fixed part of every query of the page (the work list's box). */
  preset?: Partial<F>;
  /** The page's exports (of the applied filter). */
  exports?: readonly ExportAction<F>[];
  table: Omit<ListPageProps<Row, F, S>['table'], 'actions' | 'actionsWidth'>;
  /** Buttons of the page's own before the batch decision (a new application). */
  toolbar?: ReactNode;
  /** A row's actions of the page's own, after view and decide. */
  rowActions?: (row: Row) => ReactNode;
  /** The actions column's width when the page's own actions need more than view and decide. */
  actionsWidth?: number;
}

/**
 * A reviewer's list of one business's applications: "to decide" keeps what waits for
 * the caller; decisions one by one or for the selected rows at once through the approval dialog (SPEC 4);
 * each row opens on its kind's detail route.
 */
/** Whether the caller may decide an application's current step now, as the server says. */
const mayDecide = (row: Application) => row.mayDecide === true;

export function ReviewListPage<Row extends Application, F extends { todo?: boolean }, S extends string>({
  coreCode,
  search,
  useRows,
  title,
  table,
  toolbar,
  rowActions,
  actionsWidth = 130,
  preset: fixed,
  exports,
}: ReviewListPageProps<Row, F, S>) {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [todo, setTodo] = useState(false);
  const kinds = useApplicationKinds();
  const invalidate = useInvalidateApplications();
  const business = useMemo(() => (coreCode ? (kinds.data ?? []).find((kind) => kind.coreCode === coreCode)?.approval : undefined), [kinds.data, coreCode]);
  const preset = useMemo(() => ({ ...fixed, ...(todo ? { todo: true } : {}) }) as Partial<F>, [todo, fixed]);

  /**
   * Decides `rows` in the approval dialog: one with what it is about (issue 22 §4), several with the list
   * of whom and what they are, which also names a refused one; the list behind shows each decision as
   * it lands.
   */
  const decide = (rows: readonly Row[], done: () => void) => {
    const [first] = rows;
    const approval = business ?? first?.approval;
    if (!approval || !first) return;
    // One dialog decides one business (SPEC 3: its codes go with every id).
    if (rows.some((row) => row.approval.coreCode !== approval.coreCode || row.approval.mkCode !== approval.mkCode || row.approval.type !== approval.type)) {
      message.warning(t('application.batchMixed'));
      return;
    }
    const single = rows.length === 1 && first !== undefined;
    void openApproval({
      ids: rows.map((row) => row.id),
      ...approval,
      ...(single ? { title: t('application.decideTitle', { title: first.title }), context: <ApplicationBrief application={first} /> } : {}),
      labels: Object.fromEntries(rows.map((row) => [row.id, t('application.label', { name: row.subject.xm, kind: row.kindName })])),
      onDecided: () => void invalidate(),
    }).then((result) => {
      if (result) done();
      // A batch left with refusals may still have decided the others.
      void invalidate();
    });
  };

  return (
    <ListPage<Row, F, S>
      search={search}
      preset={preset}
      useRows={useRows}
      // Only what the caller may decide now can be ticked for a batch decision (issue 22 §5).
      selectable={mayDecide}
      {...(title ? { title } : {})}
      toolbar={(context) => (
        <>
          {toolbar}
          <Button
            icon={<AuditOutlined />}
            disabled={context.selected.length === 0 || (coreCode !== undefined && !business)}
            onClick={() => decide(context.selectedRows, context.clearSelection)}
          >
            {t('application.batchDecide')}
          </Button>
          {exports && <ExportMenu actions={exports} input={{ filter: context.filter, ids: context.selected, columns: context.columns }} />}
          {coreCode && (
            <Checkbox checked={todo} onChange={(event) => setTodo(event.target.checked)}>
              {t('application.todoOnly')}
            </Checkbox>
          )}
        </>
      )}
      table={{
        ...table,
        actionsWidth,
        actions: (row, context) => {
          const path = applicationPath(row);
          return (
            <>
              {path && (
                <RowAction onClick={() => navigate(path)} aria-label={t('application.viewOf', { title: row.title })}>
                  {t('application.view')}
                </RowAction>
              )}
              {row.mayDecide && (
                <RowAction onClick={() => decide([row], () => context.deselect([row.id]))} aria-label={t('application.decideOf', { title: row.title })}>
                  {t('application.decide')}
                </RowAction>
              )}
              {rowActions?.(row)}
            </>
          );
        },
      }}
    />
  );
}
