import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import type { MyTimetable } from '../api/keys.ts';
import { todayText, weekOfToday } from '../components/timetable-board.tsx';
import MyTimetablePage, { taughtIn } from './my-timetable-page.tsx';

const backend = mockBackend();

afterEach(() => {
  vi.restoreAllMocks();
  act(() => useSettings.setState({ language: 'zh' }));
});

/** The signed-in account's own timetable of the current term, as the server holds it. */
async function mineOf(account: 'student' | 'teacher'): Promise<MyTimetable> {
  const client = await backend.clientAs(account);
  return client.get('/cloud-xj/api/pkgl/timetable/mine', { params: { query: {} } });
}

/** Catches the file the page hands to the browser (jsdom has no object URLs). */
function catchSaved() {
  const saved: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.push(blob);
      return 'blob:timetable';
    },
    revokeObjectURL: () => undefined,
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { saved, click };
}

describe('my timetable (/my/kb, /pkgl/wdkb, issue 23 §2)', () => {
  it('shows the student’s classes of this week, as a list of days on a phone', async () => {
    await backend.signIn('student');
    const mine = await mineOf('student');
    expect(mine.entries.length).toBeGreaterThan(0);
    const week = weekOfToday(mine.term, todayText());
    renderPage(<MyTimetablePage />);
    expect(await screen.findByText('我的课表')).toBeTruthy();
    const grid = await screen.findByRole('region', { name: '我的周课表' });
    const shown = week === null ? mine.entries : mine.entries.filter((entry) => taughtIn(mine.term, entry, week));
    for (const entry of shown) expect(within(grid).getAllByRole('group', { name: new RegExp(entry.kcmc) }).length).toBeGreaterThan(0);
    for (const entry of mine.entries.filter((e) => !shown.includes(e) && !shown.some((s) => s.kcmc === e.kcmc))) {
      expect(within(grid).queryByRole('group', { name: new RegExp(entry.kcmc) })).toBeNull();
    }
  });

  it('names the classes a holiday cancels when every week is shown', async () => {
    await backend.signIn('student');
    const mine = await mineOf('student');
    const skipped = mine.entries.flatMap((entry) => entry.skipped.map((skip) => ({ entry, skip })));
    // National Day takes a whole week of the autumn term: some class of the student's falls on it.
    expect(skipped.length).toBeGreaterThan(0);
    renderPage(<MyTimetablePage />);
    const week = await screen.findByRole('combobox', { name: '教学周' });
    fireEvent.mouseDown(week);
    fireEvent.click((await screen.findAllByTitle('全部周'))[0] as HTMLElement);
    const { entry, skip } = skipped[0]!;
    expect(await screen.findByText('放假停课')).toBeTruthy();
    expect(screen.getAllByText(new RegExp(`${skip.date} ${skip.name}：${entry.kcmc}`)).length).toBeGreaterThan(0);
  });

  it('downloads the term as a calendar (.ics)', async () => {
    await backend.signIn('teacher');
    const { saved, click } = catchSaved();
    renderPage(<MyTimetablePage />);
    fireEvent.click(await screen.findByRole('button', { name: /导出日历 \(\.ics\)/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.type).toMatch(/^text\/calendar/);
    const text = (await saved[0]?.text()) ?? '';
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/\.ics$/);
  });

  it('is in English', async () => {
    await backend.signIn('student');
    const mine = await mineOf('student');
    act(() => useSettings.setState({ language: 'en' }));
    renderPage(<MyTimetablePage />);
    expect(await screen.findByText('My timetable')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export calendar \(\.ics\)/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Week' })).toBeTruthy();
    const named = mine.entries.find((entry) => entry.kcmcEn);
    const week = weekOfToday(mine.term, todayText());
    if (named && (week === null || taughtIn(mine.term, named, week))) expect(screen.getAllByText(named.kcmcEn ?? '').length).toBeGreaterThan(0);
  });
});
