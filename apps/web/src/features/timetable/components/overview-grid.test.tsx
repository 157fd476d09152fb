import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TimetableEntry, TimetableRow } from '../api/keys.ts';
import { OverviewGrid } from './overview-grid.tsx';

/** A term of 2,000 offerings by room: 400 rooms, five two-period classes each. */
function bigTerm(): { rows: TimetableRow[]; entries: TimetableEntry[] } {
  const rows: TimetableRow[] = [];
  const entries: TimetableEntry[] = [];
  for (let r = 0; r < 400; r += 1) {
    const key = `room-${r}`;
    rows.push({ key, label: `教学楼${String(r).padStart(3, '0')}`, labelEn: `Building ${r}`, capacity: 60, count: 5 });
    for (let n = 0; n < 5; n += 1) {
      const start = 1 + 2 * ((r + n) % 6);
      entries.push({
        id: `jxb-${r}-${n}-0`,
        rowKey: key,
        offeringId: `jxb-${r}-${n}`,
        kcdm: `XW${r}${n}`,
        kcmc: `课程${r}-${n}`,
        kcmcEn: `Course ${r}-${n}`,
        xydm: '001',
        teachers: ['许笑愚'],
        room: `教学楼${r}`,
        roomId: key,
        weekday: 1 + n,
        start,
        end: start + 1,
        weeks: { from: 1, to: 17, parity: n === 4 ? 'odd' : 'all' },
        date: null,
        skipped: [],
        enrolled: 10,
        capacity: 60,
      });
    }
  }
  return { rows, entries };
}

describe('the timetable overview (issue 23 §2)', () => {
  it('puts only the lines in view in the document, and a line opens its resource', () => {
    const { rows, entries } = bigTerm();
    const onOpen = vi.fn();
    render(<OverviewGrid rows={rows} entries={entries} label="课表总览" resource="教室" onOpen={onOpen} />);
    const lines = screen.getAllByRole('button');
    // 480 px of lines (56 px on a phone, which jsdom is) and a few either side: far fewer than the 400 rooms.
    expect(lines.length).toBeLessThan(40);
    expect(screen.getByText('教室')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '教学楼002 60座：5 次课，打开周课表' }));
    expect(onOpen).toHaveBeenCalledWith(rows[2]);
  });
});
