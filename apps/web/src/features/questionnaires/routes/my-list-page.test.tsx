import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import MyListPage from './my-list-page.tsx';

const backend = mockBackend();

afterEach(() => act(() => useSettings.setState({ language: 'zh' })));

describe('my questionnaires (/my/wj, /examination/myjob, issue 24 §2)', () => {
  it('lists what a student has to do, has done and missed, each with its dates and action', async () => {
    await backend.signIn('student');
    renderPage(<MyListPage />, { route: '/my/wj' });
    const todo = await screen.findByRole('article', { name: '2026年研究生培养满意度调查' });
    expect(within(todo).getByText('未填写')).toBeTruthy();
    expect(within(todo).getByText('截止时间：2027-06-30 23:59')).toBeTruthy();
    expect(within(todo).getByRole('button', { name: '填写：2026年研究生培养满意度调查' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '已完成' }));
    const done = await screen.findByRole('article', { name: '2025-2026学年第二学期课程教学质量评价' });
    expect(within(done).getByText('已提交')).toBeTruthy();
    expect(within(done).getByText(/^提交时间：2026-\d\d-\d\d \d\d:\d\d$/)).toBeTruthy();
    expect(within(done).getByRole('button', { name: '查看：2025-2026学年第二学期课程教学质量评价' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '已截止' }));
    const closed = await screen.findByRole('article', { name: '2025-2026学年导师指导情况调查' });
    expect(within(closed).getByText('截止时间：2026-06-30 23:59')).toBeTruthy();
  });

  it('shows a saved draft as such, to continue', async () => {
    await backend.signIn('student');
    const student = await backend.clientAs('student');
    await student.put('/cloud-xj/api/examination/mine/{id}/draft', { params: { path: { id: 'rw-0001' } }, body: { answers: { q1: 'a' } } });
    renderPage(<MyListPage />, { route: '/my/wj' });
    const todo = await screen.findByRole('article', { name: '2026年研究生培养满意度调查' });
    expect(within(todo).getByText('有草稿')).toBeTruthy();
    expect(within(todo).getByRole('button', { name: /继续填写/ })).toBeTruthy();
  });

  it('says so when there is nothing to fill in (a teacher)', async () => {
    await backend.signIn('teacher');
    renderPage(<MyListPage />, { route: '/examination/myjob' });
    expect(await screen.findByText('没有待填写的问卷')).toBeTruthy();
  });

  it('is in English', async () => {
    await backend.signIn('student');
    act(() => useSettings.setState({ language: 'en' }));
    renderPage(<MyListPage />, { route: '/my/wj' });
    const todo = await screen.findByRole('article', { name: '2026年研究生培养满意度调查' });
    expect(within(todo).getByText('Closes: 2027-06-30 23:59')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Closed' })).toBeTruthy();
  });
});
