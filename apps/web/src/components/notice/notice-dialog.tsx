import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { formatFileSize } from '@gs/sdk/files';
import { Button, Divider, Empty, List, Skeleton, Space, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import Draggable, { type DraggableData, type DraggableEvent } from 'react-draggable';
import { FileKindIcon } from '../file-upload.tsx';
import { SafeHtml } from '../safe-html.tsx';
import { useDownload } from '../use-download.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useSession } from '../../stores/session.ts';
import { fileIds, type Notice, useFilesInfo } from './api.ts';
import { Dialog } from '../page-kit/dialog.tsx';
import '../../i18n/messages/notice-dialog.ts';

/** Attachments of a notice: names and sizes, each downloaded under its own name (signed in). */
function Attachments({ filekey }: { filekey: string }) {
  const t = useT();
  const ids = fileIds(filekey);
  const signedIn = useSession((s) => s.token !== null);
  const info = useFilesInfo(ids, signedIn);
  const { run, busy } = useDownload();
  if (ids.length === 0) return <Typography.Text type="secondary">{t('notices.detail.noAttachments')}</Typography.Text>;
  if (!signedIn) return <Typography.Text type="secondary">{t('notices.detail.signInToDownload', { n: ids.length })}</Typography.Text>;
  if (info.isPending) return <Skeleton active paragraph={{ rows: ids.length }} title={false} />;
  return (
    <List
      size="small"
      aria-label={t('notices.detail.attachments')}
      dataSource={info.data ?? []}
      renderItem={(file) => (
        <List.Item
          actions={[
            <Button
              key="download"
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              loading={busy === `file-${file.id}`}
              aria-label={t('notices.detail.downloadOf', { name: file.realName })}
              onClick={() => void run(`file-${file.id}`, file.realName, `/kernel/storage/download/${encodeURIComponent(file.id)}`)}
            >
              {t('notices.detail.download')}
            </Button>,
          ]}
        >
          <Space>
            <FileKindIcon name={file.realName} />
            <span>{file.realName}</span>
            <Typography.Text type="secondary">{formatFileSize(file.fileSize)}</Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}

/** A notice as a page or dialog body: author department, time, the sanitised HTML, attachments. */
export function NoticeBody({ notice }: { notice: Notice }) {
  const t = useT();
  return (
    <article aria-label={notice.title}>
      <Space split={<Divider orientation="vertical" />} wrap style={{ color: 'var(--ant-color-text-secondary)' }}>
        <span>{t('notices.detail.dept', { dept: notice.deptName })}</span>
        <span>{t('notices.detail.time', { time: notice.time })}</span>
      </Space>
      <Divider style={{ margin: '12px 0' }} />
      <SafeHtml html={notice.content} encoded />
      <Divider titlePlacement="start" style={{ margin: '16px 0 8px' }}>
        <PaperClipOutlined /> {t('notices.detail.attachments')}
      </Divider>
      <Attachments filekey={notice.filekey} />
    </article>
  );
}

/**
 * SPEC 2 notice detail dialog: draggable by its title bar, with title, author department, time, the
 * HTML content and the attachments.
 */
export function NoticeDialog({ notice, onClose }: { notice: Notice | undefined; onClose: () => void }) {
  const t = useT();
  const dragRef = useRef<HTMLDivElement>(null);
  const [bounds, setBounds] = useState({ left: 0, top: 0, right: 0, bottom: 0 });
  const [dragging, setDragging] = useState(false);

  // The dialog may move anywhere inside the window, never out of reach.
  const onStart = (_event: DraggableEvent, data: DraggableData) => {
    const box = dragRef.current?.getBoundingClientRect();
    if (!box) return;
    const { clientWidth, clientHeight } = document.documentElement;
    setBounds({ left: -box.left + data.x, right: clientWidth - (box.right - data.x), top: -box.top + data.y, bottom: clientHeight - (box.bottom - data.y) });
  };

  const title: ReactNode = (
    <div
      className="gs-drag-handle"
      style={{ cursor: 'move', userSelect: 'none', paddingInlineEnd: 24 }}
      onMouseOver={() => setDragging(true)}
      onMouseOut={() => setDragging(false)}
      onFocus={() => setDragging(true)}
      onBlur={() => setDragging(false)}
      title={t('notices.detail.dragHint')}
    >
      {notice?.title}
    </div>
  );

  return (
    <Dialog
      open={notice !== undefined}
      title={title}
      width={760}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(modal) => (
        <Draggable disabled={!dragging} bounds={bounds} nodeRef={dragRef} onStart={onStart} handle=".gs-drag-handle">
          <div ref={dragRef}>{modal}</div>
        </Draggable>
      )}
    >
      {notice ? <NoticeBody notice={notice} /> : <Empty />}
    </Dialog>
  );
}

export default NoticeDialog;
