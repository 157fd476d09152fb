import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../../test/mock-backend.tsx';
import { resetDrafts } from '../model/drafts-store.ts';
import ByDatePage from './by-date-page.tsx';
import { currentTerm, offeringOf, pick } from './test-support.ts';

const backend = mockBackend();

beforeEach(() => resetDrafts());

describe('timetable by date (RqPkxxForm, issue 23 §2)', () => {
  it('offers the term’s dates with the holidays disabled and named, drafts a make-up, stores it only on 保存', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const term = await currentTerm(staff);
    const holiday = term.holidays[0];
    if (!holiday) throw new Error('the seed gives the term holidays');
    const id = `jxb-${term.id}-002`;
    const view = renderPage(<ByDatePage />, { route: `/pkgl/pkxxwh/RqPkxxForm?id=${id}` });
    const date = await screen.findByRole('combobox', { name: '日期' });

    // A holiday is there, disabled, with its name.
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: holiday.date } });
    const off = await screen.findByTitle(new RegExp(`^${holiday.date} 周. ${holiday.name}（放假，不能排课）$`));
    expect(off.className).toContain('disabled');

    // A Saturday evening after the holiday week: no one of the offering is taken then.
    await pick(date, '2026-10-10', /^2026-10-10 周六$/);
    await pick('开始节次', '', /^第11节$/);
    await pick('结束节次', '', /^第12节$/);
    fireEvent.click(screen.getByRole('button', { name: /加入草稿/ }));
    const drafts = await screen.findByRole('listitem', { name: /计算机视觉/ });
    expect(within(drafts).getByText('2026-10-10 周六 第11-12节')).toBeTruthy();
    expect(await screen.findByText('没有冲突', {}, { timeout: 5000 })).toBeTruthy();
    expect((await offeringOf(staff, id)).dates).toEqual([]);

    // The page taken down (its tab closed) and opened again: the drafts are still there, and it says so.
    view.unmount();
    renderPage(<ByDatePage />, { route: `/pkgl/pkxxwh/RqPkxxForm?id=${id}` });
    expect(await screen.findByText('已恢复上次未保存的草稿（1 个教学班）')).toBeTruthy();
    expect(await screen.findByText('2026-10-10 周六 第11-12节')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /保存（1）/ }));
    expect(await screen.findByText('已保存 1 个教学班的排课', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(async () => expect((await offeringOf(staff, id)).dates).toEqual([{ date: '2026-10-10', start: 11, end: 12 }]));
  });
});
