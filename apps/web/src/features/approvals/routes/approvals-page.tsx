import { AuditOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAccess } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { type ApprovalFilter, type ApprovalRecord, useApprovals } from '../../../components/approval/api.ts';
import { ApprovalStatusTag } from '../../../components/approval/approval-history.tsx';
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

/**
 * Approval records (approval/index, SPEC 7): filter the records, open the approval dialog for one
 * record's business id or for the ids of the selected rows (batch), the list refreshes after.
 */
export default function ApprovalsPage() {
  const t = useT();
  const { message } = App.useApp();
  const { can } = useAccess();
  const canApprove = can(['approval:add']);
  const [filter, setFilter] = useState<ApprovalFilter>({});
  const records = useApprovals(filter);
  const [selected, setSelected] = useState<ApprovalRecord[]>([]);

  const approve = async (rows: ApprovalRecord[]) => {
    const [first] = rows;
    if (!first) return;
    const business = businessOf(first);
    if (rows.some((row) => !sameBusiness(businessOf(row), business))) {
      message.warning(t('approvals.mixed'));
      return;
    }
    const ids = [...new Set(rows.map((row) => row.coreKey))];
    const result = await openApproval({ ids, ...business });
    if (result) setSelected([]);
  };

  const columns: ColumnsType<ApprovalRecord> = [
    { title: t('approvals.col.coreKey'), dataIndex: 'coreKey', width: 190, ellipsis: true },
    { title: t('approvals.col.module'), key: 'module', width: 150, render: (_, record) => `${record.mkCode} / ${record.coreCode}` },
    { title: t('approvals.col.type'), dataIndex: 'type', width: 120, ellipsis: true },
    { title: t('approvals.col.status'), dataIndex: 'status', width: 100, render: (status: number) => <ApprovalStatusTag status={status} /> },
    { title: t('approvals.col.approver'), dataIndex: 'approverName', width: 110 },
    { title: t('approvals.col.time'), dataIndex: 'createTime', width: 170 },
    { title: t('approvals.col.opinion'), dataIndex: 'opinion', ellipsis: true },
  ];
  if (canApprove) {
    columns.push({
      title: t('approvals.col.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, record) => (
        <Button
          type="link"
          size="small"
          icon={<AuditOutlined />}
          aria-label={t('approvals.action.approveOf', { coreKey: record.coreKey })}
          onClick={() => void approve([record])}
        >
          {t('approvals.action.approve')}
        </Button>
      ),
    });
  }

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Form
          layout="inline"
          onFinish={(values: ApprovalFilter) =>
            setFilter(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '')) as ApprovalFilter)
          }
          onReset={() => setFilter({})}
        >
          <Form.Item name="coreKey" label={t('approvals.search.coreKey')}>
            <Input allowClear maxLength={64} style={{ width: 190 }} />
          </Form.Item>
          <Form.Item name="mkCode" label={t('approvals.search.mkCode')}>
            <Input allowClear maxLength={100} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="coreCode" label={t('approvals.search.coreCode')}>
            <Input allowClear maxLength={100} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="status" label={t('approvals.search.status')}>
            <Select
              allowClear
              style={{ width: 110 }}
              placeholder={t('approvals.search.any')}
              options={[
                { value: 1, label: t('approvals.status.agree') },
                { value: 9, label: t('approvals.status.refuse') },
              ]}
            />
          </Form.Item>
          <Form.Item name="approverName" label={t('approvals.search.approver')}>
            <Input allowClear maxLength={100} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('approvals.search.submit')}
              </Button>
              <Button htmlType="reset">{t('approvals.search.reset')}</Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card
        size="small"
        title={t('approvals.title')}
        extra={
          <Space>
            {canApprove && (
              <Button type="primary" icon={<AuditOutlined />} disabled={selected.length === 0} onClick={() => void approve(selected)}>
                {t('approvals.action.batch', { n: selected.length })}
              </Button>
            )}
            <Button aria-label={t('approvals.refresh')} icon={<ReloadOutlined />} loading={records.isFetching} onClick={() => void records.refetch()} />
          </Space>
        }
      >
        <Table<ApprovalRecord>
          size="small"
          rowKey="id"
          aria-label={t('approvals.table')}
          loading={records.isFetching}
          columns={columns}
          dataSource={records.data ?? []}
          scroll={{ x: 1100 }}
          rowSelection={canApprove ? { selectedRowKeys: selected.map((row) => row.id), onChange: (_keys, rows) => setSelected(rows) } : undefined}
          pagination={{ showSizeChanger: true, showTotal: (total) => t('approvals.total', { total }) }}
        />
      </Card>
    </Space>
  );
}
