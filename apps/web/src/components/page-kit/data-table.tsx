import { Button, ConfigProvider, Grid, Result, Table, type TableProps, theme } from 'antd';
import type { ColumnsType, SorterResult, TableRowSelection } from 'antd/es/table/interface';
import { type ReactNode, type RefObject, useCallback, useContext, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type MessageKey, type Translate, useT } from '../../i18n/i18n.ts';
import { isShown } from '../../lib/shown.ts';
import { type Dict, dictLabel, dictTagColour } from '../../lib/dicts.ts';
import { type FitColumn, fitColumns, textMeasure, titleNeed } from './fit-columns.ts';
import { type DictMap, useKitDicts } from './kit-dicts.ts';
import { type CardColumn, EmptyCards, RowCards } from './row-cards.tsx';
import '../../i18n/messages/page-kit.ts';
import { type BodyColumn, type ScrollBodyInfo, TableBody, rowHeight } from './table-body.tsx';
import './page-kit.css';

/** A server sort of a list call: the field and its direction (SPEC 7 search bodies). */
export interface SortOrder<S extends string = string> {
  field: S;
  order: 'asc' | 'desc';
}

/** A typed column: the property of the row it shows, and how. `key` is also its export column. */
export interface KitColumn<Row, S extends string = string> {
  key: Extract<keyof Row, string>;
  title: MessageKey;
  width: number;
  /** The dictionary whose label the cell shows. */
  dict?: string;
  /** Shown as a coloured tag (with `dict`: in the colour of the entry's `cssClass`). */
  tag?: boolean;
  /** The field the server sorts by when the column is sorted. */
  sortField?: S;
  fixed?: 'left' | 'right';
  /** Where the title and the cells align (numbers to the right). */
  align?: 'center' | 'right';
  /** Visible until the user picks columns (default true). */
  visible?: boolean;
  /** The record's state: on a phone it stands beside the card's title (default: the first tag column). */
  state?: boolean;
  /**
   * What the cell shows instead of the value. Keep it light: it runs for every row that scrolls in. A
   * text it returns shows whole as the cell's tooltip when the column is too narrow for it.
   */
  render?: (row: Row) => ReactNode;
}

/** antd's sorter (one column or several) as the call's `sort`, at most 5 fields (SPEC 7 search body). */
export function sortOf<Row, S extends string>(columns: readonly KitColumn<Row, S>[], sorter: SorterResult<Row> | SorterResult<Row>[]): SortOrder<S>[] {
  const list = (Array.isArray(sorter) ? sorter : [sorter]).filter((item) => item.order);
  return list
    .flatMap((item) => {
      const column = columns.find((candidate) => candidate.key === item.columnKey);
      return column?.sortField ? [{ field: column.sortField, order: item.order === 'descend' ? ('desc' as const) : ('asc' as const) }] : [];
    })
    .slice(0, 5);
}

/**
 * The text of a cell. Cells are plain text and spans, never antd components: the body shows a new
 * window of rows on every scroll step, and a Tag or Checkbox per cell (each with its style hooks)
 * made those steps several times dearer than the table itself (BENCHMARKS.md, 10,000-row list). The
 * tag and the row's checkbox wear antd's classes instead.
 */
function cellOf<Row>(column: KitColumn<Row>, dicts: DictMap): (row: Row) => ReactNode {
  if (column.render) return (row) => column.render?.(row);
  const dict = column.dict ? dicts[column.dict] : undefined;
  if (column.tag) {
    return (row) => {
      const value = row[column.key];
      if (value === undefined || value === null || value === '') return '';
      const colour = dictTagColour(dict?.byValue.get(String(value))) ?? 'default';
      return <span className={`gs-cell-tag gs-cell-tag-${colour}`}>{dictLabel(dict, value)}</span>;
    };
  }
  if (column.dict) return (row) => dictLabel(dict, row[column.key]);
  return (row) => textOf(row[column.key]);
}

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

const selectionWidth = 48;

/** A ref that always holds the latest value: for handlers read at event time. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

export const pageSizes = [20, 50, 100, 500, 1000, 10000];

export interface DataTableProps<Row, S extends string = string> {
  /** The table's accessible name. */
  label: MessageKey;
  rowKey: Extract<keyof Row, string>;
  rows: readonly Row[];
  /** The columns shown, in order (the user's choice of the page's columns). */
  columns: readonly KitColumn<Row, S>[];
  loading: boolean;
  /** The last load failed: the body says so and offers to try again. */
  error?: boolean;
  /** What an empty list says, where antd's "no data" says too little ("no notices"). */
  empty?: MessageKey;
  onRetry?: () => void;
  /** SPEC 9 height of the scrolled body (`useTableHeight`). */
  height: number;
  total: number;
  current: number;
  size: number;
  onPage: (current: number, size: number) => void;
  /** Server sorting; a list the server cannot sort leaves both out. */
  sort?: readonly SortOrder<S>[];
  onSort?: (sort: SortOrder<S>[]) => void;
  /** Row selection for batch actions; kept across pages. */
  selected?: readonly string[];
  onSelect?: (ids: string[]) => void;
  /** Which rows may be ticked (all when left out): the others show a disabled box, and the header's box leaves them out. */
  canSelect?: ((row: Row) => boolean) | undefined;
  actions?: (row: Row) => ReactNode;
  actionsWidth?: number;
}

function ErrorState({ t, onRetry }: { t: Translate; onRetry?: () => void }) {
  return (
    <Result
      status="warning"
      title={t('pageKit.error.title')}
      extra={
        onRetry && (
          <Button onClick={onRetry} size="small">
            {t('pageKit.error.retry')}
          </Button>
        )
      }
    />
  );
}

/**
 * The columns whose render draws elements (tags, a bar, coloured counts) rather than text: cut, they
 * would lose part of a drawing with no tooltip to show it whole, so they keep their width. Told by the
 * rows of the page (a few suffice: a render draws the same kind of thing for every row).
 */
export function drawnColumns<Row>(columns: readonly KitColumn<Row>[], rows: readonly Row[]): string[] {
  const sample = rows.slice(0, 20);
  const isText = (value: ReactNode) => value === null || value === undefined || typeof value === 'string' || typeof value === 'number';
  return columns.filter((column) => column.render && !sample.every((row) => isText(column.render?.(row)))).map((column) => column.key);
}

/** The width of `element`'s content box, following it as it changes; undefined until laid out (and in jsdom). */
function useWidth(element: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return undefined;
    // A kept-alive page that is hidden has no width: it keeps the one it had, so that showing it again
    // changes nothing and re-renders nothing (a tab switch).
    const measure = () => {
      if (isShown(target) && target.clientWidth > 0) setWidth(target.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

let scrollbar: number | undefined;

/** The width the browser's vertical scrollbar takes from a scrolled box (0 where it overlays the content). */
function scrollbarWidth(): number {
  if (scrollbar === undefined) {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;top:-200px;width:100px;height:100px;overflow:scroll';
    document.body.appendChild(probe);
    scrollbar = probe.offsetWidth - probe.clientWidth;
    probe.remove();
  }
  return scrollbar;
}

/** A header cell's room around its title (antd's small table: 8 px either side), and a sorter's icon. */
const titlePaddingPx = 16 + 4;
const tagPaddingPx = 2 * 7 + 2 * 1 + 2;
const sorterPx = 20;

/**
 * The list table of the page kit: typed columns with dictionary labels and tags, server paging and
 * sorting, row selection, row actions. On a phone (below antd's `md`) each row is a card (`RowCards`);
 * wider, antd draws the header and pagination, and `TableBody` the rows, reusing a fixed set of row
 * elements so that 10,000 loaded rows scroll smoothly, with the columns fitted to the table's width
 * (fit-columns.ts).
 */
export function DataTable<Row extends object, S extends string = string>(props: DataTableProps<Row, S>) {
  const phone = Grid.useBreakpoint().md === false;
  return phone ? <CardsOf<Row, S> {...props} /> : <WideTable<Row, S> {...props} />;
}

/** The list as cards (`RowCards`): the key column as the title, the state column (else the first tag column) beside it. */
function CardsOf<Row extends object, S extends string>(props: DataTableProps<Row, S>) {
  const t = useT();
  const { columns: shown, rowKey } = props;
  const dictNames = useMemo(() => [...new Set(shown.flatMap((column) => (column.dict ? [column.dict] : [])))], [shown]);
  const dicts = useKitDicts(dictNames);
  const cards = useMemo(() => {
    const all: (CardColumn<Row> & { column: KitColumn<Row, S> })[] = shown.map((column) => {
      const cell = cellOf(column as KitColumn<Row>, dicts);
      return { key: column.key, title: column.title, cell, column };
    });
    const title = all.find((card) => card.column.fixed === 'left') ?? all[0];
    const state = all.find((card) => card.column.state && card !== title) ?? all.find((card) => card.column.tag && card !== title);
    return { title, state, fields: all.filter((card) => card !== title && card !== state) };
  }, [shown, dicts]);
  const keyOf = useCallback((row: Row) => String(row[rowKey]), [rowKey]);
  if (!cards.title) return null;
  const empty = props.error ? <ErrorState t={t} onRetry={props.onRetry} /> : <EmptyCards text={props.empty ? t(props.empty) : undefined} />;
  return (
    <RowCards<Row>
      label={t(props.label)}
      rows={props.rows}
      rowKey={keyOf}
      title={cards.title}
      state={cards.state}
      fields={cards.fields}
      actions={props.actions}
      loading={props.loading}
      empty={empty}
      selected={props.selected}
      canSelect={props.canSelect}
      onSelect={props.onSelect}
      total={props.total}
      current={props.current}
      size={props.size}
      onPage={props.onPage}
    />
  );
}

/** The list as antd's table with the kit's body, its columns fitted to its width. */
function WideTable<Row extends object, S extends string>(props: DataTableProps<Row, S>) {
  const t = useT();
  const { columns: shown, sort, onSort, actions, actionsWidth: asked = 170, selected, onSelect, canSelect } = props;
  const dictNames = useMemo(() => [...new Set(shown.flatMap((column) => (column.dict ? [column.dict] : [])))], [shown]);
  const dicts = useKitDicts(dictNames);
  // New columns re-render every visible row: they change with what they show, never while scrolling.
  const sortable = onSort !== undefined;
  const selectable = onSelect !== undefined;

  // The room the columns share: the table's width, less the body's scrollbar when its rows overflow.
  const holder = useRef<HTMLDivElement>(null);
  const width = useWidth(holder);
  const overflows = props.rows.length * rowHeight > props.height;
  const room = width === undefined ? undefined : width - (overflows ? scrollbarWidth() : 0);
  const { token, hashId } = theme.useToken();
  // The titles are measured in the header's font (antd's: the strong weight), once the table is laid out.
  const laidOut = room !== undefined;
  const font = `${token.fontWeightStrong} ${token.fontSize}px ${token.fontFamily}`;
  const measure = useMemo(() => (laidOut ? textMeasure(font) : undefined), [laidOut, font]);
  // A tag keeps its label on one line: a column of tags is as wide as its dictionary's widest label
  // drawn as a tag (antd's Tag: the small font, 7 px inside and a 1 px border either side).
  const tagFont = `${token.fontSizeSM}px ${token.fontFamily}`;
  const measureTag = useMemo(() => (laidOut ? textMeasure(tagFont) : undefined), [laidOut, tagFont]);
  const tagNeed = useCallback(
    (dict: Dict | undefined) => (measureTag && dict ? Math.max(0, ...dict.entries.map((entry) => measureTag(entry.label))) + tagPaddingPx + titlePaddingPx : 0),
    [measureTag],
  );
  const { rows } = props;
  const drawn = useMemo(() => drawnColumns(shown, rows).join(' '), [shown, rows]);
  const fit = useMemo(() => {
    const need = (title: string, extra: number) => (measure ? titleNeed(title, measure) + titlePaddingPx + extra : 0);
    const list: FitColumn[] = [];
    if (selectable) list.push({ width: selectionWidth, fixed: 'left', titleWidth: 0, shrinks: false });
    for (const column of shown) {
      list.push({
        width: column.width,
        fixed: column.fixed,
        titleWidth: Math.max(need(t(column.title), sortable && column.sortField ? sorterPx : 0), column.tag && column.dict ? tagNeed(dicts[column.dict]) : 0),
        // Cells end with an ellipsis and carry a cut text whole as their tooltip (table-body.tsx): a
        // column of text may give way.
        shrinks: !column.tag && !drawn.split(' ').includes(column.key),
      });
    }
    if (actions) list.push({ width: asked, fixed: 'right', titleWidth: need(t('pageKit.actions'), 0), shrinks: false });
    const fitted = fitColumns(list, room);
    const offset = selectable ? 1 : 0;
    return {
      widths: shown.map((column, index) => fitted.widths[index + offset] ?? column.width),
      actions: fitted.widths[shown.length + offset] ?? asked,
      pinned: fitted.pinned,
    };
  }, [selectable, shown, actions, asked, room, measure, sortable, t, drawn, tagNeed, dicts]);
  const { pinned, actions: actionsWidth } = fit;

  const cells = useMemo(() => shown.map((column) => ({ column, cell: cellOf(column as KitColumn<Row>, dicts) })), [shown, dicts]);

  // The header's columns: titles, widths, sorting. The body draws the cells (TableBody); with no rows
  // antd draws its empty state. Titles wrap between words (page-kit.css), never cut.
  const columns = useMemo<ColumnsType<Row>>(() => {
    const list: ColumnsType<Row> = shown.map((column, index) => {
      const order = sort?.find((item) => item.field === column.sortField)?.order;
      return {
        key: column.key,
        dataIndex: column.key,
        title: t(column.title),
        width: fit.widths[index] ?? column.width,
        fixed: pinned ? column.fixed : undefined,
        align: column.align,
        ...(sortable && column.sortField
          ? { sorter: { multiple: index + 1 }, sortOrder: order === 'asc' ? ('ascend' as const) : order === 'desc' ? ('descend' as const) : null }
          : {}),
      };
    });
    if (actions) list.push({ key: 'actions', title: t('pageKit.actions'), width: actionsWidth, fixed: pinned ? 'right' : undefined });
    return list;
  }, [shown, sort, sortable, t, actions, actionsWidth, pinned, fit.widths]);

  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 100), selectable ? selectionWidth : 0);
  const scroll = useMemo(() => ({ x: tableWidth, y: props.height }), [tableWidth, props.height]);
  const { rowKey } = props;
  const keyOf = useCallback((row: Row) => String(row[rowKey]), [rowKey]);

  // The selection is read through a ref when a box is clicked, so that a change of selection re-renders
  // only the rows whose box changed (their `selected`), not every row through a new function.
  const selection = useLatest({ selected: selected ?? [], onSelect });
  const selectedSet = useMemo(() => new Set(selected ?? []), [selected]);
  const isSelected = useCallback((key: string) => selectedSet.has(key), [selectedSet]);

  // antd's Checkbox markup and classes (with its theme's hash; the theme's variables come from the
  // table around it) on a native box: it looks and answers as the header's antd Checkbox does (space
  // toggles, the focus ring shows), without a component and its hooks per row (cellOf says why). The
  // header's box has antd's Checkbox styles in the page.
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const box = getPrefixCls('checkbox');
  const boxClasses = useMemo(() => {
    const wrapper = [`${box}-wrapper`, hashId].filter(Boolean).join(' ');
    const inner = [box, hashId].filter(Boolean).join(' ');
    return {
      wrapper: { off: wrapper, on: `${wrapper} ${box}-wrapper-checked`, disabled: `${wrapper} ${box}-wrapper-disabled` },
      inner: { off: inner, on: `${inner} ${box}-checked`, disabled: `${inner} ${box}-disabled` },
      input: `${box}-input`,
    };
  }, [box, hashId]);

  const bodyColumns = useMemo<BodyColumn<Row>[]>(() => {
    const list: BodyColumn<Row>[] = [];
    if (selectable) {
      list.push({
        key: 'selection',
        width: selectionWidth,
        fixed: pinned ? 'left' : undefined,
        className: 'ant-table-selection-column',
        cell: (row, checked) => {
          const id = keyOf(row);
          if (canSelect && !canSelect(row)) {
            return (
              <label className={boxClasses.wrapper.disabled}>
                <span className={boxClasses.inner.disabled}>
                  <input type="checkbox" className={boxClasses.input} checked={false} disabled aria-label={t('pageKit.selectRow')} />
                </span>
              </label>
            );
          }
          return (
            <label className={checked ? boxClasses.wrapper.on : boxClasses.wrapper.off}>
              <span className={checked ? boxClasses.inner.on : boxClasses.inner.off}>
                <input
                  type="checkbox"
                  className={boxClasses.input}
                  checked={checked}
                  aria-label={t('pageKit.selectRow')}
                  onChange={(event) => {
                    const current = selection.current.selected;
                    selection.current.onSelect?.(event.target.checked ? [...current, id] : current.filter((key) => key !== id));
                  }}
                />
              </span>
            </label>
          );
        },
      });
    }
    cells.forEach(({ column, cell }, index) => {
      list.push({
        key: column.key,
        width: fit.widths[index] ?? column.width,
        fixed: pinned ? column.fixed : undefined,
        align: column.align,
        ellipsis: true,
        cell,
      });
    });
    if (actions) list.push({ key: 'actions', width: actionsWidth, fixed: pinned ? 'right' : undefined, cell: actions });
    return list;
  }, [selectable, cells, actions, actionsWidth, keyOf, selection, t, pinned, fit.widths, boxClasses, canSelect]);

  const height = props.height;
  const bodyId = useId();
  const renderBody = useCallback(
    (data: readonly Row[], info: ScrollBodyInfo) => (
      <TableBody<Row> id={bodyId} rows={data} rowKey={keyOf} columns={bodyColumns} height={height} width={tableWidth} isSelected={isSelected} info={info} />
    ),
    [bodyId, keyOf, bodyColumns, height, tableWidth, isSelected],
  );
  const components = useMemo(() => (props.rows.length > 0 ? { body: renderBody } : undefined), [props.rows.length, renderBody]);
  // antd names the header's table; the body's rows sit outside it, so the table owns them, and says how
  // many rows it has when only those in view are in the page. With no rows antd draws the body itself.
  const owned = props.rows.length > 0 ? { 'aria-owns': bodyId, 'aria-rowcount': props.rows.length + 1 } : {};

  const rowSelection = useMemo<TableRowSelection<Row> | undefined>(
    () =>
      selectable
        ? {
            selectedRowKeys: selected as string[],
            preserveSelectedRowKeys: true,
            onChange: (ids) => onSelect?.(ids.map(String)),
            fixed: pinned,
            columnWidth: selectionWidth,
            ...(canSelect ? { getCheckboxProps: (row: Row) => ({ disabled: !canSelect(row) }) } : {}),
          }
        : undefined,
    [selectable, selected, onSelect, pinned, canSelect],
  );

  const { total, current, size, onPage } = props;
  const pagination = useMemo(
    () => ({
      current,
      pageSize: size,
      total,
      showSizeChanger: true,
      pageSizeOptions: pageSizes,
      showQuickJumper: true,
      showTotal: (count: number) => t('pageKit.total', { total: count }),
      'aria-label': t('pageKit.pagination'),
    }),
    [current, size, total, t],
  );

  const onChange: TableProps<Row>['onChange'] = (page, _filters, sorter, extra) => {
    if (extra.action === 'sort') onSort?.(sortOf(shown, sorter));
    if (extra.action === 'paginate') onPage(page.current ?? 1, page.pageSize ?? size);
  };

  return (
    <div ref={holder}>
      <Table<Row>
        size="small"
        className="gs-data-table"
        rowKey={props.rowKey}
        aria-label={t(props.label)}
        {...owned}
        loading={props.loading}
        columns={columns}
        dataSource={props.rows as Row[]}
        scroll={scroll}
        components={components as TableProps<Row>['components']}
        onChange={onChange}
        showSorterTooltip={false}
        rowSelection={rowSelection}
        pagination={pagination}
        locale={props.error ? { emptyText: <ErrorState t={t} onRetry={props.onRetry} /> } : props.empty ? { emptyText: t(props.empty) } : undefined}
      />
    </div>
  );
}
