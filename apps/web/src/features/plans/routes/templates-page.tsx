import { App } from 'antd';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { DEGREES, type PlanDegree, type PlanTemplate } from '../api/keys.ts';
import { useDeletePlanTemplate, usePlanTemplates } from '../api/plans.ts';
import { DegreeText } from '../components/degree-text.tsx';
import { degreeLabel } from '../components/degree.ts';
import { useDialogs } from '../../../components/page-kit/dialog.tsx';
import '../messages.ts';

type TemplateFilter = { degree?: PlanDegree };

/** The groups as a cell shows them: each name with its minimum credits. */
const groupsOf = (template: PlanTemplate) => template.groups.map((g) => `${g.name} ≥ ${g.minCredits}`).join('; ');

const columns: readonly KitColumn<PlanTemplate>[] = [
  { key: 'name', title: 'plans.template.name', width: 240, fixed: 'left' },
  { key: 'degree', title: 'plans.field.degree', width: 150, render: (row) => <DegreeText degree={row.degree} /> },
  { key: 'minCredits', title: 'plans.field.minCredits', width: 110, align: 'right' },
  { key: 'groups', title: 'plans.template.groups', width: 360, render: groupsOf },
  { key: 'updateTime', title: 'plans.field.updateTime', width: 170 },
];

/** The templates are few: the server answers them all; the page filters and pages them here. */
function useTemplateRows({ filter, current, size }: ListQuery<TemplateFilter, string>): ListResult<PlanTemplate> {
  const result = usePlanTemplates();
  const rows = (result.data ?? []).filter((tpl) => !filter.degree || tpl.degree === filter.degree);
  return {
    data: result.data ? { records: rows.slice((current - 1) * size, current * size), total: rows.length } : undefined,
    isFetching: result.isFetching,
    isError: result.isError,
    refetch: result.refetch,
  };
}

/**
 * 培养方案模板管理 (pkgl/pyfa/template, /pyfa/pyfambgl): a template per degree type, its groups and minimum
 * credits; the graduate school deletes one (plans made from it keep their rules).
 */
export default function PlanTemplatesPage() {
  const t = useT();
  const { message } = App.useApp();
  const modal = useDialogs();
  const { can } = useAccess();
  const remove = useDeletePlanTemplate();
  const mayEdit = can(['pkgl:pyfambgl:edit']);
  const deleteRow = (row: PlanTemplate) =>
    void modal.confirm({
      title: t('plans.template.deleteTitle', { name: row.name }),
      content: t('plans.template.deleteContent'),
      okButtonProps: { danger: true },
      okText: t('plans.delete.one'),
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync({ params: { path: { id: row.id } } }).then(() => void message.success(t('plans.template.deleted', { name: row.name }))),
    });
  return (
    <ListPage<PlanTemplate, TemplateFilter>
      search={{
        name: 'pyfambgl-search',
        title: 'plans.templateList.search',
        fields: [{ name: 'degree', label: 'plans.field.degree', kind: 'select', options: DEGREES.map((d) => ({ value: d, label: degreeLabel(d) })) }],
      }}
      useRows={useTemplateRows}
      title={(total) => t('plans.templateList.title', { total })}
      table={{
        label: 'plans.templateList.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-pyfambgl-columns',
        actionsWidth: 80,
        actions: mayEdit
          ? (row) => (
              <RowAction danger onClick={() => deleteRow(row)} aria-label={t('plans.template.deleteOf', { name: row.name })}>
                {t('plans.delete.one')}
              </RowAction>
            )
          : undefined,
      }}
    />
  );
}
