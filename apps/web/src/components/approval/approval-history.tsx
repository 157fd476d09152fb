import { Table, Tag } from 'antd';
import { useT } from '../../i18n/i18n.ts';
import { type ApprovalRecord, useApprovalHistory } from './api.ts';
import { isAgree } from '../../lib/approval.ts';
import '../../i18n/messages/approval-dialog.ts';

export function ApprovalStatusTag({ status }: { status: number }) {
  const t = useT();
  return isAgree(status) ? <Tag color="success">{t('approvals.status.agree')}</Tag> : <Tag color="error">{t('approvals.status.refuse')}</Tag>;
}

/** SPEC 3, 4: a business record's approval history; status 1 reads as agree, anything else as refuse. */
export function ApprovalHistory({ coreKey, height, fresh = false }: { coreKey: string; height?: number; fresh?: boolean }) {
  const t = useT();
  const history = useApprovalHistory(coreKey, true, fresh);
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
      columns={[
        { key: 'status', title: t('approvals.col.status'), dataIndex: 'status', width: 90, render: (status: number) => <ApprovalStatusTag status={status} /> },
        { key: 'approverName', title: t('approvals.col.approver'), dataIndex: 'approverName', width: 100, ellipsis: true },
        { key: 'createTime', title: t('approvals.col.time'), dataIndex: 'createTime', width: 160 },
        { key: 'opinion', title: t('approvals.col.opinion'), dataIndex: 'opinion', ellipsis: true },
      ]}
    />
  );
}
