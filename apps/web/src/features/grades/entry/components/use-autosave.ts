import { isApiError } from '@gs/sdk/errors';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { type GradeCellInput, SHEETS_PATH, conflictsOf, saveGradeCells, sheetKeys } from '../../api/sheets.ts';
import { readJson, removeKey, writeJson } from '../../../../lib/storage.ts';
import { type Batch, type BatchCell, type DraftRow, batchConflicted, batchFailed, batchSaved, batchSent, draftOf, nextBatch } from '../grid/model.ts';
import { type GridStoreApi, update } from '../grid/store.ts';
import type { Scale } from '../grid/types.ts';

/** How long typing pauses before a save goes: a burst of Enter-Enter-Enter is one request. */
const DEBOUNCE_MS = 600;

/** A cell of the batch as the API takes it: the mark on the sheet's scale (what is left out is cleared). */
function cellInput(scale: Scale, cell: BatchCell): GradeCellInput {
  return scale === 'level'
    ? { xykh: cell.xykh, level: cell.level, flag: cell.flag, version: cell.version }
    : { xykh: cell.xykh, score: cell.score, flag: cell.flag, version: cell.version };
}

/** Where the browser keeps a sheet's unsaved text, per account. */
const draftKey = (username: string, offeringId: string) => `gs-grade-draft:${username}:${offeringId}`;

const isDraft = (value: unknown): value is DraftRow[] =>
  Array.isArray(value) &&
  value.every(
    (row: unknown) =>
      typeof row === 'object' &&
      row !== null &&
      typeof (row as DraftRow).xykh === 'string' &&
      typeof (row as DraftRow).mark === 'string' &&
      typeof (row as DraftRow).flag === 'string' &&
      typeof (row as DraftRow).version === 'number',
  );

/** The unsaved text the browser kept of this sheet (a tab closed before its save, values the server refuses). */
export function readDraft(username: string, offeringId: string): DraftRow[] {
  return readJson(draftKey(username, offeringId), [], isDraft);
}

export interface Autosave {
  /** Sends what waits now and resolves when nothing is left to send (or a save failed). */
  flush(): Promise<void>;
}

/**
 * Saves the grid as the teacher types: after a pause, batches of changed valid rows (one `source` per
 * request, 1,000 cells at most) with each row's loaded `version`, one request at a time. A 409 with
 * conflicts marks those rows and sends the others of the batch again at once; a 409 without (the
 * sheet was submitted elsewhere) calls `onLocked`; any other failure keeps the rows waiting, says why,
 * and tries again later (sooner on the next keystroke). Nothing typed is dropped.
 */
export function useAutosave(store: GridStoreApi, offeringId: string, scale: Scale, username: string, onLocked: () => void): RefObject<Autosave> {
  const api = useRef<Autosave>({ flush: () => Promise.resolve() });
  const queries = useQueryClient();
  const lockedRef = useRef(onLocked);
  useLayoutEffect(() => {
    lockedRef.current = onLocked;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running: Promise<void> | null = null;
    let failures = 0;
    let stopped = false;

    const sendOne = async (batch: Batch): Promise<boolean> => {
      update(store, (grid) => batchSent(grid, batch));
      try {
        const result = await saveGradeCells(offeringId, { source: batch.source, cells: batch.cells.map((cell) => cellInput(scale, cell)) });
        update(store, (grid) => batchSaved(grid, batch, result.rows));
        store.setState({ saveError: null, savedAt: Date.now() });
        // The list's entered/total is stale now; it refetches when shown again, not once per save.
        void queries.invalidateQueries({ queryKey: sheetKeys.path(SHEETS_PATH), refetchType: 'none' });
        failures = 0;
        return true;
      } catch (error) {
        const conflicts = isApiError(error) && error.status === 409 ? conflictsOf(error.data) : null;
        if (conflicts) {
          update(store, (grid) => batchConflicted(grid, batch, conflicts));
          store.setState({ saveError: null });
          return true;
        }
        update(store, (grid) => batchFailed(grid, batch));
        store.setState({ saveError: error instanceof Error ? error.message : String(error) });
        if (isApiError(error) && error.status === 409) lockedRef.current();
        else if (!isApiError(error) || error.status === 0 || error.status >= 500) {
          // No answer or the server's fault: try again by itself, waiting longer each time (30 s at most).
          failures++;
          schedule(Math.min(30_000, 1000 * 2 ** failures));
        }
        return false;
      }
    };

    const drain = (): Promise<void> => {
      if (running) return running;
      running = (async () => {
        for (;;) {
          if (stopped) break;
          const batch = nextBatch(store.getState().grid);
          if (!batch || !(await sendOne(batch))) break;
        }
      })().finally(() => {
        running = null;
      });
      return running;
    };

    function schedule(delay: number) {
      clearTimeout(timer);
      timer = setTimeout(() => void drain(), delay);
    }

    // The browser keeps what the server does not hold yet, so that closing the tab (or the app's tab)
    // before a save, or with values the server refuses, loses nothing: the next visit puts it back.
    let keepTimer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      clearTimeout(keepTimer);
      const draft = draftOf(store.getState().grid);
      if (draft.length) writeJson(draftKey(username, offeringId), draft);
      else removeKey(draftKey(username, offeringId));
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.grid.rows === previous.grid.rows) return;
      // Only a change of the cells' texts starts the clock; a move of the active cell does not.
      if (nextBatch(state.grid)) schedule(DEBOUNCE_MS);
      clearTimeout(keepTimer);
      keepTimer = setTimeout(keep, 300);
    });
    // Text put back from the browser's copy is sent without waiting for a keystroke.
    if (nextBatch(store.getState().grid)) schedule(DEBOUNCE_MS);
    api.current = {
      flush: async () => {
        clearTimeout(timer);
        // Twice: what was typed while the first drain was on its way goes in the second.
        await drain();
        await drain();
      },
    };
    const onLeave = (event: BeforeUnloadEvent) => {
      const { grid } = store.getState();
      if (Object.values(grid.rows).some((row) => row.mark !== row.saved.mark || row.flag !== row.saved.flag)) event.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('pagehide', keep);
    return () => {
      unsubscribe();
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pagehide', keep);
      // The page goes (its tab closed): what waits is sent now rather than lost, and kept meanwhile.
      keep();
      clearTimeout(timer);
      void drain().finally(() => (stopped = true));
    };
  }, [store, offeringId, scale, username, queries]);

  return api;
}
