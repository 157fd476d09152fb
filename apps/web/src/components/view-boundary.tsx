import { Component, type ErrorInfo, type ReactNode, lazy, Suspense } from 'react';
import { t } from '../i18n/i18n.ts';
import { reportError } from '../lib/error-log.ts';

// The error screen is rare: it loads when needed, not with every page.
const ViewError = lazy(() => import('./view-error.tsx'));

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
