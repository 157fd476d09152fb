import { type CSSProperties, memo, type ReactNode, type Ref, type UIEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isShown } from '../../lib/shown.ts';

/** The height of a body row, in px: antd's small table row (8 px padding, 22 px line, 1 px border) rounded. */
export const rowHeight = 40;

/** How long after the last scroll event the rows take the pointer again (hover, clicks). */
const scrollSettleMs = 150;

/** Rows rendered above and below the visible ones, so that a wheel step shows no blank band. */
const overscan = 4;

/** A column of the body: its width, whether it sticks to a side, and what its cell shows. */
export interface BodyColumn<Row> {
  key: string;
  width: number;
  fixed?: 'left' | 'right' | undefined;
  align?: 'center' | 'right' | undefined;
  /** antd's ellipsis cell: one line, cut with an ellipsis, a text shown whole as the cell's title (tooltip). */
  ellipsis?: boolean;
  className?: string;
  /** What the cell shows; `selected` is whether the row is selected. */
  cell: (row: Row, selected: boolean) => ReactNode;
}

/** The part of antd's scroll-body contract (`components.body` as a function) the body uses. */
export interface ScrollBodyInfo {
  ref: Ref<HTMLDivElement>;
  onScroll: (info: { currentTarget?: HTMLElement; scrollLeft?: number }) => void;
}

interface Placed<Row> {
  column: BodyColumn<Row>;
  style: CSSProperties;
  className: string;
}

/**
 * Sticky offsets and antd's fixed-cell classes, worked out once per set of columns and their widths
 * (the header's, when it has laid them out; else the columns' own).
 */
function place<Row>(columns: readonly BodyColumn<Row>[], measured: readonly number[] | null): Placed<Row>[] {
  const widths = columns.map((column, index) => measured?.[index] ?? column.width);
  const lastStart = columns.findLastIndex((column) => column.fixed === 'left');
  const firstEnd = columns.findIndex((column) => column.fixed === 'right');
  // Where each column starts; a fixed end column sticks at the width of the columns after it.
  const starts: number[] = [];
  let total = 0;
  for (const width of widths) {
    starts.push(total);
    total += width;
  }
  return columns.map((column, index) => {
    const classes = ['ant-table-cell'];
    if (column.className) classes.push(column.className);
    if (column.ellipsis) classes.push('ant-table-cell-ellipsis');
    const width = widths[index] ?? column.width;
    const style: CSSProperties & Record<string, string | number> = { flex: `0 0 ${width}px`, width };
    if (column.align) style.textAlign = column.align;
    if (column.fixed === 'left') {
      classes.push('ant-table-cell-fix', 'ant-table-cell-fix-start');
      if (index === lastStart) classes.push('ant-table-cell-fix-start-shadow');
      style.insetInlineStart = starts[index] ?? 0;
      style['--z-offset-reverse'] = columns.length - index;
    } else if (column.fixed === 'right') {
      classes.push('ant-table-cell-fix', 'ant-table-cell-fix-end');
      if (index === firstEnd) classes.push('ant-table-cell-fix-end-shadow');
      style.insetInlineEnd = total - (starts[index] ?? 0) - width;
      style['--z-offset-reverse'] = index + 1;
    }
    return { column, style, className: classes.join(' ') };
  });
}

/**
 * The widths antd's header gave its columns. When the columns add up to less than the table is wide,
 * the header spreads them over the whole width; the body takes the same widths so that every cell
 * stays under its title. Null until the header is laid out (and where nothing is, as in jsdom).
 */
function useHeaderWidths(inner: { current: HTMLDivElement | null }, columns: readonly unknown[]): readonly number[] | null {
  const [widths, setWidths] = useState<readonly number[] | null>(null);
  useLayoutEffect(() => {
    const header = inner.current?.closest('.ant-table-container')?.querySelector('.ant-table-header table');
    if (!header || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      // Hidden (a kept-alive page in another tab): the widths it had stay, so showing it re-renders nothing.
      if (!isShown(header)) return;
      // The header's last cell may be antd's stand-in for the body's scrollbar.
      const cells = [...header.querySelectorAll('thead > tr:first-child > th')].filter((cell) => !cell.classList.contains('ant-table-cell-scrollbar'));
      const next = cells.map((cell) => cell.getBoundingClientRect().width);
      const usable = next.length === columns.length && next.every((width) => width > 0);
      setWidths((current) =>
        !usable ? null : current && current.length === next.length && current.every((width, index) => width === next[index]) ? current : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
    // New columns are measured again: the table's box may not change when one column replaces another.
  }, [inner, columns]);
  return widths;
}

interface RowProps<Row> {
  row: Row;
  index: number;
  rowKey: string;
  selected: boolean;
  cells: readonly Placed<Row>[];
}

function BodyRowImpl<Row>({ row, index, rowKey, selected, cells }: RowProps<Row>) {
  return (
    <div
      className={selected ? 'ant-table-row ant-table-row-selected' : 'ant-table-row'}
      role="row"
      // Its place among the table's rows, the header's row being the first: only a window of them is in the page.
      aria-rowindex={index + 2}
      data-row-key={rowKey}
      // Placed by `top`, not a transform (page-kit.css says why).
      style={{ position: 'absolute', top: index * rowHeight, height: rowHeight }}
    >
      {cells.map(({ column, style, className }) => {
        const content = column.cell(row, selected);
        // A cut text shows whole as a tooltip; a cell of elements (a tag, a link) says what it says itself.
        const title = column.ellipsis && (typeof content === 'string' || typeof content === 'number') && content !== '' ? String(content) : undefined;
        return (
          <div key={column.key} role="cell" className={className} style={style} title={title}>
            {content}
          </div>
        );
      })}
    </div>
  );
}

const BodyRow = memo(BodyRowImpl) as typeof BodyRowImpl;

export interface TableBodyProps<Row> {
  /** The id the table's `aria-owns` names: the rows are the header table's to assistive technology. */
  id: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly BodyColumn<Row>[];
  /** The most the body may take before it scrolls (SPEC 9 table height). */
  height: number;
  /** The width of all columns (the table's `scroll.x`). */
  width: number;
  isSelected: (key: string) => boolean;
  info: ScrollBodyInfo;
}

/**
 * The list table's scrolled body, for antd's Table as `components.body`: the header, sorting, the
 * select-all box and the pagination stay antd's. It renders only the rows in view, at a fixed row
 * height, in a fixed set of row elements that are reused as the list scrolls: a wheel step changes
 * the text of those elements and their offset, where a body that mounts each row that scrolls in
 * creates, styles and lays out a few hundred new elements per step (BENCHMARKS.md, 10,000 rows). The
 * classes are antd's, so the theme draws rows, fixed columns, selection and hover as before. Its
 * elements are divs, so they carry the roles of a table's rows and cells: a group of rows the header's
 * table owns, each row numbered among all of them.
 */
export function TableBody<Row>({ id, rows, rowKey, columns, height, width, isSelected, info }: TableBodyProps<Row>) {
  const [top, setTop] = useState(0);
  // Which sides have more to scroll to, so that their last fixed column casts antd's shadow.
  const [shadow, setShadow] = useState({ start: false, end: false });

  // antd holds the scrolling element through its own ref; the body reaches it from the inner one.
  const inner = useRef<HTMLDivElement | null>(null);
  const headerWidths = useHeaderWidths(inner, columns);
  const base = useMemo(() => place(columns, headerWidths), [columns, headerWidths]);
  const lastLeft = useRef(0);
  const settling = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { ref, onScroll } = info;

  const shadows = (element: HTMLDivElement) => {
    const next = { start: element.scrollLeft > 0, end: element.scrollLeft + element.clientWidth < element.scrollWidth - 1 };
    setShadow((current) => (current.start === next.start && current.end === next.end ? current : next));
  };

  // Whether there is more to scroll sideways changes with the table's width and the window's: the
  // holder's size is watched, and the scroll events do the rest.
  useEffect(() => {
    const element = inner.current?.parentElement;
    if (!(element instanceof HTMLDivElement) || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => shadows(element));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => () => clearTimeout(settling.current), []);

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    // While the list moves under a still pointer, the browser hit-tests and restyles the hovered row
    // on every step, for a highlight nobody sees at that speed: the rows ignore the pointer until the
    // scrolling has paused, and the row under it lights up then. One inherited property on one element.
    const rowsElement = inner.current;
    if (rowsElement) {
      if (settling.current === undefined) rowsElement.style.pointerEvents = 'none';
      clearTimeout(settling.current);
      settling.current = setTimeout(() => {
        settling.current = undefined;
        rowsElement.style.pointerEvents = '';
      }, scrollSettleMs);
    }
    setTop(element.scrollTop);
    if (element.scrollLeft !== lastLeft.current) {
      lastLeft.current = element.scrollLeft;
      // antd keeps the header's columns over the body's.
      onScroll({ currentTarget: element, scrollLeft: element.scrollLeft });
      shadows(element);
    }
  };

  const viewport = Math.min(height, rows.length * rowHeight);
  const slots = Math.min(rows.length, Math.ceil(viewport / rowHeight) + 2 * overscan + 1);
  const first = Math.max(0, Math.min(Math.floor(top / rowHeight) - overscan, rows.length - slots));
  // The last fixed column on each side casts antd's shadow while there is more to scroll that way.
  const shown = useMemo(
    () =>
      base.map((cell) => {
        if (shadow.start && cell.className.includes('ant-table-cell-fix-start-shadow'))
          return { ...cell, className: `${cell.className} ant-table-cell-fix-start-shadow-show` };
        if (shadow.end && cell.className.includes('ant-table-cell-fix-end-shadow'))
          return { ...cell, className: `${cell.className} ant-table-cell-fix-end-shadow-show` };
        return cell;
      }),
    [base, shadow.start, shadow.end],
  );

  // Row `first + k` lives in slot `(first + k) % slots`: a step moves each row's element to its next
  // row instead of replacing it, and the elements never change their order in the document. New rows
  // (a refresh, another page, another order) get new elements: an element kept across them would
  // show another record under a pointer (or a test) that had found it for the one it showed before.
  const generation = useGeneration(rows);
  const body: ReactNode[] = [];
  for (let slot = 0; slot < slots; slot += 1) {
    const index = first + ((slot - (first % slots) + slots) % slots);
    const row = rows[index];
    if (row === undefined) continue;
    const key = rowKey(row);
    body.push(<BodyRow<Row> key={`${generation}:${slot}`} row={row} index={index} rowKey={key} selected={isSelected(key)} cells={shown} />);
  }

  return (
    <div id={id} role="rowgroup" className="ant-table-tbody-virtual ant-table-tbody">
      <div ref={ref} className="ant-table-tbody-virtual-holder" style={{ maxHeight: height, overflow: 'auto', overflowAnchor: 'none' }} onScroll={handleScroll}>
        <div
          ref={inner}
          className="ant-table-tbody-virtual-holder-inner"
          style={{ position: 'relative', height: rows.length * rowHeight, width: Math.max(width, headerWidths?.reduce((sum, w) => sum + w, 0) ?? 0) }}
        >
          {body}
        </div>
      </div>
    </div>
  );
}

/** A number that changes when `value` is another object than at the last render (React's state adjusted while rendering). */
function useGeneration(value: unknown): number {
  const [seen, setSeen] = useState({ value, generation: 0 });
  if (seen.value !== value) {
    setSeen({ value, generation: seen.generation + 1 });
    return seen.generation + 1;
  }
  return seen.generation;
}
