import { useSyncExternalStore } from 'react';
import { settings } from '../../config/settings.ts';

/** Below this the table would be useless; small windows scroll the page instead (our choice). */
export const minTableHeightPx = 240;

/**
 * SPEC 9: table height = window height - 291 px, - 60 px for every row of the search form beyond the
 * first (`extraRows`).
 *
 * How the kit reads it: this is the height of the whole table, its row of column titles included (as
 * the SPEC's table took its height), on a page that has the shell, a one-row search form and the
 * pagination besides: the 291 px are theirs. The kit's list card puts more above the rows (its title,
 * its toolbar, a page's header, titles on two lines), which it measures and takes off too: `rowsHeight`.
 */
export function tableHeight(windowHeight: number, extraRows = 0): number {
  const { heightOffsetPx, rowOffsetPx } = settings.table;
  const rows = Math.max(0, Math.floor(extraRows));
  return Math.max(minTableHeightPx, Math.round(windowHeight - heightOffsetPx - rowOffsetPx * rows));
}

/** The least the rows of a list take (four rows) when the window leaves them less: the page scrolls then. */
export const minRowsHeightPx = 160;

/**
 * The height of a list's rows (antd's `scroll.y`): the SPEC 9 table height less what the list's card
 * shows above its rows (`above`, in px from the card's top to the bottom of the column titles), so that
 * the pagination below them is in the window.
 */
export function rowsHeight(height: number, above: number): number {
  return Math.max(minRowsHeightPx, Math.round(height - Math.max(0, above)));
}

/** The most rows a phone's list shows on a page: its rows are cards, all in the page (row-cards.tsx). */
export const phonePageSize = 100;

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
