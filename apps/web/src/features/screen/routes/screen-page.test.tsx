import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import ScreenPage from './screen-page.tsx';

// jsdom has no canvas: a chart is its labelled box here (the browser tests look at the canvases).
vi.mock('../components/screen-chart.tsx', () => ({
  ScreenChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const backend = mockBackend();

afterEach(() => {
  act(() => useSettings.setState({ language: 'zh' }));
});

const panel = (name: RegExp | string) => screen.getByRole('region', { name });

/** The figure under a caption in a panel, as a reader hears it. */
function figure(region: HTMLElement, caption: string): string {
  const label = within(region).getByText(caption, { exact: true });
  return label.closest('.gs-screen-figure')?.querySelector('.gs-screen-sr')?.textContent ?? '';
}

describe('the data screen (/screen, issue 24 §3)', () => {
  it("shows each panel's figures as the server counts them, in Chinese and in English", async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const [students, applications, timetable] = await Promise.all([
      staff.get('/cloud-xj/api/screen/students'),
      staff.get('/cloud-xj/api/screen/applications'),
      staff.get('/cloud-xj/api/screen/timetable'),
    ]);
    renderPage(<ScreenPage />, { route: '/screen' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('研究生教育数据大屏');
    await waitFor(() => expect(figure(panel('在籍学生'), '学生总数')).toBe(students.total.toLocaleString('en-US')));
    expect(figure(panel('在籍学生'), '在读')).toBe(students.enrolled.toLocaleString('en-US'));
    await waitFor(() => expect(figure(panel('事务办理'), '办理中')).toBe(String(applications.inProgress)));
    expect(figure(panel('事务办理'), '已超时')).toBe(String(applications.overdue));
    await waitFor(() => expect(figure(panel('本学期排课'), '教学班')).toBe(String(timetable.offerings)));
    expect(within(panel('本学期排课')).getByText(new RegExp(`第 ${timetable.week} 周`))).toBeTruthy();
    expect(within(panel('在籍学生')).getByRole('img', { name: '各学院学生人数图表' })).toBeTruthy();
    await waitFor(() => expect(within(panel('最新动态')).getAllByRole('listitem').length).toBeGreaterThan(0));

    fireEvent.click(within(screen.getByRole('group', { name: '语言' })).getByRole('button', { name: 'EN' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Postgraduate Education Data Screen');
    expect(figure(panel('Students'), 'Enrolled')).toBe(students.enrolled.toLocaleString('en-US'));
  });

  it('shows a failing panel’s error inside it, with a retry, while the others show their figures', async () => {
    await backend.signIn('staff');
    let failures = 0;
    backend.server.use(
      http.get('*/cloud-xj/api/screen/degrees', () => {
        failures += 1;
        return HttpResponse.json({ code: 500, message: '统计服务暂不可用', data: null }, { status: 500 });
      }),
    );
    renderPage(<ScreenPage />, { route: '/screen' });
    const degrees = panel('学位授予');
    expect((await within(degrees).findByRole('alert')).textContent).toContain('统计服务暂不可用');
    expect(failures).toBeGreaterThan(0);
    await waitFor(() => expect(figure(panel('在籍学生'), '学生总数')).not.toBe(''));
    expect(within(panel('在籍学生')).queryByRole('alert')).toBeNull();

    backend.server.resetHandlers();
    fireEvent.click(within(degrees).getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(within(degrees).queryByRole('alert')).toBeNull());
    expect(within(degrees).getByText('累计授予')).toBeTruthy();
  });
});
