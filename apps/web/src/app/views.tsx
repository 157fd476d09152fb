import { Button, Result, Spin } from 'antd';
import { Component, type ComponentType, type ErrorInfo, type ReactNode, lazy, Suspense } from 'react';
import { settings } from '../config/settings.ts';
import { t } from '../i18n/i18n.ts';
import { reportError } from '../lib/error-log.ts';

type ViewModule = Promise<{ default: ComponentType }>;

/**
 * The views registry (SPEC 2): a menu node's `component` names one of these pages, each its own lazy
 * chunk. A component the app does not have opens the honest "not available in this version" page.
 */
export const views: Record<string, () => ViewModule> = {
  'home/index': () => import('../features/home/routes/home-page.tsx'),
  'center/index': () => import('../features/auth/routes/center-page.tsx'),
};

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(readonly code: string) {
    super(`Chunk load error (${code})`);
  }
}

/** SPEC 8: a chunk that has not arrived after 120 s is reported as a chunk load error. */
export function withChunkTimeout(load: () => ViewModule, timeoutMs: number = settings.chunkLoadTimeoutMs): () => ViewModule {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('CHUNK_LOAD_TIMEOUT')), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          const css = error instanceof Error && /css/i.test(error.message);
          reject(new ChunkLoadError(css ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED'));
        },
      );
    });
}

/** Made once: `lazy` loads nothing until a view first renders. */
export const lazyViews: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(views).map(([component, load]) => [component, lazy(withChunkTimeout(load))]),
);

export function PageSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} role="status" aria-live="polite">
      <Spin tip={t('app.loading')}>
        <div style={{ width: 160, height: 40 }} />
      </Spin>
    </div>
  );
}

interface BoundaryState {
  error: Error | undefined;
}

/** One page's failure stays in its page: the tab shows what went wrong and a reload, the shell lives on. */
export class ViewBoundary extends Component<{ children: ReactNode; onRetry?: () => void }, BoundaryState> {
  override state: BoundaryState = { error: undefined };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, info.componentStack ?? undefined);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error instanceof ChunkLoadError;
    return (
      <Result
        status="error"
        title={t('page.error.title')}
        subTitle={chunk ? t('app.chunkError', { code: error.code }) : error.message}
        extra={
          <Button
            type="primary"
            onClick={() => {
              if (chunk) window.location.reload();
              else {
                this.setState({ error: undefined });
                this.props.onRetry?.();
              }
            }}
          >
            {chunk ? t('app.reload') : t('page.error.retry')}
          </Button>
        }
      />
    );
  }
}

export function LazyPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
