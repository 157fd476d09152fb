import { Button, Result } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useOrgTree } from '../../../components/org/api.ts';
import { namesOf } from '../../../components/org/tree.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import { LEVELS, PRACTICE_KINDS, type PracticeEvaluation, type PracticeEvaluationQuery, type PracticeKind } from '../api/keys.ts';
import { usePracticeEvaluations } from '../api/practice.ts';
import { levelLabel, practiceKindLabel } from '../components/marks.ts';
import '../messages.ts';

/** What the list searches by, and the college of the address (a preset, never a field). */
type EvaluationFilter = Pick<PracticeEvaluationQuery, 'keyword' | 'level' | 'kind'> & { xydm?: string };

function useEvaluationRows({ filter, current, size }: ListQuery<EvaluationFilter, string>): ListResult<PracticeEvaluation> {
  const { xydm = '', ...query } = filter;
  const result = usePracticeEvaluations(xydm, { ...query, current, size });
  return { data: result.data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
}

const isKind = (value: string | null): value is PracticeKind => PRACTICE_KINDS.some((kind) => kind === value);

/**
 * 实践评价汇总明细 (cjgl/sjpjhz/detail, /sjpjhz/indexmx?xydm=&kind=): one college's practice
 * evaluations student by student (topic, place, evaluator, level or still pending), searched by
 * student or topic and level; the kind of the summary's row is kept.
 */
export default function PracticeDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const tree = useOrgTree();
  const [params] = useSearchParams();
  const xydm = params.get('xydm') ?? '';
  const asked = params.get('kind');
  const kind = isKind(asked) ? asked : undefined;
  const college = namesOf(tree.data).get(xydm) ?? xydm;
  const preset = useMemo<Partial<EvaluationFilter>>(() => ({ xydm, ...(kind ? { kind } : {}) }), [xydm, kind]);

  const fields = useMemo<KitField<EvaluationFilter>[]>(
    () => [
      { name: 'keyword', label: 'grades.practice.detail.keyword', kind: 'text', placeholder: 'grades.practice.detail.keywordHint' },
      {
        name: 'level',
        label: 'grades.field.level',
        kind: 'select',
        options: [...LEVELS.map((level) => ({ value: level, label: levelLabel(level) })), { value: 'pending', label: 'grades.practice.levelPending' }],
      },
      ...(kind
        ? []
        : [
            {
              name: 'kind',
              label: 'grades.practice.kind',
              kind: 'select',
              options: PRACTICE_KINDS.map((k) => ({ value: k, label: practiceKindLabel(k) })),
            } satisfies KitField<EvaluationFilter>,
          ]),
    ],
    [kind],
  );

  const columns = useMemo<KitColumn<PracticeEvaluation>[]>(
    () => [
      { key: 'xykh', title: 'grades.field.xykh', width: 120, fixed: 'left' },
      { key: 'xm', title: 'grades.field.xm', width: 100 },
      {
        key: 'level',
        title: 'grades.field.level',
        width: 100,
        state: true,
        render: (row) =>
          row.level ? (
            <span className={`gs-cell-tag gs-cell-tag-${row.level === 'E' ? 'error' : 'success'}`}>{t(levelLabel(row.level))}</span>
          ) : (
            <span className="gs-cell-tag gs-cell-tag-warning">{t('grades.practice.levelPending')}</span>
          ),
      },
      { key: 'score', title: 'grades.field.score', width: 80, align: 'right' },
      { key: 'title', title: 'grades.practice.topic', width: 220 },
      // Every row's kind is the address's when it names one.
      { key: 'kind', title: 'grades.practice.kind', width: 130, visible: !kind, render: (row) => t(practiceKindLabel(row.kind)) },
      { key: 'zymc', title: 'grades.field.zymc', width: 160 },
      { key: 'rxnj', title: 'grades.field.rxnj', width: 90, align: 'right' },
      { key: 'place', title: 'grades.practice.place', width: 160 },
      { key: 'evaluator', title: 'grades.practice.evaluator', width: 110 },
      { key: 'evaluatedAt', title: 'grades.practice.evaluatedAt', width: 170, visible: false },
    ],
    [t, kind],
  );

  if (!xydm) return <Result status="warning" title={t('grades.practice.detail.missing')} />;
  const heading = t('grades.practice.detail.title', { college, kind: kind ? t(practiceKindLabel(kind)) : t('grades.practice.allKinds') });
  // The college and kind head the list's card, and "back" sits in its toolbar: the kit measures both
  // when it sizes the rows, so the pages stay in the window (SPEC 9).
  return (
    <ListPage<PracticeEvaluation, EvaluationFilter>
      search={{ name: 'sjpjhz-detail-search', title: 'grades.practice.detail.search', fields }}
      preset={preset}
      useRows={useEvaluationRows}
      title={(total) => `${heading}${t('common.paren', { text: t('grades.practice.detail.count', { total }) })}`}
      toolbar={() => <Button onClick={() => navigate(paths.practiceSummary)}>{t('grades.practice.back')}</Button>}
      table={{
        label: 'grades.practice.detail.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-sjpjhz-detail-columns',
        sortable: false,
        empty: 'grades.practice.none',
      }}
    />
  );
}
