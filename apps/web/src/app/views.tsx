import { Component, type ComponentType, type ErrorInfo, type ReactNode, lazy, Suspense } from 'react';
import { settings } from '../config/settings.ts';
import { t } from '../i18n/i18n.ts';
import { approvalViews } from '../features/approvals/views.ts';
import { dictViews } from '../features/dicts/views.ts';
import { fileViews } from '../features/files/views.ts';
import { noticePublicRoutes, noticeViews } from '../features/notices/views.ts';
import { studentViews } from '../features/students/views.ts';
import { reportError } from '../lib/error-log.ts';
import type { PublicRoutes, ViewRegistry } from '../lib/view-registry.ts';

type ViewModule = Promise<{ default: ComponentType }>;

// The error screen is rare: it loads when needed, not with every page.
const ViewError = lazy(() => import('./view-error.tsx'));

/**
 * The views registry (SPEC 2): a menu node's `component` names one of these pages, each its own lazy
 * chunk. A component the app does not have opens the honest "not available in this version" page.
 */
export const views: ViewRegistry = {
  'home/index': () => import('../features/home/routes/home-page.tsx'),
  'center/index': () => import('../features/auth/routes/center-page.tsx'),
  ...noticeViews,
  ...fileViews,
  ...dictViews,
  ...approvalViews,
  ...studentViews,
};

/** Signed-out pages of the features (white-listed, outside the layout), by URL path. */
export const publicRoutes: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(noticePublicRoutes satisfies PublicRoutes).map(([path, load]) => [path, lazy(withChunkTimeout(load))]),
);

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

/** Waiting for a page or the session: a CSS spinner, so the first paint needs no antd component. */
export function PageSpinner() {
  return (
    <div className="gs-page-spinner" role="status" aria-live="polite">
      <span className="gs-spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
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
    return (
      <Suspense fallback={null}>
        <ViewError
          error={error}
          onRetry={() => {
            this.setState({ error: undefined });
            this.props.onRetry?.();
          }}
        />
      </Suspense>
    );
  }
}

export function LazyPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
