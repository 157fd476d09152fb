import { Grid, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useT } from '../../i18n/i18n.ts';
import { type ApprovalRecord, useApprovalHistory } from './api.ts';
import { isAgree } from '../../lib/approval.ts';
import '../../i18n/messages/approval-dialog.ts';

export function ApprovalStatusTag({ status }: { status: number }) {
  const t = useT();
  return isAgree(status) ? <Tag color="success">{t('approvals.status.agree')}</Tag> : <Tag color="error">{t('approvals.status.refuse')}</Tag>;
}

/**
 * SPEC 3, 4: a business record's approval history; status 1 reads as agree, anything else as refuse.
 * On a phone (below antd's `md`) the time stands under the approver and the opinion wraps in the room
 * left: four columns in a phone's approval dialog (about 330 px) left the opinion none.
 */
export function ApprovalHistory({ coreKey, height, fresh = false }: { coreKey: string; height?: number; fresh?: boolean }) {
  const t = useT();
  const history = useApprovalHistory(coreKey, true, fresh);
  const phone = Grid.useBreakpoint().md === false;
  const status: ColumnsType<ApprovalRecord>[number] = {
    key: 'status',
    title: t('approvals.col.status'),
    dataIndex: 'status',
    width: phone ? 80 : 90,
    render: (value: number) => <ApprovalStatusTag status={value} />,
  };
  const columns: ColumnsType<ApprovalRecord> = phone
    ? [
        status,
        {
          key: 'approverName',
          title: `${t('approvals.col.approver')} / ${t('approvals.col.time')}`,
          dataIndex: 'approverName',
          width: 104,
          render: (name: string, record) => (
            <>
              <div>{name}</div>
              <div className="gs-approval-time">{record.createTime}</div>
            </>
          ),
        },
        { key: 'opinion', title: t('approvals.col.opinion'), dataIndex: 'opinion', className: 'gs-approval-opinion' },
      ]
    : [
        status,
        { key: 'approverName', title: t('approvals.col.approver'), dataIndex: 'approverName', width: 100, ellipsis: true },
        { key: 'createTime', title: t('approvals.col.time'), dataIndex: 'createTime', width: 160 },
        { key: 'opinion', title: t('approvals.col.opinion'), dataIndex: 'opinion', ellipsis: true },
      ];
  return (
    <Table<ApprovalRecord>
      size="small"
      rowKey="id"
      aria-label={t('approvals.history')}
      loading={history.isPending}
      dataSource={history.data ?? []}
      pagination={false}
      scroll={height ? { y: height } : undefined}
      locale={{ emptyText: t('approvals.history.none') }}
      columns={columns}
    />
  );
}
