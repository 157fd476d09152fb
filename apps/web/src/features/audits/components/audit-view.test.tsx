import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import MyAuditPage from '../routes/my-audit-page.tsx';
import StudentAuditPage from '../routes/student-audit-page.tsx';

const backend = mockBackend();

afterEach(() => act(() => useSettings.setState({ language: 'zh' })));

/** The block of a course group (a region named after it). */
const block = async (name: string) => screen.findByRole('region', { name });

describe('the degree audit (issue 23 §1)', () => {
  it('shows the student their own audit: a group met (through the seeded waiver), unmet groups and what they still need', async () => {
    await backend.signIn('student');
    renderPage(<MyAuditPage />, { route: '/my/pyjh' });
    const publicGroup = await block('公共必修课');
    expect(within(publicGroup).getByText('已满足')).toBeTruthy();
    expect(within(publicGroup).getByText('免修 GG0005 第一外国语（英语）')).toBeTruthy();
    expect(within(publicGroup).getByText(/李晓梅 于 2024-09-20 10:00 登记/)).toBeTruthy();
    const practice = await block('实践环节');
    expect(within(practice).getByText('未满足')).toBeTruthy();
    expect(within(practice).getByText('还需修读必修课：SJ0003 教学实践')).toBeTruthy();
    const electives = await block('专业选修课');
    expect(within(electives).getByText(/^还差 0\.5 学分，可选：XX\d+ /)).toBeTruthy();
    expect(within(await block('专业学位课')).getByText('在修中')).toBeTruthy();
    const summary = await block('总体进度');
    expect(within(summary).getByText(/还差 \d+(\.\d)? 学分/)).toBeTruthy();
    expect(within(summary).getByText(/最少还需 \d 个学期（当前为第 5 学期）/)).toBeTruthy();
    // A student records no exception.
    expect(screen.queryByRole('button', { name: /登记例外/ })).toBeNull();
  });

  it('reads the same grades against another plan as a what-if, marked so, and back', async () => {
    await backend.signIn('student');
    renderPage(<MyAuditPage />, { route: '/my/pyjh' });
    await block('公共必修课');
    const select = screen.getByRole('combobox', { name: '假设分析' });
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: '软件工程' } });
    const title = (await screen.findAllByTitle(/软件工程/))[0]!;
    fireEvent.click(title);
    expect(await screen.findByText(/^假设分析 \/ What-if：按「软件工程 \d{4} 级.*例外不适用$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回本人培养方案' }));
    await waitFor(() => expect(screen.queryByText(/假设分析 \/ What-if/)).toBeNull());
  });

  it('is in English', async () => {
    await backend.signIn('student');
    act(() => useSettings.setState({ language: 'en' }));
    renderPage(<MyAuditPage />, { route: '/my/pyjh' });
    const practice = await block('Practice');
    expect(within(practice).getByText('Not met')).toBeTruthy();
    expect(within(practice).getByText(/^still required: SJ0003 Teaching Practice$/)).toBeTruthy();
    expect(within(await block('Electives')).getByText(/^still 0\.5 credits from: XX\d+ /)).toBeTruthy();
    expect(within(await block('Public required courses')).getByText('Met')).toBeTruthy();
  });
  it('lets the graduate school record an exception with its reason, which then shows in its group with the author', async () => {
    const student = await backend.signIn('student');
    const xykh = student?.user.xykh ?? '';
    await backend.signIn('staff');
    renderPage(<StudentAuditPage />, { route: `/zdyxd/xspyjhView?xykh=${xykh}` });
    const practice = await block('实践环节');
    fireEvent.click(within(practice).getByRole('button', { name: '为「实践环节」登记例外' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '免修' }));
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '已在合作企业完成同等实践，经学院审核' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(practice).getByText('免修整个课程组')).toBeTruthy());
    expect(within(practice).getByText('原因：已在合作企业完成同等实践，经学院审核')).toBeTruthy();
    expect(within(practice).getByText(/^李晓梅 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 登记$/)).toBeTruthy();
    expect(within(practice).getByText('已满足')).toBeTruthy();
    expect(within(practice).getByText('本课程组已免修')).toBeTruthy();
  });
  it('refuses a student another student’s audit with the server’s reason', async () => {
    await backend.signIn('student');
    renderPage(<StudentAuditPage />, { route: '/zdyxd/xspyjhView?xykh=2019001001' });
    expect(await screen.findByText('无权查看学生 2019001001 的培养计划')).toBeTruthy();
  });

  it('asks staff for a card number when the route gives none, and opens that student’s audit', async () => {
    await backend.signIn('staff');
    renderPage(<StudentAuditPage />, { route: '/zdyxd/xspyjhView' });
    fireEvent.change(await screen.findByRole('searchbox', { name: '学号' }), { target: { value: '2019001001' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*看/ }));
    expect(await screen.findByText('该学生所在专业、年级还没有培养方案')).toBeTruthy();
  });
});
