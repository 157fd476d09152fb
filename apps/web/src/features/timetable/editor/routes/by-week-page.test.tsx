import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../../test/mock-backend.tsx';
import { resetDrafts } from '../model/drafts-store.ts';
import ByWeekPage from './by-week-page.tsx';
import { conflictLines, currentTerm, offeringOf, offeringsOf, pick } from './test-support.ts';

const backend = mockBackend();

beforeEach(() => resetDrafts());
afterEach(() => act(() => useSettings.setState({ language: 'zh' })));

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** A cell of the editor's grid by weekday and period, by its name (which says free or busy once the shading is in). */
function cell(weekday: number, period: number): HTMLElement {
  const found = screen.getAllByLabelText(new RegExp(`^${WEEKDAYS[weekday - 1]} 第${period}节(（(空闲|占用)）)?$`));
  if (!found[0]) throw new Error(`no cell ${weekday} ${period}`);
  return found[0];
}

describe('timetable by week (ZcPkxxForm, issue 23 §2)', () => {
  it('shades the free cells, shows a clash naming the other offering, stores nothing before 保存, and keeps the drafts on a 409', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const term = await currentTerm(staff);
    const offerings = await offeringsOf(staff, term.id);
    const target = await offeringOf(staff, `jxb-${term.id}-002`);
    expect(target.slots).toEqual([]);
    // A room and slot taken every week by an offering that shares nothing else with the target.
    const teachers = new Set(target.teachers.map((teacher) => teacher.gh));
    const other = offerings.find(
      (item) =>
        item.id !== target.id &&
        item.roomId &&
        item.weeks.parity === 'all' &&
        item.slots.length > 0 &&
        !item.teachers.some((teacher) => teachers.has(teacher.gh)),
    );
    if (!other?.roomId || !other.room) throw new Error('the seed places offerings in rooms');
    const slot = other.slots[0];
    if (!slot) throw new Error('a slot');

    renderPage(<ByWeekPage />, { route: `/pkgl/pkxxwh/ZcPkxxForm?id=${target.id}` });
    await screen.findByRole('region', { name: `${target.kcmc} 的排课网格` });
    await pick('教室', other.room, new RegExp(`^${other.room}（`));

    // Free cells are shaded while the offering is being placed; the other offering's slot is busy.
    await waitFor(() => expect(cell(slot.weekday, slot.start).getAttribute('aria-label')).toMatch(/（占用）$/), { timeout: 5000 });
    const free = screen.getAllByRole('button', { name: /（空闲）$/ });
    expect(free.length).toBeGreaterThan(0);
    expect(free[0]?.className).toContain('gs-tt-free');

    fireEvent.click(cell(slot.weekday, slot.start));
    const drafts = await screen.findByRole('list', { name: '草稿（1）' });
    expect(within(drafts).getByText(`${WEEKDAYS[slot.weekday - 1]} 第${slot.start}-${Math.min(12, slot.start + 1)}节`)).toBeTruthy();
    await waitFor(() => expect(conflictLines().some((line) => line.includes('教室冲突') && line.includes(other.kcmc))).toBe(true), { timeout: 5000 });
    const line = conflictLines().find((text) => text.includes('教室冲突') && text.includes(other.kcmc)) ?? '';
    expect(line).toMatch(/冲突日期（共 \d+ 次）：\d{4}-\d{2}-\d{2}/);
    // The clash is red on the grid too.
    expect(screen.getAllByLabelText(/ · 冲突$/).length).toBeGreaterThan(0);

    // Nothing is stored by drafting or checking.
    expect((await offeringOf(staff, target.id)).slots).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /保存（1）/ }));
    expect(await screen.findByText('排课有冲突，没有保存。草稿仍保留，请调整后再保存。', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('list', { name: '草稿（1）' })).toBeTruthy();
    expect((await offeringOf(staff, target.id)).slots).toEqual([]);
  });

  it('does not flag an odd-weeks session beside an even-weeks one in the same room and slot, and saves', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const term = await currentTerm(staff);
    const offerings = await offeringsOf(staff, term.id);
    const odd = offerings.find(
      (item) =>
        item.weeks.parity === 'odd' &&
        offerings.some(
          (even) =>
            even.weeks.parity === 'even' &&
            even.roomId === item.roomId &&
            even.slots.some((s) => item.slots.some((o) => o.weekday === s.weekday && o.start <= s.end && s.start <= o.end)),
        ),
    );
    if (!odd) throw new Error('the seed has an odd/even pair in one room and slot');

    renderPage(<ByWeekPage />, { route: `/pkgl/pkxxwh/ZcPkxxForm?id=${odd.id}` });
    await screen.findByRole('region', { name: `${odd.kcmc} 的排课网格` });
    // A second session in a cell free for two periods: the whole placement (the odd-weeks slot with it) is checked.
    const isFree = (weekday: number, period: number) => /（空闲）$/.test(cell(weekday, period).getAttribute('aria-label') ?? '');
    const findSpot = (): { weekday: number; period: number } | null => {
      for (let weekday = 1; weekday <= 5; weekday++)
        for (let period = 1; period < 12; period++)
          if (
            !odd.slots.some((s) => s.weekday === weekday && s.start <= period + 1 && period <= s.end) &&
            isFree(weekday, period) &&
            isFree(weekday, period + 1)
          )
            return { weekday, period };
      return null;
    };
    const spot = await waitFor(
      () => {
        const found = findSpot();
        if (!found) throw new Error('no free cell yet');
        return found;
      },
      { timeout: 5000 },
    );
    const { weekday, period } = spot;
    fireEvent.click(cell(weekday, period));
    expect(await screen.findByText('没有冲突', {}, { timeout: 5000 })).toBeTruthy();
    expect(conflictLines()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /保存（1）/ }));
    expect(await screen.findByText('已保存 1 个教学班的排课', {}, { timeout: 5000 })).toBeTruthy();
    const stored = await offeringOf(staff, odd.id);
    expect(stored.slots).toEqual(expect.arrayContaining([...odd.slots, { weekday, start: period, end: period + 1 }]));
  });

  it('is in English: no Chinese of its own, only the names of courses, people and rooms', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const term = await currentTerm(staff);
    const offerings = await offeringsOf(staff, term.id);
    const rooms = (await staff.get('/kernel/rooms', { params: { query: { size: 100_000 } } })).records;
    const target = offerings.find((item) => item.id === `jxb-${term.id}-002`);
    if (!target) throw new Error('the seed has offering 002');
    act(() => useSettings.setState({ language: 'en' }));
    renderPage(<ByWeekPage />, { route: `/pkgl/pkxxwh/ZcPkxxForm?id=${target.id}` });
    await screen.findByRole('region', { name: `Timetable grid of ${target.kcmcEn ?? target.kcmc}` });
    fireEvent.click(await screen.findByRole('button', { name: /^Wed, period 3/ }, { timeout: 5000 }));
    await screen.findByRole('list', { name: 'Drafts (1)' });
    await waitFor(() => expect(screen.queryByText('Checking for clashes…')).toBeNull(), { timeout: 5000 });
    // Data may be Chinese (a course without an English name, a teacher, a room); nothing else may.
    const data = [
      ...offerings.flatMap((item) => [item.kcmc, item.xymc, item.room ?? '', ...item.teachers.map((teacher) => teacher.xm)]),
      ...rooms.flatMap((room) => [room.name, room.building]),
    ].join('\n');
    const runs = (document.body.textContent ?? '').match(/[\p{Script=Han}\u3000-\u303f\uff00-\uffef]+/gu) ?? [];
    expect(runs.filter((run) => !data.includes(run))).toEqual([]);
  });
});
