import { CloseOutlined } from '@ant-design/icons';
import { dateOf, holidayOn, weekMonday, weekOf } from '@gs/sdk/rules/timetable';
import { Alert, Button, Card, Flex, Form, Input, Segmented, Select, Skeleton, Slider, TreeSelect, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useOrgTree } from '../../../components/org/api.ts';
import { collegeTree } from '../../../components/org/tree.ts';
import { treeOptions } from '../../../components/page-kit/field-control.tsx';
import { type Translate, useLanguage, useT } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../lib/time.ts';
import type { GridQuery, Term, TimetableBy, TimetableRow } from '../api/keys.ts';
import { useTimetableGrid } from '../api/timetable.ts';
import { OverviewGrid } from './overview-grid.tsx';
import { useCurrentTerm } from '../../../components/term/api.ts';
import { TermSelect } from '../../../components/term/term-select.tsx';
import { WeekGrid } from './week-grid.tsx';
import '../messages.ts';

type Mode = 'week' | 'range';
const BYS: readonly TimetableBy[] = ['room', 'teacher', 'class'];

/** 第3周（09-14 至 09-20）: a week with its Monday and Sunday. */
export function weekOption(t: Translate, term: Pick<Term, 'startDate'>, week: number) {
  return t('timetable.board.weekOption', { n: week, from: weekMonday(term.startDate, week).slice(5), to: dateOf(term.startDate, week, 7).slice(5) });
}

/** The week of today in a term, when today is inside its teaching weeks. */
export function weekOfToday(term: Pick<Term, 'startDate' | 'weeks'>, today: string): number | null {
  const week = weekOf(term.startDate, today);
  return week >= 1 && week <= term.weeks ? week : null;
}

/** Today as the user's calendar says (local time: the day on the wall, not UTC's). */
export const todayText = () => formatDate(new Date(), 'YYYY-MM-DD');

/** The holiday on a weekday of a week, in the app's language. */
function holidayOfDay(language: string, term: Term, week: number, weekday: number): string | null {
  const holiday = holidayOn(term, dateOf(term.startDate, week, weekday));
  return holiday ? (language === 'en' ? holiday.nameEn : holiday.name) : null;
}

const rowName = (language: string, row: TimetableRow) => (language === 'en' ? row.labelEn : row.label);

/**
 * 课表 (the second view of /pkgl/pkxxwh): a term's timetable by room, teacher or class, over one week
 * (with its dates and holidays) or a range of weeks (the whole term at first), narrowed by college and
 * course. The overview has a line per resource; a line pressed opens that resource's classic grid
 * below it.
 */
export function TimetableBoard({ switcher }: { switcher: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const tree = useOrgTree();
  const { terms, current } = useCurrentTerm();
  const [termId, setTermId] = useState<string | undefined>(undefined);
  const term = terms?.find((item) => item.id === termId) ?? current;
  const [by, setBy] = useState<TimetableBy>('room');
  const [mode, setMode] = useState<Mode>('range');
  const [week, setWeek] = useState<number | null>(null);
  const [range, setRange] = useState<[number, number] | null>(null);
  const [xydm, setXydm] = useState<string | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const chosenCard = useRef<HTMLDivElement>(null);

  // What the weeks are when nothing is chosen: this week (or the first), the whole term.
  const today = todayText();
  const shownWeek = term ? Math.min(week ?? weekOfToday(term, today) ?? 1, term.weeks) : 1;
  const [from, to] = mode === 'week' ? [shownWeek, shownWeek] : term ? (range ?? [1, term.weeks]) : [1, 1];
  const query: GridQuery | null = term ? { term: term.id, by, weekFrom: from, weekTo: to, ...(xydm ? { xydm } : {}), ...(keyword ? { keyword } : {}) } : null;
  const grid = useTimetableGrid(query);
  const data = grid.data;
  const chosenRow = data?.rows.find((row) => row.key === chosen) ?? null;
  const chosenEntries = useMemo(() => (data && chosen ? data.entries.filter((entry) => entry.rowKey === chosen) : []), [data, chosen]);

  useEffect(() => {
    if (chosen) chosenCard.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [chosen]);

  const resetTerm = (next: string | undefined) => {
    setTermId(next);
    setWeek(null);
    setRange(null);
    setChosen(null);
  };
  const weeksLabel = from === to ? t('timetable.week', { n: from }) : t('timetable.weeks', { from, to });
  const resource = t(`timetable.resource.${by}`);

  return (
    <Flex vertical gap={16}>
      <Card title={t('timetable.board.title')} extra={switcher}>
        <Form layout="inline" component="div" className="gs-tt-controls">
          <Form.Item label={t('timetable.field.term')} htmlFor="tt-board-term">
            <TermSelect id="tt-board-term" value={termId} onChange={resetTerm} allowClear={false} />
          </Form.Item>
          <Form.Item label={t('timetable.board.by')}>
            <Segmented<TimetableBy>
              aria-label={t('timetable.board.by')}
              value={by}
              onChange={(next) => {
                setBy(next);
                setChosen(null);
              }}
              options={BYS.map((value) => ({ value, label: t(`timetable.by.${value}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('timetable.board.mode')}>
            <Segmented<Mode>
              aria-label={t('timetable.board.mode')}
              value={mode}
              onChange={setMode}
              options={[
                { value: 'range', label: t('timetable.board.range') },
                { value: 'week', label: t('timetable.board.oneWeek') },
              ]}
            />
          </Form.Item>
          {term && mode === 'week' && (
            <Form.Item label={t('timetable.board.week')} htmlFor="tt-board-week">
              <Select<number>
                id="tt-board-week"
                value={shownWeek}
                onChange={setWeek}
                style={{ minWidth: 220 }}
                options={Array.from({ length: term.weeks }, (_, index) => ({ value: index + 1, label: weekOption(t, term, index + 1) }))}
              />
            </Form.Item>
          )}
          {term && mode === 'range' && (
            <Form.Item label={t('timetable.board.rangeLabel')}>
              <Slider
                range
                min={1}
                max={term.weeks}
                value={[from, to]}
                onChange={(next) => setRange([next[0] ?? 1, next[1] ?? term.weeks])}
                ariaLabelForHandle={[t('timetable.board.rangeLabel'), t('timetable.board.rangeLabel')]}
                tooltip={{ formatter: (value) => t('timetable.week', { n: value ?? 1 }) }}
                style={{ width: 200 }}
              />
            </Form.Item>
          )}
          <Form.Item label={t('timetable.board.college')} htmlFor="tt-board-college">
            <TreeSelect
              id="tt-board-college"
              value={xydm}
              onChange={(next: string | undefined) => setXydm(next)}
              treeData={treeOptions(collegeTree(tree.data) ?? [])}
              loading={tree.isPending}
              showSearch
              treeNodeFilterProp="title"
              allowClear
              placeholder={t('timetable.board.collegeAny')}
              style={{ minWidth: 200 }}
            />
          </Form.Item>
          <Form.Item label={t('timetable.field.keyword')} htmlFor="tt-board-keyword">
            <Input.Search
              id="tt-board-keyword"
              allowClear
              placeholder={t('timetable.field.keywordHint')}
              onSearch={(text) => setKeyword(text.trim())}
              style={{ width: 220 }}
            />
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 8px' }}>
          {data ? `${weeksLabel} · ${t('timetable.overview.hint', { resource })}` : null}
        </Typography.Paragraph>
        {grid.isError ? (
          <Alert type="error" showIcon title={t('timetable.overview.empty')} />
        ) : !data ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <OverviewGrid
            rows={data.rows}
            entries={data.entries}
            label={t('timetable.overview.label')}
            resource={resource}
            chosen={chosen}
            onOpen={(row) => setChosen(row.key)}
            holidayOf={from === to ? (weekday) => holidayOfDay(language, data.term, from, weekday) : undefined}
          />
        )}
      </Card>
      {chosenRow && data && (
        <div ref={chosenCard}>
          <Card
            title={t('timetable.chosen.title', { name: rowName(language, chosenRow) })}
            extra={
              <Button icon={<CloseOutlined />} onClick={() => setChosen(null)}>
                {t('timetable.chosen.close')}
              </Button>
            }
          >
            <WeekGrid
              entries={chosenEntries}
              label={t('timetable.chosen.title', { name: rowName(language, chosenRow) })}
              week={from === to ? { term: data.term, week: from } : undefined}
            />
          </Card>
        </div>
      )}
    </Flex>
  );
}
