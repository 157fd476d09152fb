import { Empty, Grid } from 'antd';
import { type UIEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { type Translate, useLanguage, useT } from '../../../i18n/i18n.ts';
import type { Language } from '../../../config/settings.ts';
import { markAfterPaint, perfMarks } from '../../../lib/perf-marks.ts';
import type { TimetableEntry, TimetableRow } from '../api/keys.ts';
import { courseName, layoutDay, periodsText, weekdayName, weeksText } from './week-grid.tsx';
import './overview-grid.css';
import '../messages.ts';

/**
 * Sizes in px: they place every bar by arithmetic, so nothing is measured while rows scroll. A line is
 * as high as its label on two lines (three on a phone, whose label column is narrower): a class's label
 * (college, major, cohort) is long, and a label is never cut.
 */
const ROW_HEIGHT = 40;
const PHONE_ROW_HEIGHT = 56;
const HEAD_HEIGHT = 32;
const PERIOD_WIDTH = 14;
const DAY_WIDTH = PERIOD_WIDTH * 12;
/** Rows drawn above and below the window, so a Tab to the next row finds it there. */
const OVERSCAN = 6;

export interface OverviewGridProps {
  /** One line per resource (room, teacher or class), in the server's order. */
  rows: readonly TimetableRow[];
  /** Every entry of those rows (`rowKey` names its row). */
  entries: readonly TimetableEntry[];
  label: string;
  /** What a line is (教室, 教师, 班级): the title of the labels' column. */
  resource: string;
  /** The row whose classic grid is open, marked. */
  chosen?: string | null;
  /** A row pressed: open its resource's classic grid. */
  onOpen: (row: TimetableRow) => void;
  /** One week shown: the holiday of a weekday, named in its column's head. */
  holidayOf?: (weekday: number) => string | null;
  /** Height of the scrolling box (default 480 px). */
  height?: number;
}

interface Bar {
  key: string;
  left: number;
  top: number;
  width: number;
  height: number;
  title: string;
  parity: 'odd' | 'even' | null;
}

interface Line {
  row: TimetableRow;
  name: string;
  bars: Bar[];
}

const barTitle = (t: Translate, language: Language, entry: TimetableEntry) =>
  [
    `${weekdayName(t, entry.weekday)} ${periodsText(t, entry.start, entry.end)}`,
    courseName(language, entry),
    entry.room ?? t('timetable.noRoom'),
    weeksText(t, entry),
  ].join(' · ');

/**
 * Every line's bars, once per answer: by row, then by day, entries that share periods in lanes (an
 * odd/even pair one above the other), each bar placed in px from its weekday and periods.
 */
function layout(t: Translate, language: Language, rows: readonly TimetableRow[], entries: readonly TimetableEntry[], rowHeight: number): Line[] {
  const byRow = new Map<string, TimetableEntry[]>();
  for (const entry of entries) {
    const list = byRow.get(entry.rowKey);
    if (list) list.push(entry);
    else byRow.set(entry.rowKey, [entry]);
  }
  const inner = rowHeight - 8;
  return rows.map((row) => {
    const own = byRow.get(row.key) ?? [];
    const byDay = new Map<number, TimetableEntry[]>();
    for (const entry of own) byDay.set(entry.weekday, [...(byDay.get(entry.weekday) ?? []), entry]);
    const bars: Bar[] = [];
    for (const [weekday, list] of byDay) {
      for (const { entry, lane, lanes } of layoutDay(list)) {
        const parity = entry.weeks && entry.weeks.parity !== 'all' ? entry.weeks.parity : null;
        bars.push({
          key: entry.id,
          left: (weekday - 1) * DAY_WIDTH + (entry.start - 1) * PERIOD_WIDTH + 1,
          width: (entry.end - entry.start + 1) * PERIOD_WIDTH - 2,
          top: 4 + (inner / lanes) * lane,
          height: inner / lanes - (lanes > 1 ? 1 : 0),
          title: barTitle(t, language, entry),
          parity,
        });
      }
    }
    const name = language === 'en' ? row.labelEn : row.label;
    return { row, name: row.capacity === null ? name : `${name} ${t('timetable.seats', { n: row.capacity })}`, bars };
  });
}

/**
 * The overview of a term's timetable (课表总览): one line per room, teacher or class with its week as
 * day x period cells, where a bar is a session. Only the lines in the window are in the document (a
 * term of 2,000 offerings has hundreds of lines) and the layout is worked out once per answer; the
 * bars are plain elements with a native tooltip, so a first render does no per-cell component work.
 * A line is a button: pressed, it opens that resource's classic grid.
 */
export function OverviewGrid({ rows, entries, label, resource, chosen = null, onOpen, holidayOf, height = 480 }: OverviewGridProps) {
  const t = useT();
  const language = useLanguage();
  const [first, setFirst] = useState(0);
  const rowHeight = Grid.useBreakpoint().md === false ? PHONE_ROW_HEIGHT : ROW_HEIGHT;
  const lines = useMemo(() => layout(t, language, rows, entries, rowHeight), [t, language, rows, entries, rowHeight]);
  // The benchmark's end mark: the frame after a new answer's lines are on screen (pnpm bench).
  useEffect(() => markAfterPaint(perfMarks.timetableGridPainted), [lines]);
  const days = useMemo(() => (entries.some((entry) => entry.weekday >= 6) ? 7 : 5), [entries]);
  const viewport = Math.min(height, HEAD_HEIGHT + lines.length * rowHeight + 2);
  const count = Math.ceil((viewport - HEAD_HEIGHT) / rowHeight) + 2 * OVERSCAN;
  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      // A state change only when another row reaches the top: scrolling within a row renders nothing.
      const top = Math.max(0, Math.floor(event.currentTarget.scrollTop / rowHeight) - OVERSCAN);
      setFirst((current) => (current === top ? current : top));
    },
    [rowHeight],
  );

  if (rows.length === 0) return <Empty description={t('timetable.overview.empty')} />;
  const trackWidth = days * DAY_WIDTH;
  const shown = lines.slice(first, first + count);

  return (
    <div className="gs-ov-scroll" role="region" aria-label={label} style={{ height: viewport }} onScroll={onScroll}>
      <div className="gs-ov-canvas" style={{ height: HEAD_HEIGHT + lines.length * rowHeight, width: `calc(var(--gs-ov-label-width) + ${trackWidth}px)` }}>
        <div className="gs-ov-head" style={{ height: HEAD_HEIGHT }}>
          <div className="gs-ov-label gs-ov-corner">{resource}</div>
          {Array.from({ length: days }, (_, index) => {
            const holiday = holidayOf?.(index + 1) ?? null;
            return (
              <div key={index} className={`gs-ov-dayhead${holiday ? ' gs-ov-holiday' : ''}`} style={{ width: DAY_WIDTH }} title={holiday ?? undefined}>
                {weekdayName(t, index + 1)}
                {holiday && ` · ${holiday}`}
              </div>
            );
          })}
        </div>
        {shown.map((line, index) => (
          <button
            key={line.row.key}
            type="button"
            data-overview-row
            className={`gs-ov-row${line.row.key === chosen ? ' gs-ov-chosen' : ''}`}
            style={{ top: HEAD_HEIGHT + (first + index) * rowHeight, height: rowHeight }}
            aria-label={t('timetable.overview.open', { name: line.name, count: line.row.count })}
            aria-pressed={line.row.key === chosen}
            onClick={() => onOpen(line.row)}
          >
            <span className="gs-ov-label">
              <span className="gs-ov-name">{line.name}</span>
              <span className="gs-ov-count">{line.row.count}</span>
            </span>
            <span className="gs-ov-track" style={{ width: trackWidth, backgroundSize: `${DAY_WIDTH}px 100%, ${PERIOD_WIDTH * 4}px 100%` }}>
              {line.bars.map((bar) => (
                <span
                  key={bar.key}
                  className={`gs-ov-bar${bar.parity ? ` gs-ov-${bar.parity}` : ''}`}
                  style={{ left: bar.left, top: bar.top, width: bar.width, height: bar.height }}
                  title={bar.title}
                />
              ))}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
