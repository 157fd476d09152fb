import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type GridState, type RowState, selectionOf } from './model.ts';

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
