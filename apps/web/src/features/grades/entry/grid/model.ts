import { type CellProblem, flagOfWord, markText, parseFlag, parseMark, parseTable } from './parse.ts';
import type { Flag, Level, SaveSource, Scale, ServerRow } from './types.ts';

/*
 * The grade entry grid as data (no React): the cells' texts against what the server holds, the active
 * cell and selection, the editor, undo and redo by whole steps (a paste is one), and what to save next.
 * Every function takes a state and answers a new one, sharing each untouched row object, so a view
 * that reads one row re-renders only when that row changed.
 */

/** The grid's columns in order; `mark` and `flag` are the ones a teacher edits. */
export const COLUMNS = ['xykh', 'xm', 'zymc', 'mark', 'flag', 'updatedBy'] as const;
export type ColumnKey = (typeof COLUMNS)[number];
export type EditableColumn = 'mark' | 'flag';
export const MARK_COL = COLUMNS.indexOf('mark');
export const FLAG_COL = COLUMNS.indexOf('flag');

export function editableAt(col: number): EditableColumn | null {
  const key = COLUMNS[col];
  return key === 'mark' || key === 'flag' ? key : null;
}

/** A cell by row and column index. */
export interface Cell {
  row: number;
  col: number;
}

/** What another person stored meanwhile (a 409's conflict), as the grid's texts. */
export interface Theirs {
  mark: string;
  flag: string;
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

export interface RowState {
  readonly xykh: string;
  readonly xm: string;
  readonly zymc: string;
  /** The text the cell shows: the stored form of a valid value (a number, a level letter, a flag), else as typed. */
  readonly mark: string;
  readonly flag: string;
  readonly markProblem: CellProblem | null;
  readonly flagProblem: CellProblem | null;
  /** What the server holds at `version`: a row whose texts differ has a change to save. */
  readonly saved: { readonly mark: string; readonly flag: string };
  readonly version: number;
  readonly updatedBy: string | null;
  readonly updatedAt: string | null;
  /** How the latest unsaved change was made (the history's `how`). */
  readonly source: SaveSource | null;
  /** The texts on their way to the server. */
  readonly sending: { readonly mark: string; readonly flag: string } | null;
  /** Someone else's value that the server refused ours for; ours stays in `mark`/`flag` until resolved. */
  readonly conflict: Theirs | null;
}

interface Change {
  xykh: string;
  column: EditableColumn;
  before: string;
  after: string;
}

/** One undoable step: every cell a keystroke, paste, fill or clear changed. */
interface Step {
  changes: readonly Change[];
  source: SaveSource;
  active: Cell;
}

export interface Editing {
  text: string;
  /**
   * `replace`: started by typing over the cell, so arrows end the edit and move (a spreadsheet's enter
   * mode); `edit`: started by Enter, F2 or a double click, so arrows move the caret.
   */
  mode: 'replace' | 'edit';
}

export interface GridState {
  readonly scale: Scale;
  /** Submitted: nothing is edited. */
  readonly locked: boolean;
  /** Card numbers by row index. */
  readonly order: readonly string[];
  readonly rows: Readonly<Record<string, RowState>>;
  readonly active: Cell;
  /** The other corner of the selection, when more than the active cell is selected. */
  readonly anchor: Cell | null;
  readonly editing: Editing | null;
  readonly undo: readonly Step[];
  readonly redo: readonly Step[];
}

const UNDO_DEPTH = 100;

export function serverTexts(row: Pick<ServerRow, 'score' | 'level' | 'flag'>): { mark: string; flag: string } {
  return { mark: markText(row.score ?? row.level), flag: row.flag ?? '' };
}

function problemsOf(mark: string, flag: string, scale: Scale) {
  const m = parseMark(mark, scale);
  const f = parseFlag(flag);
  return { markProblem: m.ok ? null : m.problem, flagProblem: f.ok ? null : f.problem };
}

function rowOf(server: ServerRow, scale: Scale): RowState {
  const texts = serverTexts(server);
  return {
    xykh: server.xykh,
    xm: server.xm,
    zymc: server.zymc,
    ...texts,
    ...problemsOf(texts.mark, texts.flag, scale),
    saved: texts,
    version: server.version,
    updatedBy: server.updatedBy,
    updatedAt: server.updatedAt,
    source: null,
    sending: null,
    conflict: null,
  };
}

export function createGrid(rows: readonly ServerRow[], scale: Scale, locked = false): GridState {
  return {
    scale,
    locked,
    order: rows.map((row) => row.xykh),
    rows: Object.fromEntries(rows.map((row) => [row.xykh, rowOf(row, scale)])),
    active: { row: 0, col: MARK_COL },
    anchor: null,
    editing: null,
    undo: [],
    redo: [],
  };
}

export const isDirty = (row: RowState) => row.mark !== row.saved.mark || row.flag !== row.saved.flag;
export const hasProblem = (row: RowState) => row.markProblem !== null || row.flagProblem !== null;

/** The stored form of valid text (95.0 -> 95, 优 -> A, 缺考 -> absent); text with a problem stays as typed. */
function canonical(column: EditableColumn, text: string, scale: Scale): string {
  if (column === 'flag') {
    const flag = parseFlag(text);
    return flag.ok ? (flag.value ?? '') : text;
  }
  const mark = parseMark(text, scale);
  return mark.ok ? markText(mark.value) : text;
}

// ---- selection and movement ----

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

/** The selection's rows and columns, inclusive. */
export function selectionOf(state: GridState) {
  const a = state.active;
  const b = state.anchor ?? a;
  return { top: Math.min(a.row, b.row), bottom: Math.max(a.row, b.row), left: Math.min(a.col, b.col), right: Math.max(a.col, b.col) };
}

/** Moves the active cell (ending an edit as it is, uncommitted: commit first where that is meant); `extend` grows the selection. */
export function moveTo(state: GridState, cell: Cell, extend = false): GridState {
  const next = { row: clamp(cell.row, 0, Math.max(0, state.order.length - 1)), col: clamp(cell.col, 0, COLUMNS.length - 1) };
  const anchor = extend ? (state.anchor ?? state.active) : null;
  if (next.row === state.active.row && next.col === state.active.col && anchor === state.anchor && !state.editing) return state;
  return { ...state, active: next, anchor: anchor && (anchor.row !== next.row || anchor.col !== next.col) ? anchor : null, editing: null };
}

export function move(state: GridState, rows: number, cols: number, extend = false): GridState {
  return moveTo(state, { row: state.active.row + rows, col: state.active.col + cols }, extend);
}

/**
 * Tab and Shift+Tab: right and left among the editable columns, going on to the next or previous row at
 * the end, as a spreadsheet's entry does.
 */
export function tab(state: GridState, back = false): GridState {
  const { row, col } = state.active;
  if (!back) {
    if (col < FLAG_COL) return moveTo(state, { row, col: col < MARK_COL ? MARK_COL : col + 1 });
    return row + 1 < state.order.length ? moveTo(state, { row: row + 1, col: MARK_COL }) : moveTo(state, { row, col });
  }
  if (col > MARK_COL) return moveTo(state, { row, col: Math.min(col - 1, FLAG_COL) });
  return row > 0 ? moveTo(state, { row: row - 1, col: FLAG_COL }) : moveTo(state, { row, col });
}

// ---- writing cells ----

/**
 * Writes texts into cells as one undo step. Text in the mark column that names a flag (缺考 pasted among
 * the scores, as spreadsheets often have it) goes to the flag and leaves the mark empty.
 */
function write(state: GridState, writes: readonly { row: number; column: EditableColumn; text: string }[], source: SaveSource): GridState {
  if (state.locked) return state;
  const changes: Change[] = [];
  const rows: Record<string, RowState> = { ...state.rows };
  const put = (xykh: string, column: EditableColumn, text: string) => {
    const row = rows[xykh];
    if (!row) return;
    const after = canonical(column, text, state.scale);
    if (row[column] === after) return;
    changes.push({ xykh, column, before: row[column], after });
    rows[xykh] = { ...row, [column]: after };
  };
  for (const item of writes) {
    const xykh = state.order[item.row];
    if (xykh === undefined) continue;
    const flag = item.column === 'mark' ? flagOfWord(item.text) : undefined;
    if (flag) {
      put(xykh, 'mark', '');
      put(xykh, 'flag', flag);
    } else put(xykh, item.column, item.text);
  }
  if (changes.length === 0) return state;
  return { ...applied(state, rows, changes, source), undo: [...state.undo, { changes, source, active: state.active }].slice(-UNDO_DEPTH), redo: [] };
}

/** `rows` with the changed rows' problems worked out again and their save source set. */
function applied(state: GridState, rows: Record<string, RowState>, changes: readonly Change[], source: SaveSource): GridState {
  for (const xykh of new Set(changes.map((change) => change.xykh))) {
    const row = rows[xykh];
    if (row) rows[xykh] = { ...row, ...problemsOf(row.mark, row.flag, state.scale), source };
  }
  return { ...state, rows };
}

export function startEdit(state: GridState, text?: string): GridState {
  const column = editableAt(state.active.col);
  const xykh = state.order[state.active.row];
  if (state.locked || !column || xykh === undefined) return state;
  const row = state.rows[xykh];
  if (!row) return state;
  return { ...state, anchor: null, editing: text === undefined ? { text: row[column], mode: 'edit' } : { text, mode: 'replace' } };
}

export function editText(state: GridState, text: string): GridState {
  return state.editing ? { ...state, editing: { ...state.editing, text } } : state;
}

/** Esc: the edit ends and the cell keeps the value it had. */
export function cancelEdit(state: GridState): GridState {
  return state.editing ? { ...state, editing: null } : state;
}

/** Stores the editor's text in the active cell (one undo step), then moves by `rows`/`cols` (Enter: down). */
export function commitEdit(state: GridState, rows = 0, cols = 0): GridState {
  if (!state.editing) return move(state, rows, cols);
  const column = editableAt(state.active.col);
  const written = column
    ? write({ ...state, editing: null }, [{ row: state.active.row, column, text: state.editing.text }], 'entry')
    : { ...state, editing: null };
  return rows || cols ? move(written, rows, cols) : written;
}

function editableCells(state: GridState): { row: number; column: EditableColumn }[] {
  const { top, bottom, left, right } = selectionOf(state);
  const cells: { row: number; column: EditableColumn }[] = [];
  for (let row = top; row <= bottom; row++)
    for (let col = left; col <= right; col++) {
      const column = editableAt(col);
      if (column) cells.push({ row, column });
    }
  return cells;
}

/** Delete: empties the selected cells, as one step. */
export function clearCells(state: GridState): GridState {
  return write(
    state,
    editableCells(state).map((cell) => ({ ...cell, text: '' })),
    'entry',
  );
}

export interface PasteResult {
  state: GridState;
  /** Pasted rows that fell below the last student and were left out. */
  skippedRows: number;
  /** The cells written, for the page to say so. */
  cells: number;
}

/**
 * A paste (text/plain from a spreadsheet): its rows fill down from the active cell's row, its columns
 * right from the active column (cells that land on a read-only column are left out); one value
 * pasted over a selection fills all of it. One undo step, saved as `paste`.
 */
export function paste(state: GridState, text: string): PasteResult {
  const table = parseTable(text);
  if (state.locked || table.length === 0) return { state, skippedRows: 0, cells: 0 };
  const sel = selectionOf(state);
  const single = table.length === 1 && table[0]?.length === 1;
  let writes: { row: number; column: EditableColumn; text: string }[];
  let skippedRows = 0;
  if (single && state.anchor) {
    const value = table[0]?.[0] ?? '';
    writes = editableCells(state).map((cell) => ({ ...cell, text: value }));
  } else {
    writes = [];
    table.forEach((cells, r) => {
      const row = sel.top + r;
      if (row >= state.order.length) {
        skippedRows++;
        return;
      }
      cells.forEach((cellText, c) => {
        const column = editableAt(sel.left + c);
        if (column) writes.push({ row, column, text: cellText });
      });
    });
  }
  const next = write({ ...state, editing: null }, writes, 'paste');
  const bottom = Math.min(sel.top + table.length - 1, state.order.length - 1);
  const right = Math.min(sel.left + Math.max(...table.map((cells) => cells.length)) - 1, COLUMNS.length - 1);
  // The pasted block stays selected, as in a spreadsheet, so a fill or a clear can follow on it.
  const selected = single
    ? next
    : { ...next, active: { row: sel.top, col: sel.left }, anchor: bottom > sel.top || right > sel.left ? { row: bottom, col: right } : null };
  return { state: selected, skippedRows, cells: writes.length };
}

/**
 * Fill down (Ctrl+D): a selection of several rows takes its top row's values; a single cell gives its
 * value to every cell below it in its column. One undo step, saved as `fill`.
 */
export function fillDown(state: GridState): GridState {
  const sel = selectionOf(state);
  const bottom = sel.bottom > sel.top ? sel.bottom : state.order.length - 1;
  const source = state.rows[state.order[sel.top] ?? ''];
  if (!source) return state;
  const writes: { row: number; column: EditableColumn; text: string }[] = [];
  for (let col = sel.left; col <= sel.right; col++) {
    const column = editableAt(col);
    if (!column) continue;
    for (let row = sel.top + 1; row <= bottom; row++) writes.push({ row, column, text: source[column] });
  }
  const next = write({ ...state, editing: null }, writes, 'fill');
  return bottom > sel.top ? { ...next, active: { row: sel.top, col: sel.left }, anchor: { row: bottom, col: sel.right } } : next;
}

function replay(state: GridState, step: Step, direction: 'before' | 'after'): GridState {
  const rows: Record<string, RowState> = { ...state.rows };
  for (const change of step.changes) {
    const row = rows[change.xykh];
    if (row) rows[change.xykh] = { ...row, [change.column]: change[direction] };
  }
  return { ...applied(state, rows, step.changes, 'undo'), active: step.active, anchor: null, editing: null };
}

/** Ctrl+Z: takes back the last step whole (a paste of 200 cells at once). */
export function undo(state: GridState): GridState {
  const step = state.undo.at(-1);
  if (!step || state.locked) return state;
  return { ...replay(state, step, 'before'), undo: state.undo.slice(0, -1), redo: [...state.redo, step] };
}

/** Ctrl+Y, Ctrl+Shift+Z: does again what the last undo took back. */
export function redo(state: GridState): GridState {
  const step = state.redo.at(-1);
  if (!step || state.locked) return state;
  return { ...replay(state, step, 'after'), undo: [...state.undo, step], redo: state.redo.slice(0, -1) };
}

// ---- problems ----

/** The cells whose text the server would refuse, in reading order. */
export function problemCells(state: GridState): Cell[] {
  const cells: Cell[] = [];
  state.order.forEach((xykh, row) => {
    const item = state.rows[xykh];
    if (!item) return;
    if (item.markProblem) cells.push({ row, col: MARK_COL });
    if (item.flagProblem) cells.push({ row, col: FLAG_COL });
  });
  return cells;
}

/** The first problem after the active cell, round to the top; null when there is none. */
export function nextProblem(state: GridState): Cell | null {
  const cells = problemCells(state);
  const { row, col } = state.active;
  return cells.find((cell) => cell.row > row || (cell.row === row && cell.col > col)) ?? cells[0] ?? null;
}

/** The rows that wait for a choice between ours and someone else's value, in order. */
export function conflictRows(state: GridState): number[] {
  return state.order.flatMap((xykh, row) => (state.rows[xykh]?.conflict ? [row] : []));
}

// ---- saving ----

/** One row of a save, its values read by the sheet's scale. */
export interface BatchCell {
  xykh: string;
  score: number | null;
  level: Level | null;
  flag: Flag | null;
  version: number;
}

export interface Batch {
  source: SaveSource;
  cells: BatchCell[];
  /** The texts sent per row, to tell later what was saved from what was typed meanwhile. */
  texts: Record<string, { mark: string; flag: string }>;
}

/** Whether a row has a change the next save may send: changed, valid, not already on its way, not waiting on a conflict. */
export const mayBeSent = (row: RowState) => isDirty(row) && !hasProblem(row) && !row.sending && !row.conflict;

/**
 * The next save: the rows ready to be sent whose change was made the same way as the first of them
 * (the server records how), at most `max`. Null when nothing waits.
 */
export function nextBatch(state: GridState, max = 1000): Batch | null {
  if (state.locked) return null;
  let source: SaveSource | null = null;
  const cells: BatchCell[] = [];
  const texts: Batch['texts'] = {};
  for (const xykh of state.order) {
    const row = state.rows[xykh];
    if (!row || !mayBeSent(row)) continue;
    source ??= row.source ?? 'entry';
    if ((row.source ?? 'entry') !== source) continue;
    const mark = parseMark(row.mark, state.scale);
    const flag = parseFlag(row.flag);
    const value = mark.ok ? mark.value : null;
    cells.push({
      xykh,
      score: typeof value === 'number' ? value : null,
      level: typeof value === 'string' ? value : null,
      flag: flag.ok ? flag.value : null,
      version: row.version,
    });
    texts[xykh] = { mark: row.mark, flag: row.flag };
    if (cells.length >= max) break;
  }
  return source && cells.length > 0 ? { source, cells, texts } : null;
}

function updateRows(state: GridState, xykhs: Iterable<string>, update: (row: RowState, xykh: string) => RowState): GridState {
  const rows: Record<string, RowState> = { ...state.rows };
  let changed = false;
  for (const xykh of xykhs) {
    const row = rows[xykh];
    if (!row) continue;
    const next = update(row, xykh);
    if (next !== row) {
      rows[xykh] = next;
      changed = true;
    }
  }
  return changed ? { ...state, rows } : state;
}

/** The batch is on its way. */
export function batchSent(state: GridState, batch: Batch): GridState {
  return updateRows(state, Object.keys(batch.texts), (row, xykh) => ({ ...row, sending: batch.texts[xykh] ?? null }));
}

/**
 * The server stored the batch: the rows take its versions and who changed them. Text typed meanwhile
 * stays and is sent in a later batch.
 */
export function batchSaved(state: GridState, batch: Batch, stored: readonly ServerRow[]): GridState {
  const byXykh = new Map(stored.map((row) => [row.xykh, row]));
  return updateRows(state, Object.keys(batch.texts), (row, xykh) => {
    const server = byXykh.get(xykh);
    if (!server) return { ...row, sending: null };
    const saved = serverTexts(server);
    const next = { ...row, sending: null, saved, version: server.version, updatedBy: server.updatedBy, updatedAt: server.updatedAt };
    return isDirty(next) ? next : { ...next, source: null };
  });
}

/** The batch did not arrive (network, 5xx, a refusal): its rows wait to be sent again, unchanged. */
export function batchFailed(state: GridState, batch: Batch): GridState {
  return updateRows(state, Object.keys(batch.texts), (row) => ({ ...row, sending: null }));
}

/**
 * A 409: someone stored other values for `conflicts` since we loaded them, and nothing of the batch was
 * stored. Those rows keep our text and show theirs until the teacher chooses (a row where both agree
 * just takes the new version); the batch's other rows go back to wait for the next save.
 */
export function batchConflicted(state: GridState, batch: Batch, conflicts: readonly ServerRow[]): GridState {
  const failed = batchFailed(state, batch);
  return updateRows(
    failed,
    conflicts.map((row) => row.xykh),
    (row) => {
      const server = conflicts.find((item) => item.xykh === row.xykh);
      if (!server) return row;
      return withServer(row, server, failed.scale);
    },
  );
}

/** A row as the server now holds it (a conflict, a reload): our unsaved text is kept against theirs when the two differ. */
function withServer(row: RowState, server: ServerRow, scale: Scale): RowState {
  const theirs = serverTexts(server);
  const stamp = { version: server.version, updatedBy: server.updatedBy, updatedAt: server.updatedAt };
  if (!isDirty(row) || (row.mark === theirs.mark && row.flag === theirs.flag)) {
    return { ...row, ...theirs, ...problemsOf(theirs.mark, theirs.flag, scale), saved: theirs, ...stamp, source: null, conflict: null };
  }
  return { ...row, conflict: { ...theirs, ...stamp } };
}

/**
 * The teacher's choice on a conflict: `mine` sends our text again over their version (so it is saved
 * next, as a deliberate overwrite); `theirs` takes their value and drops ours (one undo step, so even
 * that is not lost).
 */
export function resolveConflict(state: GridState, xykh: string, choice: 'mine' | 'theirs'): GridState {
  const row = state.rows[xykh];
  const theirs = row?.conflict;
  if (!row || !theirs) return state;
  const rebased: RowState = {
    ...row,
    saved: { mark: theirs.mark, flag: theirs.flag },
    version: theirs.version,
    updatedBy: theirs.updatedBy,
    updatedAt: theirs.updatedAt,
    conflict: null,
  };
  const next = { ...state, rows: { ...state.rows, [xykh]: rebased } };
  if (choice === 'mine') return next;
  const index = state.order.indexOf(xykh);
  const taken = write(
    next,
    [
      { row: index, column: 'mark', text: theirs.mark },
      { row: index, column: 'flag', text: theirs.flag },
    ],
    'entry',
  );
  const after = taken.rows[xykh];
  return after && !isDirty(after) ? { ...taken, rows: { ...taken.rows, [xykh]: { ...after, source: null } } } : taken;
}

/** The sheet as loaded again (another tab, a refetch): rows changed elsewhere come in, our unsaved ones meet them as conflicts. */
export function reload(state: GridState, rows: readonly ServerRow[], locked: boolean): GridState {
  const next = updateRows(
    state,
    rows.map((row) => row.xykh),
    (row) => {
      const server = rows.find((item) => item.xykh === row.xykh);
      if (!server || server.version <= row.version || row.sending) return row;
      return withServer(row, server, state.scale);
    },
  );
  return locked === state.locked ? next : { ...next, locked, editing: null };
}

/** Where the sheet's saving stands, for the status line. */
export function pendingCounts(state: Pick<GridState, 'rows' | 'order'>) {
  let unsaved = 0;
  let sending = 0;
  let problems = 0;
  let conflicts = 0;
  for (const xykh of state.order) {
    const row = state.rows[xykh];
    if (!row) continue;
    if (row.sending) sending++;
    else if (isDirty(row) && !hasProblem(row) && !row.conflict) unsaved++;
    if (row.markProblem) problems++;
    if (row.flagProblem) problems++;
    if (row.conflict) conflicts++;
  }
  return { unsaved, sending, problems, conflicts };
}

// ---- the local copy of unsaved text ----

/** A row's unsaved text, kept in the browser until the server has it (a closed tab, a refused value). */
export interface DraftRow {
  xykh: string;
  mark: string;
  flag: string;
  /** The version the text was typed over. */
  version: number;
}

/** The rows whose text the server does not hold yet (valid or not), for the browser's copy. */
export function draftOf(state: GridState): DraftRow[] {
  return state.order.flatMap((xykh) => {
    const row = state.rows[xykh];
    return row && isDirty(row) ? [{ xykh, mark: row.mark, flag: row.flag, version: row.version }] : [];
  });
}

/**
 * Puts a kept copy back over the sheet as loaded, as one undo step: each row typed over the version the
 * server still holds (a row changed since is left as the server has it). Answers how many rows came back.
 */
export function restoreDraft(state: GridState, draft: readonly DraftRow[]): { state: GridState; rows: number } {
  const writes: { row: number; column: EditableColumn; text: string }[] = [];
  let rows = 0;
  for (const item of draft) {
    const index = state.order.indexOf(item.xykh);
    const row = state.rows[item.xykh];
    if (!row || index < 0 || row.version !== item.version || (row.mark === item.mark && row.flag === item.flag)) continue;
    rows++;
    writes.push({ row: index, column: 'mark', text: item.mark }, { row: index, column: 'flag', text: item.flag });
  }
  return { state: write(state, writes, 'entry'), rows };
}
