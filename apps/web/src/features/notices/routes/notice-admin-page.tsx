import { PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { fileIds, type Notice } from '../../../components/notice/api.ts';
import { useDeleteNotice, useNotices } from '../api/notices.ts';
import { NoticeDialog } from '../../../components/notice/notice-dialog.tsx';
import { useDialogs } from '../../../components/page-kit/dialog.tsx';
import '../messages.ts';

// The rich-text editor (tiptap, ProseMirror) is most of this page's code: it loads when a form opens.
const NoticeForm = lazy(() => import('../components/notice-form.tsx').then((module) => ({ default: module.NoticeForm })));

/** The signed-out page of one notice (SPEC 2 white list), as an absolute link to share. */
export function publicLink(notice: Pick<Notice, 'id'>): string {
  return new URL(`${import.meta.env.BASE_URL}dbggView?id=${encodeURIComponent(notice.id)}`, window.location.origin).toString();
}

interface Filter {
  title?: string;
}

const fields: readonly KitField<Filter>[] = [{ name: 'title', label: 'notices.search.title', kind: 'text', maxLength: 100 }];

/** SPEC 7: the list call pages on the server, newest first; it has no other sort. */
function useNoticeRows({ filter, current, size }: ListQuery<Filter, never>) {
  return useNotices({ ...filter, current, size });
}

/**
 * Notice management (kernel/notice/index, SPEC 7) on the page kit: search and page the notices, add and
 * edit them with rich text and attachments, delete with confirmation (`kernel:notice:edit`), open the
 * detail, copy the public link.
 */
export default function NoticeAdminPage() {
  const t = useT();
  const { message } = App.useApp();
  const modal = useDialogs();
  const { can } = useAccess();
  const canEdit = can(['kernel:notice:edit']);
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

  const columns: readonly KitColumn<Notice, never>[] = [
    {
      key: 'title',
      title: 'notices.col.title',
      width: 360,
      render: (notice) => (
        <RowAction
          className="gs-row-action-title"
          title={notice.title}
          aria-label={t('notices.action.viewOf', { title: notice.title })}
          onClick={() => setViewing(notice)}
        >
          {notice.title}
        </RowAction>
      ),
    },
    { key: 'deptName', title: 'notices.col.dept', width: 160 },
    { key: 'time', title: 'notices.col.time', width: 170 },
    { key: 'filekey', title: 'notices.col.attachments', width: 110, align: 'center', render: (notice) => fileIds(notice.filekey).length || '-' },
  ];

  return (
    <ListPage<Notice, Filter, never>
      search={{ name: 'notices-search', title: 'notices.search.form', fields }}
      useRows={useNoticeRows}
      title={() => t('notices.title')}
      table={{
        label: 'notices.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-notices-columns',
        sortable: false,
        empty: 'notices.empty',
        actionsWidth: canEdit ? 250 : 150,
        actions: (notice) => (
          <>
            <RowAction onClick={() => setViewing(notice)}>{t('notices.action.view')}</RowAction>
            <RowAction aria-label={t('notices.action.publicLinkOf', { title: notice.title })} onClick={() => void copyLink(notice)}>
              {t('notices.action.publicLink')}
            </RowAction>
            {canEdit && (
              <>
                <RowAction aria-label={t('notices.action.editOf', { title: notice.title })} onClick={() => setEditing({ notice })}>
                  {t('notices.action.edit')}
                </RowAction>
                <RowAction danger aria-label={t('notices.action.deleteOf', { title: notice.title })} onClick={() => confirmDelete(notice)}>
                  {t('notices.action.delete')}
                </RowAction>
              </>
            )}
          </>
        ),
      }}
      toolbar={() =>
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ notice: undefined })}>
            {t('notices.add')}
          </Button>
        )
      }
    >
      {() => (
        <>
          <NoticeDialog notice={viewing} onClose={() => setViewing(undefined)} />
          {editing && (
            <Suspense fallback={null}>
              <NoticeForm notice={editing.notice} onClose={() => setEditing(undefined)} />
            </Suspense>
          )}
        </>
      )}
    </ListPage>
  );
}
