import { memo } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import type { ScreenEvent } from '../api/panels.ts';
import '../messages.ts';

const Row = memo(function Row({ event }: { event: ScreenEvent }) {
  return (
    <li className="gs-screen-event" data-kind={event.kind}>
      <time dateTime={event.time.replace(' ', 'T')}>{event.time.slice(5, 16)}</time>
      <b>{event.who}</b>
      <span>{event.what}</span>
    </li>
  );
});

/**
 * The latest events, scrolling upwards for ever: the list is drawn twice, one after the other, and the pair moves
 * by one list's height with a CSS animation (a transform: no layout per frame), so the end joins the start. It
 * pauses under the pointer and while it has the keyboard's focus, and does not move under reduced motion (then
 * the top events show, the newest first). The second copy is hidden from screen readers, who read the list
 * whole: it is not clipped for them.
 */
export function ActivityList({ events }: { events: readonly ScreenEvent[] }) {
  const t = useT();
  if (events.length === 0) return <p className="gs-screen-muted">{t('screen.activity.none')}</p>;
  // Seconds per row: slow enough to read a row as it passes.
  const duration = events.length * 2.4;
  return (
    <div className="gs-screen-ticker" role="region" aria-label={t('screen.activity.list')}>
      <div className="gs-screen-ticker-track" style={{ animationDuration: `${duration}s` }}>
        <ul>
          {events.map((event) => (
            <Row key={event.id} event={event} />
          ))}
        </ul>
        <ul aria-hidden="true">
          {events.map((event) => (
            <Row key={event.id} event={event} />
          ))}
        </ul>
      </div>
    </div>
  );
}
