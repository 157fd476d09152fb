import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../../../stores/settings.ts';
import type { Term, TimetableEntry } from '../api/keys.ts';
import { WeekGrid, layoutDay } from './week-grid.tsx';

afterEach(() => act(() => useSettings.setState({ language: 'zh' })));

/** An entry as the server answers it, with what a test does not care about filled in. */
function entry(over: Partial<TimetableEntry> & Pick<TimetableEntry, 'id' | 'weekday' | 'start' | 'end'>): TimetableEntry {
  return {
    rowKey: 'room-1',
    offeringId: over.id,
    kcdm: 'XW00103',
    kcmc: '分布式系统',
    kcmcEn: 'Distributed Systems',
    xydm: '001',
    teachers: ['许笑愚'],
    room: '理科楼A101',
    roomId: 'room-1',
    weeks: { from: 1, to: 17, parity: 'all' },
    date: null,
    skipped: [],
    enrolled: 30,
    capacity: 40,
    ...over,
  };
}

const odd = entry({ id: 'odd-0', weekday: 3, start: 1, end: 2, kcmc: '机器学习', kcmcEn: 'Machine Learning', weeks: { from: 1, to: 17, parity: 'odd' } });
const even = entry({ id: 'even-0', weekday: 3, start: 1, end: 2, kcmc: '数据挖掘', kcmcEn: 'Data Mining', weeks: { from: 2, to: 16, parity: 'even' } });

const term: Term = {
  id: '2026-2027-1',
  name: '2026-2027学年第一学期',
  nameEn: '2026-2027, semester 1',
  current: true,
  xn: '2026-2027',
  xq: '1',
  startDate: '2026-09-01',
  endDate: '2027-01-15',
  weeks: 18,
  holidays: [{ date: '2026-10-01', name: '国庆节', nameEn: 'National Day' }],
};

describe('the week grid (issue 23 §2)', () => {
  it('lays an odd-weeks and an even-weeks course of one slot side by side, odd first', () => {
    const placed = layoutDay([even, odd, entry({ id: 'later', weekday: 3, start: 5, end: 6 })]);
    expect(placed.map(({ entry: e, lane, lanes }) => [e.id, lane, lanes])).toEqual([
      ['odd-0', 0, 2],
      ['even-0', 1, 2],
      // A later class of the day is not narrowed by the pair.
      ['later', 0, 1],
    ]);
  });

  it('shows Monday to Friday, periods with their times, and the pair labelled 单周 and 双周', () => {
    render(<WeekGrid entries={[odd, even]} label="教室课表" />);
    const grid = screen.getByRole('region', { name: '教室课表' });
    for (const day of ['周一', '周二', '周三', '周四', '周五']) expect(within(grid).getByText(day)).toBeTruthy();
    expect(within(grid).queryByText('周六')).toBeNull();
    expect(grid.textContent).toContain('08:00');
    expect(grid.textContent).toContain('22:30');
    const first = screen.getByRole('group', { name: /周三 第1-2节 机器学习/ });
    const second = screen.getByRole('group', { name: /周三 第1-2节 数据挖掘/ });
    expect(within(first).getByText('单周')).toBeTruthy();
    expect(within(second).getByText('双周')).toBeTruthy();
    // Side by side: each takes half of the day's column, the even one after the odd one.
    expect(first.style.width).toBe('calc(50% - 4px)');
    expect(second.style.marginInlineStart).toBe('calc(50% + 2px)');
  });

  it('speaks English, weekends included when a class is on one', () => {
    act(() => useSettings.setState({ language: 'en' }));
    render(<WeekGrid entries={[odd, even, entry({ id: 'sat', weekday: 6, start: 3, end: 4 })]} label="Room timetable" />);
    expect(screen.getByText('Sat')).toBeTruthy();
    expect(screen.getByText('Sun')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /Wed Periods 1-2 Machine Learning/ })).getByText('Odd weeks')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /Wed Periods 1-2 Data Mining/ })).getByText('Even weeks')).toBeTruthy();
    // Names of people and rooms are data and stay as they are; nothing else is Chinese.
    expect((document.body.textContent ?? '').replace(/许笑愚|理科楼A101/g, '')).not.toMatch(/\p{Script=Han}/u);
  });

  it('marks a holiday in a week and names the class it cancels', () => {
    const thursday = entry({ id: 'thu', weekday: 4, start: 3, end: 4, skipped: [{ date: '2026-10-01', name: '国庆节', nameEn: 'National Day' }] });
    render(<WeekGrid entries={[thursday]} label="课表" week={{ term, week: 5 }} />);
    expect(screen.getByText('国庆节（放假）')).toBeTruthy();
    expect(screen.getByText('10-01')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /周四 第3-4节/ })).getByText('国庆节，停课')).toBeTruthy();
  });

  it('makes every cell a button named by its day and period when the editor places sessions', () => {
    const onCellClick = vi.fn();
    render(
      <WeekGrid
        entries={[odd]}
        label="排课"
        showWeekend
        shade={(weekday, period) => (weekday === 2 && period === 3 ? 'free' : weekday === 3 ? 'busy' : undefined)}
        onCellClick={onCellClick}
        entryState={() => 'conflict'}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(7 * 12);
    fireEvent.click(screen.getByRole('button', { name: '周二 第3节（空闲）' }));
    expect(onCellClick).toHaveBeenCalledWith(2, 3);
    expect(screen.getByRole('button', { name: '周日 第12节' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '周三 第1节（占用）' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /机器学习.*冲突/ })).getByText('冲突')).toBeTruthy();
  });
});
