import { CalendarOutlined } from '@ant-design/icons';
import { inParity, weekOf } from '@gs/sdk/rules/timetable';
import { Alert, Button, Card, Flex, Form, Result, Select, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useDownload } from '../../../components/use-download.tsx';
import { useLanguage, useT } from '../../../i18n/i18n.ts';
import { MINE_ICS_PATH, type Term, type TimetableEntry } from '../api/keys.ts';
import { useMyTimetable } from '../api/timetable.ts';
import { TermSelect } from '../../../components/term/term-select.tsx';
import { todayText, weekOfToday, weekOption } from '../components/timetable-board.tsx';
import { WeekGrid, courseName, holidayName, periodsText, weekdayName } from '../components/week-grid.tsx';
import '../messages.ts';

/** The week chooser's value: a week, or every week of the term. */
type WeekChoice = number | 'all';

/** Whether an entry is taught in a week: its weeks and parity, or the week of its date. */
export function taughtIn(term: Pick<Term, 'startDate'>, entry: TimetableEntry, week: number): boolean {
  if (entry.weeks) return entry.weeks.from <= week && week <= entry.weeks.to && inParity(week, entry.weeks.parity);
  return entry.date !== null && weekOf(term.startDate, entry.date) === week;
}

interface Skip {
  key: string;
  date: string;
  holiday: string;
  entry: TimetableEntry;
}

/**
 * 我的课表 (my/kb/index: a student's at /my/kb, a teacher's at /pkgl/wdkb): the own timetable of a
 * term (the current one first) for this week (or every week, or any other), read only, a list of days
 * on a phone; the classes a holiday cancels are named with it, and the whole term downloads as a
 * calendar (.ics) that phones and mail programs import.
 */
export default function MyTimetablePage() {
  const t = useT();
  const language = useLanguage();
  const [termId, setTermId] = useState<string | undefined>(undefined);
  const [choice, setChoice] = useState<WeekChoice | null>(null);
  const mine = useMyTimetable(termId);
  const { run, busy } = useDownload();
  const data = mine.data;
  const term = data?.term;
  const thisWeek = term ? weekOfToday(term, todayText()) : null;
  // Nothing chosen: this week, or every week when today is outside the term's teaching weeks.
  const week: WeekChoice = choice ?? thisWeek ?? 'all';

  const entries = useMemo(() => {
    if (!data) return [];
    return week === 'all' ? data.entries : data.entries.filter((entry) => taughtIn(data.term, entry, week));
  }, [data, week]);
  const skips = useMemo<Skip[]>(() => {
    if (!data) return [];
    const list = entries.flatMap((entry) =>
      entry.skipped
        .filter((skip) => week === 'all' || weekOf(data.term.startDate, skip.date) === week)
        .map((skip) => ({ key: `${entry.id}-${skip.date}`, date: skip.date, holiday: holidayName(language, skip), entry })),
    );
    return list.sort((a, b) => a.date.localeCompare(b.date) || a.entry.start - b.entry.start);
  }, [data, entries, week, language]);

  if (mine.isError && !data) return <Result status="error" title={t('timetable.mine.empty')} />;
  if (!data || !term) return <Skeleton active paragraph={{ rows: 12 }} />;

  const weekOptions = [
    { value: 'all' as const, label: t('timetable.mine.allWeeks') },
    ...Array.from({ length: term.weeks }, (_, index) => {
      const label = weekOption(t, term, index + 1);
      return { value: index + 1, label: index + 1 === thisWeek ? t('timetable.mine.thisWeek', { text: label }) : label };
    }),
  ];

  return (
    <Card
      title={t('timetable.mine.title')}
      extra={
        <Button
          icon={<CalendarOutlined />}
          loading={busy !== undefined}
          onClick={() => void run('ics', t('timetable.mine.icsLabel'), MINE_ICS_PATH, { query: { term: term.id } })}
        >
          {t('timetable.mine.ics')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Form layout="inline" component="div">
          <Form.Item label={t('timetable.mine.term')} htmlFor="tt-mine-term">
            <TermSelect
              id="tt-mine-term"
              value={termId ?? term.id}
              allowClear={false}
              onChange={(next) => {
                setTermId(next);
                setChoice(null);
              }}
            />
          </Form.Item>
          <Form.Item label={t('timetable.mine.week')} htmlFor="tt-mine-week">
            <Select<WeekChoice>
              id="tt-mine-week"
              value={week}
              onChange={setChoice}
              options={weekOptions}
              // Nineteen choices: typed "全部" or a week number finds one at once.
              showSearch={{ optionFilterProp: 'label' }}
              style={{ minWidth: 240 }}
            />
          </Form.Item>
        </Form>
        {choice === null && thisWeek === null && term.current && <Alert type="info" showIcon title={t('timetable.mine.outside')} />}
        {data.entries.length === 0 ? (
          <Result status="info" title={t('timetable.mine.empty')} />
        ) : (
          <WeekGrid entries={entries} label={t('timetable.mine.grid')} week={week === 'all' ? undefined : { term, week }} phone="days" />
        )}
        {skips.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('timetable.mine.skippedTitle')}
            description={
              <ul className="gs-tt-skips">
                {skips.map((skip) => (
                  <li key={skip.key}>
                    {t('timetable.mine.skippedItem', {
                      date: skip.date,
                      holiday: skip.holiday,
                      course: courseName(language, skip.entry),
                      weekday: weekdayName(t, skip.entry.weekday),
                      periods: periodsText(t, skip.entry.start, skip.entry.end),
                    })}
                  </li>
                ))}
              </ul>
            }
          />
        )}
      </Flex>
    </Card>
  );
}
