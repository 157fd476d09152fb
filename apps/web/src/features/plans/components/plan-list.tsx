import { PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useScopedOrgTree } from '../../../components/org/api.ts';
import { collegeTree, majorTree } from '../../../components/org/tree.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import { DEGREES, type PlanQuery, type PlanSummary } from '../api/keys.ts';
import { useCreatePlan, useDeletePlan, usePlans } from '../api/plans.ts';
import { CreatePlanDialog } from './create-plan-dialog.tsx';
import { DegreeText } from './degree-text.tsx';
import { degreeLabel } from './degree.ts';
import { useDialogs } from '../../../components/page-kit/dialog.tsx';
import '../messages.ts';

type PlanFilter = Pick<PlanQuery, 'degree' | 'xydm' | 'zydm' | 'nj'>;

const columns: readonly KitColumn<PlanSummary>[] = [
  { key: 'zymc', title: 'plans.field.zymc', width: 200, fixed: 'left' },
  { key: 'nj', title: 'plans.field.nj', width: 80, align: 'right' },
  { key: 'degree', title: 'plans.field.degree', width: 150, render: (row) => <DegreeText degree={row.degree} /> },
  { key: 'xymc', title: 'plans.field.xymc', width: 200 },
  { key: 'minCredits', title: 'plans.field.minCredits', width: 110, align: 'right' },
  { key: 'groupCount', title: 'plans.field.groupCount', width: 90, align: 'right' },
  { key: 'courseCount', title: 'plans.field.courseCount', width: 90, align: 'right' },
  { key: 'studentCount', title: 'plans.field.studentCount', width: 90, align: 'right' },
  { key: 'updateTime', title: 'plans.field.updateTime', width: 170, visible: false },
];

function usePlanRows({ filter, current, size }: ListQuery<PlanFilter, string>): ListResult<PlanSummary> {
  const result = usePlans({ ...filter, current, size });
  return { data: result.data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
}

/**
 * The training plans (/pkgl/pyfa): each major's plan per cohort, filtered by degree type, college, major
 * and cohort on the server; view (printable), edit, the next cohort's version (a copy; the older one
 * stays) and delete (the server refuses a plan that students follow). A college secretary sees their
 * college's plans only.
 */
export function PlanList() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const modal = useDialogs();
  const { can } = useAccess();
  const tree = useScopedOrgTree();
  const create = useCreatePlan();
  const remove = useDeletePlan();
  const [creating, setCreating] = useState(false);
  const mayEdit = can(['pkgl:pyfa:edit']);
  const nameOf = (row: PlanSummary) => t('plans.planName', { major: row.zymc, nj: row.nj });
  // A major has a plan per degree type and cohort: a row's actions name the degree type too, so each is one.
  const actionNameOf = (row: PlanSummary) => `${nameOf(row)} ${t(degreeLabel(row.degree))}`;

  const fields = useMemo<KitField<PlanFilter>[]>(
    () => [
      { name: 'degree', label: 'plans.field.degree', kind: 'select', options: DEGREES.map((d) => ({ value: d, label: degreeLabel(d) })) },
      { name: 'xydm', label: 'plans.field.xydm', kind: 'tree', nodes: collegeTree(tree.data) },
      { name: 'zydm', label: 'plans.field.zydm', kind: 'tree', nodes: majorTree(tree.data)?.map((c) => ({ ...c, selectable: false })) },
      { name: 'nj', label: 'plans.field.nj', kind: 'number', min: 2000, max: 2100, precision: 0 },
    ],
    [tree.data],
  );

  const nextVersion = (row: PlanSummary) =>
    void create.mutateAsync({ body: { zydm: row.zydm, nj: row.nj + 1, sourceId: row.id } }).then((plan) => {
      void message.success(t('plans.nextVersion.done', { nj: plan.nj }));
      navigate(paths.planEdit(plan.id));
    });

  const deleteRow = (row: PlanSummary) =>
    void modal.confirm({
      title: t('plans.delete.title', { name: nameOf(row) }),
      content: t('plans.delete.content'),
      okButtonProps: { danger: true },
      okText: t('plans.delete.one'),
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync({ params: { path: { id: row.id } } }).then(() => void message.success(t('plans.delete.done', { name: nameOf(row) }))),
    });

  return (
    <ListPage<PlanSummary, PlanFilter>
      search={{ name: 'pyfa-search', title: 'plans.search.title', fields }}
      useRows={usePlanRows}
      title={(total) => t('plans.list.title', { total })}
      toolbar={() => (
        <>
          {mayEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('plans.add')}
            </Button>
          )}
          <Button onClick={() => navigate(paths.planTemplates)}>{t('plans.templates')}</Button>
        </>
      )}
      table={{
        label: 'plans.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-pyfa-columns',
        actionsWidth: mayEdit ? 220 : 80,
        actions: (row) => (
          <>
            <RowAction onClick={() => navigate(paths.planView(row.id))} aria-label={t('plans.viewOf', { name: nameOf(row) })}>
              {t('plans.view')}
            </RowAction>
            {mayEdit && (
              <>
                <RowAction onClick={() => navigate(paths.planEdit(row.id))} aria-label={t('plans.editOf', { name: actionNameOf(row) })}>
                  {t('plans.edit')}
                </RowAction>
                <RowAction onClick={() => nextVersion(row)} aria-label={t('plans.nextVersionOf', { name: actionNameOf(row) })}>
                  {t('plans.nextVersion')}
                </RowAction>
                <RowAction danger onClick={() => deleteRow(row)} aria-label={t('plans.deleteOf', { name: actionNameOf(row) })}>
                  {t('plans.delete.one')}
                </RowAction>
              </>
            )}
          </>
        ),
      }}
    >
      {() => <CreatePlanDialog open={creating} onClose={() => setCreating(false)} />}
    </ListPage>
  );
}
