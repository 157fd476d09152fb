import { App } from 'antd';
import {
  type ClipboardEvent,
  memo,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type Translate, useT } from '../../../../i18n/i18n.ts';
import { afterPaint, mark, markAfterPaint, perfMarks } from '../../../../lib/perf-marks.ts';
import { formatTable } from '../grid/parse.ts';
import {
  COLUMNS,
  type Cell,
  type GridState,
  cancelEdit,
  clearCells,
  commitEdit,
  editText,
  editableAt,
  fillDown,
  move,
  moveTo,
  paste,
  redo,
  selectionOf,
  startEdit,
  tab,
  undo,
} from '../grid/model.ts';
import { type GridStoreApi, update, useGrid } from '../grid/store.ts';
import type { Scale } from '../grid/types.ts';
import { problemText, shownText } from './cell-text.ts';
import { GridRow, cellId } from './grid-row.tsx';
import { COLUMN_LEFT, COLUMN_WIDTHS, GRID_WIDTH, HEADER_HEIGHT, OVERSCAN, ROW_HEIGHT } from './layout.ts';
import './grade-grid.css';
import '../messages.ts';

/** What the page's buttons do to the grid (they act on the active cell like the keys do). */
export interface GradeGridHandle {
  focus(): void;
}

interface GradeGridProps {
  store: GridStoreApi;
  scale: Scale;
  /** The grid's accessible name (the course). */
  label: string;
  handle?: RefObject<GradeGridHandle | null>;
}

/** The rows in view (plus some above and below) of a list `count` long scrolled to `top` in a box `height` tall. */
function windowOf(top: number, height: number, count: number) {
  const first = Math.max(0, Math.floor((top - HEADER_HEIGHT) / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count - 1, Math.ceil((top + height) / ROW_HEIGHT) + OVERSCAN);
  return { first, last };
}

/** A column's title: the mark's says the scale. */
function columnTitle(t: Translate, key: (typeof COLUMNS)[number], scale: Scale): string {
  if (key === 'mark') return t(scale === 'level' ? 'gradeEntry.col.level' : 'gradeEntry.col.score');
  return t(`gradeEntry.col.${key}`);
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The grade entry grid (a spreadsheet's keys): arrows move, typing replaces the value, Enter stores and
 * moves down, Tab right and Shift+Tab left, Esc takes the edit back, Delete clears the selection,
 * Ctrl+Z/Ctrl+Y undo and redo whole steps, Ctrl+D fills down, Ctrl+C copies and a paste from a
 * spreadsheet fills down and right from the active cell.
 *
 * Rows are a light virtual list (fixed height, absolutely placed, only those in view drawn), each a
 * memoised component reading its own row of the store. The keyboard lives in one input that stays
 * over the active cell (transparent until an edit starts), as spreadsheets on the web do: it keeps
 * the focus through every move, takes an input method's composition (优 typed in pinyin) and the
 * clipboard's events, and a phone's keyboard opens for it.
 */
export const GradeGrid = memo(function GradeGrid({ store, scale, label, handle }: GradeGridProps) {
  const t = useT();
  const { message } = App.useApp();
  const gridId = `gs-ge-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const order = useGrid(store, (s) => s.grid.order);
  const locked = useGrid(store, (s) => s.grid.locked);
  const scroller = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [view, setView] = useState({ top: 0, height: 600 });
  const dragging = useRef(false);
  /** The box's scroll as last seen, and whether it is to be passed on after the next paint. */
  const scrollTop = useRef(0);
  const scrollLeft = useRef(0);
  const scrolled = useRef(false);
  /** The box's inner size as last laid out (the resize observer's), so that a key reads no layout. */
  const box = useRef<{ width: number; height: number } | null>(null);

  useImperativeHandle(handle, () => ({ focus: () => input.current?.focus({ preventScroll: true }) }), []);

  // The box's height as laid out (none in jsdom: the default window of rows stays).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      box.current = { width: element.clientWidth, height: element.clientHeight };
      if (element.clientHeight > 0) setView((current) => ({ ...current, height: element.clientHeight }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The grid's box scrolled so that `active` is in view (below the sticky titles). Worked out from the
  // scroll and size as last seen rather than read from the box: a read after the keystroke's DOM change
  // would make the browser lay the page out inside the key event, and most keys need no scroll at all.
  const reveal = useCallback((active: Cell) => {
    const element = scroller.current;
    if (!element) return;
    const size = box.current ?? { width: element.clientWidth, height: element.clientHeight };
    const top = HEADER_HEIGHT + active.row * ROW_HEIGHT;
    const y = scrollTop.current;
    let nextY = y;
    if (top - HEADER_HEIGHT < y) nextY = top - HEADER_HEIGHT;
    else if (top + ROW_HEIGHT > y + size.height && size.height > 0) nextY = top + ROW_HEIGHT - size.height;
    const left = COLUMN_LEFT[active.col] ?? 0;
    const width = COLUMN_WIDTHS[active.col] ?? 0;
    // The pinned student number covers the left of the box: a cell right of it is shown past it.
    const pinned = active.col > 0 ? (COLUMN_WIDTHS[0] ?? 0) : 0;
    const x = scrollLeft.current;
    let nextX = x;
    if (left - pinned < x) nextX = left - pinned;
    else if (left + width > x + size.width && size.width > 0) nextX = left + width - size.width;
    // Known at once, not at the scroll event: keys repeat faster than frames.
    if (nextY !== y) element.scrollTop = scrollTop.current = nextY;
    if (nextX !== x) element.scrollLeft = scrollLeft.current = nextX;
  }, []);

  const { first, last } = windowOf(view.top, view.height, order.length);
  const pageRows = Math.max(1, Math.floor((view.height - HEADER_HEIGHT) / ROW_HEIGHT) - 1);

  const focusInput = () => input.current?.focus({ preventScroll: true });

  const cellAt = (event: MouseEvent) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!target) return null;
    return { row: Number(target.dataset.row), col: Number(target.dataset.col) };
  };

  const onMouseDown = (event: MouseEvent) => {
    const cell = cellAt(event);
    if (!cell || event.button !== 0) return;
    // The focus stays in the editor input; the click only moves the active cell.
    event.preventDefault();
    const { grid } = store.getState();
    update(store, (g) => moveTo(grid.editing ? commitEdit(g) : g, cell, event.shiftKey));
    dragging.current = true;
    focusInput();
  };
  const onMouseOver = (event: MouseEvent) => {
    if (!dragging.current || event.buttons !== 1) return;
    const cell = cellAt(event);
    if (cell) update(store, (g) => moveTo(g, cell, true));
  };
  useEffect(() => {
    const stop = () => (dragging.current = false);
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, []);

  return (
    <div
      ref={scroller}
      className="gs-ge-scroll"
      style={{ height: `min(${HEADER_HEIGHT + order.length * ROW_HEIGHT + 18}px, max(320px, calc(100vh - 380px)))` }}
      onScroll={(event) => {
        scrollTop.current = event.currentTarget.scrollTop;
        scrollLeft.current = event.currentTarget.scrollLeft;
        // The rows drawn follow once this frame is painted: a scroll event comes in the frame that
        // paints a keystroke (its cell moved into view), and is not to hold it up; the overscan rows
        // cover the frame meanwhile.
        if (scrolled.current) return;
        scrolled.current = true;
        afterPaint(() => {
          scrolled.current = false;
          const top = scrollTop.current;
          setView((current) => (Math.abs(current.top - top) < ROW_HEIGHT / 2 ? current : { ...current, top }));
        });
      }}
    >
      <div className="gs-ge-canvas" style={{ width: GRID_WIDTH, height: HEADER_HEIGHT + order.length * ROW_HEIGHT }}>
        <div
          role="grid"
          aria-label={label}
          aria-rowcount={order.length + 1}
          aria-colcount={COLUMNS.length}
          aria-readonly={locked || undefined}
          aria-multiselectable
          className="gs-ge-grid"
          // Focus arriving on the grid (a screen reader's, a script's) goes on to its keyboard input.
          tabIndex={-1}
          onFocus={(event) => {
            if (event.target === event.currentTarget) focusInput();
          }}
          onMouseDown={onMouseDown}
          onMouseOver={onMouseOver}
          onDoubleClick={(event) => {
            const cell = cellAt(event);
            if (cell) update(store, (g) => startEdit(moveTo(g, cell)));
            focusInput();
          }}
        >
          <div role="row" aria-rowindex={1} className="gs-ge-head" style={{ width: GRID_WIDTH }}>
            {COLUMNS.map((key, col) => (
              <div
                key={key}
                role="columnheader"
                aria-colindex={col + 1}
                className={`gs-ge-cell${col === 0 ? ' gs-ge-pin' : ''}`}
                style={{ width: COLUMN_WIDTHS[col] }}
                // What the column takes, on hover.
                title={
                  key === 'mark'
                    ? t(scale === 'level' ? 'gradeEntry.hint.level' : 'gradeEntry.hint.score')
                    : key === 'flag'
                      ? t('gradeEntry.hint.flag')
                      : undefined
                }
              >
                {columnTitle(t, key, scale)}
              </div>
            ))}
          </div>
          {order.slice(first, last + 1).map((xykh, offset) => (
            <GridRow key={xykh} store={store} gridId={gridId} index={first + offset} xykh={xykh} scale={scale} t={t} />
          ))}
        </div>
        <CellEditor
          store={store}
          gridId={gridId}
          scale={scale}
          input={input}
          reveal={reveal}
          pageRows={pageRows}
          onPasted={(text) => void message.info(text)}
        />
      </div>
    </div>
  );
});

interface CellEditorProps {
  store: GridStoreApi;
  gridId: string;
  scale: Scale;
  input: RefObject<HTMLInputElement | null>;
  /** Scrolls the grid's box to show a cell. */
  reveal: (cell: Cell) => void;
  pageRows: number;
  onPasted: (text: string) => void;
}

/**
 * The one input of the grid, over the active cell. Its text is its own state, so a keystroke in an
 * edit re-renders this input alone; the store learns the text when the edit is stored.
 */
function CellEditor({ store, gridId, scale, input, reveal, pageRows, onPasted }: CellEditorProps) {
  const t = useT();
  const active = useGrid(store, (s) => s.grid.active);
  const editing = useGrid(store, (s) => s.grid.editing);
  const session = useGrid(store, (s) => s.editSession);
  const locked = useGrid(store, (s) => s.grid.locked);
  const row = useGrid(store, (s) => s.grid.rows[s.grid.order[s.grid.active.row] ?? '']);
  const [text, setText] = useState('');
  const composing = useRef(false);
  // An edit begins (or ends): the input takes the text it begins with (the key typed, or the cell's
  // value), or empties. Adjusted while rendering, React's way for state that follows a prop.
  const [seen, setSeen] = useState({ session, open: false });
  if (seen.session !== session || seen.open !== Boolean(editing)) {
    setSeen({ session, open: Boolean(editing) });
    setText(editing?.text ?? '');
  }

  // The active cell stays in view (below the sticky titles), whatever moved it: keys, "next error", a
  // paste. The editor, which follows the active cell, asks for it: the grid does not re-render as it moves.
  useLayoutEffect(() => reveal(active), [active, reveal]);

  const column = editableAt(active.col);
  const problem = row && column ? (column === 'mark' ? row.markProblem : row.flagProblem) : null;
  const shown = row && column ? shownText(t, column, row[column], problem) : '';
  const cellLabel =
    row && column
      ? t(column === 'mark' ? 'gradeEntry.cell.mark' : 'gradeEntry.cell.flag', { xykh: row.xykh })
      : row
        ? `${columnTitle(t, COLUMNS[active.col] ?? 'xykh', scale)} ${row.xykh}`
        : '';

  const act = (change: (grid: GridState) => GridState) => update(store, change);
  const commit = (rows: number, cols: number) => act((g) => commitEdit(editText(g, text), rows, cols));
  const commitTab = (back: boolean) => act((g) => tab(commitEdit(editText(g, text)), back));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (composing.current || event.nativeEvent.isComposing) return;
    // `pnpm bench`: keystroke to the painted frame.
    mark(perfMarks.gradeKeystroke);
    markAfterPaint(perfMarks.gradeKeyPainted);
    const ctrl = isMac ? event.metaKey : event.ctrlKey;
    const key = event.key;
    const handled = () => event.preventDefault();
    if (editing) {
      if (key === 'Enter') return (handled(), commit(event.shiftKey ? -1 : 1, 0));
      if (key === 'Tab') return (handled(), commitTab(event.shiftKey));
      if (key === 'Escape') return (handled(), act(cancelEdit));
      if (key === 'ArrowUp' || key === 'ArrowDown') return (handled(), commit(key === 'ArrowUp' ? -1 : 1, 0));
      if ((key === 'ArrowLeft' || key === 'ArrowRight') && editing.mode === 'replace') return (handled(), commit(0, key === 'ArrowLeft' ? -1 : 1));
      return undefined;
    }
    if (ctrl && !event.altKey) {
      const lower = key.toLowerCase();
      if (lower === 'z' && !event.shiftKey) return (handled(), act(undo));
      if (lower === 'y' || (lower === 'z' && event.shiftKey)) return (handled(), act(redo));
      if (lower === 'd') return (handled(), act(fillDown));
      if (lower === 'a') return (handled(), act((g) => moveTo(moveTo(g, { row: 0, col: 0 }), { row: g.order.length - 1, col: COLUMNS.length - 1 }, true)));
      if (key === 'ArrowUp') return (handled(), act((g) => moveTo(g, { row: 0, col: g.active.col }, event.shiftKey)));
      if (key === 'ArrowDown') return (handled(), act((g) => moveTo(g, { row: g.order.length - 1, col: g.active.col }, event.shiftKey)));
      if (key === 'Home') return (handled(), act((g) => moveTo(g, { row: 0, col: 0 })));
      if (key === 'End') return (handled(), act((g) => moveTo(g, { row: g.order.length - 1, col: COLUMNS.length - 1 })));
      return undefined;
    }
    switch (key) {
      case 'ArrowUp':
        return (handled(), act((g) => move(g, -1, 0, event.shiftKey)));
      case 'ArrowDown':
        return (handled(), act((g) => move(g, 1, 0, event.shiftKey)));
      case 'ArrowLeft':
        return (handled(), act((g) => move(g, 0, -1, event.shiftKey)));
      case 'ArrowRight':
        return (handled(), act((g) => move(g, 0, 1, event.shiftKey)));
      case 'PageUp':
        return (handled(), act((g) => move(g, -pageRows, 0, event.shiftKey)));
      case 'PageDown':
        return (handled(), act((g) => move(g, pageRows, 0, event.shiftKey)));
      case 'Home':
        return (handled(), act((g) => moveTo(g, { row: g.active.row, col: 0 }, event.shiftKey)));
      case 'End':
        return (handled(), act((g) => moveTo(g, { row: g.active.row, col: COLUMNS.length - 1 }, event.shiftKey)));
      case 'Tab':
        return (handled(), act((g) => tab(g, event.shiftKey)));
      case 'Enter':
        return (handled(), act((g) => move(g, event.shiftKey ? -1 : 1, 0)));
      case 'F2':
        return (handled(), act((g) => startEdit(g)));
      case 'Escape':
        return (handled(), act((g) => (g.anchor ? { ...g, anchor: null } : g)));
      case 'Delete':
      case 'Backspace':
        return (handled(), act(clearCells));
      default:
        return undefined;
    }
  };

  const onChange = (value: string) => {
    if (editing || composing.current) {
      setText(value);
      // The store keeps the text too, so that whatever ends the edit (a click on another cell, a paste,
      // a button) stores what was typed. Only this input re-renders for it.
      act((g) => editText(g, value));
      return;
    }
    // A key typed over the cell begins an edit that replaces its value.
    if (!column || locked) {
      setText('');
      return;
    }
    act((g) => startEdit(g, value));
    setText(value);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    // A value pasted inside an edit goes into the edit; anything else (a column, a block) into the grid.
    if (editing && !/[\t\n\r]/.test(pasted.replace(/[\r\n]+$/, ''))) return;
    event.preventDefault();
    if (locked) return;
    const { grid } = store.getState();
    mark(perfMarks.gradePaste);
    const result = paste(grid.editing ? commitEdit(grid) : grid, pasted);
    update(store, () => result.state);
    markAfterPaint(perfMarks.gradePastePainted);
    if (result.skippedRows > 0) onPasted(t('gradeEntry.paste.skipped', { cells: result.cells, rows: result.skippedRows }));
  };

  const onCopy = (event: ClipboardEvent<HTMLInputElement>) => {
    if (editing) return;
    event.preventDefault();
    const { grid } = store.getState();
    const sel = selectionOf(grid);
    const rows: string[][] = [];
    for (let r = sel.top; r <= sel.bottom; r++) {
      const item = grid.rows[grid.order[r] ?? ''];
      if (!item) continue;
      const cells: string[] = [];
      for (let c = sel.left; c <= sel.right; c++) {
        const key = COLUMNS[c];
        if (key === 'mark' || key === 'flag') cells.push(shownText(t, key, item[key], key === 'mark' ? item.markProblem : item.flagProblem));
        else if (key === 'updatedBy') cells.push(item.updatedBy ?? '');
        else if (key) cells.push(item[key]);
      }
      rows.push(cells);
    }
    event.clipboardData.setData('text/plain', formatTable(rows));
  };

  const onCut = (event: ClipboardEvent<HTMLInputElement>) => {
    if (editing) return;
    onCopy(event);
    act(clearCells);
  };

  const visible = Boolean(editing);
  return (
    <input
      ref={input}
      className={`gs-ge-editor${visible ? ' gs-ge-editor-open' : ''}`}
      style={{ top: HEADER_HEIGHT + active.row * ROW_HEIGHT, left: COLUMN_LEFT[active.col], width: COLUMN_WIDTHS[active.col], height: ROW_HEIGHT }}
      value={text}
      aria-label={cellLabel}
      // What the active cell holds and why it is refused: the input's description, read after its name.
      title={[shown, problem ? problemText(t, problem, scale) : ''].filter(Boolean).join(t('gradeEntry.sep.clauses')) || undefined}
      aria-controls={cellId(gridId, active.row, active.col)}
      autoComplete="off"
      spellCheck={false}
      inputMode={column === 'mark' && scale === 'score' ? 'decimal' : 'text'}
      enterKeyHint="next"
      readOnly={locked}
      onKeyDown={onKeyDown}
      onChange={(event) => onChange(event.target.value)}
      onCompositionStart={() => {
        composing.current = true;
        if (!store.getState().grid.editing && column && !locked) act((g) => startEdit(g, ''));
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        setText(event.currentTarget.value);
      }}
      onPaste={onPaste}
      onCopy={onCopy}
      onCut={onCut}
      onBlur={() => {
        // Leaving the grid (a button, another tab) stores the edit as it is, as a spreadsheet does.
        if (store.getState().grid.editing) commit(0, 0);
      }}
    />
  );
}

/** For the page's buttons: runs a grid action and gives the focus back to the grid. */
export function useGridAction(store: GridStoreApi, handle: RefObject<GradeGridHandle | null>) {
  return (change: (grid: GridState) => GridState) => {
    update(store, change);
    handle.current?.focus();
  };
}
