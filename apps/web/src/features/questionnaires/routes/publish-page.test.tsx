import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import PublishPage from './publish-page.tsx';

const backend = mockBackend();

afterEach(() => act(() => useSettings.setState({ language: 'zh' })));

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

describe('publishing a questionnaire (/rwfb/form, issue 24 §2)', () => {
  it('publishes the questionnaire of the link to students of a college, and says how many will answer', async () => {
    await backend.signIn('staff');
    renderPage(
      <>
        <PublishPage />
        <Where />
      </>,
      { route: '/rwfb/form?questionnaireId=wj-0004' },
    );
    expect(await screen.findByText('新生入学适应情况调查（2 题）')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('任务标题'), { target: { value: '2027级新生入学适应调查' } });
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '2027-01-04T08:00' } });
    fireEvent.change(screen.getByLabelText('截止时间'), { target: { value: '2027-01-20T18:00' } });
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: /发\s?布/ }));
    const done = await screen.findByText(/^已发布“2027级新生入学适应调查”，共 \d+ 人需要填写$/);
    await waitFor(() => expect(screen.getByLabelText('where').textContent).toBe('/examination/rwfb'));

    const staff = await backend.clientAs('staff');
    const tasks = await staff.get('/cloud-xj/api/examination/tasks', { params: { query: { keyword: '2027级新生' } } });
    const task = tasks.records[0];
    expect(task?.openAt).toBe('2027-01-04 08:00:00');
    expect(task?.closeAt).toBe('2027-01-20 18:00:00');
    expect(task?.anonymous).toBe(true);
    expect(task?.audience).toEqual({ roles: ['student'], colleges: [], cohorts: [] });
    expect(done.textContent).toContain(`共 ${task?.respondents} 人`);
  });

  it('says what is missing or wrong before sending', async () => {
    await backend.signIn('staff');
    renderPage(<PublishPage />, { route: '/rwfb/form' });
    await screen.findByText('发布问卷任务');
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '2027-02-01T08:00' } });
    fireEvent.change(screen.getByLabelText('截止时间'), { target: { value: '2027-01-20T18:00' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s?布/ }));
    expect(await screen.findByText('请选择问卷')).toBeTruthy();
    expect(await screen.findByText('截止时间须晚于开始时间')).toBeTruthy();
  });

  it('shows the server’s refusal (a close time in the past)', async () => {
    await backend.signIn('staff');
    renderPage(<PublishPage />, { route: '/rwfb/form?questionnaireId=wj-0004' });
    await screen.findByText('新生入学适应情况调查（2 题）');
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '2020-01-04T08:00' } });
    fireEvent.change(screen.getByLabelText('截止时间'), { target: { value: '2020-01-20T18:00' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s?布/ }));
    // Kept above the form (RefusalAlert) after the toast has gone.
    expect((await screen.findAllByText('截止时间 2020-01-20 18:00:00 已经过去')).length).toBeGreaterThan(0);
    const staff = await backend.clientAs('staff');
    const tasks = await staff.get('/cloud-xj/api/examination/tasks', { params: { query: { keyword: '新生入学适应情况调查' } } });
    expect(tasks.total).toBe(0);
  });

  it('is in English', async () => {
    await backend.signIn('staff');
    act(() => useSettings.setState({ language: 'en' }));
    renderPage(<PublishPage />, { route: '/rwfb/form?questionnaireId=wj-0004' });
    expect(await screen.findByText('新生入学适应情况调查 (2 questions)')).toBeTruthy();
    expect(screen.getByLabelText('Closes')).toBeTruthy();
    expect(screen.getByText('Students')).toBeTruthy();
  });
});
