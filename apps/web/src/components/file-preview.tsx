import { Image } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { api } from '../lib/api.ts';
import { fileKind } from '../lib/file-types.ts';
import { Dialog } from './page-kit/dialog.tsx';
import '../i18n/messages/file-items.ts';

export interface PreviewTarget {
  id: string;
  realName: string;
  /** The picked file, when this browser uploaded it: shown without a round trip. */
  local?: Blob;
}

interface Shown {
  name: string;
  url: string;
  kind: 'image' | 'pdf' | 'server';
}

/**
 * SPEC 7 preview: images and PDF in the page, any other type through `kernel/storage/onlinePreview`.
 * The bytes come through the SDK (the token travels in a header, never in a URL) and are shown from an
 * object URL, which is revoked when the preview closes.
 */
export function useFilePreview() {
  const t = useT();
  const [shown, setShown] = useState<Shown | undefined>(undefined);

  useEffect(() => {
    if (!shown) return undefined;
    return () => URL.revokeObjectURL(shown.url);
  }, [shown]);

  const open = async (target: PreviewTarget): Promise<void> => {
    const kind = fileKind(target.realName);
    let blob = target.local;
    if (!blob) {
      const inPage = kind === 'image' || kind === 'pdf';
      const answer = inPage
        ? await api.download(`/kernel/storage/download/${encodeURIComponent(target.id)}`)
        : await api.download('/kernel/storage/onlinePreview', { query: { fileId: target.id, api: '/kernel' } });
      blob = answer.blob;
    }
    if (kind === 'pdf' && blob.type !== 'application/pdf') blob = new Blob([blob], { type: 'application/pdf' });
    // Chromium shows a text/plain object URL in Latin-1 whatever charset the answer named; the byte
    // order mark makes it read the server's UTF-8 (blob.text() decodes UTF-8).
    else if (blob.type.startsWith('text/plain')) blob = new Blob(['\uFEFF', await blob.text()], { type: 'text/plain;charset=utf-8' });
    setShown({ name: target.realName, url: URL.createObjectURL(blob), kind: kind === 'image' || kind === 'pdf' ? kind : 'server' });
  };

  const close = () => setShown(undefined);

  const node = shown ? (
    shown.kind === 'image' ? (
      <Image
        style={{ display: 'none' }}
        src={shown.url}
        alt={shown.name}
        preview={{ open: true, src: shown.url, onOpenChange: (visible) => !visible && close() }}
      />
    ) : (
      <Dialog open title={t('files.preview.title', { name: shown.name })} onCancel={close} footer={null} width="80vw" destroyOnHidden>
        <iframe
          title={t('files.preview.title', { name: shown.name })}
          src={shown.url}
          style={{ width: '100%', height: '70vh', border: 0 }}
          // The server's preview page is HTML from outside the app: no scripts. Chromium's PDF viewer
          // does not run in a sandboxed frame, and a PDF from our own store needs none.
          sandbox={shown.kind === 'server' ? '' : undefined}
        />
      </Dialog>
    )
  ) : null;

  return { open, node };
}
