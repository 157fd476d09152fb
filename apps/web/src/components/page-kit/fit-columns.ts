/**
 * How the list table's columns share the width they are given (issue 22 §10), as a rule of the page
 * kit rather than of each page:
 * 1. A column is never narrower than its title needs: titles wrap between words onto two lines at
 *    most, never inside a word (a Chinese title is one word), so no title is cut, in any language.
 * 2. When the columns are wider than the table, the text columns (plain values, dictionary labels, a
 *    render that returns text; not tags, nor a render that draws elements) give way, the widest first
 *    (each is cut down to the width of the next widest, and so on), to a floor of `shrinkFloorPx` or
 *    the title's need; their cells end with an ellipsis and show the whole text as a tooltip.
 * 3. When even that is too wide, the table scrolls sideways (its body fits the window, so its
 *    scrollbar is in view: table-height.ts); if a column would then not fit between the fixed ones,
 *    no column is fixed, so that every cell can be scrolled into view.
 */

/** What the rule needs of a column. */
export interface FitColumn {
  width: number;
  fixed?: 'left' | 'right' | undefined;
  /** The least width its title needs (rule 1), or a column of tags its widest tag (a tag never wraps nor gives way). */
  titleWidth: number;
  /** A text column whose cells are cut with an ellipsis and a tooltip: it may give way (rule 2). */
  shrinks: boolean;
}

export interface Fitted {
  widths: number[];
  /** Whether the fixed columns stay fixed (rule 3). */
  pinned: boolean;
}

/** The least a text column gives way to (rule 2): about eight Chinese characters. */
export const shrinkFloorPx = 120;

/**
 * The columns' widths in `room` px (the table's width; unknown: each its own) under the rules above.
 * The columns that never scroll (the selection box, the actions) are in the list with their widths.
 */
export function fitColumns(columns: readonly FitColumn[], room: number | undefined): Fitted {
  const own = columns.map((column) => Math.max(column.width, Math.ceil(column.titleWidth)));
  const total = (widths: readonly number[]) => widths.reduce((sum, width) => sum + width, 0);
  if (!room || room <= 0 || total(own) <= room) return { widths: own, pinned: true };
  const floors = columns.map((column, index) =>
    column.shrinks ? Math.min(own[index] ?? 0, Math.max(shrinkFloorPx, Math.ceil(column.titleWidth))) : (own[index] ?? 0),
  );
  // The text columns wider than `cap` are cut down to it (never below their floor): the widest give
  // way first. The largest cap that fits, found by halving.
  const capped = (cap: number) => own.map((width, index) => (columns[index]?.shrinks ? Math.max(floors[index] ?? 0, Math.min(width, cap)) : width));
  let low = 0;
  let high = Math.max(...own);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (total(capped(middle)) <= room) low = middle;
    else high = middle - 1;
  }
  const widths = capped(low);
  if (total(widths) <= room) return { widths, pinned: true };
  // Rule 3: scrolling sideways; every scrolling column must fit between the fixed ones.
  const fixedWidth = total(widths.filter((_, index) => columns[index]?.fixed));
  const widest = Math.max(0, ...widths.filter((_, index) => !columns[index]?.fixed));
  return { widths, pinned: room - fixedWidth >= widest };
}

/**
 * The least width a title takes on at most two lines broken between words (rule 1), by a measure of
 * text in px. A title with no space is one word.
 */
export function titleNeed(title: string, measure: (text: string) => number): number {
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return measure(title.trim());
  let best = measure(words.join(' '));
  for (let split = 1; split < words.length; split += 1) {
    best = Math.min(best, Math.max(measure(words.slice(0, split).join(' ')), measure(words.slice(split).join(' '))));
  }
  return best;
}

let canvas: HTMLCanvasElement | undefined;

/**
 * A measure of text in `font` (CSS shorthand), by a canvas's text metrics: no layout, so it may run
 * for every column on every render. Undefined where there is no canvas (jsdom).
 */
export function textMeasure(font: string): ((text: string) => number) | undefined {
  if (typeof document === 'undefined' || typeof navigator === 'undefined' || /jsdom/i.test(navigator.userAgent)) return undefined;
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  return (text) => {
    context.font = font;
    return context.measureText(text).width;
  };
}
