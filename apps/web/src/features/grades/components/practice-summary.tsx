import { Select } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { CustomControlProps, KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import { LEVELS, PRACTICE_KINDS, type PracticeQuery, type PracticeSummaryRow } from '../api/keys.ts';
import { usePracticeSummary } from '../api/practice.ts';
import { levelLabel, practiceKindLabel } from './marks.ts';
import '../../../i18n/messages/page-kit.ts';
import '../messages.ts';

type SummaryFilter = Pick<PracticeQuery, 'year' | 'kind'>;
/** A row of the summary with a key of its own: a college has a row per kind of practice. */
type SummaryRow = PracticeSummaryRow & { key: string };

/** The cohorts a summary is asked for: this year's and the five before it (a doctorate takes up to six). */
function recentCohorts(now = new Date()): number[] {
  const year = now.getFullYear();
  return [0, 1, 2, 3, 4, 5].map((back) => year - back);
}

/** The cohort (the students' enrolment year) as a search field's control: years are numbers, not texts of the catalogue. */
function YearSelect({ id, value, onChange, disabled }: CustomControlProps) {
  const t = useT();
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange as ((next: number) => void) | undefined}
      disabled={disabled}
      allowClear
      placeholder={t('pageKit.search.any')}
      options={recentCohorts().map((year) => ({ value: year, label: String(year) }))}
      style={{ width: '100%' }}
    />
  );
}

/** The pass rate (the server's percentage, one decimal); '-' while nobody is evaluated. */
export function rateText(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '-' : `${rate.toFixed(1)}%`;
}

function useSummaryRows({ filter, current, size }: ListQuery<SummaryFilter, string>): ListResult<SummaryRow> {
  const result = usePracticeSummary(filter);
  // The server answers every college at once (a few dozen rows): the pages are cut here.
  const data = useMemo(() => {
    if (!result.data) return undefined;
    const rows = result.data.map((row) => ({ ...row, key: `${row.xydm}/${row.kind}` }));
    return { records: rows.slice((current - 1) * size, current * size), total: rows.length };
  }, [result.data, current, size]);
  return { data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
}

/**
 * 实践评价汇总 (/cjgl/sjpjhz): per college and kind of practice (teaching, research) the students
 * evaluated at each level, those still waiting and the pass rate, of a cohort or all; a row opens the
 * students.
 * A college secretary sees their college's rows only (the server's scope).
 */
export function PracticeSummary() {
  const t = useT();
  const navigate = useNavigate();
  const fields = useMemo<KitField<SummaryFilter>[]>(
    () => [
      { name: 'year', label: 'grades.practice.year', kind: 'custom', render: (control) => <YearSelect {...control} /> },
      { name: 'kind', label: 'grades.practice.kind', kind: 'select', options: PRACTICE_KINDS.map((kind) => ({ value: kind, label: practiceKindLabel(kind) })) },
    ],
    [],
  );
  const columns = useMemo<KitColumn<SummaryRow>[]>(
    () => [
      { key: 'xymc', title: 'grades.field.xymc', width: 200, fixed: 'left' },
      { key: 'kind', title: 'grades.practice.kind', width: 130, render: (row) => t(practiceKindLabel(row.kind)) },
      { key: 'total', title: 'grades.practice.total', width: 80, align: 'right' },
      ...LEVELS.map((level): KitColumn<SummaryRow> => ({ key: level, title: levelLabel(level), width: 80, align: 'right' })),
      { key: 'pending', title: 'grades.practice.pending', width: 90, align: 'right' },
      { key: 'passRate', title: 'grades.practice.passRate', width: 90, align: 'right', render: (row) => rateText(row.passRate) },
    ],
    [t],
  );
  return (
    <ListPage<SummaryRow, SummaryFilter>
      search={{ name: 'sjpjhz-search', title: 'grades.practice.filters', fields }}
      useRows={useSummaryRows}
      title={() => t('grades.practice.title')}
      table={{
        label: 'grades.practice.table',
        rowKey: 'key',
        columns,
        storageKey: 'gs-sjpjhz-columns',
        sortable: false,
        empty: 'grades.practice.none',
        actionsWidth: 80,
        actions: (row) => (
          <RowAction
            onClick={() => navigate(paths.practiceDetails(row.xydm, row.kind))}
            aria-label={t('grades.practice.viewOf', { college: row.xymc, kind: t(practiceKindLabel(row.kind)) })}
          >
            {t('grades.practice.view')}
          </RowAction>
        ),
      }}
    />
  );
}
