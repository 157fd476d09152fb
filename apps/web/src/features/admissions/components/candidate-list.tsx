import { CheckOutlined, ImportOutlined, SolutionOutlined } from '@ant-design/icons';
import { dictFields } from '@gs/sdk/dict-fields';
import { App, Button, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrgTree } from '../../../components/org/api.ts';
import { collegeTree, majorTree } from '../../../components/org/tree.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import { type ExportAction, ExportMenu } from '../../../components/page-kit/export-menu.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useCandidates } from '../api/get-candidates.ts';
import {
  type AdmissionLevel,
  type AdmissionState,
  type Candidate,
  type CandidateQuery,
  type CandidateSortField,
  type EnrolledCandidate,
  LIST_PATH,
} from '../api/keys.ts';
import { useConfirmCandidates, useDeclineCandidates, useEnrolCandidates } from '../api/write-candidates.ts';
import { ImportDialog } from './import-dialog.tsx';
import { useDialogs } from '../../../components/page-kit/dialog.tsx';
import '../messages.ts';

/** What the list searches by: one state at a time in the form (the call takes a list); the page's level. */
export type CandidateFilter = Pick<CandidateQuery, 'keyword' | 'year' | 'xydm' | 'zydm' | 'level'> & { state?: AdmissionState };

const STATE_DICT = dictFields.Candidate.state;
const FIELD_DICTS = dictFields.CandidateFields;

const columns: readonly KitColumn<Candidate, CandidateSortField>[] = [
  { key: 'ksbh', title: 'admissions.field.ksbh', sortField: 'ksbh', width: 160, fixed: 'left' },
  { key: 'xm', title: 'admissions.field.xm', sortField: 'xm', width: 100 },
  { key: 'xb', title: 'admissions.field.xb', dict: FIELD_DICTS.xb, width: 70 },
  { key: 'sfzh', title: 'admissions.field.sfzh', width: 180, visible: false },
  { key: 'xymc', title: 'admissions.field.xydm', sortField: 'xydm', width: 180 },
  { key: 'zymc', title: 'admissions.field.zydm', sortField: 'zydm', width: 180 },
  { key: 'yjfxmc', title: 'admissions.field.yjfx', width: 160, visible: false },
  { key: 'dsxm', title: 'admissions.field.dsgh', width: 160 },
  { key: 'xxxs', title: 'admissions.field.xxxs', dict: FIELD_DICTS.xxxs, width: 120, visible: false },
  { key: 'cjzf', title: 'admissions.field.cjzf', sortField: 'cjzf', width: 115 },
  { key: 'state', title: 'admissions.field.state', dict: STATE_DICT, tag: true, sortField: 'state', width: 90 },
  { key: 'enrolledXykh', title: 'admissions.field.enrolledXykh', width: 120 },
  { key: 'confirmTime', title: 'admissions.field.confirmTime', width: 160, visible: false },
  { key: 'updateTime', title: 'admissions.field.updateTime', sortField: 'updateTime', width: 160, visible: false },
];

/** The filter as the list and export calls take it. */
function queryOf({ state, ...rest }: Partial<CandidateFilter>): CandidateQuery {
  return { ...rest, ...(state ? { state: [state] } : {}) };
}

/** The page kit's query as the list call. */
function useCandidateRows({ filter, current, size, sort }: ListQuery<CandidateFilter, CandidateSortField>): ListResult<Candidate> {
  const [first] = sort;
  const result = useCandidates({ ...queryOf(filter), ...(first ? { sortField: first.field, sortOrder: first.order } : {}), current, size });
  return { data: result.data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
}

/** The detail route of a level (SPEC 2 hidden routes). */
export function detailPath(candidate: Pick<Candidate, 'id' | 'level'>): string {
  return `/${candidate.level === 'bs' ? 'bslq' : 'sslq'}/toDetails?id=${encodeURIComponent(candidate.id)}`;
}

/**
 * The admitted candidates of one level (/zs/sslq master's, /zs/bslq doctoral): search, state tags,
 * confirm or decline a row, confirm or enrol the selected rows, the Excel import with its report,
 * and the export of the list.
 */
export function CandidateList({ level }: { level: AdmissionLevel }) {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const modal = useDialogs();
  const { can } = useAccess();
  const tree = useOrgTree();
  const confirm = useConfirmCandidates();
  const decline = useDeclineCandidates();
  const enrol = useEnrolCandidates();
  const [importing, setImporting] = useState(false);
  const preset = useMemo(() => ({ level }), [level]);
  const mayEdit = can(['zs:lq:edit']);
  const mayEnrol = can(['zs:lq:enrol']);

  const fields = useMemo<KitField<CandidateFilter>[]>(
    () => [
      { name: 'keyword', label: 'admissions.search.keyword', kind: 'text', placeholder: 'admissions.search.keywordHint' },
      { name: 'state', label: 'admissions.field.state', kind: 'dict', dict: STATE_DICT },
      { name: 'xydm', label: 'admissions.field.xydm', kind: 'tree', nodes: collegeTree(tree.data) },
      { name: 'zydm', label: 'admissions.field.zydm', kind: 'tree', nodes: majorTree(tree.data) },
      { name: 'year', label: 'admissions.field.year', kind: 'number', min: 2000, max: 2100, precision: 0 },
    ],
    [tree.data],
  );

  const exports: readonly ExportAction<CandidateFilter>[] = [
    {
      key: 'list',
      label: 'admissions.export.list',
      request: ({ filter }) => ({ path: `${LIST_PATH}/export`, options: { query: queryOf(filter) } }),
    },
    {
      key: 'selected',
      label: 'admissions.export.selected',
      selection: true,
      request: ({ ids }) => ({ path: `${LIST_PATH}/export`, options: { query: { ids } } }),
    },
  ];

  const confirmRows = (ids: string[], done: () => void) =>
    confirm.mutate(
      { body: { ids } },
      {
        onSuccess: (data) => {
          message.success(t('admissions.confirm.done', { count: data.count }));
          done();
        },
      },
    );

  const declineRow = (row: Candidate, done: () => void) =>
    void modal.confirm({
      title: t('admissions.decline.title', { name: row.xm }),
      content: t('admissions.decline.content'),
      okButtonProps: { danger: true },
      okText: t('admissions.decline.ok'),
      cancelText: t('common.cancel'),
      onOk: () =>
        decline.mutateAsync({ body: { ids: [row.id] } }).then(() => {
          message.success(t('admissions.decline.done', { name: row.xm }));
          done();
        }),
    });

  const showEnrolled = (enrolled: EnrolledCandidate[]) =>
    void modal.success({
      title: t('admissions.enrol.done', { count: enrolled.length }),
      width: 560,
      // One table that the dialog's body scrolls: antd's scroll.y splits it into a header table and a body
      // table measured after they show, and the rows were once missing from the body for good.
      content: (
        <div className="gs-dialog-scroll">
          <Table<EnrolledCandidate>
            size="small"
            rowKey="id"
            aria-label={t('admissions.enrol.table')}
            pagination={false}
            dataSource={enrolled}
            columns={[
              { key: 'ksbh', dataIndex: 'ksbh', title: t('admissions.field.ksbh') },
              { key: 'xm', dataIndex: 'xm', title: t('admissions.field.xm') },
              { key: 'xykh', dataIndex: 'xykh', title: t('admissions.field.enrolledXykh') },
            ]}
          />
        </div>
      ),
    });

  const enrolRows = (ids: string[], done: () => void) =>
    void modal.confirm({
      title: t('admissions.enrol.title', { count: ids.length }),
      content: t('admissions.enrol.content'),
      okText: t('admissions.enrol.ok'),
      cancelText: t('common.cancel'),
      onOk: () =>
        enrol.mutateAsync({ body: { ids } }).then((data) => {
          done();
          showEnrolled(data.enrolled);
        }),
    });

  return (
    <ListPage<Candidate, CandidateFilter, CandidateSortField>
      search={{ name: `${level}lq-search`, title: 'admissions.search.title', fields }}
      preset={preset}
      useRows={useCandidateRows}
      selectable={mayEdit || mayEnrol}
      title={(total) => t(`admissions.list.title.${level}`, { total })}
      toolbar={(context) => (
        <>
          {mayEdit && (
            <Button type="primary" icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              {t('admissions.import.open')}
            </Button>
          )}
          {mayEdit && (
            <Button
              icon={<CheckOutlined />}
              disabled={context.selected.length === 0}
              loading={confirm.isPending}
              onClick={() => confirmRows(context.selected, context.clearSelection)}
            >
              {t('admissions.confirm.batch')}
            </Button>
          )}
          {mayEnrol && (
            <Button icon={<SolutionOutlined />} disabled={context.selected.length === 0} onClick={() => enrolRows(context.selected, context.clearSelection)}>
              {t('admissions.enrol.batch')}
            </Button>
          )}
          <ExportMenu actions={exports} input={{ filter: context.filter, ids: context.selected, columns: context.columns }} />
        </>
      )}
      table={{
        label: `admissions.table.${level}`,
        rowKey: 'id',
        columns,
        storageKey: `gs-${level}lq-columns`,
        actionsWidth: 150,
        actions: (row, context) => (
          <>
            <RowAction onClick={() => navigate(detailPath(row))} aria-label={t('admissions.viewOf', { name: row.xm })}>
              {t('admissions.view')}
            </RowAction>
            {mayEdit && row.state === 'pending' && (
              <RowAction onClick={() => confirmRows([row.id], () => context.deselect([row.id]))} aria-label={t('admissions.confirmOf', { name: row.xm })}>
                {t('admissions.confirm.one')}
              </RowAction>
            )}
            {mayEdit && (row.state === 'pending' || row.state === 'confirmed') && (
              <RowAction danger onClick={() => declineRow(row, () => context.deselect([row.id]))} aria-label={t('admissions.declineOf', { name: row.xm })}>
                {t('admissions.decline.one')}
              </RowAction>
            )}
          </>
        ),
      }}
    >
      {() => <ImportDialog level={level} open={importing} onClose={() => setImporting(false)} />}
    </ListPage>
  );
}
