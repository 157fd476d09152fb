import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import { pdfFile } from '../test-support.tsx';
import DefencesPage from './dbjl-page.tsx';

const backend = mockBackend();

const DEFENCES = '/cloud-xj/api/xw/dbjl/defences' as const;

describe('defences (/xw/dbjl, issue 24 §1)', () => {
  it('shows a teacher the defences they sit on, and lets them record only their own vote', async () => {
    const user = await backend.signIn('teacher');
    const teacher = await backend.clientAs('teacher');
    const mine = await teacher.get(DEFENCES, { params: { query: { state: 'scheduled', current: 1, size: 10 } } });
    const defence = mine.records.find((d) => d.mayVote && !d.mayRecord);
    if (!defence) throw new Error('the seed seats the teacher account on a scheduled defence');
    renderPage(<DefencesPage />, { route: '/xw/dbjl' });
    expect(await screen.findByText(/^我参加的答辩（共 \d+ 场）$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '安排答辩' })).toBeNull();
    const list = screen.getByRole('region', { name: '答辩记录列表' });
    fireEvent.click(await within(list).findByRole('button', { name: `表决：${defence.xm}` }));
    const dialog = await screen.findByRole('dialog', { name: `记录表决：${defence.xm}的答辩` });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const own = defence.members.find((m) => m.gh === user?.user.gh);
    if (!own) throw new Error('the teacher is a member');
    // One choice: their own seat (antd's listbox names options by value, the staff number; the item shows the name).
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([own.gh]);
    expect((await screen.findAllByTitle(new RegExp(`^${own.xm}（`))).length).toBeGreaterThan(0);
  });

  it("records the secretary's vote, then closes the defence with the resolution and the record; the result follows the votes", async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const open = (await staff.get(DEFENCES, { params: { query: { state: 'scheduled', current: 1, size: 50 } } })).records;
    const defence = open.find((d) => d.members.filter((m) => m.vote === null).length === 1);
    if (!defence) throw new Error('the seed has a defence waiting for one vote');
    const secretary = defence.members.find((m) => m.vote === null)!;
    renderPage(<DefencesPage />, { route: '/xw/dbjl' });
    const list = await screen.findByRole('region', { name: '答辩记录列表' });
    fireEvent.click(await within(list).findByRole('button', { name: `记录表决：${defence.xm}` }));
    const vote = await screen.findByRole('dialog', { name: `记录表决：${defence.xm}的答辩` });
    fireEvent.mouseDown(within(vote).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle(new RegExp(`^${secretary.xm}（`)));
    fireEvent.click(within(vote).getByRole('radio', { name: '同意' }));
    fireEvent.click(within(vote).getByRole('button', { name: /^记\s?录$/ }));
    expect(await screen.findByText(`已记录${secretary.xm}的表决`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(await within(list).findByRole('button', { name: `结束答辩：${defence.xm}` }));
    const close = await screen.findByRole('dialog', { name: `结束答辩：${defence.xm}` });
    const total = defence.members.length;
    expect(within(close).getByText(`同意 ${total} 票，不同意 0 票，共 ${total} 人；通过要求：同意票不少于三分之二`)).toBeTruthy();
    fireEvent.change(within(close).getByLabelText('答辩决议'), { target: { value: '答辩委员会一致同意通过论文答辩，建议授予学位。' } });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- the upload's own checks of the picked file settle
    await act(async () => {
      fireEvent.change(within(close).getByLabelText('答辩记录'), { target: { files: [pdfFile('答辩记录.pdf')] } });
    });
    await within(close).findByRole('listitem', { name: /答辩记录\.pdf/ });
    fireEvent.click(within(close).getByRole('button', { name: '结束答辩' }));
    expect(await screen.findByText(`${defence.xm}的答辩已结束`)).toBeTruthy();
    const after = await staff.get('/cloud-xj/api/xw/dbjl/defences/{defenceId}', { params: { path: { defenceId: defence.id } } });
    expect(after.state).toBe('passed');
    expect(after.recordFile?.name).toBe('答辩记录.pdf');
  });

  it('schedules a defence for a student whose thesis passed, with a committee that keeps the rule', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const passed = (await staff.get('/cloud-xj/api/xw/lwps/theses', { params: { query: { state: 'passed', current: 1, size: 200 } } })).records;
    const defended = new Set((await staff.get(DEFENCES, { params: { query: { current: 1, size: 200 } } })).records.map((d) => d.xykh));
    const row = passed.find((r) => !defended.has(r.xykh));
    if (!row) throw new Error('the seed has a passed thesis with no defence yet');
    const teachers = (await staff.get('/cloud-xj/api/xw/students/{xykh}/teachers', { params: { path: { xykh: row.xykh } } })).filter(
      (t) => t.excluded === null,
    );
    renderPage(<DefencesPage />, { route: '/xw/dbjl' });
    fireEvent.click(await screen.findByRole('button', { name: /安排答辩$/ }));
    const dialog = await screen.findByRole('dialog', { name: '安排答辩' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '学生' }));
    fireEvent.click(await screen.findByTitle(`${row.xm}（${row.xykh}）· ${row.code} ${row.title}`));
    expect(await within(dialog).findByText(`${row.code}：${row.title}`)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('答辩时间'), { target: { value: '2026-12-10T14:30' } });
    fireEvent.change(within(dialog).getByLabelText('答辩地点'), { target: { value: '信息楼 305' } });
    const seat = async (name: string, role: string) => {
      fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: `${name}的委员会职务` }));
      const options = await screen.findAllByTitle(role);
      fireEvent.click(options.at(-1)!);
    };
    const [chair, secretary, member] = teachers;
    if (!chair || !secretary || !member) throw new Error('three teachers may sit');
    await seat(chair.xm, '主席');
    await seat(secretary.xm, '秘书');
    // Two seats: the committee rule says why before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: /安\s?排/ }));
    expect(await within(dialog).findByText(/答辩委员会须有 3 至 5 名委员/)).toBeTruthy();
    await seat(member.xm, '委员');
    fireEvent.click(within(dialog).getByRole('button', { name: /安\s?排/ }));
    expect(await screen.findByText(`已为${row.xm}安排答辩`)).toBeTruthy();
    const after = (await staff.get(DEFENCES, { params: { query: { keyword: row.xykh, current: 1, size: 10 } } })).records[0];
    expect(after).toMatchObject({ xykh: row.xykh, time: '2026-12-10 14:30', room: '信息楼 305', state: 'scheduled' });
    expect(after?.members.map((m) => [m.xm, m.role])).toEqual([
      [chair.xm, 'chair'],
      [secretary.xm, 'secretary'],
      [member.xm, 'member'],
    ]);

    // Before anyone votes, the defence moves to another room from its detail, its committee kept as seated.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '安排答辩' })).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: `详情：${row.xm}` }));
    fireEvent.click(await screen.findByRole('button', { name: '修改安排' }));
    const change = await screen.findByRole('dialog', { name: '修改答辩安排' });
    expect(within(change).getByLabelText('答辩地点')).toHaveProperty('value', '信息楼 305');
    // The committee's own members are seated and may be moved or unseated (the list names them as on a committee).
    expect(await within(change).findByRole('combobox', { name: `${member.xm}的委员会职务` })).toHaveProperty('disabled', false);
    fireEvent.change(within(change).getByLabelText('答辩地点'), { target: { value: '信息楼 402' } });
    fireEvent.click(within(change).getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText(`${row.xm}的答辩安排已修改`)).toBeTruthy();
    const moved = await staff.get('/cloud-xj/api/xw/dbjl/defences/{defenceId}', { params: { path: { defenceId: after!.id } } });
    expect(moved).toMatchObject({ time: '2026-12-10 14:30', room: '信息楼 402', state: 'scheduled' });
    expect(moved.members.map((m) => [m.xm, m.role])).toEqual(after?.members.map((m) => [m.xm, m.role]));
  });
});
