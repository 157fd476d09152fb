import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Tooltip } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type MessageKey, useT } from '../../i18n/i18n.ts';
import { ColumnPicker, useColumnChoice } from './column-picker.tsx';
import { DataTable, type KitColumn, type SortOrder } from './data-table.tsx';
import type { KitField } from './field-control.tsx';
import { SearchForm, extraSearchRows, useFieldsPerRow } from './search-form.tsx';
import { useTableHeight } from './table-height.ts';
import '../../i18n/messages/page-kit.ts';

/** What a list page asks its server call for. */
export interface ListQuery<F, S extends string> {
  filter: Partial<F>;
  current: number;
  size: number;
  sort: SortOrder<S>[];
}

/** What the page's query hook gives back (a TanStack Query result fits). */
export interface ListResult<Row> {
  data?: { records: Row[]; total: number } | null;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** What the page's toolbar and actions may use. */
export interface ListContext<F, Row = unknown> {
  /** The filter of the rows on screen, the page's preset included. */
  filter: Partial<F>;
  selected: string[];
  /** The selected rows themselves, from whichever page each was selected on (a batch that needs more than ids). */
  selectedRows: Row[];
  clearSelection: () => void;
  /** Takes these rows out of the selection (a deleted record). */
  deselect: (ids: string[]) => void;
  /** The columns the user chose (export columns). */
  columns: string[];
  refetch: () => unknown;
}

export interface ListPageProps<Row extends object, F extends object, S extends string> {
  search: { name: string; title: MessageKey; fields: readonly KitField<F>[] };
  /** A fixed part of every query (graduates: status 04). */
  preset?: Partial<F>;
  /** The page's query hook; called once per render with the query of the moment. */
  useRows: (query: ListQuery<F, S>) => ListResult<Row>;
  table: {
    label: MessageKey;
    rowKey: Extract<keyof Row, string>;
    /** Every column the page offers; the user picks among them. */
    columns: readonly KitColumn<Row, S>[];
    /** Local storage key of the user's column choice on this page. */
    storageKey: string;
    /** False for lists the server cannot sort. */
    sortable?: boolean;
    actions?: (row: Row, context: ListContext<F, Row>) => ReactNode;
    actionsWidth?: number;
    /** What an empty list says (default: antd's "no data"). */
    empty?: MessageKey;
  };
  /** Row selection for batch actions. */
  selectable?: boolean;
  /** Buttons left of the table (add, batch actions, exports). */
  toolbar?: (context: ListContext<F, Row>) => ReactNode;
  /** What sits between the toolbar and the table (an upload and the list of what it sent). */
  header?: (context: ListContext<F, Row>) => ReactNode;
  /** A card title above the table. */
  title?: (total: number) => ReactNode;
  /** Dialogs and the like that the toolbar opens. */
  children?: (context: ListContext<F, Row>) => ReactNode;
}

/**
 * A search form + table page, built once: the search form sizes the table (SPEC 9), the table pages
 * and sorts on the server, the user picks the columns (remembered per page), rows carry actions and
 * a selection for batch actions; empty, loading and error states come with the table.
 */
export function ListPage<Row extends object, F extends object, S extends string = string>(props: ListPageProps<Row, F, S>) {
  const t = useT();
  const { search, preset, useRows, table, selectable = false, toolbar, title } = props;
  const [filter, setFilter] = useState<Partial<F>>({});
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [sort, setSort] = useState<SortOrder<S>[]>([]);
  // The selected rows, not only their ids: a row selected on another page is still known.
  const [selectedRows, setSelectedRows] = useState<Row[]>([]);
  const [expanded, setExpanded] = useState(false);
  const choice = useColumnChoice(table.storageKey, table.columns);
  const perRow = useFieldsPerRow();
  const height = useTableHeight(extraSearchRows(search.fields.length, perRow, expanded));
  const applied = useMemo(() => ({ ...filter, ...preset }), [filter, preset]);
  const result = useRows({ filter: applied, current: page.current, size: page.size, sort });
  const shown = useMemo(() => table.columns.filter((column) => choice.keys.includes(column.key)), [table.columns, choice.keys]);
  const total = result.data?.total ?? 0;
  const records = result.data?.records;
  const { rowKey } = table;
  const selected = useMemo(() => selectedRows.map((row) => String(row[rowKey])), [selectedRows, rowKey]);
  const select = useCallback(
    (ids: string[]) =>
      setSelectedRows((current) => {
        const known = new Map([...current, ...(records ?? [])].map((row) => [String(row[rowKey]), row]));
        return ids.flatMap((id) => known.get(id) ?? []);
      }),
    [records, rowKey],
  );
  const context: ListContext<F, Row> = {
    filter: applied,
    selected,
    selectedRows,
    clearSelection: () => setSelectedRows([]),
    deselect: (ids) => setSelectedRows((current) => current.filter((row) => !ids.includes(String(row[rowKey])))),
    columns: choice.keys,
    refetch: result.refetch,
  };
  const actions = table.actions;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <SearchForm<F>
          name={search.name}
          title={search.title}
          fields={search.fields}
          expanded={expanded}
          onExpandedChange={setExpanded}
          onSearch={(next) => {
            setFilter(next);
            setPage((current) => ({ ...current, current: 1 }));
          }}
        />
      </Card>
      {/* The list (toolbar, table, pages) is a region of the page, named as its table, next to the search landmark. */}
      <Card size="small" title={title?.(total)} role="region" aria-label={t(table.label)}>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Space wrap>
            {toolbar?.(context)}
            {selectable && selected.length > 0 && <span aria-live="polite">{t('pageKit.selected', { count: selected.length })}</span>}
          </Space>
          <Space>
            <Tooltip title={t('pageKit.refresh')}>
              <Button aria-label={t('pageKit.refresh')} icon={<ReloadOutlined />} loading={result.isFetching} onClick={() => void result.refetch()} />
            </Tooltip>
            <ColumnPicker columns={table.columns} choice={choice} />
          </Space>
        </Flex>
        {props.header?.(context)}
        <DataTable<Row, S>
          label={table.label}
          rowKey={table.rowKey}
          rows={result.data?.records ?? []}
          columns={shown}
          loading={result.isFetching}
          error={result.isError}
          onRetry={() => void result.refetch()}
          height={height}
          total={total}
          current={page.current}
          size={page.size}
          onPage={(current, size) => setPage((previous) => ({ current: size === previous.size ? current : 1, size }))}
          sort={table.sortable === false ? undefined : sort}
          onSort={
            table.sortable === false
              ? undefined
              : (next) => {
                  setSort(next);
                  setPage((current) => ({ ...current, current: 1 }));
                }
          }
          selected={selectable ? selected : undefined}
          onSelect={selectable ? select : undefined}
          actions={actions && ((row) => actions(row, context))}
          actionsWidth={table.actionsWidth}
          empty={table.empty}
        />
      </Card>
      {props.children?.(context)}
    </Space>
  );
}
