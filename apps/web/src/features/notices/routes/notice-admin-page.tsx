import { DeleteOutlined, EditOutlined, EyeOutlined, LinkOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useAccess } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { fileIds, type Notice } from '../../../components/notice/api.ts';
import { type NoticeQuery, useDeleteNotice, useNotices } from '../api/notices.ts';
import { NoticeDialog } from '../../../components/notice/notice-dialog.tsx';
import '../messages.ts';

// The rich-text editor (tiptap, ProseMirror) is most of this page's code: it loads when a form opens.
const NoticeForm = lazy(() => import('../components/notice-form.tsx').then((module) => ({ default: module.NoticeForm })));

/** The signed-out page of one notice (SPEC 2 white list), as an absolute link to share. */
export function publicLink(notice: Pick<Notice, 'id'>): string {
  return new URL(`${import.meta.env.BASE_URL}dbggView?id=${encodeURIComponent(notice.id)}`, window.location.origin).toString();
}

/**
 * Notice management (kernel/notice/index, SPEC 7): search and page the notices, add and edit them
 * with rich text and attachments, delete with confirmation (`kernel:notice:edit`), open the detail.
 */
export default function NoticeAdminPage() {
  const t = useT();
  const { modal, message } = App.useApp();
  const { can } = useAccess();
  const canEdit = can(['kernel:notice:edit']);
  const [query, setQuery] = useState<NoticeQuery>({ current: 1, size: 10 });
  const notices = useNotices(query);
  const remove = useDeleteNotice();
  const [viewing, setViewing] = useState<Notice | undefined>(undefined);
  const [editing, setEditing] = useState<{ notice: Notice | undefined } | undefined>(undefined);

  const confirmDelete = (notice: Notice) =>
    modal.confirm({
      title: t('notices.confirm.title'),
      content: t('notices.confirm.delete', { title: notice.title }),
      okText: t('notices.confirm.ok'),
      cancelText: t('notices.confirm.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync({ params: { path: { id: notice.id } } });
        message.success(t('notices.deleted', { title: notice.title }));
      },
    });

  const copyLink = async (notice: Notice) => {
    const url = publicLink(notice);
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    message.info(t('notices.linkCopied', { url }));
  };

  const columns: ColumnsType<Notice> = [
    {
      title: t('notices.col.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, notice) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(notice)} aria-label={t('notices.action.viewOf', { title })}>
          {title}
        </Button>
      ),
    },
    { title: t('notices.col.dept'), dataIndex: 'deptName', width: 160, ellipsis: true },
    { title: t('notices.col.time'), dataIndex: 'time', width: 170 },
    { title: t('notices.col.attachments'), key: 'files', width: 80, align: 'center', render: (_, notice) => fileIds(notice.filekey).length || '-' },
    {
      title: t('notices.col.actions'),
      key: 'actions',
      width: canEdit ? 300 : 180,
      fixed: 'right',
      render: (_, notice) => (
        <Space size={0} wrap>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(notice)}>
            {t('notices.action.view')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<LinkOutlined />}
            aria-label={t('notices.action.publicLinkOf', { title: notice.title })}
            onClick={() => void copyLink(notice)}
          >
            {t('notices.action.publicLink')}
          </Button>
          {canEdit && (
            <>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                aria-label={t('notices.action.editOf', { title: notice.title })}
                onClick={() => setEditing({ notice })}
              >
                {t('notices.action.edit')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('notices.action.deleteOf', { title: notice.title })}
                onClick={() => confirmDelete(notice)}
              >
                {t('notices.action.delete')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Form layout="inline" onFinish={({ title }: { title?: string }) => setQuery((q) => ({ ...q, current: 1, title: title?.trim() || undefined }))}>
          <Form.Item name="title" label={t('notices.search.title')}>
            <Input allowClear maxLength={100} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('notices.search.submit')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card
        size="small"
        title={t('notices.title')}
        extra={
          <Space>
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ notice: undefined })}>
                {t('notices.add')}
              </Button>
            )}
            <Button aria-label={t('notices.refresh')} icon={<ReloadOutlined />} loading={notices.isFetching} onClick={() => void notices.refetch()} />
          </Space>
        }
      >
        <Table<Notice>
          size="small"
          rowKey="id"
          aria-label={t('notices.table')}
          loading={notices.isFetching}
          columns={columns}
          dataSource={notices.data?.records ?? []}
          scroll={{ x: 900 }}
          locale={{ emptyText: t('notices.empty') }}
          pagination={{
            current: query.current,
            pageSize: query.size,
            total: notices.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('notices.total', { total }),
            onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
          }}
        />
      </Card>
      <NoticeDialog notice={viewing} onClose={() => setViewing(undefined)} />
      {editing && (
        <Suspense fallback={null}>
          <NoticeForm notice={editing.notice} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </Space>
  );
}
