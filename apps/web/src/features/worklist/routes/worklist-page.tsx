import { dictFields } from '@gs/sdk/dict-fields';
import { Badge, Checkbox, Space, Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ApplicationSortField, useApplications, useWorklistCounts } from '../../../components/application/api.ts';
import { useConfirmWithdraw } from '../../../components/application/application-detail.tsx';
import {
  type ApplicationFilter,
  type ApplicationRow,
  applicationColumns,
  applicationExports,
  applicationQuery,
  useRowsOf,
} from '../../../components/application/columns.ts';
import { ReviewListPage } from '../../../components/application/review-list-page.tsx';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import type { ListQuery, ListResult } from '../../../components/page-kit/list-page.tsx';
import type { DictEntry } from '../../../lib/dicts.ts';
import { useScopedOrgTree } from '../../../components/org/api.ts';
import { collegeTree } from '../../../components/org/tree.ts';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';

type Box = 'todo' | 'done' | 'mine';
const BOXES: readonly Box[] = ['todo', 'done', 'mine'];
const isBox = (value: string | null): value is Box => BOXES.includes(value as Box);

/** A row of the work list: the kit's, with the overdue flag in words. */
type WorklistRow = ApplicationRow & { overdueLabel: string };

/** The kit's columns, then how long the pending step has waited and whether that is too long. */
const columns: readonly KitColumn<WorklistRow, ApplicationSortField>[] = [
  ...applicationColumns,
  { key: 'pendingSince', title: 'worklist.col.waiting', sortField: 'pendingSince', width: 170 },
  {
    key: 'overdueLabel',
    title: 'worklist.col.overdue',
    width: 100,
    render: (row) => (row.overdueLabel ? <span className="gs-cell-tag gs-cell-tag-error">{row.overdueLabel}</span> : ''),
  },
];

/**
 * One box of the work list: the engine's list of the box (and, for the to-do, only the overdue when
 * asked), decided one by one or at once as every review list, exported as the server writes it.
 */
function BoxList({ box }: { box: Box }) {
  const t = useT();
  const tree = useScopedOrgTree();
  const withdraw = useConfirmWithdraw();
  const [overdue, setOverdue] = useState(false);
  const preset = useMemo<Partial<ApplicationFilter>>(() => ({ box, ...(box === 'todo' && overdue ? { overdue: true } : {}) }), [box, overdue]);
  const fields = useMemo<KitField<ApplicationFilter>[]>(
    () => [
      { name: 'keyword', label: 'application.search.keyword', kind: 'text', placeholder: 'worklist.search.keywordHint' },
      { name: 'kind', label: 'application.field.kind', kind: 'dict', dict: dictFields.Application.kind },
      ...(box === 'todo'
        ? []
        : [
            {
              name: 'state',
              label: 'application.field.state',
              kind: 'dict',
              dict: dictFields.Application.state,
              filter: (entry: DictEntry) => entry.value !== 'draft',
            } as const,
          ]),
      { name: 'xydm', label: 'application.field.collegeName', kind: 'tree', nodes: collegeTree(tree.data) },
    ],
    [box, tree.data],
  );
  const exports = useMemo(() => applicationExports({ box, ...(box === 'todo' && overdue ? { overdue: true } : {}) }), [box, overdue]);
  return (
    <ReviewListPage<WorklistRow, ApplicationFilter, ApplicationSortField>
      search={{ name: `worklist-${box}-search`, title: 'worklist.search.title', fields }}
      preset={preset}
      useRows={useRows}
      title={(total) => t('worklist.list.title', { total })}
      exports={exports}
      toolbar={
        box === 'todo' && (
          <Checkbox checked={overdue} onChange={(event) => setOverdue(event.target.checked)}>
            {t('worklist.overdueOnly')}
          </Checkbox>
        )
      }
      table={{ label: `worklist.table.${box}`, rowKey: 'id', columns, storageKey: `gs-worklist-${box}-columns` }}
      actionsWidth={box === 'mine' ? 170 : 130}
      rowActions={(row) =>
        row.mayWithdraw && (
          <RowAction danger onClick={() => withdraw(row)} aria-label={t('worklist.withdrawOf', { title: row.title })}>
            {t('application.withdraw')}
          </RowAction>
        )
      }
    />
  );
}

function useRows({ filter, current, size, sort }: ListQuery<ApplicationFilter, ApplicationSortField>): ListResult<WorklistRow> {
  const t = useT();
  const [first] = sort;
  // The box comes with the page's preset; the server cuts every box to the caller (SPEC 6).
  const result = useApplications({ ...applicationQuery(filter), ...(first ? { sortField: first.field, sortOrder: first.order } : {}), current, size });
  const withFlag = useCallback((row: ApplicationRow): WorklistRow => ({ ...row, overdueLabel: row.overdue ? t('worklist.overdue') : '' }), [t]);
  return useRowsOf(result, withFlag);
}

/**
 * The work list (my/worklist/index, /my/worklist; AREAS.md "One work list"): across every kind, what
 * waits for the signed-in account's decision, what they decided and what they applied for, each with
 * its count; server paging, search by keyword, kind and college, the overdue flag, decisions one by one
 * or at once, and the export of the search.
 */
export default function WorklistPage() {
  const t = useT();
  const counts = useWorklistCounts();
  // The box is part of the address (?box=mine), so that a link (the bell's word that something waits,
  // home's to-do card) opens the one it means; 待办 when it names none.
  const [params, setParams] = useSearchParams();
  const asked = params.get('box');
  const box: Box = isBox(asked) ? asked : 'todo';
  return (
    <Tabs
      activeKey={box}
      onChange={(key) => setParams(key === 'todo' ? {} : { box: key }, { replace: true })}
      aria-label={t('worklist.boxes')}
      destroyOnHidden
      items={BOXES.map((key) => ({
        key,
        label: (
          <Space size={6}>
            {t(`worklist.box.${key}`)}
            <Badge count={counts.data?.[key] ?? 0} showZero overflowCount={999} color={key === 'todo' ? undefined : 'gray'} />
            {key === 'todo' && (counts.data?.overdue ?? 0) > 0 && <Badge count={t('worklist.overdueCount', { n: counts.data?.overdue ?? 0 })} color="red" />}
          </Space>
        ),
        children: <BoxList box={key} />,
      }))}
    />
  );
}
