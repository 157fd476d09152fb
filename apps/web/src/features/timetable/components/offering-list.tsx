import { CalendarOutlined, PlusOutlined, ScheduleOutlined } from '@ant-design/icons';
import { Button, Select, Tag } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useOrgTree } from '../../../components/org/api.ts';
import { collegeTree } from '../../../components/org/tree.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { CustomControlProps, KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { paths } from '../../../config/paths.ts';
import type { Language } from '../../../config/settings.ts';
import { type Translate, useLanguage, useT } from '../../../i18n/i18n.ts';
import type { Offering, OfferingQuery } from '../api/keys.ts';
import { useOfferings } from '../api/offerings.ts';
import { useTimetableRooms } from '../api/timetable.ts';
import { termName, useCurrentTerm } from '../../../components/term/api.ts';
import { TermSelect } from '../../../components/term/term-select.tsx';
import { courseName, periodsText, weekdayName, weeksText } from './week-grid.tsx';
import '../../../i18n/messages/page-kit.ts';
import '../messages.ts';

/** The list's filters: the call's, with `placed` as the select's text (a form field holds no boolean). */
export type OfferingFilter = Pick<OfferingQuery, 'term' | 'xydm' | 'teacher' | 'roomId' | 'week' | 'keyword'> & { placed?: 'yes' | 'no' };

/** Who may open the editors (the list itself is `pkgl:jxb:list`). */
export const MAY_EDIT = ['pkgl:pkxxwh:edit'];

/** An offering's weekly slots in words (周三 第1-2节；…), and how many dated sessions it has besides. */
export function slotsText(t: Translate, offering: Pick<Offering, 'slots' | 'dates'>): string {
  const slots = offering.slots.map((slot) => `${weekdayName(t, slot.weekday)} ${periodsText(t, slot.start, slot.end)}`);
  if (offering.dates.length > 0) slots.push(t('timetable.slotsDated', { n: offering.dates.length }));
  return slots.join(t('common.listSep'));
}

const placedOf = (offering: Offering) => offering.slots.length > 0 || offering.dates.length > 0;

function columnsOf(t: Translate, language: Language): KitColumn<Offering>[] {
  return [
    { key: 'kcdm', title: 'timetable.field.kcdm', width: 110, fixed: 'left' },
    { key: 'kcmc', title: 'timetable.field.kcmc', width: 200, render: (row) => courseName(language, row) },
    { key: 'teachers', title: 'timetable.field.teachers', width: 140, render: (row) => row.teachers.map((teacher) => teacher.xm).join(t('common.listSep')) },
    { key: 'room', title: 'timetable.field.room', width: 150, render: (row) => row.room ?? '-' },
    { key: 'enrolled', title: 'timetable.field.enrolled', width: 100, align: 'right', render: (row) => `${row.enrolled} / ${row.capacity}` },
    {
      key: 'weeks',
      title: 'timetable.field.weeks',
      width: 150,
      render: (row) => (placedOf(row) ? weeksText(t, { weeks: row.weeks, date: null }) : '-'),
    },
    {
      key: 'slots',
      title: 'timetable.field.slots',
      width: 220,
      render: (row) => (placedOf(row) ? slotsText(t, row) : <Tag color="warning">{t('timetable.notPlaced')}</Tag>),
    },
    { key: 'xymc', title: 'timetable.field.xydm', width: 180 },
  ];
}

/** The room filter: every room by name with its seats, searchable. */
function RoomControl({ id, value, onChange, disabled }: CustomControlProps) {
  const t = useT();
  const rooms = useTimetableRooms();
  const options = (rooms.data?.records ?? []).map((room) => ({ value: room.id, label: `${room.name} ${t('timetable.seats', { n: room.capacity })}` }));
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange as ((next: string) => void) | undefined}
      disabled={disabled}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={rooms.isPending}
      placeholder={t('pageKit.search.any')}
      options={options}
      style={{ width: '100%' }}
    />
  );
}

/**
 * 教学班 (the first view of /pkgl/pkxxwh): the offerings of a term (the current one unless another is
 * chosen) with their teachers, room, enrolment, weeks and class times; filters by college, teacher,
 * room, week, keyword and whether they are placed. Rows open the offering's plan, its dated sessions and
 * its students; the toolbar adds an offering and opens the editors by week and by date.
 */
export function OfferingList({ switcher }: { switcher: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { can } = useAccess();
  const tree = useOrgTree();
  const { current, terms, loading } = useCurrentTerm();
  const mayEdit = can(MAY_EDIT);
  const columns = useMemo(() => columnsOf(t, language), [t, language]);

  const fields = useMemo<KitField<OfferingFilter>[]>(
    () => [
      { name: 'term', label: 'timetable.field.term', kind: 'custom', render: (control) => <TermSelect {...control} /> },
      { name: 'keyword', label: 'timetable.field.keyword', kind: 'text', placeholder: 'timetable.field.keywordHint' },
      { name: 'xydm', label: 'timetable.field.xydm', kind: 'tree', nodes: collegeTree(tree.data) },
      { name: 'teacher', label: 'timetable.field.teacher', kind: 'text' },
      { name: 'roomId', label: 'timetable.field.room', kind: 'custom', render: (control) => <RoomControl {...control} /> },
      { name: 'week', label: 'timetable.field.week', kind: 'number', min: 1, max: 30, precision: 0, placeholder: 'timetable.field.weekHint' },
      {
        name: 'placed',
        label: 'timetable.field.placed',
        kind: 'select',
        options: [
          { value: 'yes', label: 'timetable.placed.yes' },
          { value: 'no', label: 'timetable.placed.no' },
        ],
      },
    ],
    [tree.data],
  );

  const useRows = ({ filter, current: page, size }: ListQuery<OfferingFilter, string>): ListResult<Offering> => {
    const { placed, ...rest } = filter;
    const query: OfferingQuery = { ...rest, current: page, size };
    const term = filter.term ?? current?.id;
    if (term) query.term = term;
    if (placed) query.placed = placed === 'yes';
    // Waits for the terms, so that the first answer is the current term's and not every term's.
    const result = useOfferings(query, !loading);
    return { data: result.data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
  };

  const nameOf = (row: Offering) => `${row.kcdm} ${courseName(language, row)}`;

  return (
    <ListPage<Offering, OfferingFilter>
      search={{ name: 'pkxxwh-search', title: 'timetable.list.search', fields }}
      useRows={useRows}
      title={(total) => t('timetable.list.title', { total })}
      toolbar={({ filter }) => {
        const term = terms?.find((item) => item.id === (filter.term ?? current?.id));
        return (
          <>
            {switcher}
            {term && <Tag color="blue">{termName(language, term)}</Tag>}
            {mayEdit && (
              <>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.offeringPlan())}>
                  {t('timetable.action.add')}
                </Button>
                <Button icon={<ScheduleOutlined />} onClick={() => navigate(paths.timetableByWeek())}>
                  {t('timetable.action.byWeek')}
                </Button>
                <Button icon={<CalendarOutlined />} onClick={() => navigate(paths.timetableByDate())}>
                  {t('timetable.action.byDate')}
                </Button>
              </>
            )}
          </>
        );
      }}
      table={{
        label: 'timetable.list.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-pkxxwh-columns',
        sortable: false,
        empty: 'timetable.list.empty',
        actionsWidth: mayEdit ? 280 : 90,
        actions: (row) => (
          <>
            {mayEdit && (
              <>
                <RowAction onClick={() => navigate(paths.offeringPlan(row.id))} aria-label={t('timetable.action.planOf', { course: nameOf(row) })}>
                  {t('timetable.action.plan')}
                </RowAction>
                <RowAction onClick={() => navigate(paths.offeringDatedPlan(row.id))} aria-label={t('timetable.action.datedPlanOf', { course: nameOf(row) })}>
                  {t('timetable.action.datedPlan')}
                </RowAction>
              </>
            )}
            <RowAction onClick={() => navigate(paths.offeringStudents(row.id))} aria-label={t('timetable.action.studentsOf', { course: nameOf(row) })}>
              {t('timetable.action.students')}
            </RowAction>
          </>
        ),
      }}
    />
  );
}
