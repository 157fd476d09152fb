import { dictFields } from '@gs/sdk/dict-fields';
import { useCallback, useMemo, useState } from 'react';
import { type ApplicationFilter, type ApplicationRow, useApplicationSearch, useRowsOf } from '../../../components/application/columns.ts';
import { ReviewListPage } from '../../../components/application/review-list-page.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { DateRange, KitField } from '../../../components/page-kit/field-control.tsx';
import type { ListQuery, ListResult } from '../../../components/page-kit/list-page.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { type LeaveQuery, type LeaveSortField, useLeaves } from '../api/leaves.ts';
import type { ExportAction } from '../../../components/page-kit/export-menu.tsx';
import { CancelLeaveDialog } from '../components/cancel-leave-dialog.tsx';
import { leaveOf } from '../rules.ts';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';

/** The review lists' search, with the leave's own filters: its type and the dates it overlaps. */
type LeaveFilter = ApplicationFilter & { leaveType?: string; period?: DateRange };

/** A leave as a list row: the application's row, with the leave's type, period, days and return flat. */
type LeaveRow = ApplicationRow & { leaveType: string; period: string; days: number; cancel: string };

const columns: readonly KitColumn<LeaveRow, LeaveSortField>[] = [
  { key: 'xykh', title: 'application.field.xykh', sortField: 'xykh', width: 120, fixed: 'left' },
  { key: 'xm', title: 'application.field.subject', width: 100 },
  { key: 'xymc', title: 'application.field.collegeName', width: 180 },
  { key: 'leaveType', title: 'leave.field.leaveType', dict: dictFields.LeavePayload.leaveType, width: 110 },
  { key: 'period', title: 'leave.col.period', sortField: 'leaveStart', width: 200 },
  { key: 'days', title: 'leave.field.days', sortField: 'days', width: 130 },
  { key: 'state', title: 'application.field.state', dict: dictFields.Application.state, tag: true, sortField: 'state', width: 100 },
  { key: 'step', title: 'application.field.currentStep', width: 120 },
  { key: 'cancel', title: 'leave.col.cancel', width: 160 },
  { key: 'applicantName', title: 'application.field.applicant', width: 100, visible: false },
  { key: 'submitTime', title: 'application.field.submitTime', sortField: 'submitTime', width: 160 },
];

/** The page kit's query as the leave list call (one business, one kind: no kind to send), and its records as rows. */
/** The leave list call's query of the page's filter: one business, one kind (no kind to send), the period as two days. */
function leaveQuery(filter: Partial<LeaveFilter>): LeaveQuery {
  const { period, todo, kind: _kind, coreCode: _coreCode, box: _box, overdue: _overdue, ...rest } = filter;
  const [from, to] = period ?? [undefined, undefined];
  return { ...rest, ...(from ? { from } : {}), ...(to ? { to } : {}), ...(todo ? { todo: true } : {}) };
}

/** The Excel of the leave list (issue 22): the applied search, with the leave's own columns, as the server writes it. */
const leaveExports: readonly ExportAction<LeaveFilter>[] = [
  { key: 'search', label: 'leave.export', request: ({ filter }) => ({ path: '/cloud-xj/api/xj/qjgl/export', options: { query: leaveQuery(filter) } }) },
];

function useLeaveRows({ filter, current, size, sort }: ListQuery<LeaveFilter, LeaveSortField>): ListResult<LeaveRow> {
  const t = useT();
  const [first] = sort;
  const result = useLeaves({
    ...leaveQuery(filter),
    ...(first ? { sortField: first.field, sortOrder: first.order } : {}),
    current,
    size,
  });
  const withLeave = useCallback(
    (row: ApplicationRow): LeaveRow => {
      const leave = leaveOf(row);
      const back = leave?.cancellation;
      const cancel = back ? t('leave.cancelState.backOn', { date: back.returnDate }) : row.state === 'approved' ? t('leave.cancelState.no') : '';
      return { ...row, leaveType: leave?.leaveType ?? '', period: leave ? `${leave.leaveStart} ~ ${leave.leaveEnd}` : '', days: leave?.days ?? 0, cancel };
    },
    [t],
  );
  return useRowsOf(result, withLeave);
}

/**
 * Leave (xj/qjgl/index, /xj/qjgl): the leave applications of the caller's scope by student, college,
 * state, kind of leave and the dates the leave overlaps; to decide, one by one or at once, as every
 * review list; an approved leave's return is recorded from its row (销假) as from its detail; each opens
 * on /qjgl/toDetails.
 */
export default function LeaveListPage() {
  const t = useT();
  const [returning, setReturning] = useState<LeaveRow | null>(null);
  const returningLeave = returning ? leaveOf(returning) : undefined;
  const search = useApplicationSearch('qjgl', 'leave.search.keywordHint', 'leave.search.keyword');
  const fields = useMemo<KitField<LeaveFilter>[]>(
    // The kind of leave next to the student: the two filters a reviewer reaches for first, in the row
    // the folded search form shows.
    () => [
      ...search.slice(0, 1),
      { name: 'leaveType', label: 'leave.field.leaveType', kind: 'dict', dict: dictFields.LeavePayload.leaveType },
      ...search.slice(1),
      { name: 'period', label: 'leave.search.period', kind: 'dateRange' },
    ],
    [search],
  );

  return (
    <>
      <ReviewListPage<LeaveRow, LeaveFilter, LeaveSortField>
        coreCode="qjgl"
        exports={leaveExports}
        search={{ name: 'qjgl-search', title: 'leave.search.title', fields }}
        useRows={useLeaveRows}
        title={(total) => t('leave.list.title', { total })}
        table={{ label: 'leave.table', rowKey: 'id', columns, storageKey: 'gs-qjgl-columns' }}
        actionsWidth={180}
        rowActions={(row) =>
          row.mayCancel && (
            <RowAction onClick={() => setReturning(row)} aria-label={t('leave.cancelOf', { title: row.title })}>
              {t('leave.cancel')}
            </RowAction>
          )
        }
      />
      {returning && returningLeave && <CancelLeaveDialog application={returning} leave={returningLeave} open onClose={() => setReturning(null)} />}
    </>
  );
}
