/** The grid's geometry: fixed row height (the virtual list places rows by index) and column widths. */
export const ROW_HEIGHT = 36;
export const HEADER_HEIGHT = 40;
/** 学号, 姓名, 专业, mark, flag, last change. */
export const COLUMN_WIDTHS: readonly number[] = [120, 96, 180, 110, 96, 180];
export const COLUMN_LEFT: readonly number[] = COLUMN_WIDTHS.map((_, i) => COLUMN_WIDTHS.slice(0, i).reduce((a, b) => a + b, 0));
export const GRID_WIDTH = COLUMN_WIDTHS.reduce((a, b) => a + b, 0);
/** Rows drawn beyond the visible ones, above and below, so a fast scroll shows no gap. */
export const OVERSCAN = 8;
