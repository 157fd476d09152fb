import type { components } from '@gs/sdk/schema';
import { Table, Tag } from 'antd';
import { useT } from '../../../i18n/i18n.ts';
import { useApprovalHistory } from '../api/get-approval-history.ts';
import '../../../i18n/messages/students.ts';

type ApprovalRecord = components['schemas']['ApprovalRecord'];

/** SPEC 3, 4: a record's approval history; status 1 reads as agree, anything else as refuse. */
export function ApprovalHistory({ coreKey }: { coreKey: string }) {
  const t = useT();
  const history = useApprovalHistory(coreKey, true);
  return (
    <Table<ApprovalRecord>
      size="small"
      rowKey="id"
      aria-label={t('students.approval.history')}
      loading={history.isPending}
      dataSource={history.data ?? []}
      pagination={false}
      locale={{ emptyText: t('students.approval.none') }}
      columns={[
        {
          key: 'status',
          title: t('students.approval.status'),
          dataIndex: 'status',
          width: 100,
          render: (status: number) => (status === 1 ? <Tag color="success">{t('students.approval.agree')}</Tag> : <Tag color="error">{t('students.approval.refuse')}</Tag>),
        },
        { key: 'approverName', title: t('students.approval.approver'), dataIndex: 'approverName', width: 140 },
        { key: 'createTime', title: t('students.approval.time'), dataIndex: 'createTime', width: 180 },
        { key: 'opinion', title: t('students.approval.opinion'), dataIndex: 'opinion' },
      ]}
    />
  );
}
