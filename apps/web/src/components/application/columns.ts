import { dictFields } from '@gs/sdk/dict-fields';
import { useMemo } from 'react';
import { type MessageKey, useT } from '../../i18n/i18n.ts';
import type { KitColumn } from '../page-kit/data-table.tsx';
import type { ExportAction } from '../page-kit/export-menu.tsx';
import type { KitField } from '../page-kit/field-control.tsx';
import type { ListQuery, ListResult } from '../page-kit/list-page.tsx';
import {
  type Application,
  type ApplicationKind,
  type ApplicationQuery,
  type ApplicationSortField,
  type ApplicationState,
  useApplicationKinds,
  useApplications,
} from './api.ts';
import { useOrgTree } from '../org/api.ts';
import { collegeTree } from '../org/tree.ts';
import '../../i18n/messages/applications.ts';

/** An application as a list row: the subject's name, card number and college, and the pending step, flat. */
export type ApplicationRow = Application & { xm: string; xykh: string; xymc: string; step: string };

/** What the application lists search by: one kind and one state at a time, the business, the college, a keyword, the to-do. */
export type ApplicationFilter = Pick<ApplicationQuery, 'coreCode' | 'xydm' | 'keyword' | 'xykh' | 'todo' | 'box' | 'overdue'> & {
  kind?: ApplicationKind;
  state?: ApplicationState;
};

/**
 * The search form of a review list of one business (`coreCode`): a keyword with the area's hint (and
 * label, when the area names it), the kind when the business has more than one, the state and the college.
 */
export function useApplicationSearch(
  coreCode: string,
  keywordHint: MessageKey,
  keywordLabel: MessageKey = 'application.search.keyword',
): KitField<ApplicationFilter>[] {
  const tree = useOrgTree();
  const kinds = useApplicationKinds();
  return useMemo(() => {
    const ours = new Set<string>((kinds.data ?? []).filter((kind) => kind.coreCode === coreCode).map((kind) => kind.kind));
    const kind: KitField<ApplicationFilter> = {
      name: 'kind',
      label: 'application.field.kind',
      kind: 'dict',
      dict: dictFields.Application.kind,
      filter: (entry) => ours.has(entry.value),
    };
    return [
      { name: 'keyword', label: keywordLabel, kind: 'text', placeholder: keywordHint },
      ...(ours.size > 1 ? [kind] : []),
      { name: 'state', label: 'application.field.state', kind: 'dict', dict: dictFields.Application.state, filter: (entry) => entry.value !== 'draft' },
      { name: 'xydm', label: 'application.field.collegeName', kind: 'tree', nodes: collegeTree(tree.data) },
    ];
  }, [coreCode, keywordHint, keywordLabel, kinds.data, tree.data]);
}

export const applicationColumns: readonly KitColumn<ApplicationRow, ApplicationSortField>[] = [
  { key: 'xykh', title: 'application.field.xykh', sortField: 'xykh', width: 120, fixed: 'left' },
  { key: 'xm', title: 'application.field.subject', width: 100 },
  { key: 'xymc', title: 'application.field.collegeName', width: 180 },
  { key: 'kind', title: 'application.field.kind', dict: dictFields.Application.kind, sortField: 'kind', width: 100 },
  { key: 'summary', title: 'application.field.summary', width: 260 },
  { key: 'state', title: 'application.field.state', dict: dictFields.Application.state, tag: true, sortField: 'state', width: 100 },
  { key: 'step', title: 'application.field.currentStep', width: 120 },
  { key: 'applicantName', title: 'application.field.applicant', width: 100, visible: false },
  { key: 'submitTime', title: 'application.field.submitTime', sortField: 'submitTime', width: 160 },
  { key: 'updateTime', title: 'application.field.updateTime', sortField: 'updateTime', width: 160, visible: false },
];

/** An application as a list row: the subject flat, the pending step named. */
export function toApplicationRow(a: Application, t: ReturnType<typeof useT>): ApplicationRow {
  const step = a.currentStep === null ? undefined : a.steps[a.currentStep];
  return { ...a, xm: a.subject.xm, xykh: a.subject.xykh ?? a.subject.gh ?? '', xymc: a.subject.xymc, step: step ? t(`application.step.${step.role}`) : '' };
}

/** What a list call's query hook gives back: a page of applications. */
type ApplicationPageResult = Omit<ListResult<Application>, 'data'> & { data?: { records: Application[]; total: number } | undefined };

/**
 * A list call's page of applications as the page kit's rows: each through `toApplicationRow`, then
 * `extend` when the list shows more of it (a kind's own columns).
 */
export function useRowsOf<Row extends ApplicationRow>(result: ApplicationPageResult, extend: (row: ApplicationRow) => Row): ListResult<Row> {
  const t = useT();
  const page = result.data;
  const data = useMemo(() => page && { total: page.total, records: page.records.map((a) => extend(toApplicationRow(a, t))) }, [page, t, extend]);
  return { data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
}

/**
 * The page kit's query as the engine's list call (one kind and state as the call's lists, the first
 * sort field), and its records as rows. `preset` is a fixed part of every call (the page's business).
 */
export function useApplicationRows(
  { filter, current, size, sort }: ListQuery<ApplicationFilter, ApplicationSortField>,
  preset: Partial<ApplicationQuery> = {},
): ListResult<ApplicationRow> {
  const [first] = sort;
  const result = useApplications({
    ...applicationQuery(filter, preset),
    ...(first ? { sortField: first.field, sortOrder: first.order } : {}),
    current,
    size,
  });
  return useRowsOf(result, asIs);
}

/** The engine's list query of a page's filter: one kind and one state as the call's lists. */
export function applicationQuery(filter: Partial<ApplicationFilter>, preset: Partial<ApplicationQuery> = {}): ApplicationQuery {
  const { kind, state, todo, ...rest } = filter;
  return {
    ...rest,
    ...preset,
    ...(kind ? { kind: [kind] } : {}),
    ...(state ? { state: [state] } : {}),
    ...(todo ? { todo: true } : {}),
  };
}

/**
 * The Excel export of a list of applications (issue 22): every application of the applied filter in the
 * caller's scope, as the server writes it (`preset`: the page's business).
 */
export function applicationExports(preset: Partial<ApplicationQuery> = {}): readonly ExportAction<ApplicationFilter>[] {
  return [
    {
      key: 'search',
      label: 'application.export',
      request: ({ filter }) => ({ path: '/cloud-xj/api/sq/applications/export', options: { query: applicationQuery(filter, preset) } }),
    },
  ];
}

const asIs = (row: ApplicationRow) => row;
