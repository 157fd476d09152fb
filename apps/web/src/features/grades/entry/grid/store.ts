import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { afterPaint } from '../../../../lib/perf-marks.ts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type GridState, type RowState, selectionOf } from './model.ts';
import { type SheetFigures, sheetFigures } from './stats.ts';

/**
 * The grid's state in a store of its own per sheet, read by selectors: a row re-renders when its own
 * row object, its part of the selection or the editor's place change, never for a keystroke elsewhere
 * (500 rows stay fast).
 */
export interface GridStore {
  grid: GridState;
  /** Why the last save failed (not a conflict), until one succeeds. */
  saveError: string | null;
  /** When the server last stored something of ours. */
  savedAt: number | null;
  /** Counts edit sessions, so the editor starts afresh each time one begins. */
  editSession: number;
}

export type GridStoreApi = StoreApi<GridStore>;

export function createGridStore(grid: GridState): GridStoreApi {
  return createStore<GridStore>()(() => ({ grid, saveError: null, savedAt: null, editSession: 0 }));
}

/** Applies a model function to the grid. */
export function update(store: GridStoreApi, change: (grid: GridState) => GridState): void {
  const { grid, editSession } = store.getState();
  const next = change(grid);
  if (next === grid) return;
  store.setState({ grid: next, editSession: next.editing && !grid.editing ? editSession + 1 : editSession });
}

export function useGrid<T>(store: GridStoreApi, select: (state: GridStore) => T): T {
  return useStore(store, select);
}

export const useRow = (store: GridStoreApi, xykh: string): RowState | undefined => useStore(store, (s) => s.grid.rows[xykh]);

/** The active column when the active cell is in this row, else -1. */
export const useActiveCol = (store: GridStoreApi, row: number): number => useStore(store, (s) => (s.grid.active.row === row ? s.grid.active.col : -1));

/** This row's selected columns as `left:right` ('' when none): a string, so other rows' selectors stay equal. */
export const useSelectedCols = (store: GridStoreApi, row: number): string =>
  useStore(store, (s) => {
    if (!s.grid.anchor) return '';
    const sel = selectionOf(s.grid);
    return row >= sel.top && row <= sel.bottom ? `${sel.left}:${sel.right}` : '';
  });

/**
 * Whether React renders here by itself, frame by frame (a browser), rather than inside act() (tests),
 * which renders what React has scheduled before it returns but knows nothing of animation frames.
 */
const ownFrames = () =>
  typeof requestAnimationFrame === 'function' &&
  typeof MessageChannel === 'function' &&
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT !== true;

const unread = Symbol('unread');

/**
 * A slice of the store a step behind the keys, for what is not the cell typed in (the figures, the
 * active cell's bar). In a browser a change reaches the caller once the frame after it is painted
 * (afterPaint), in a transition; so that frame draws the keystroke's cell and cursor only, and what
 * follows renders in a task of its own after it. (React's own deferred value would be rendered in a
 * task queued before that frame's end, with the keystroke's effects.) Under act() it is React's deferred
 * value, which act() renders before the test looks. `select` must be stable (a module's function).
 */
export function useLagging<T>(store: GridStoreApi, select: (state: GridStore) => T): T {
  const afterFrame = ownFrames();
  const deferred = useDeferredValue(useStore(store, (s) => (afterFrame ? unread : select(s))));
  const [shown, setShown] = useState(() => select(store.getState()));
  useEffect(() => {
    if (!afterFrame) return undefined;
    let cancel: (() => void) | null = null;
    const follow = () => {
      cancel = null;
      const value = select(store.getState());
      startTransition(() => setShown(() => value));
    };
    // A change between this render and the subscription.
    follow();
    const unsubscribe = store.subscribe((state, previous) => {
      if (!cancel && select(state) !== select(previous)) cancel = afterPaint(follow);
    });
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [store, select, afterFrame]);
  return deferred === unread ? shown : deferred;
}

const selectRows = (s: GridStore) => s.grid.rows;

/**
 * The sheet's figures (pending counts and statistics) a step behind the keys (useLagging), worked
 * out once per version of the rows for all who show them. Give them to memoised parts: those render
 * once per change, after the keystroke's frame, so that frame only draws the cell and the moved cursor.
 */
export function useSheetFigures(store: GridStoreApi): SheetFigures {
  const rows = useLagging(store, selectRows);
  const order = useStore(store, (s) => s.grid.order);
  const scale = useStore(store, (s) => s.grid.scale);
  return sheetFigures({ rows, order, scale });
}
