import { describe, expect, it } from 'vitest';
import {
  FLAG_COL,
  MARK_COL,
  batchConflicted,
  batchFailed,
  batchSaved,
  batchSent,
  cancelEdit,
  clearCells,
  commitEdit,
  createGrid,
  draftOf,
  editText,
  fillDown,
  type GridState,
  move,
  moveTo,
  nextBatch,
  nextProblem,
  paste,
  pendingCounts,
  problemCells,
  redo,
  reload,
  resolveConflict,
  restoreDraft,
  startEdit,
  tab,
  undo,
} from './model.ts';
import { gridStats } from './stats.ts';
import type { Scale, ServerRow } from './types.ts';

const student = (n: number, values: Partial<ServerRow> = {}): ServerRow => ({
  xykh: `S${String(n).padStart(3, '0')}`,
  xm: `学生${n}`,
  zymc: '计算机科学与技术',
  score: null,
  level: null,
  flag: null,
  version: 0,
  updatedBy: null,
  updatedAt: null,
  ...values,
});

const sheet = (count: number, scale: Scale = 'score', values: Record<number, Partial<ServerRow>> = {}) =>
  createGrid(
    Array.from({ length: count }, (_, i) => student(i, values[i])),
    scale,
  );

const marks = (state: GridState) => state.order.map((xykh) => state.rows[xykh]?.mark);
const type = (state: GridState, text: string) => commitEdit(editText(startEdit(state, text.slice(0, 1)), text), 1, 0);

describe('moving around', () => {
  it('starts on the first mark and moves with the arrows, staying inside the sheet', () => {
    let state = sheet(3);
    expect(state.active).toEqual({ row: 0, col: MARK_COL });
    state = move(state, -1, 0);
    expect(state.active).toEqual({ row: 0, col: MARK_COL });
    state = move(move(state, 1, 0), 1, 0);
    state = move(state, 1, 0);
    expect(state.active.row).toBe(2);
    state = move(state, 0, 10);
    expect(state.active.col).toBe(5);
  });

  it('tabs right across the mark and flag and on to the next row, and back with Shift', () => {
    let state = sheet(2);
    state = tab(state);
    expect(state.active).toEqual({ row: 0, col: FLAG_COL });
    state = tab(state);
    expect(state.active).toEqual({ row: 1, col: MARK_COL });
    state = tab(state, true);
    expect(state.active).toEqual({ row: 0, col: FLAG_COL });
  });

  it('extends a selection with Shift and drops it on a plain move', () => {
    let state = move(sheet(5), 2, 0, true);
    expect(state.anchor).toEqual({ row: 0, col: MARK_COL });
    state = move(state, 1, 0);
    expect(state.anchor).toBeNull();
  });
});

describe('editing', () => {
  it('typing replaces the value, Enter stores it and moves down', () => {
    let state = sheet(3, 'score', { 0: { score: 70, version: 1 } });
    state = type(state, '95');
    expect(marks(state)).toEqual(['95', '', '']);
    expect(state.active.row).toBe(1);
  });

  it('Esc keeps the old value', () => {
    let state = sheet(1, 'score', { 0: { score: 70, version: 1 } });
    state = cancelEdit(editText(startEdit(state, '9'), '99'));
    expect(marks(state)).toEqual(['70']);
    expect(state.editing).toBeNull();
  });

  it('stores the canonical form of what was typed: 95.0 as 95, 优 as A, 缺考 as absent', () => {
    let state = type(sheet(2), '95.0');
    expect(marks(state)[0]).toBe('95');
    state = type(sheet(1, 'level'), '优');
    expect(marks(state)).toEqual(['A']);
    state = commitEdit(editText(startEdit(moveTo(sheet(1), { row: 0, col: FLAG_COL }), '缺'), '缺考'));
    expect(state.rows.S000?.flag).toBe('absent');
  });

  it('a flag typed among the marks goes to the flag', () => {
    const state = type(sheet(1), '缺考');
    expect(state.rows.S000).toMatchObject({ mark: '', flag: 'absent' });
  });

  it('Delete empties the selection as one step', () => {
    let state = sheet(3, 'score', { 0: { score: 1 }, 1: { score: 2 }, 2: { score: 3 } });
    state = clearCells(move(state, 1, 0, true));
    expect(marks(state)).toEqual(['', '', '3']);
    expect(marks(undo(state))).toEqual(['1', '2', '3']);
  });

  it('edits nothing once submitted', () => {
    const state = createGrid([student(0)], 'score', true);
    expect(startEdit(state, '9')).toBe(state);
    expect(paste(state, '90').state).toBe(state);
  });
});

describe('validation per scale', () => {
  it('keeps what the server would refuse, marked with why, and counts it', () => {
    const { state } = paste(sheet(4), '95\n101\n优\n88.25');
    expect(marks(state)).toEqual(['95', '101', '优', '88.25']);
    expect(state.order.map((x) => state.rows[x]?.markProblem)).toEqual([null, 'range', 'scale', 'precision']);
    expect(problemCells(state)).toHaveLength(3);
    expect(pendingCounts(state).problems).toBe(3);
  });

  it('on a level sheet, a number is not in the scale', () => {
    const { state } = paste(sheet(2, 'level'), '良\n95');
    expect(state.order.map((x) => state.rows[x]?.markProblem)).toEqual([null, 'scale']);
  });

  it('"next error" goes to the next one after the active cell and round to the top', () => {
    let { state } = paste(sheet(6), '101\n90\n90\n-5\n90\n90');
    state = moveTo(state, { row: 0, col: MARK_COL });
    expect(nextProblem(state)).toEqual({ row: 3, col: MARK_COL });
    state = moveTo(state, { row: 3, col: MARK_COL });
    expect(nextProblem(state)).toEqual({ row: 0, col: MARK_COL });
  });
});

describe('paste', () => {
  it('fills down from the active cell and right for several columns', () => {
    const { state, cells } = paste(moveTo(sheet(4), { row: 1, col: MARK_COL }), '80\t\n\t缓考\n60\t缺考');
    expect(marks(state)).toEqual(['', '80', '', '60']);
    expect(state.order.map((x) => state.rows[x]?.flag)).toEqual(['', '', 'deferred', 'absent']);
    expect(cells).toBe(6);
  });

  it('leaves out rows below the last student and says how many', () => {
    const result = paste(moveTo(sheet(3), { row: 2, col: MARK_COL }), '1\n2\n3');
    expect(marks(result.state)).toEqual(['', '', '1']);
    expect(result.skippedRows).toBe(2);
  });

  it('one value pasted over a selection fills it', () => {
    const { state } = paste(move(sheet(3), 2, 0, true), '75');
    expect(marks(state)).toEqual(['75', '75', '75']);
  });

  it('is one undo step, and redo puts it back', () => {
    let state = type(sheet(5), '50');
    state = paste(moveTo(state, { row: 1, col: MARK_COL }), '61\n62\n63\n64').state;
    expect(marks(state)).toEqual(['50', '61', '62', '63', '64']);
    state = undo(state);
    expect(marks(state)).toEqual(['50', '', '', '', '']);
    state = redo(state);
    expect(marks(state)).toEqual(['50', '61', '62', '63', '64']);
    state = undo(undo(state));
    expect(marks(state)).toEqual(['', '', '', '', '']);
  });

  it('a new change drops what could be redone', () => {
    let state = paste(sheet(2), '1\n2').state;
    state = type(undo(state), '9');
    expect(redo(state)).toBe(state);
  });
});

describe('fill down', () => {
  it('gives a single cell’s value to the column below it', () => {
    let state = type(sheet(4), '88');
    state = fillDown(moveTo(state, { row: 0, col: MARK_COL }));
    expect(marks(state)).toEqual(['88', '88', '88', '88']);
    expect(marks(undo(state))).toEqual(['88', '', '', '']);
  });

  it('fills a selection from its top row only', () => {
    let state = paste(sheet(5), '70\n\n\n\n99').state;
    state = fillDown(move(moveTo(state, { row: 0, col: MARK_COL }), 2, 0, true));
    expect(marks(state)).toEqual(['70', '70', '70', '', '99']);
    expect(state.rows.S001?.source).toBe('fill');
  });
});

describe('saving', () => {
  it('sends the valid changed rows with their loaded versions, not the ones with problems', () => {
    const state = paste(sheet(3, 'score', { 0: { version: 4, score: 10 } }), '90\n300\n缺考').state;
    const batch = nextBatch(state);
    expect(batch?.source).toBe('paste');
    expect(batch?.cells).toEqual([
      { xykh: 'S000', score: 90, level: null, flag: null, version: 4 },
      { xykh: 'S002', score: null, level: null, flag: 'absent', version: 0 },
    ]);
  });

  it('sends one way of change at a time (the server records how)', () => {
    let state = type(sheet(3), '60');
    state = paste(state, '70').state;
    expect(nextBatch(state)?.cells.map((c) => c.xykh)).toEqual(['S000']);
  });

  it('keeps what was typed while a batch was on its way, and sends it next', () => {
    let state = type(sheet(2), '60');
    const batch = nextBatch(state);
    if (!batch) throw new Error('a batch');
    state = batchSent(state, batch);
    expect(nextBatch(state)).toBeNull();
    state = type(moveTo(state, { row: 0, col: MARK_COL }), '65');
    state = batchSaved(state, batch, [student(0, { score: 60, version: 1, updatedBy: '王老师' })]);
    expect(state.rows.S000).toMatchObject({ mark: '65', version: 1, updatedBy: '王老师', saved: { mark: '60', flag: '' } });
    expect(nextBatch(state)?.cells).toEqual([{ xykh: 'S000', score: 65, level: null, flag: null, version: 1 }]);
  });

  it('a failed batch is sent again', () => {
    let state = type(sheet(1), '60');
    const batch = nextBatch(state);
    if (!batch) throw new Error('a batch');
    state = batchFailed(batchSent(state, batch), batch);
    expect(nextBatch(state)?.cells).toHaveLength(1);
  });

  it('a level sheet sends levels', () => {
    const state = type(sheet(1, 'level'), 'b');
    expect(nextBatch(state)?.cells[0]).toMatchObject({ score: null, level: 'B' });
  });
});

describe('two people on one sheet', () => {
  const sendAll = (state: GridState) => {
    const batch = nextBatch(state);
    if (!batch) throw new Error('a batch');
    return { state: batchSent(state, batch), batch };
  };

  it('a 409 shows their value and who set it, keeps ours, and sends the rest of the batch again', () => {
    const start = paste(sheet(3), '70\n80\n90').state;
    const { state: sent, batch } = sendAll(start);
    const theirs = student(1, { score: 85, version: 1, updatedBy: '李老师', updatedAt: '2026-11-27T10:00:00+08:00' });
    const state = batchConflicted(sent, batch, [theirs]);
    expect(state.rows.S001).toMatchObject({ mark: '80', conflict: { mark: '85', version: 1, updatedBy: '李老师' } });
    expect(pendingCounts(state).conflicts).toBe(1);
    expect(nextBatch(state)?.cells.map((c) => c.xykh)).toEqual(['S000', 'S002']);
  });

  it('"keep mine" sends ours over their version; "take theirs" takes their value and can be undone', () => {
    const { state: sent, batch } = sendAll(paste(sheet(2), '70\n80').state);
    const state = batchConflicted(sent, batch, [student(0, { score: 75, version: 3, updatedBy: '李老师' })]);
    const mine = resolveConflict(state, 'S000', 'mine');
    expect(nextBatch(mine)?.cells[0]).toEqual({ xykh: 'S000', score: 70, level: null, flag: null, version: 3 });
    const theirs = resolveConflict(state, 'S000', 'theirs');
    expect(theirs.rows.S000).toMatchObject({ mark: '75', conflict: null, version: 3 });
    expect(nextBatch(theirs)?.cells.map((c) => c.xykh)).toEqual(['S001']);
    expect(undo(theirs).rows.S000?.mark).toBe('70');
  });

  it('no conflict when both typed the same', () => {
    const { state: sent, batch } = sendAll(type(sheet(1), '70'));
    const state = batchConflicted(sent, batch, [student(0, { score: 70, version: 2 })]);
    expect(state.rows.S000).toMatchObject({ conflict: null, version: 2, mark: '70' });
    expect(nextBatch(state)).toBeNull();
  });

  it('a reload brings others’ changes in and meets our unsaved ones as conflicts', () => {
    const state = type(sheet(2), '70');
    const next = reload(state, [student(0, { score: 60, version: 1 }), student(1, { score: 88, version: 1 })], false);
    expect(next.rows.S000?.conflict?.mark).toBe('60');
    expect(next.rows.S001).toMatchObject({ mark: '88', conflict: null });
  });
});

describe('figures', () => {
  it('counts entered rows, the average and the bands as typed; 缺考 counts 0, 缓考 nowhere', () => {
    const state = paste(sheet(6), '95\n85\n缺考\n缓考\n101\n').state;
    const stats = gridStats(state);
    expect(stats.entered).toBe(4);
    expect(stats.total).toBe(6);
    expect(stats.average).toBe(60);
    expect(stats.distribution).toEqual([
      { band: '90-100', count: 1 },
      { band: '80-89', count: 1 },
      { band: '70-79', count: 0 },
      { band: '60-69', count: 0 },
      { band: '0-59', count: 1 },
    ]);
  });

  it('counts levels on a level sheet', () => {
    const stats = gridStats(paste(sheet(3, 'level'), '优\n优\n及格').state);
    expect(stats.distribution.map((d) => d.count)).toEqual([2, 0, 0, 1, 0]);
    expect(stats.average).toBe(85);
  });
});

describe('the browser’s copy of unsaved text', () => {
  it('keeps every changed row, refused values included, and puts it back over the same versions as one step', () => {
    const typed = paste(sheet(3, 'score', { 2: { score: 50, version: 2 } }), '90\n300\n70').state;
    const draft = draftOf(typed);
    expect(draft).toEqual([
      { xykh: 'S000', mark: '90', flag: '', version: 0 },
      { xykh: 'S001', mark: '300', flag: '', version: 0 },
      { xykh: 'S002', mark: '70', flag: '', version: 2 },
    ]);
    // Reloaded: S002 was changed elsewhere meanwhile (version 3), so it stays as the server has it.
    const loaded = createGrid([student(0), student(1), student(2, { score: 55, version: 3 })], 'score');
    const restored = restoreDraft(loaded, draft);
    expect(restored.rows).toBe(2);
    expect(marks(restored.state)).toEqual(['90', '300', '55']);
    expect(restored.state.rows.S001?.markProblem).toBe('range');
    expect(marks(undo(restored.state))).toEqual(['', '', '55']);
  });
});

describe('views re-render little', () => {
  it('a change keeps every other row’s object, so only the changed row’s view renders again', () => {
    const before = sheet(500);
    const after = type(moveTo(before, { row: 250, col: MARK_COL }), '80');
    const changed = before.order.filter((xykh) => before.rows[xykh] !== after.rows[xykh]);
    expect(changed).toEqual(['S250']);
  });
});
