import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useScopedOrgTree } from '../../../components/org/api.ts';
import { collegeTree, majorTree } from '../../../components/org/tree.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import type { ReportCardBrief, ReportCardQuery } from '../api/keys.ts';
import { useReportCards } from '../api/report-cards.ts';
import { averageText } from './marks.ts';
import '../messages.ts';

type CardFilter = Pick<ReportCardQuery, 'keyword' | 'xydm' | 'zydm' | 'rxnj'>;

const columns: readonly KitColumn<ReportCardBrief>[] = [
  { key: 'xykh', title: 'grades.field.xykh', width: 120, fixed: 'left' },
  { key: 'xm', title: 'grades.field.xm', width: 100 },
  { key: 'xymc', title: 'grades.field.xymc', width: 180 },
  { key: 'zymc', title: 'grades.field.zymc', width: 180 },
  { key: 'rxnj', title: 'grades.field.rxnj', width: 90, align: 'right' },
  { key: 'courses', title: 'grades.cards.courses', width: 90, align: 'right' },
  { key: 'credits', title: 'grades.cards.credits', width: 100, align: 'right' },
  { key: 'weightedAverage', title: 'grades.cards.weightedAverage', width: 110, align: 'right', render: (row) => averageText(row.weightedAverage) },
];

function useCardRows({ filter, current, size }: ListQuery<CardFilter, string>): ListResult<ReportCardBrief> {
  const result = useReportCards({ ...filter, current, size });
  return { data: result.data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
}

/**
 * 成绩报告单 (/cjgl/xscjgb): the students of the caller's scope (a college's, a supervisor's own) with
 * their courses, credits earned and weighted average; each opens the report card.
 */
export function ReportCardList() {
  const t = useT();
  const navigate = useNavigate();
  const tree = useScopedOrgTree();
  const fields = useMemo<KitField<CardFilter>[]>(
    () => [
      { name: 'keyword', label: 'grades.cards.keyword', kind: 'text', placeholder: 'grades.cards.keywordHint' },
      { name: 'xydm', label: 'grades.cards.college', kind: 'tree', nodes: collegeTree(tree.data) },
      { name: 'zydm', label: 'grades.cards.major', kind: 'tree', nodes: majorTree(tree.data)?.map((c) => ({ ...c, selectable: false })) },
      { name: 'rxnj', label: 'grades.field.rxnj', kind: 'number', min: 2000, max: 2100, precision: 0 },
    ],
    [tree.data],
  );
  return (
    <ListPage<ReportCardBrief, CardFilter>
      search={{ name: 'xscjgb-search', title: 'grades.cards.search.title', fields }}
      useRows={useCardRows}
      title={(total) => t('grades.cards.list.title', { total })}
      table={{
        label: 'grades.cards.table',
        rowKey: 'xykh',
        columns,
        storageKey: 'gs-xscjgb-columns',
        sortable: false,
        actionsWidth: 90,
        actions: (row) => (
          <RowAction onClick={() => navigate(paths.reportCard(row.xykh))} aria-label={t('grades.cards.viewOf', { name: row.xm })}>
            {t('grades.cards.view')}
          </RowAction>
        ),
      }}
    />
  );
}
