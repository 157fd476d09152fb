import type { ApiError } from '@gs/sdk/errors';
import { Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import '../messages.ts';
import { RollingNumber } from './rolling-number.tsx';

/** What a panel needs of its query (TanStack's result). */
export interface PanelQuery<T> {
  data: T | undefined;
  error: ApiError | null;
  isFetching: boolean;
  dataUpdatedAt: number;
  refetch(): unknown;
}

const time = (ms: number) => new Date(ms).toTimeString().slice(0, 8);

/**
 * One panel of the board: its title, when it was last read, and its content; a failure shows inside the panel
 * (what went wrong and a retry, and that it retries by itself on its interval) while the other panels carry on.
 * Figures already shown stay under the failure line, so a passing fault does not blank the panel.
 */
export function Panel<T>({
  name,
  title,
  area,
  query,
  interval,
  extra,
  children,
}: {
  name: string;
  title: string;
  area: string;
  query: PanelQuery<T>;
  interval: number;
  extra?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  const { data, error } = query;
  return (
    <section
      className="gs-screen-panel"
      style={{ gridArea: area }}
      data-panel={name}
      aria-label={title}
      data-state={error ? 'error' : data ? 'ready' : 'loading'}
    >
      <header className="gs-screen-panel-head">
        <h2>{title}</h2>
        {extra}
        {data && !error && <span className="gs-screen-updated">{t('screen.updated', { time: time(query.dataUpdatedAt) })}</span>}
      </header>
      {error && (
        <div className="gs-screen-error" role="alert">
          <span>{t('screen.error', { message: error.message })}</span>
          <span className="gs-screen-muted">{t('screen.retrying', { seconds: Math.round(interval / 100) / 10 })}</span>
          <Button size="small" ghost onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('screen.retry')}
          </Button>
        </div>
      )}
      {data ? (
        <div className="gs-screen-panel-body">{children(data)}</div>
      ) : (
        !error && <div className="gs-screen-panel-body gs-screen-muted">{t('screen.loading')}</div>
      )}
    </section>
  );
}

/**
 * A big figure with its caption (and an optional unit after it). The figure's size is the panel's, unless its
 * text is too long for its box: then it is as big as fits (`--chars` is its width in digits; the CSS divides the
 * box's width by it), so a school of 100,000 students shows every digit instead of an ellipsis.
 */
export function Figure({ label, value, text, unit, tone }: { label: string; value: number; text?: string; unit?: string; tone?: 'warn' | 'ok' }) {
  const shown = text ?? value.toLocaleString('en-US');
  const chars = shown.length + (unit ? unit.length * 0.45 + 0.3 : 0);
  return (
    <div className="gs-screen-figure" data-tone={tone} style={{ '--chars': chars } as CSSProperties}>
      <span className="gs-screen-figure-value">
        <RollingNumber value={value} text={shown} />
        {unit && <small>{unit}</small>}
      </span>
      <span className="gs-screen-figure-label">{label}</span>
    </div>
  );
}
