import { useSyncExternalStore } from 'react';
import { settings } from '../../config/settings.ts';

/** Below this the table would be useless; small windows scroll the page instead (our choice). */
export const minTableHeightPx = 240;

/**
 * SPEC 9: table height = window height - 291 px, - 60 px for every row of the search form beyond the
 * first (`extraRows`).
 */
export function tableHeight(windowHeight: number, extraRows = 0): number {
  const { heightOffsetPx, rowOffsetPx } = settings.table;
  const rows = Math.max(0, Math.floor(extraRows));
  return Math.max(minTableHeightPx, Math.round(windowHeight - heightOffsetPx - rowOffsetPx * rows));
}

/** How many rows a search form takes: its fields plus the buttons cell, `perRow` to a row. */
export function searchFormRows(fieldCount: number, perRow: number): number {
  return Math.max(1, Math.ceil((fieldCount + 1) / Math.max(1, perRow)));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const windowHeight = () => window.innerHeight;

/** The SPEC 9 height, following the window as it is resized. */
export function useTableHeight(extraRows = 0): number {
  const height = useSyncExternalStore(subscribe, windowHeight, () => 768);
  return tableHeight(height, extraRows);
}
