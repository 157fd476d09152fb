import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { minRowsHeightPx, minTableHeightPx, rowsHeight, searchFormRows, tableHeight, useTableHeight } from './table-height.ts';

const initialHeight = window.innerHeight;

afterEach(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: initialHeight });
});

describe('table height (SPEC 9)', () => {
  it('is the window height minus 291 px with a one-row search form', () => {
    expect(tableHeight(900)).toBe(609);
    expect(tableHeight(1080, 0)).toBe(789);
  });

  it('loses 60 px for every extra row of the search form', () => {
    expect(tableHeight(900, 1)).toBe(549);
    expect(tableHeight(900, 3)).toBe(429);
  });

  it('never shrinks below a usable minimum on tiny windows', () => {
    expect(tableHeight(400, 3)).toBe(minTableHeightPx);
  });

  it("leaves the list's rows what the list's card does not show above them: its title, toolbar and column titles", () => {
    // 1440 x 900: the SPEC 9 table is 609 px; a card title, a toolbar and the column titles take 133 px of it.
    expect(rowsHeight(tableHeight(900), 133)).toBe(476);
    expect(rowsHeight(tableHeight(900), 0)).toBe(609);
    expect(rowsHeight(tableHeight(400), 133)).toBe(minRowsHeightPx);
  });

  it('counts the rows of a search form, the buttons cell included', () => {
    expect(searchFormRows(3, 4)).toBe(1);
    expect(searchFormRows(4, 4)).toBe(2);
    expect(searchFormRows(15, 4)).toBe(4);
    expect(searchFormRows(15, 1)).toBe(16);
  });

  it('follows the window when it is resized', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    const { result } = renderHook(() => useTableHeight(2));
    expect(result.current).toBe(1000 - 291 - 120);
    act(() => {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(800 - 291 - 120);
  });
});
