import type { DownloadOptions } from '@gs/sdk/files';
import { formatFileSize, saveBlob } from '@gs/sdk/files';
import { App, Progress } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { type DownloadProgress, downloadWithProgress, progressPercent } from '../lib/download.ts';
import '../i18n/messages/file-items.ts';

function ProgressText({ label, progress, text }: { label: string; progress: DownloadProgress | undefined; text: string }) {
  const percent = progressPercent(progress);
  return (
    <span role="status" aria-label={label}>
      {text}
      <Progress
        size="small"
        style={{ width: 160, marginInlineStart: 8, display: 'inline-flex' }}
        percent={percent ?? 0}
        status="active"
        format={() => (percent === undefined ? formatFileSize(progress?.loaded ?? 0) : `${percent}%`)}
      />
    </span>
  );
}

/**
 * Blob downloads of SPEC 7: a message with a progress bar while the file arrives, then the file is
 * saved under the server's name. Errors have been shown by the client already.
 */
export function useDownload() {
  const t = useT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | undefined>(undefined);

  const run = async (id: string, label: string, path: string, options: DownloadOptions = {}): Promise<boolean> => {
    const key = `gs-download-${id}`;
    const show = (progress?: DownloadProgress) =>
      message.open({
        key,
        type: 'loading',
        duration: 0,
        content: <ProgressText label={t('files.download.progress')} text={t('files.download.running', { label })} progress={progress} />,
      });
    setBusy(id);
    show();
    let shownAt = 0;
    try {
      const { blob, filename } = await downloadWithProgress(path, options, (progress) => {
        const now = Date.now();
        // A message update per chunk would flood React; ten a second is smooth enough.
        if (now - shownAt >= 100 || progress.loaded === progress.total) {
          shownAt = now;
          show(progress);
        }
      });
      saveBlob(blob, filename);
      message.open({ key, type: 'success', duration: 3, content: t('files.download.done', { name: filename }) });
      return true;
    } catch {
      message.destroy(key);
      return false;
    } finally {
      setBusy(undefined);
    }
  };

  return { run, busy };
}
