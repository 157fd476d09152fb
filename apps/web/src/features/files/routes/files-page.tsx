import { DeleteOutlined } from '@ant-design/icons';
import { formatFileSize, saveBlob } from '@gs/sdk/files';
import type { components } from '@gs/sdk/schema';
import { App, Button } from 'antd';
import { FileKindIcon, FileUpload } from '../../../components/file-upload.tsx';
import { useFilePreview } from '../../../components/file-preview.tsx';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useDownload } from '../../../components/use-download.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { useDeleteFile, useDeleteFiles, useFiles, useInvalidateFiles } from '../api/files.ts';
import { useDialogs } from '../../../components/page-kit/dialog.tsx';
import '../messages.ts';
import '../../../i18n/messages/file-items.ts';

type StoredFile = components['schemas']['StoredFile'];

interface Filter {
  realName?: string;
  modules?: string;
}

const fields: readonly KitField<Filter>[] = [
  { name: 'realName', label: 'files.search.name', kind: 'text', maxLength: 200 },
  { name: 'modules', label: 'files.search.modules', kind: 'text', maxLength: 100 },
];

const dash = (value: unknown) => (value === undefined || value === null || value === '' ? '-' : String(value));

const columns: readonly KitColumn<StoredFile, never>[] = [
  {
    key: 'realName',
    title: 'files.col.name',
    width: 230,
    render: (file) => (
      <span title={file.realName}>
        <FileKindIcon name={file.realName} size={16} /> {file.realName}
      </span>
    ),
  },
  { key: 'fileSize', title: 'files.col.size', width: 90, align: 'right', render: (file) => formatFileSize(file.fileSize) },
  { key: 'modules', title: 'files.col.modules', width: 110, render: (file) => dash(file.modules) },
  { key: 'biz', title: 'files.col.biz', width: 130, render: (file) => dash(file.biz) },
  { key: 'createBy', title: 'files.col.uploader', width: 110, render: (file) => dash(file.createBy) },
  { key: 'createTime', title: 'files.col.time', width: 160, render: (file) => dash(file.createTime) },
];

/** SPEC 7: the list call pages on the server; it has no sort. */
function useFileRows({ filter, current, size }: ListQuery<Filter, never>) {
  return useFiles({ ...filter, current, size });
}

/**
 * The file manager (kernel/storage/index, SPEC 7) on the page kit: the stored files with a query, upload,
 * preview (images and PDF in the page, the rest through onlinePreview), download under the server's name,
 * the cached copy, and delete one or many (with `kernel:storage:delete`).
 */
export default function FilesPage() {
  const t = useT();
  const { message } = App.useApp();
  const modal = useDialogs();
  const { can } = useAccess();
  const canDelete = can(['kernel:storage:delete']);
  const deleteOne = useDeleteFile();
  const deleteMany = useDeleteFiles();
  const invalidate = useInvalidateFiles();
  const preview = useFilePreview();
  const { run: download } = useDownload();

  const confirmDelete = (file: StoredFile, deselect: (ids: string[]) => void) => {
    modal.confirm({
      title: t('files.confirm.title'),
      content: t('files.confirm.delete', { name: file.realName }),
      okText: t('files.confirm.ok'),
      cancelText: t('files.confirm.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteOne.mutateAsync({ params: { path: { id: file.id } } });
        deselect([file.id]);
        // SPEC 8: 'file deleted' is a warning.
        message.warning(t('files.upload.removed'));
      },
    });
  };

  const confirmDeleteSelected = (ids: string[], clear: () => void) => {
    modal.confirm({
      title: t('files.confirm.title'),
      content: t('files.confirm.deleteMany', { n: ids.length }),
      okText: t('files.confirm.ok'),
      cancelText: t('files.confirm.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteMany.mutateAsync({ body: ids });
        clear();
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

  return (
    <ListPage<StoredFile, Filter, never>
      search={{ name: 'files-search', title: 'files.search.title', fields }}
      useRows={useFileRows}
      selectable={canDelete}
      title={() => t('files.title')}
      table={{
        label: 'files.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-files-columns',
        sortable: false,
        actionsWidth: canDelete ? 280 : 220,
        actions: (file, list) => (
          <>
            <RowAction aria-label={t('files.action.previewOf', { name: file.realName })} onClick={() => void preview.open(file).catch(() => undefined)}>
              {t('files.action.preview')}
            </RowAction>
            <RowAction
              aria-label={t('files.action.downloadOf', { name: file.realName })}
              onClick={() => void download(`file-${file.id}`, file.realName, `/kernel/storage/download/${encodeURIComponent(file.id)}`)}
            >
              {t('files.action.download')}
            </RowAction>
            <RowAction aria-label={t('files.action.cacheOf', { name: file.realName })} onClick={() => void openCached(file)}>
              {t('files.action.cache')}
            </RowAction>
            {canDelete && (
              <RowAction danger aria-label={t('files.action.deleteOf', { name: file.realName })} onClick={() => confirmDelete(file, list.deselect)}>
                {t('files.action.delete')}
              </RowAction>
            )}
          </>
        ),
      }}
      toolbar={(list) =>
        canDelete && (
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={list.selected.length === 0}
            onClick={() => confirmDeleteSelected(list.selected, list.clearSelection)}
          >
            {t('files.action.deleteSelected', { n: list.selected.length })}
          </Button>
        )
      }
      header={() => (
        <div style={{ marginBottom: 12 }}>
          <FileUpload multiple={10} modules="kernel" biz="storage" onChange={() => void invalidate()} buttonText={t('files.upload.title')} />
        </div>
      )}
    >
      {() => preview.node}
    </ListPage>
  );
}
