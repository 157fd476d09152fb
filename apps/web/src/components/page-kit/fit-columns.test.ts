import { describe, expect, it } from 'vitest';
import { type FitColumn, fitColumns, shrinkFloorPx, titleNeed } from './fit-columns.ts';

const text = (width: number, titleWidth = 40): FitColumn => ({ width, titleWidth, shrinks: true });
const fixed = (width: number, side: 'left' | 'right'): FitColumn => ({ width, fixed: side, titleWidth: 0, shrinks: false });
const tag = (width: number): FitColumn => ({ width, titleWidth: 40, shrinks: false });
const sum = (widths: readonly number[]) => widths.reduce((total, width) => total + width, 0);

describe('columns that fit (issue 22 §10)', () => {
  it('leaves columns that fit as they are, and widens one to what its title needs', () => {
    expect(fitColumns([text(100), text(80, 96.4)], 1000)).toEqual({ widths: [100, 97], pinned: true });
  });

  it('lets the widest text column give way first, then the next with it, to fit the room', () => {
    const { widths, pinned } = fitColumns(
      [fixed(48, 'left'), text(260), text(180), tag(100), text(160), fixed(130, 'right')],
      48 + 200 + 180 + 100 + 160 + 130,
    );
    expect(widths).toEqual([48, 200, 180, 100, 160, 130]);
    expect(pinned).toBe(true);
    const tighter = fitColumns([fixed(48, 'left'), text(260), text(180), tag(100), text(160), fixed(130, 'right')], 48 + 150 * 3 + 100 + 130);
    expect(tighter.widths).toEqual([48, 150, 150, 100, 150, 130]);
  });

  it('never cuts a text column below its floor or its title, nor a tag column at all: the table scrolls then', () => {
    const columns = [fixed(48, 'left'), text(260), text(200, 150), tag(300), fixed(130, 'right')];
    const { widths, pinned } = fitColumns(columns, 600);
    expect(widths).toEqual([48, shrinkFloorPx, 150, 300, 130]);
    expect(sum(widths)).toBeGreaterThan(600);
    // 600 - 48 - 130 leaves 422 px between the fixed columns: the widest (300) fits, so they stay fixed.
    expect(pinned).toBe(true);
  });

  it('unfixes the columns when one of the others could never fit between them', () => {
    expect(fitColumns([fixed(48, 'left'), fixed(160, 'left'), tag(300), fixed(170, 'right')], 560).pinned).toBe(false);
  });

  it('keeps the widths given while the room is unknown (not laid out yet)', () => {
    expect(fitColumns([text(260), text(180)], undefined)).toEqual({ widths: [260, 180], pinned: true });
  });

  it('takes the least width a title needs on two lines broken between words, a title with no space being one word', () => {
    const measure = (value: string) => value.length * 10;
    expect(titleNeed('学籍状态', measure)).toBe(40);
    expect(titleNeed('Expected graduation date', measure)).toBe(150);
    expect(titleNeed('Kind of leave', measure)).toBe(70);
  });
});
