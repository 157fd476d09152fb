import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import type { TimetableEntry, TimetableGrid } from '../api/keys.ts';
import TimetablePage from './list-page.tsx';

const backend = mockBackend();

afterEach(() => act(() => useSettings.setState({ language: 'zh' })));

/** Where the page sent the user (the shell opens it as a tab). */
function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

/** The current term's timetable by room, as the graduate school reads it. */
async function gridByRoom(): Promise<TimetableGrid> {
  const staff = await backend.clientAs('staff');
  const terms = await staff.get('/kernel/terms');
  const term = terms.find((item) => item.current) ?? terms[0];
  return staff.get('/cloud-xj/api/pkgl/timetable', { params: { query: { term: term?.id ?? '', by: 'room' } } });
}

/** A room holding one course on odd weeks and another on even weeks in the same slot (the seed has one). */
function oddEvenPair(grid: TimetableGrid): [TimetableEntry, TimetableEntry] {
  for (const odd of grid.entries) {
    if (odd.weeks?.parity !== 'odd') continue;
    const even = grid.entries.find(
      (other) =>
        other.rowKey === odd.rowKey && other.weeks?.parity === 'even' && other.weekday === odd.weekday && other.start <= odd.end && odd.start <= other.end,
    );
    if (even) return [odd, even];
  }
  throw new Error('the seed has no odd/even pair in one room');
}

describe('schedule maintenance (/pkgl/pkxxwh, issue 23 §2)', () => {
  it('lists the term’s offerings with the editors’ links', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const terms = await staff.get('/kernel/terms');
    const term = terms.find((item) => item.current);
    const page = await staff.get('/cloud-xj/api/pkgl/offerings', { params: { query: { term: term?.id ?? '', size: 20 } } });
    const first = page.records[0];
    if (!first) throw new Error('no offering in the current term');
    renderPage(
      <>
        <TimetablePage />
        <Where />
      </>,
      { route: '/pkgl/pkxxwh' },
    );
    expect(await screen.findByText(`教学班（共 ${page.total} 个）`)).toBeTruthy();
    // By text and label, not by role: role queries walk every element of a list page (slow in jsdom).
    expect(screen.getByText('新增教学班')).toBeTruthy();
    expect(screen.getByText('按周编辑排课')).toBeTruthy();
    expect(screen.getByText('按日期编辑排课')).toBeTruthy();
    const name = `${first.kcdm} ${first.kcmc}`;
    fireEvent.click(await screen.findByLabelText(`${name} 的排课计划`));
    expect(screen.getByLabelText('where').textContent).toBe(`/pkxxwh/pkjhForm?id=${first.id}`);
    fireEvent.click(screen.getByLabelText(`${name} 按日期排课`));
    expect(screen.getByLabelText('where').textContent).toBe(`/pkxxwh/rqpkjhForm?id=${first.id}`);
    fireEvent.click(screen.getByLabelText(`${name} 的选课学生`));
    expect(screen.getByLabelText('where').textContent).toBe(`/pkxxwh/xsxkjg/xsxkjg?id=${first.id}`);
    fireEvent.click(screen.getByText('按周编辑排课'));
    expect(screen.getByLabelText('where').textContent).toBe('/pkgl/pkxxwh/ZcPkxxForm');
  });

  it('shows the timetable by room, and a room’s grid with its odd/even pair side by side', async () => {
    await backend.signIn('staff');
    const grid = await gridByRoom();
    const [odd, even] = oddEvenPair(grid);
    const index = grid.rows.findIndex((row) => row.key === odd.rowKey);
    const room = grid.rows[index];
    renderPage(<TimetablePage />, { route: '/pkgl/pkxxwh?tab=grid' });
    const overview = await screen.findByRole('region', { name: '课表总览' });
    // The overview draws the lines in view (56 px each on a phone, which jsdom is): scroll the room’s line into it.
    fireEvent.scroll(overview, { target: { scrollTop: index * 56 } });
    fireEvent.click(await within(overview).findByRole('button', { name: new RegExp(`^${room?.label ?? ''} `) }));
    const chosen = await screen.findByRole('region', { name: `${room?.label ?? ''} 的课表` });
    const first = within(chosen).getByRole('group', { name: new RegExp(`第${odd.start}-${odd.end}节 ${odd.kcmc}`) });
    const second = within(chosen).getByRole('group', { name: new RegExp(`第${even.start}-${even.end}节 ${even.kcmc}`) });
    expect(within(first).getByText('单周')).toBeTruthy();
    expect(within(second).getByText('双周')).toBeTruthy();
    expect(first.style.width).toBe(second.style.width);
    expect(first.style.width).not.toBe('calc(100% - 4px)');
  });

  it('shows one week with its holidays named (National Day in week 5 of the autumn term)', async () => {
    await backend.signIn('staff');
    renderPage(<TimetablePage />, { route: '/pkgl/pkxxwh?tab=grid' });
    await screen.findByRole('region', { name: '课表总览' });
    fireEvent.click(screen.getByText('单周查看'));
    const week = await screen.findByRole('combobox', { name: '查看的教学周' });
    fireEvent.mouseDown(week);
    fireEvent.click((await screen.findAllByTitle('第5周（09-28 至 10-04）'))[0] as HTMLElement);
    expect(await screen.findByText('周四 · 国庆节')).toBeTruthy();
    expect(screen.getByText(/^第5周 · /)).toBeTruthy();
  });

  it('is in English', async () => {
    await backend.signIn('staff');
    act(() => useSettings.setState({ language: 'en' }));
    renderPage(<TimetablePage />, { route: '/pkgl/pkxxwh?tab=grid' });
    expect(await screen.findByRole('region', { name: 'Timetable overview' })).toBeTruthy();
    expect(screen.getByText('By room')).toBeTruthy();
    expect(screen.getByText('Range of weeks')).toBeTruthy();
    fireEvent.click(screen.getByText('Offerings'));
    expect(await screen.findByText(/^Offerings \(\d+\)$/)).toBeTruthy();
    expect(screen.getByText('Add offering')).toBeTruthy();
  });
});
