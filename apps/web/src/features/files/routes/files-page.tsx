import { CloudDownloadOutlined, DeleteOutlined, DownloadOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatFileSize, saveBlob } from '@gs/sdk/files';
import type { components } from '@gs/sdk/schema';
import { App, Button, Card, Form, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { FileKindIcon, FileUpload } from '../../../components/file-upload.tsx';
import { useFilePreview } from '../../../components/file-preview.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { useDownload } from '../../../components/use-download.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { type FileQuery, useDeleteFile, useDeleteFiles, useFiles, useInvalidateFiles } from '../api/files.ts';
import '../messages.ts';
import '../../../i18n/messages/file-items.ts';

type StoredFile = components['schemas']['StoredFile'];

interface Filter {
  realName?: string;
  modules?: string;
}

const pageSizes = [10, 20, 50, 100];

/**
 * The file manager (kernel/storage/index, SPEC 7): the stored files with a query, upload, preview
 * (images and PDF in the page, the rest through onlinePreview), download under the server's name, the
 * cached copy, and delete one or many (with `kernel:storage:delete`).
 */
export default function FilesPage() {
  const t = useT();
  const { modal, message } = App.useApp();
  const { can } = useAccess();
  const canDelete = can(['kernel:storage:delete']);
  const [form] = Form.useForm<Filter>();
  const [query, setQuery] = useState<FileQuery>({ current: 1, size: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const files = useFiles(query);
  const deleteOne = useDeleteFile();
  const deleteMany = useDeleteFiles();
  const invalidate = useInvalidateFiles();
  const preview = useFilePreview();
  const { run: download } = useDownload();

  const confirmDelete = (file: StoredFile) => {
    modal.confirm({
      title: t('files.confirm.title'),
      content: t('files.confirm.delete', { name: file.realName }),
      okText: t('files.confirm.ok'),
      cancelText: t('files.confirm.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteOne.mutateAsync({ params: { path: { id: file.id } } });
        setSelected((ids) => ids.filter((id) => id !== file.id));
        // SPEC 8: 'file deleted' is a warning.
        message.warning(t('files.upload.removed'));
      },
    });
  };

  const confirmDeleteSelected = () => {
    const ids = [...selected];
    modal.confirm({
      title: t('files.confirm.title'),
      content: t('files.confirm.deleteMany', { n: ids.length }),
      okText: t('files.confirm.ok'),
      cancelText: t('files.confirm.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteMany.mutateAsync({ body: ids });
        setSelected([]);
        message.warning(t('files.deletedMany', { n: ids.length }));
      },
    });
  };

  // The cached copy (kernel/storage/cache/{id}) needs the token, so it is fetched and opened from memory.
  const openCached = async (file: StoredFile) => {
    try {
      const { blob } = await api.download(`/kernel/storage/cache/${encodeURIComponent(file.id)}`);
      const url = URL.createObjectURL(blob);
      const opened = window.open(url, '_blank', 'noopener');
      if (!opened) saveBlob(blob, file.realName);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      // Shown by the client.
    }
  };

  const columns: ColumnsType<StoredFile> = [
    {
      title: t('files.col.name'),
      dataIndex: 'realName',
      ellipsis: true,
      render: (name: string) => (
        <Space>
          <FileKindIcon name={name} />
          <span title={name}>{name}</span>
        </Space>
      ),
    },
    { title: t('files.col.size'), dataIndex: 'fileSize', width: 110, align: 'right', render: (size: number) => formatFileSize(size) },
    { title: t('files.col.modules'), dataIndex: 'modules', width: 130, render: (value?: string) => value || '-' },
    { title: t('files.col.biz'), dataIndex: 'biz', width: 150, ellipsis: true, render: (value?: string) => value || '-' },
    { title: t('files.col.uploader'), dataIndex: 'createBy', width: 110, render: (value?: string) => value || '-' },
    { title: t('files.col.time'), dataIndex: 'createTime', width: 170, render: (value?: string) => value || '-' },
    {
      title: t('files.col.actions'),
      key: 'actions',
      width: canDelete ? 300 : 230,
      fixed: 'right',
      render: (_, file) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            icon={<EyeOutlined />}
            aria-label={t('files.action.previewOf', { name: file.realName })}
            onClick={() => void preview.open(file).catch(() => undefined)}
          >
            {t('files.action.preview')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            aria-label={t('files.action.downloadOf', { name: file.realName })}
            onClick={() => void download(`file-${file.id}`, file.realName, `/kernel/storage/download/${encodeURIComponent(file.id)}`)}
          >
            {t('files.action.download')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<CloudDownloadOutlined />}
            aria-label={t('files.action.cacheOf', { name: file.realName })}
            onClick={() => void openCached(file)}
          >
            {t('files.action.cache')}
          </Button>
          {canDelete && (
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('files.action.deleteOf', { name: file.realName })}
              onClick={() => confirmDelete(file)}
            >
              {t('files.action.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const search = (filter: Filter) => {
    setQuery((current) => ({ ...current, current: 1, realName: filter.realName?.trim() || undefined, modules: filter.modules?.trim() || undefined }));
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Form form={form} layout="inline" onFinish={search}>
          <Form.Item name="realName" label={t('files.search.name')}>
            <Input allowClear maxLength={200} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="modules" label={t('files.search.modules')}>
            <Input allowClear maxLength={100} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('files.search.submit')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  search({});
                }}
              >
                {t('files.search.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card
        size="small"
        title={t('files.title')}
        extra={
          <Space wrap>
            {canDelete && (
              <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={confirmDeleteSelected}>
                {t('files.action.deleteSelected', { n: selected.length })}
              </Button>
            )}
            <Button aria-label={t('files.refresh')} icon={<ReloadOutlined />} loading={files.isFetching} onClick={() => void files.refetch()} />
          </Space>
        }
      >
        <Typography.Paragraph style={{ marginBottom: 12 }}>
          <FileUpload multiple={10} modules="kernel" biz="storage" onChange={() => void invalidate()} buttonText={t('files.upload.title')} />
        </Typography.Paragraph>
        <Table<StoredFile>
          size="small"
          rowKey="id"
          aria-label={t('files.table')}
          loading={files.isFetching}
          columns={columns}
          dataSource={files.data?.records ?? []}
          scroll={{ x: 1100 }}
          rowSelection={canDelete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), preserveSelectedRowKeys: true } : undefined}
          pagination={{
            current: query.current,
            pageSize: query.size,
            total: files.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: pageSizes,
            showTotal: (total) => t('files.total', { total }),
            onChange: (current, size) => setQuery((previous) => ({ ...previous, current, size })),
          }}
        />
      </Card>
      {preview.node}
    </Space>
  );
}
