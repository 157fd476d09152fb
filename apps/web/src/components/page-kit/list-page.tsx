import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Grid, Space, Tooltip } from 'antd';
import { type ReactNode, type RefObject, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type MessageKey, useT } from '../../i18n/i18n.ts';
import { isShown } from '../../lib/shown.ts';
import { ColumnPicker, useColumnChoice } from './column-picker.tsx';
import { DataTable, type KitColumn, type SortOrder } from './data-table.tsx';
import type { KitField } from './field-control.tsx';
import { SearchForm, extraSearchRows, useFieldsPerRow } from './search-form.tsx';
import { phonePageSize, rowsHeight, useTableHeight } from './table-height.ts';
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
  /** Row selection for batch actions: every row, or those the function allows (the others' boxes are disabled). */
  selectable?: boolean | ((row: Row) => boolean);
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
 * How far below the top of the list's card its rows start: the card's title, the toolbar, a page's
 * header and the table's row of column titles, as laid out (SPEC 9 does not count them: table-height.ts).
 * 0 until laid out, and where nothing is (jsdom), or with no table (the cards of a phone).
 */
function useRowsTop(card: RefObject<HTMLDivElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = card.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      // Hidden (a kept-alive page in another tab): nothing to measure, and the last measure stays.
      if (!isShown(element)) return;
      const titles = element.querySelector('thead');
      if (titles) setTop(Math.round(titles.getBoundingClientRect().bottom - element.getBoundingClientRect().top));
    };
    measure();
    // The card grows with whatever wraps above the rows (a toolbar, titles on two lines); the rows' own
    // height moves nothing above them, so the measure settles at once.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [card]);
  return top;
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
  const card = useRef<HTMLDivElement>(null);
  const height = rowsHeight(useTableHeight(extraSearchRows(search.fields.length, perRow, expanded)), useRowsTop(card));
  const applied = useMemo(() => ({ ...filter, ...preset }), [filter, preset]);
  // A phone shows a page of cards, none of them virtual: a page of 10,000 chosen wider is 100 there.
  const phone = Grid.useBreakpoint().md === false;
  const size = phone ? Math.min(page.size, phonePageSize) : page.size;
  const result = useRows({ filter: applied, current: page.current, size, sort });
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
      <Card ref={card} size="small" title={title?.(total)} role="region" aria-label={t(table.label)}>
        {/* The page's buttons wrap among themselves; the kit's tools keep their place at the right. */}
        <Flex justify="space-between" align="flex-start" gap={8} style={{ marginBottom: 12 }}>
          <Flex wrap align="center" gap={8} style={{ flex: '1 1 auto', minWidth: 0 }}>
            {toolbar?.(context)}
            {selectable && selected.length > 0 && <span aria-live="polite">{t('pageKit.selected', { count: selected.length })}</span>}
          </Flex>
          <Space style={{ flex: 'none' }}>
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
          size={size}
          onPage={(current, next) => setPage({ current: next === size ? current : 1, size: next })}
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
          canSelect={typeof selectable === 'function' ? selectable : undefined}
          actions={actions && ((row) => actions(row, context))}
          actionsWidth={table.actionsWidth}
          empty={table.empty}
        />
      </Card>
      {props.children?.(context)}
    </Space>
  );
}
