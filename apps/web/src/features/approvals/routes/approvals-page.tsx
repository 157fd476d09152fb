import { AuditOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { dictFields } from '@gs/sdk/dict-fields';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { applicationPath } from '../../../components/application/kind-plugin.ts';
import { paths } from '../../../config/paths.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { type ListContext, ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { isAgree } from '../../../lib/approval.ts';
import { type ApprovalFilter, type ApprovalRecord, useApprovals } from '../../../components/approval/api.ts';
import { openApproval } from '../../../components/approval/open-approval.ts';
import '../messages.ts';
import '../../../i18n/messages/approval-dialog.ts';

type Business = Pick<ApprovalRecord, 'type' | 'mkCode' | 'coreCode'> & { callback: string };
const businessOf = (record: ApprovalRecord): Business => ({
  type: record.type,
  callback: record.callback ?? '',
  mkCode: record.mkCode,
  coreCode: record.coreCode,
});
const sameBusiness = (a: Business, b: Business) => a.type === b.type && a.callback === b.callback && a.mkCode === b.mkCode && a.coreCode === b.coreCode;

const fields: readonly KitField<ApprovalFilter>[] = [
  { name: 'coreKey', label: 'approvals.search.coreKey', kind: 'text', maxLength: 64 },
  { name: 'mkCode', label: 'approvals.search.mkCode', kind: 'text' },
  { name: 'coreCode', label: 'approvals.search.coreCode', kind: 'text' },
  {
    name: 'status',
    label: 'approvals.search.status',
    kind: 'select',
    options: [
      { value: 1, label: 'approvals.status.agree' },
      { value: 9, label: 'approvals.status.refuse' },
    ],
  },
  { name: 'approverName', label: 'approvals.search.approver', kind: 'text' },
];

/**
 * SPEC 7: the records call answers every matching record as one array (newest first), so the pages of
 * the table are cut here.
 */
function useApprovalRows({ filter, current, size }: ListQuery<ApprovalFilter, never>): ListResult<ApprovalRow> {
  const t = useT();
  const records = useApprovals(filter);
  const all = records.data;
  const data = useMemo(() => {
    if (!all) return undefined;
    const paren = (text: string) => (text ? t('common.paren', { text }) : '');
    const rows = all.slice((current - 1) * size, current * size).map((record): ApprovalRow => ({
      ...record,
      about: subjectOf(record, paren),
      what: record.application?.kindName ?? (record.student ? t('approvals.business.record') : `${record.mkCode} / ${record.coreCode}`),
      summary: record.application?.summary ?? '',
      applicationState: record.application?.state ?? '',
      business: `${record.mkCode} / ${record.coreCode}`,
    }));
    return { records: rows, total: all.length };
  }, [all, current, size, t]);
  return { data, isFetching: records.isFetching, isError: records.isError, refetch: records.refetch };
}

/** A record as a row: whom and what it is about, flat for the columns. */
type ApprovalRow = ApprovalRecord & { about: string; what: string; summary: string; applicationState: string; business: string };

/** Who or what a record is about: an application's subject, a student record's student, else its business id. */
function subjectOf(record: ApprovalRecord, paren: (text: string) => string): string {
  if (record.application) return `${record.application.subject.xm}${paren(record.application.subject.xykh ?? record.application.subject.gh ?? '')}`;
  if (record.student) return `${record.student.xm}${paren(record.student.xykh)}`;
  return record.coreKey;
}

/** Whether the signed-in account may decide on the record's business id now (issue 22 §3). */
function decidable(record: ApprovalRecord, mayApproveRecords: boolean): boolean {
  // An application: only while its current step is the caller's, as the server says.
  if (record.application) return record.application.mayDecide;
  // A student record's approvals (SPEC 3 batch approval of records): whoever holds approval:add.
  return record.student !== undefined && mayApproveRecords;
}

/**
 * Approval records (approval/index, SPEC 7) on the page kit, as a secretary reads them (issue 22 §3):
 * whom and what each is about (the student, the kind of application, what it asks, its state), the
 * decision, and the record itself; each opens what it is about, and a decision is offered only where
 * the caller may decide now (an application's current step is theirs), one or the selected at once
 * (one business at a time). The codes and ids stay among the columns one may choose.
 */
export default function ApprovalsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { can } = useAccess();
  const mayApproveRecords = can(['approval:add']);
  const approve = async (rows: readonly ApprovalRow[], clear?: () => void) => {
    const [first] = rows;
    if (!first) return;
    if (rows.some((row) => !decidable(row, mayApproveRecords))) {
      message.warning(t('approvals.notDecidable'));
      return;
    }
    const business = businessOf(first);
    if (rows.some((row) => !sameBusiness(businessOf(row), business))) {
      message.warning(t('approvals.mixed'));
      return;
    }
    const byId = new Map(rows.map((row) => [row.coreKey, row]));
    const ids = [...byId.keys()];
    const result = await openApproval({
      ids,
      ...business,
      ...(ids.length === 1 && first.application ? { title: t('approvals.decideTitle', { title: first.application.title }) } : {}),
      labels: Object.fromEntries([...byId].map(([id, row]) => [id, row.application ? `${row.about} · ${row.application.kindName}` : row.about])),
    });
    if (result) clear?.();
  };

  /** Where a record's subject opens: its application's page, or the student's record. */
  const pathOf = (record: ApprovalRecord): string | undefined =>
    record.application ? applicationPath(record.application) : record.student ? paths.studentDetails({ xykh: record.student.xykh }) : undefined;

  // SPEC 4: status 1 reads as agree, anything else as refuse; a light tag, as the kit's cells are.
  const columns = useMemo<readonly KitColumn<ApprovalRow, never>[]>(
    () => [
      { key: 'about', title: 'approvals.col.subject', width: 170 },
      { key: 'what', title: 'approvals.col.what', width: 130 },
      { key: 'summary', title: 'approvals.col.summary', width: 240 },
      { key: 'applicationState', title: 'approvals.col.state', width: 100, dict: dictFields.Application.state, tag: true },
      {
        key: 'status',
        title: 'approvals.col.status',
        width: 90,
        render: (record) =>
          isAgree(record.status) ? (
            <span className="gs-cell-tag gs-cell-tag-success">{t('approvals.status.agree')}</span>
          ) : (
            <span className="gs-cell-tag gs-cell-tag-error">{t('approvals.status.refuse')}</span>
          ),
      },
      { key: 'approverName', title: 'approvals.col.approver', width: 90 },
      { key: 'createTime', title: 'approvals.col.time', width: 160 },
      { key: 'opinion', title: 'approvals.col.opinion', width: 200 },
      { key: 'coreKey', title: 'approvals.col.coreKey', width: 170, visible: false },
      { key: 'business', title: 'approvals.col.module', width: 150, visible: false },
      { key: 'type', title: 'approvals.col.type', width: 130, visible: false },
    ],
    [t],
  );

  return (
    <ListPage<ApprovalRow, ApprovalFilter, never>
      search={{ name: 'approvals-search', title: 'approvals.search.title', fields }}
      useRows={useApprovalRows}
      selectable
      title={() => t('approvals.title')}
      table={{
        label: 'approvals.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-approvals-columns-v2',
        sortable: false,
        actionsWidth: 150,
        actions: (record: ApprovalRow, list: ListContext<ApprovalFilter, ApprovalRow>) => {
          const path = pathOf(record);
          const name = record.about;
          return (
            <>
              {path && (
                <RowAction aria-label={t('approvals.action.viewOf', { name })} onClick={() => navigate(path)}>
                  {t('approvals.action.view')}
                </RowAction>
              )}
              {decidable(record, mayApproveRecords) && (
                <RowAction aria-label={t('approvals.action.approveOf', { name })} onClick={() => void approve([record], list.clearSelection)}>
                  {t('approvals.action.approve')}
                </RowAction>
              )}
            </>
          );
        },
      }}
      toolbar={(list) => (
        <Button
          type="primary"
          icon={<AuditOutlined />}
          disabled={list.selected.length === 0}
          onClick={() => void approve(list.selectedRows, list.clearSelection)}
        >
          {t('approvals.action.batch', { n: list.selected.length })}
        </Button>
      )}
    />
  );
}
