import { apiQueryOptions } from '@gs/sdk/query';
import { useQuery } from '../../../lib/query.ts';
import { dictFields } from '@gs/sdk/dict-fields';
import { App, Button, Select, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useScopedOrgTree } from '../../../components/org/api.ts';
import { collegeTree } from '../../../components/org/tree.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import {
  type Assessment,
  type AssessmentLevel,
  type AssessmentQuery,
  type AssessmentState,
  useAssessments,
  useCriteria,
  useReopenAssessment,
  useSubmitAssessments,
} from '../api/assessments.ts';
import { supervisorKeys } from '../api/keys.ts';
import { AssessmentDialog } from '../components/assessment-dialog.tsx';
import { LevelTag, StateTag } from '../components/level-tag.tsx';
import { useDialogs } from '../../../components/page-kit/dialog.tsx';
import '../messages.ts';

type Filter = Pick<AssessmentQuery, 'keyword' | 'xydm' | 'year' | 'level' | 'state'>;

const LEVELS: readonly AssessmentLevel[] = ['excellent', 'qualified', 'basic', 'unqualified'];
const STATES: readonly AssessmentState[] = ['none', 'draft', 'submitted'];

function useAssessmentRows({ filter, current, size }: ListQuery<Filter, string>) {
  return useAssessments({ ...filter, current, size });
}

/** The year being assessed: the year of the current term (data configuration `term.current`). */
function useCurrentYear(): number | undefined {
  const term = useQuery(apiQueryOptions(api, supervisorKeys, '/kernel/sjpz/{key}', { params: { path: { key: 'term.current' } } }));
  const value = term.data?.value;
  return typeof value === 'string' ? Number(value.slice(0, 4)) : undefined;
}

/** The level distribution of the year, college and keyword on screen (before the level and state filters). */
function LevelSummary({ filter }: { filter: Partial<Filter> }) {
  const t = useT();
  const summary = useAssessments({ year: filter.year, xydm: filter.xydm, keyword: filter.keyword, current: 1, size: 1 }).data?.summary;
  if (!summary) return null;
  return (
    <Space size={4} wrap aria-label={t('supervisors.dskh.summary')} role="group">
      <span>{`${t('supervisors.dskh.summary')}${t('common.colon')}`}</span>
      {LEVELS.map((level) => (
        <Tag key={level}>
          {t(`supervisors.dskh.level.${level}`)} {summary[level]}
        </Tag>
      ))}
      <span>{t('supervisors.dskh.summaryState', { none: summary.none, draft: summary.draft, submitted: summary.submitted })}</span>
    </Space>
  );
}

/**
 * Supervisor assessment (ds/dskh/index, /ds/dskh): a year's supervisors with the score of each criterion,
 * the weighted total and the level; the graduate school and college secretaries enter scores in a dialog,
 * submit one or the selected drafts at once; the graduate school reopens a submitted one. A teacher sees
 * their own assessment only (the server cuts the list).
 */
export default function AssessmentPage() {
  const t = useT();
  const { message } = App.useApp();
  const modal = useDialogs();
  const { can } = useAccess();
  const tree = useScopedOrgTree();
  const criteria = useCriteria();
  const currentYear = useCurrentYear();
  const [year, setYear] = useState<number | undefined>(undefined);
  const [level, setLevel] = useState<AssessmentLevel | undefined>(undefined);
  const [state, setState] = useState<AssessmentState | undefined>(undefined);
  const [entering, setEntering] = useState<Assessment | null>(null);
  const reopen = useReopenAssessment();
  const submitMany = useSubmitAssessments();
  const mayEdit = can({ role: ['staff', 'college'] });
  const mayReopen = can({ role: ['staff'] });
  const shownYear = year ?? currentYear;
  const years = currentYear ? Array.from({ length: 5 }, (_, i) => currentYear - i) : [];
  const preset = useMemo<Partial<Filter>>(
    () => ({ ...(shownYear ? { year: shownYear } : {}), ...(level ? { level } : {}), ...(state ? { state } : {}) }),
    [shownYear, level, state],
  );
  const fields = useMemo<KitField<Filter>[]>(
    () => [
      { name: 'keyword', label: 'supervisors.field.keyword', kind: 'text', placeholder: 'supervisors.field.keywordHint' },
      { name: 'xydm', label: 'supervisors.field.college', kind: 'tree', nodes: collegeTree(tree.data) },
    ],
    [tree.data],
  );
  const columns = useMemo<KitColumn<Assessment>[]>(() => {
    const list = criteria.data ?? [];
    return [
      { key: 'gh', title: 'supervisors.field.gh', width: 110, fixed: 'left' },
      { key: 'xm', title: 'supervisors.field.xm', width: 90 },
      { key: 'xymc', title: 'supervisors.field.college', width: 180 },
      { key: 'dslx', title: 'supervisors.field.dslx', dict: dictFields.Assessment.dslx, tag: true, width: 130 },
      {
        key: 'scores',
        title: 'supervisors.dskh.scores',
        width: 330,
        render: (row) =>
          row.scores.length === 0 ? '-' : list.map((c) => `${c.name} ${row.scores.find((s) => s.criterionId === c.id)?.score ?? '-'}`).join(' · '),
      },
      { key: 'total', title: 'supervisors.dskh.total', width: 80 },
      { key: 'level', title: 'supervisors.dskh.level', width: 130, render: (row) => <LevelTag level={row.level} /> },
      { key: 'state', title: 'supervisors.dskh.state', width: 110, state: true, render: (row) => <StateTag state={row.state} /> },
      { key: 'comment', title: 'supervisors.dskh.comment', width: 200, visible: false },
      { key: 'assessedByName', title: 'supervisors.dskh.assessedBy', width: 100, visible: false },
      { key: 'updateTime', title: 'supervisors.dskh.updateTime', width: 160, visible: false },
    ];
  }, [criteria.data]);

  const confirmReopen = (row: Assessment) =>
    modal.confirm({
      title: t('supervisors.dskh.reopenOf', { name: row.xm }),
      content: t('supervisors.dskh.reopenConfirm', { name: row.xm }),
      onOk: async () => {
        await reopen.mutateAsync({ params: { path: { year: row.year, gh: row.gh } } });
        void message.success(t('supervisors.dskh.reopened'));
      },
    });

  return (
    <ListPage<Assessment, Filter>
      search={{ name: 'dskh-search', title: 'supervisors.dskh.search', fields }}
      preset={preset}
      useRows={useAssessmentRows}
      selectable={mayEdit}
      title={(total) => (shownYear ? t('supervisors.dskh.title', { year: shownYear, total }) : null)}
      toolbar={(context) => (
        <>
          <Select<number>
            aria-label={t('supervisors.dskh.year')}
            value={shownYear}
            style={{ width: 130 }}
            options={years.map((y) => ({ value: y, label: t('supervisors.dskh.yearOption', { year: y }) }))}
            onChange={(value) => {
              setYear(value);
              context.clearSelection();
            }}
          />
          <Select<AssessmentLevel>
            aria-label={t('supervisors.dskh.level')}
            placeholder={t('supervisors.dskh.level')}
            allowClear
            value={level}
            style={{ width: 130 }}
            options={LEVELS.map((value) => ({ value, label: t(`supervisors.dskh.level.${value}`) }))}
            onChange={setLevel}
          />
          <Select<AssessmentState>
            aria-label={t('supervisors.dskh.state')}
            placeholder={t('supervisors.dskh.state')}
            allowClear
            value={state}
            style={{ width: 120 }}
            options={STATES.map((value) => ({ value, label: t(`supervisors.dskh.state.${value}`) }))}
            onChange={setState}
          />
          {mayEdit && shownYear && (
            <Button
              disabled={context.selected.length === 0}
              loading={submitMany.isPending}
              onClick={() =>
                void submitMany.mutateAsync({ body: { year: shownYear, ghs: context.selected } }).then((result) => {
                  context.clearSelection();
                  const text = t('supervisors.dskh.batchDone', { submitted: result.submitted.length, refused: result.refused.length });
                  if (result.refused.length === 0) void message.success(text);
                  else void message.warning(`${text}${t('common.colon')}${result.refused.map((r) => r.message).join(t('common.clauseSep'))}`);
                })
              }
            >
              {t('supervisors.dskh.batchSubmit')}
            </Button>
          )}
        </>
      )}
      // The year's count by level under the toolbar, on a line of its own: beside the filters it made the toolbar wrap (issue 22 §10).
      header={(context) => (
        <div style={{ marginBottom: 12 }}>
          <LevelSummary filter={context.filter} />
        </div>
      )}
      table={{
        label: 'supervisors.dskh.table',
        rowKey: 'gh',
        columns,
        storageKey: 'gs-dskh-columns',
        sortable: false,
        actionsWidth: 110,
        actions: (row) => (
          <>
            {mayEdit && row.state !== 'submitted' && (
              <RowAction onClick={() => setEntering(row)} aria-label={t('supervisors.dskh.enterOf', { name: row.xm })}>
                {t('supervisors.dskh.enter')}
              </RowAction>
            )}
            {row.state === 'submitted' && (
              <RowAction onClick={() => setEntering(row)} aria-label={t('supervisors.viewOf', { name: row.xm })}>
                {t('supervisors.view')}
              </RowAction>
            )}
            {mayReopen && row.state === 'submitted' && (
              <RowAction onClick={() => confirmReopen(row)} aria-label={t('supervisors.dskh.reopenOf', { name: row.xm })}>
                {t('supervisors.dskh.reopen')}
              </RowAction>
            )}
          </>
        ),
      }}
    >
      {() => entering && criteria.data && <AssessmentDialog row={entering} criteria={criteria.data} onClose={() => setEntering(null)} />}
    </ListPage>
  );
}
