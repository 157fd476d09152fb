import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../../test/mock-backend.tsx';
import DatedPlanPage from './dated-plan-page.tsx';
import { currentTerm, offeringOf, pick } from './test-support.ts';

const backend = mockBackend();

describe('an offering’s dated sessions (rqpkjhForm, issue 23 §2)', () => {
  it('adds a session to the list, checks it, and stores it only on 保存', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const term = await currentTerm(staff);
    const id = `jxb-${term.id}-002`;
    renderPage(<DatedPlanPage />, { route: `/pkxxwh/rqpkjhForm?id=${id}` });
    expect(await screen.findByText('没有按日期的课次')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /添加一次课/ }));
    await pick('第 1 行 日期', '2026-10-10', /^2026-10-10 周六$/);
    await pick('第 1 行 开始节次', '', /^第11节$/);
    await pick('第 1 行 结束节次', '', /^第12节$/);
    expect(await screen.findByText('没有冲突', {}, { timeout: 5000 })).toBeTruthy();
    expect((await offeringOf(staff, id)).dates).toEqual([]);

    // Leaving with an unsaved change asks first; staying keeps the list as it is.
    fireEvent.click(screen.getByRole('button', { name: /返\s?回/ }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getAllByText('离开此页？').length).toBeGreaterThan(0);
    expect(within(ask).getByText('有 1 个教学班的排课草稿还没有保存，离开后将放弃这些草稿。')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: /取\s?消/ }));

    fireEvent.click(screen.getByRole('button', { name: /保\s?存$/ }));
    expect(await screen.findByText('已保存按日期的课次', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(async () => expect((await offeringOf(staff, id)).dates).toEqual([{ date: '2026-10-10', start: 11, end: 12 }]));
  });
});
