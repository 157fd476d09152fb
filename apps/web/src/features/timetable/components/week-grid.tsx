import { Empty, Grid, Tag } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { type Translate, useLanguage, useT } from '../../../i18n/i18n.ts';
import type { Language } from '../../../config/settings.ts';
import type { Term, TermHoliday, TimetableEntry } from '../api/keys.ts';
import { PERIODS, dateOf, holidayOn, periodTimes } from '@gs/sdk/rules/timetable';
import './week-grid.css';
import '../messages.ts';

export type CellShade = 'free' | 'busy';
export type EntryState = 'draft' | 'conflict' | 'selected';

export interface WeekGridProps {
  /** The sessions to draw (a `TimetableEntry` each: weekly slots and dated sessions). */
  entries: readonly TimetableEntry[];
  /** Names the grid for assistive technology (a region with this label). */
  label: string;
  /**
   * One week of a term: the columns show their dates, a holiday's column is marked with its name and
   * an entry skipped on that date shows as not held. Without it the grid is the pattern of a range of
   * weeks and an entry names the holidays it skips.
   */
  week?: { term: Term; week: number };
  /** Saturday and Sunday are shown when an entry uses them; `true` shows them always (an editor placing sessions). */
  showWeekend?: boolean;
  /** How a cell is shaded while something is placed (the editor's availability). */
  shade?: (weekday: number, period: number) => CellShade | undefined;
  /** Makes every cell a button named by its weekday and period. */
  onCellClick?: (weekday: number, period: number) => void;
  /** Makes every entry a button (select, move); without it a click passes to the cell beneath. */
  onEntryClick?: (entry: TimetableEntry) => void;
  /** Marks an entry as a draft (dashed), a clash (red) or the selected one. */
  entryState?: (entry: TimetableEntry) => EntryState | undefined;
  /** Replaces the body of an entry's block (its state, parity and click stay the grid's). */
  renderEntry?: (entry: TimetableEntry) => ReactNode;
  /**
   * On a phone (below antd's `md`) `days` lists the days one under another instead of the grid that
   * scrolls sideways (the own timetable, read only); the default keeps the grid.
   */
  phone?: 'scroll' | 'days';
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The last periods before the midday and the evening breaks: a stronger line under them. */
const BREAKS = new Set([4, 8]);
const PARITY_ORDER = { odd: 0, all: 1, even: 2 } as const;

/** An entry's place: its lane among the entries that overlap it in its day, and how many lanes share them. */
interface Placed {
  entry: TimetableEntry;
  lane: number;
  lanes: number;
}

/**
 * Lanes per day: entries whose periods overlap (an odd-weeks and an even-weeks course of one room and
 * slot, or a clash being drafted) stand side by side, odd weeks first. Each group of overlapping entries
 * is laid out on its own, so one pair does not narrow the rest of the day.
 */
export function layoutDay(entries: readonly TimetableEntry[]): Placed[] {
  const order = [...entries].sort(
    (a, b) =>
      a.start - b.start ||
      (a.weeks ? PARITY_ORDER[a.weeks.parity] : 3) - (b.weeks ? PARITY_ORDER[b.weeks.parity] : 3) ||
      a.end - b.end ||
      a.kcdm.localeCompare(b.kcdm) ||
      a.id.localeCompare(b.id),
  );
  const placed: Placed[] = [];
  let group: Placed[] = [];
  let laneEnds: number[] = [];
  let groupEnd = 0;
  const close = () => {
    for (const item of group) item.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const entry of order) {
    if (entry.start > groupEnd) close();
    let lane = laneEnds.findIndex((end) => end < entry.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = entry.end;
    groupEnd = Math.max(groupEnd, entry.end);
    const item = { entry, lane, lanes: 1 };
    group.push(item);
    placed.push(item);
  }
  close();
  return placed;
}

/** 周一 .. 周日 (Mon .. Sun). */
export const weekdayName = (t: Translate, weekday: number) => t(`timetable.weekday.${weekday}` as 'timetable.weekday.1');

export const courseName = (language: Language, entry: Pick<TimetableEntry, 'kcmc' | 'kcmcEn'>) =>
  language === 'en' && entry.kcmcEn ? entry.kcmcEn : entry.kcmc;

export const holidayName = (language: Language, holiday: Pick<TermHoliday, 'name' | 'nameEn'>) => (language === 'en' ? holiday.nameEn : holiday.name);

export const periodsText = (t: Translate, start: number, end: number) =>
  start === end ? t('timetable.period', { n: start }) : t('timetable.periods', { start, end });

/** When an entry meets: its weeks and parity, or the date of a dated session. */
export function weeksText(t: Translate, entry: Pick<TimetableEntry, 'weeks' | 'date'>): string {
  if (!entry.weeks) return entry.date ? t('timetable.dated', { date: entry.date }) : '';
  const range = t('timetable.weeks', { from: entry.weeks.from, to: entry.weeks.to });
  return entry.weeks.parity === 'all' ? range : `${range} ${t(`timetable.parity.${entry.weeks.parity}`)}`;
}

/** The clock times of periods `start` to `end`. */
export function timesOf(start: number, end: number): string {
  const times = periodTimes(start, end);
  return `${times.start}-${times.end}`;
}

interface Day {
  weekday: number;
  date: string | null;
  holiday: TermHoliday | null;
}

function useDays(entries: readonly TimetableEntry[], showWeekend: boolean, week: WeekGridProps['week']): Day[] {
  return useMemo(() => {
    const weekend = showWeekend || entries.some((entry) => entry.weekday >= 6);
    return WEEKDAYS.filter((weekday) => weekend || weekday <= 5).map((weekday) => {
      const date = week ? dateOf(week.term.startDate, week.week, weekday) : null;
      const holiday = date && week ? holidayOn(week.term, date) : null;
      return { weekday, date, holiday: date && holiday ? { date, ...holiday } : null };
    });
  }, [entries, showWeekend, week]);
}

/** The holiday on which the entry is not held in the day shown, when there is one. */
const skippedOn = (entry: TimetableEntry, day: Day) => (day.date ? (entry.skipped.find((s) => s.date === day.date) ?? null) : null);

function EntryBody({ entry, day, state }: { entry: TimetableEntry; day: Day; state: EntryState | undefined }) {
  const t = useT();
  const language = useLanguage();
  const skipped = skippedOn(entry, day);
  const parity = entry.weeks?.parity;
  return (
    <>
      <span className="gs-tt-entry-name">{courseName(language, entry)}</span>
      <span className="gs-tt-entry-line">{entry.room ?? t('timetable.noRoom')}</span>
      {entry.teachers.length > 0 && <span className="gs-tt-entry-line">{entry.teachers.join(t('common.listSep'))}</span>}
      <span className="gs-tt-entry-line">{weeksText(t, { weeks: entry.weeks && { ...entry.weeks, parity: 'all' }, date: entry.date })}</span>
      <span className="gs-tt-entry-tags">
        {parity && parity !== 'all' && (
          <Tag className="gs-tt-tag" color={parity === 'odd' ? 'blue' : 'purple'}>
            {t(`timetable.parity.${parity}`)}
          </Tag>
        )}
        {state === 'draft' && <Tag className="gs-tt-tag">{t('timetable.state.draft')}</Tag>}
        {state === 'conflict' && (
          <Tag className="gs-tt-tag" color="error">
            {t('timetable.state.conflict')}
          </Tag>
        )}
      </span>
      {skipped ? (
        <span className="gs-tt-entry-line gs-tt-entry-off">{t('timetable.notHeld', { name: holidayName(language, skipped) })}</span>
      ) : (
        !day.date &&
        entry.skipped.map((s) => (
          <span key={s.date} className="gs-tt-entry-line gs-tt-entry-off">
            {t('timetable.skipped', { date: s.date.slice(5), name: holidayName(language, s) })}
          </span>
        ))
      )}
    </>
  );
}

/** What a screen reader hears for an entry: day, periods, course, room, weeks and parity, state. */
function entryLabel(t: Translate, language: Language, entry: TimetableEntry, state: EntryState | undefined): string {
  const words = [
    t('timetable.entry', { weekday: weekdayName(t, entry.weekday), periods: periodsText(t, entry.start, entry.end), course: courseName(language, entry) }),
    entry.room ?? t('timetable.noRoom'),
    weeksText(t, entry),
  ];
  if (state === 'draft') words.push(t('timetable.state.draft'));
  if (state === 'conflict') words.push(t('timetable.state.conflict'));
  return words.join(' · ');
}

/**
 * The classic week grid (周课表): weekdays as columns (Saturday and Sunday when used), periods 1-12
 * with their times as rows, each entry a block over its periods; entries that share periods stand side
 * by side (an odd/even pair labelled 单周/双周); a holiday's column is marked. Read only, or with
 * cells as buttons (`onCellClick`) and shades (`shade`) for the editors. Plain elements in a CSS grid
 * (no component per cell): the overview opens it for any resource at once.
 */
export function WeekGrid(props: WeekGridProps) {
  const { entries, label, week, showWeekend = false, shade, onCellClick, onEntryClick, entryState, renderEntry, phone = 'scroll' } = props;
  const t = useT();
  const language = useLanguage();
  const days = useDays(entries, showWeekend, week);
  const placed = useMemo(() => {
    const byDay = new Map<number, TimetableEntry[]>();
    for (const entry of entries) byDay.set(entry.weekday, [...(byDay.get(entry.weekday) ?? []), entry]);
    return new Map([...byDay].map(([weekday, list]) => [weekday, layoutDay(list)]));
  }, [entries]);
  const small = Grid.useBreakpoint().md === false;

  if (small && phone === 'days') return <DayList entries={entries} days={days} label={label} entryState={entryState} renderEntry={renderEntry} />;

  const dayName = (weekday: number) => weekdayName(t, weekday);
  const cells: ReactNode[] = [];
  for (const [column, day] of days.entries()) {
    for (const { period } of PERIODS) {
      const tone = shade?.(day.weekday, period);
      const className = `gs-tt-cell${BREAKS.has(period) ? ' gs-tt-break' : ''}${tone ? ` gs-tt-${tone}` : ''}${day.holiday ? ' gs-tt-off' : ''}`;
      const style = { gridColumn: column + 2, gridRow: period + 1 };
      const key = `${day.weekday}-${period}`;
      if (onCellClick) {
        const name = tone === 'free' ? 'timetable.cellFree' : tone === 'busy' ? 'timetable.cellBusy' : 'timetable.cell';
        cells.push(
          <button
            key={key}
            type="button"
            className={className}
            style={style}
            aria-label={t(name, { weekday: dayName(day.weekday), period })}
            onClick={() => onCellClick(day.weekday, period)}
          />,
        );
      } else {
        cells.push(<div key={key} className={className} style={style} aria-hidden />);
      }
    }
  }

  const blocks: ReactNode[] = [];
  for (const [column, day] of days.entries()) {
    for (const { entry, lane, lanes } of placed.get(day.weekday) ?? []) {
      const state = entryState?.(entry);
      const skipped = skippedOn(entry, day) !== null;
      const className = `gs-tt-entry${state ? ` gs-tt-entry-${state}` : ''}${skipped ? ' gs-tt-entry-skipped' : ''}${onEntryClick ? ' gs-tt-entry-button' : ''}${onCellClick && !onEntryClick ? ' gs-tt-entry-through' : ''}`;
      const style = {
        gridColumn: column + 2,
        gridRow: `${entry.start + 1} / ${entry.end + 2}`,
        width: `calc(${100 / lanes}% - 4px)`,
        marginInlineStart: `calc(${(100 * lane) / lanes}% + 2px)`,
      };
      const body = renderEntry ? renderEntry(entry) : <EntryBody entry={entry} day={day} state={state} />;
      const name = entryLabel(t, language, entry, state);
      blocks.push(
        onEntryClick ? (
          <button
            key={entry.id}
            type="button"
            className={className}
            style={style}
            aria-label={name}
            aria-pressed={state === 'selected'}
            onClick={() => onEntryClick(entry)}
          >
            {body}
          </button>
        ) : (
          <div key={entry.id} className={className} style={style} role="group" aria-label={name}>
            {body}
          </div>
        ),
      );
    }
  }

  return (
    <div className="gs-tt-scroll" role="region" aria-label={label}>
      <div className="gs-tt-grid" style={{ gridTemplateColumns: `var(--gs-tt-period-width) repeat(${days.length}, minmax(var(--gs-tt-day-width), 1fr))` }}>
        <div className="gs-tt-corner" style={{ gridColumn: 1, gridRow: 1 }}>
          {t('timetable.periodHead')}
        </div>
        {days.map((day, column) => (
          <div key={day.weekday} className={`gs-tt-day${day.holiday ? ' gs-tt-day-off' : ''}`} style={{ gridColumn: column + 2, gridRow: 1 }}>
            <span>{dayName(day.weekday)}</span>
            {day.date && <span className="gs-tt-date">{day.date.slice(5)}</span>}
            {day.holiday && (
              <Tag className="gs-tt-tag" color="orange">
                {t('timetable.holiday', { name: holidayName(language, day.holiday) })}
              </Tag>
            )}
          </div>
        ))}
        {PERIODS.map(({ period, start, end }) => (
          <div key={period} className={`gs-tt-period${BREAKS.has(period) ? ' gs-tt-break' : ''}`} style={{ gridColumn: 1, gridRow: period + 1 }}>
            <span>{period}</span>
            <span className="gs-tt-time">
              {start}
              <br />
              {end}
            </span>
          </div>
        ))}
        {cells}
        {blocks}
      </div>
    </div>
  );
}

/** The phone's own timetable: each day with its sessions one under another, holidays named. */
function DayList({
  entries,
  days,
  label,
  entryState,
  renderEntry,
}: Pick<WeekGridProps, 'entries' | 'label' | 'entryState' | 'renderEntry'> & { days: readonly Day[] }) {
  const t = useT();
  const language = useLanguage();
  const shown = days.filter((day) => day.holiday || entries.some((entry) => entry.weekday === day.weekday));
  if (shown.length === 0) return <Empty description={t('timetable.noEntries')} />;
  return (
    <div className="gs-tt-days" role="region" aria-label={label}>
      {shown.map((day) => (
        <section key={day.weekday} className="gs-tt-dayblock" aria-label={weekdayName(t, day.weekday)}>
          <h4 className="gs-tt-dayhead">
            {weekdayName(t, day.weekday)}
            {day.date && <span className="gs-tt-date">{day.date}</span>}
            {day.holiday && (
              <Tag className="gs-tt-tag" color="orange">
                {t('timetable.holiday', { name: holidayName(language, day.holiday) })}
              </Tag>
            )}
          </h4>
          {layoutDay(entries.filter((entry) => entry.weekday === day.weekday)).map(({ entry }) => {
            const state = entryState?.(entry);
            return (
              <div
                key={entry.id}
                className={`gs-tt-entry gs-tt-entry-row${state ? ` gs-tt-entry-${state}` : ''}${skippedOn(entry, day) ? ' gs-tt-entry-skipped' : ''}`}
                role="group"
                aria-label={entryLabel(t, language, entry, state)}
              >
                <span className="gs-tt-entry-when">
                  {periodsText(t, entry.start, entry.end)} {timesOf(entry.start, entry.end)}
                </span>
                {renderEntry ? renderEntry(entry) : <EntryBody entry={entry} day={day} state={state} />}
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
