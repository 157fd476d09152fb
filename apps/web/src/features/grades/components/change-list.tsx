import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { DateRange, KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import { useGradeChanges } from '../api/grades.ts';
import { type GradeChange, type GradeChangeQuery, HOWS } from '../api/keys.ts';
import { HOW_COLOURS } from './grade-history.tsx';
import { howLabel, markText } from './marks.ts';
import '../messages.ts';

/** What the history searches by: the call's filters, the two dates as one range. */
type ChangeFilter = Pick<GradeChangeQuery, 'student' | 'course' | 'person' | 'how'> & { date?: DateRange };

function useChangeRows({ filter, current, size }: ListQuery<ChangeFilter, string>): ListResult<GradeChange> {
  const { date, ...rest } = filter;
  const [from, to] = date ?? [undefined, undefined];
  const result = useGradeChanges({ ...rest, ...(from ? { from } : {}), ...(to ? { to } : {}), current, size });
  return { data: result.data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
}

/**
 * 成绩维护, the history tab: every change of a grade in the caller's scope, newest first, searched by
 * student, course, who changed it, dates and how (entry, paste, fill, undo, import, correction, unlock,
 * submit), each with the old and the new value, who, when and why; a row opens the grade.
 */
export function ChangeList({ switcher }: { switcher?: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const fields = useMemo<KitField<ChangeFilter>[]>(
    () => [
      { name: 'student', label: 'grades.search.student', kind: 'text', placeholder: 'grades.search.studentHint' },
      { name: 'course', label: 'grades.search.course', kind: 'text', placeholder: 'grades.search.courseHint' },
      { name: 'person', label: 'grades.changes.person', kind: 'text', placeholder: 'grades.changes.personHint' },
      { name: 'date', label: 'grades.changes.date', kind: 'dateRange' },
      { name: 'how', label: 'grades.changes.how', kind: 'select', options: HOWS.map((how) => ({ value: how, label: howLabel(how) })) },
    ],
    [],
  );
  const columns = useMemo<KitColumn<GradeChange>[]>(
    () => [
      { key: 'at', title: 'grades.changes.at', width: 170, fixed: 'left' },
      {
        key: 'how',
        title: 'grades.changes.how',
        width: 100,
        state: true,
        render: (row) => <span className={`gs-cell-tag gs-cell-tag-${HOW_COLOURS[row.how]}`}>{t(howLabel(row.how))}</span>,
      },
      { key: 'xykh', title: 'grades.field.xykh', width: 120 },
      { key: 'xm', title: 'grades.field.xm', width: 100 },
      { key: 'kcmc', title: 'grades.field.course', width: 200, render: (row) => `${row.kcdm} ${row.kcmc}` },
      {
        key: 'new',
        title: 'grades.changes.change',
        width: 160,
        render: (row) => t('grades.changes.arrow', { old: markText(t, row.old), new: markText(t, row.new) }),
      },
      { key: 'byName', title: 'grades.changes.by', width: 110 },
      { key: 'reason', title: 'grades.changes.reason', width: 200, render: (row) => row.reason ?? '-' },
      { key: 'term', title: 'grades.field.term', width: 110, visible: false },
    ],
    [t],
  );
  return (
    <ListPage<GradeChange, ChangeFilter>
      search={{ name: 'whcjgl-changes-search', title: 'grades.changes.search.title', fields }}
      useRows={useChangeRows}
      title={(total) => t('grades.changes.list.title', { total })}
      toolbar={() => switcher}
      table={{
        label: 'grades.changes.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-whcjgl-changes-columns',
        sortable: false,
        empty: 'grades.changes.none',
        actionsWidth: 70,
        actions: (row) =>
          row.gradeId ? (
            <RowAction
              onClick={() => navigate(paths.gradeDetails(row.gradeId ?? ''))}
              aria-label={t('grades.action.viewOf', { name: row.xm, course: row.kcmc })}
            >
              {t('grades.action.view')}
            </RowAction>
          ) : null,
      }}
    />
  );
}
