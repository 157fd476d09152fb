import { Button, Result } from 'antd';
import { t } from '../i18n/i18n.ts';
import { ChunkLoadError } from '../lib/lazy-view.ts';

/** What a failed page shows: the reason, and a reload (a chunk error reloads the whole app). */
export default function ViewError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const chunk = error instanceof ChunkLoadError;
  return (
    <Result
      status="error"
      title={t('page.error.title')}
      subTitle={chunk ? t('app.chunkError', { code: error.code }) : error.message}
      extra={
        <Button type="primary" onClick={() => (chunk ? window.location.reload() : onRetry())}>
          {chunk ? t('app.reload') : t('page.error.retry')}
        </Button>
      }
    />
  );
}
