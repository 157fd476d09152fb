import { EyeOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useT } from '../../i18n/i18n.ts';
import { useFilePreview } from '../file-preview.tsx';
import { useFilesInfo } from '../notice/api.ts';
import { useDownload } from '../use-download.tsx';
import '../../i18n/messages/applications.ts';

/**
 * Stored files of an application: each a download button and a preview (images and PDF in the page,
 * other types through the server's preview). The caller reads them through the storage calls, within
 * the application's scope.
 */
export function Attachments({ ids }: { ids: readonly string[] }) {
  const t = useT();
  const files = useFilesInfo(ids);
  const { run, busy } = useDownload();
  const preview = useFilePreview();
  if (ids.length === 0) return <span>{t('application.attachments.none')}</span>;
  return (
    <Space wrap>
      {(files.data ?? []).map((file) => (
        <Space.Compact key={file.id}>
          <Button
            size="small"
            icon={<PaperClipOutlined />}
            loading={busy === `file-${file.id}`}
            onClick={() => void run(`file-${file.id}`, file.realName, `/kernel/storage/download/${encodeURIComponent(file.id)}`)}
          >
            {file.realName}
          </Button>
          <Button
            size="small"
            icon={<EyeOutlined />}
            aria-label={t('application.attachments.previewOf', { name: file.realName })}
            onClick={() => void preview.open(file)}
          />
        </Space.Compact>
      ))}
      {preview.node}
    </Space>
  );
}
