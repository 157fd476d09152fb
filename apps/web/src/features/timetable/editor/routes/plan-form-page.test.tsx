import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../../test/mock-backend.tsx';
import PlanFormPage from './plan-form-page.tsx';
import { conflictLines, currentTerm, offeringOf, offeringsOf, pick } from './test-support.ts';

const backend = mockBackend();

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

describe('an offering’s plan (pkjhForm, issue 23 §2)', () => {
  it('shows the clash of a weekly slot before saving, naming the other offering; a save keeps the offering and refuses the placement', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const term = await currentTerm(staff);
    const offerings = await offeringsOf(staff, term.id);
    const target = await offeringOf(staff, `jxb-${term.id}-002`);
    const teachers = new Set(target.teachers.map((teacher) => teacher.gh));
    const other = offerings.find(
      (item) =>
        item.id !== target.id &&
        item.roomId &&
        item.weeks.parity === 'all' &&
        item.slots.length > 0 &&
        !item.teachers.some((teacher) => teachers.has(teacher.gh)),
    );
    const slot = other?.slots[0];
    if (!other?.room || !slot) throw new Error('the seed places offerings in rooms');

    renderPage(<PlanFormPage />, { route: `/pkxxwh/pkjhForm?id=${target.id}` });
    expect(await screen.findByText(`排课计划：${target.kcmc}（${target.kcdm}）`)).toBeTruthy();
    await pick('教室', other.room, new RegExp(`^${other.room}（`));
    fireEvent.click(screen.getByRole('button', { name: /添加上课时间/ }));
    await pick('第 1 个上课时间 星期', '', new RegExp(`^${WEEKDAYS[slot.weekday - 1]}$`));
    await pick('第 1 个上课时间 开始节次', '', new RegExp(`^第${slot.start}节$`));
    await pick('第 1 个上课时间 结束节次', '', new RegExp(`^第${slot.end}节$`));

    await waitFor(() => expect(conflictLines().some((line) => line.includes('教室冲突') && line.includes(other.kcmc))).toBe(true), { timeout: 5000 });
    expect((await offeringOf(staff, target.id)).slots).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    expect(await screen.findByText('教学班信息已保存，但排课有冲突没有保存，请调整后再保存。', {}, { timeout: 5000 })).toBeTruthy();
    expect((await offeringOf(staff, target.id)).slots).toEqual([]);
  });

  it('opens a new offering of a library course with its teacher, and saves it with its placement', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const term = await currentTerm(staff);
    const course = (await staff.get('/cloud-xj/api/pkgl/kcgl', { params: { query: { size: 1 } } })).records[0];
    const teacher = (await staff.get('/kernel/teachers', { params: { query: { size: 1 } } })).records[0];
    if (!course || !teacher) throw new Error('the seed has courses and teachers');
    const before = (await offeringsOf(staff, term.id)).length;

    renderPage(<PlanFormPage />, { route: '/pkxxwh/pkjhForm' });
    expect(await screen.findByText('新增教学班')).toBeTruthy();
    await pick('课程', course.kcdm, new RegExp(`^${course.kcdm} `));
    await pick('任课教师', teacher.gh, new RegExp(`^${teacher.xm}（${teacher.gh}）$`));
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    expect(await screen.findByText('已保存教学班和排课', {}, { timeout: 10000 })).toBeTruthy();
    const offerings = await offeringsOf(staff, term.id);
    expect(offerings).toHaveLength(before + 1);
    const created = offerings.find((item) => item.kcdm === course.kcdm && item.teachers.some((one) => one.gh === teacher.gh) && item.enrolled === 0);
    expect(created).toMatchObject({ capacity: 30, scale: 'score', slots: [] });
    // The page goes on with the offering it made: its title names the course now.
    expect(await screen.findByText(`排课计划：${course.kcmc}（${course.kcdm}）`)).toBeTruthy();
  });
});
