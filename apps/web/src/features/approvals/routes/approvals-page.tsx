import { AuditOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useMemo } from 'react';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { type ListContext, ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { isAgree } from '../../../lib/approval.ts';
import { type ApprovalFilter, type ApprovalRecord, useApprovals } from '../../../components/approval/api.ts';
import { openApproval } from '../../../components/approval/open-approval.ts';
import '../messages.ts';
import '../../../i18n/messages/approval-dialog.ts';

type Business = Pick<ApprovalRecord, 'type' | 'mkCode' | 'coreCode'> & { callback: string };
const businessOf = (record: ApprovalRecord): Business => ({
  type: record.type,
  callback: record.callback ?? '',
  mkCode: record.mkCode,
  coreCode: record.coreCode,
});
const sameBusiness = (a: Business, b: Business) => a.type === b.type && a.callback === b.callback && a.mkCode === b.mkCode && a.coreCode === b.coreCode;

const fields: readonly KitField<ApprovalFilter>[] = [
  { name: 'coreKey', label: 'approvals.search.coreKey', kind: 'text', maxLength: 64 },
  { name: 'mkCode', label: 'approvals.search.mkCode', kind: 'text' },
  { name: 'coreCode', label: 'approvals.search.coreCode', kind: 'text' },
  {
    name: 'status',
    label: 'approvals.search.status',
    kind: 'select',
    options: [
      { value: 1, label: 'approvals.status.agree' },
      { value: 9, label: 'approvals.status.refuse' },
    ],
  },
  { name: 'approverName', label: 'approvals.search.approver', kind: 'text' },
];

/**
 * SPEC 7: the records call answers every matching record as one array (newest first), so the pages of
 * the table are cut here.
 */
function useApprovalRows({ filter, current, size }: ListQuery<ApprovalFilter, never>): ListResult<ApprovalRecord> {
  const records = useApprovals(filter);
  const all = records.data;
  const data = useMemo(() => all && { records: all.slice((current - 1) * size, current * size), total: all.length }, [all, current, size]);
  return { data, isFetching: records.isFetching, isError: records.isError, refetch: records.refetch };
}

/**
 * Approval records (approval/index, SPEC 7) on the page kit: filter the records, open the approval dialog
 * for one record's business id or for the ids of the selected rows (batch, one business at a time); the
 * list refreshes after.
 */
export default function ApprovalsPage() {
  const t = useT();
  const { message } = App.useApp();
  const { can } = useAccess();
  const canApprove = can(['approval:add']);

  const approve = async (rows: readonly ApprovalRecord[], clear?: () => void) => {
    const [first] = rows;
    if (!first) return;
    const business = businessOf(first);
    if (rows.some((row) => !sameBusiness(businessOf(row), business))) {
      message.warning(t('approvals.mixed'));
      return;
    }
    const ids = [...new Set(rows.map((row) => row.coreKey))];
    const result = await openApproval({ ids, ...business });
    if (result) clear?.();
  };

  // SPEC 4: status 1 reads as agree, anything else as refuse; a light tag, as the kit's cells are.
  const columns = useMemo<readonly KitColumn<ApprovalRecord, never>[]>(
    () => [
      { key: 'coreKey', title: 'approvals.col.coreKey', width: 170 },
      { key: 'mkCode', title: 'approvals.col.module', width: 150, render: (record) => `${record.mkCode} / ${record.coreCode}` },
      { key: 'type', title: 'approvals.col.type', width: 130 },
      {
        key: 'status',
        title: 'approvals.col.status',
        width: 90,
        render: (record) =>
          isAgree(record.status) ? (
            <span className="gs-cell-tag gs-cell-tag-success">{t('approvals.status.agree')}</span>
          ) : (
            <span className="gs-cell-tag gs-cell-tag-error">{t('approvals.status.refuse')}</span>
          ),
      },
      { key: 'approverName', title: 'approvals.col.approver', width: 90 },
      { key: 'createTime', title: 'approvals.col.time', width: 160 },
      { key: 'opinion', title: 'approvals.col.opinion', width: 210 },
    ],
    [t],
  );

  return (
    <ListPage<ApprovalRecord, ApprovalFilter, never>
      search={{ name: 'approvals-search', title: 'approvals.search.title', fields }}
      useRows={useApprovalRows}
      selectable={canApprove}
      title={() => t('approvals.title')}
      table={{
        label: 'approvals.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-approvals-columns',
        sortable: false,
        ...(canApprove
          ? {
              actionsWidth: 90,
              actions: (record: ApprovalRecord, list: ListContext<ApprovalFilter, ApprovalRecord>) => (
                <RowAction
                  aria-label={t('approvals.action.approveOf', { coreKey: record.coreKey })}
                  onClick={() => void approve([record], list.clearSelection)}
                >
                  {t('approvals.action.approve')}
                </RowAction>
              ),
            }
          : {}),
      }}
      toolbar={(list) =>
        canApprove && (
          <Button
            type="primary"
            icon={<AuditOutlined />}
            disabled={list.selected.length === 0}
            onClick={() => void approve(list.selectedRows, list.clearSelection)}
          >
            {t('approvals.action.batch', { n: list.selected.length })}
          </Button>
        )
      }
    />
  );
}
