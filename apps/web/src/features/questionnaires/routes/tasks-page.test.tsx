import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import TasksPage from './tasks-page.tsx';

const backend = mockBackend();

afterEach(() => {
  vi.restoreAllMocks();
  act(() => useSettings.setState({ language: 'zh' }));
});

/** Where the page sent the user (the shell opens it as a tab). */
function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

const OPEN_TITLE = '2026年研究生培养满意度调查';

describe('the published tasks (/examination/rwfb, issue 24 §2)', () => {
  it('lists the tasks with state, respondents and the answered share, and opens answers and analysis', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const open = await staff.get('/cloud-xj/api/examination/tasks/{id}', { params: { path: { id: 'rw-0001' } } });
    renderPage(
      <>
        <TasksPage />
        <Where />
      </>,
      { route: '/examination/rwfb' },
    );
    expect(await screen.findByText('任务（共 3 个）')).toBeTruthy();
    expect(screen.getByText(OPEN_TITLE)).toBeTruthy();
    expect(screen.getByText('进行中')).toBeTruthy();
    expect(screen.getAllByText('已结束')).toHaveLength(2);
    expect(screen.getByText(String(open.respondents))).toBeTruthy();
    expect(screen.getByTitle(`${open.answered} / ${open.respondents}`).textContent).toBe(
      `${open.answered}${Math.round((open.answered / open.respondents) * 100)}%`,
    );
    expect(screen.getByText('答题进度每 10 秒更新')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(`分析：${OPEN_TITLE}`));
    expect(screen.getByLabelText('where').textContent).toBe('/examination/answer/analysis?taskId=rw-0001');
    fireEvent.click(screen.getByLabelText(`答卷：${OPEN_TITLE}`));
    expect(screen.getByLabelText('where').textContent).toBe('/examination/answer/view?taskId=rw-0001');
    // A task with submitted sheets is closed, never deleted.
    expect(screen.queryByLabelText(`删除：${OPEN_TITLE}`)).toBeNull();
  });

  it('exports the answers to Excel', async () => {
    await backend.signIn('staff');
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:answers';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<TasksPage />, { route: '/examination/rwfb' });
    fireEvent.click(await screen.findByLabelText(`导出 Excel：${OPEN_TITLE}`));
    await waitFor(() => expect(saved).toHaveLength(1));
    const bytes = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/\.xlsx$/);
  });

  it('extends a task, then closes it after a confirmation', async () => {
    await backend.signIn('staff');
    renderPage(<TasksPage />, { route: '/examination/rwfb' });
    fireEvent.click(await screen.findByLabelText(`延期：${OPEN_TITLE}`));
    const extend = await screen.findByRole('dialog');
    fireEvent.change(within(extend).getByLabelText('新的截止时间'), { target: { value: '2027-07-15T18:00' } });
    fireEvent.click(within(extend).getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('截止时间已改为 2027-07-15 18:00')).toBeTruthy();
    expect(await screen.findByText('2027-07-15 18:00')).toBeTruthy();

    fireEvent.click(screen.getByLabelText(`结束：${OPEN_TITLE}`));
    await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)?.textContent).toMatch(/确定结束吗/));
    fireEvent.click(within(screen.getAllByRole('dialog').at(-1) as HTMLElement).getByRole('button', { name: /结\s?束/ }));
    expect(await screen.findByText('任务已结束')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('已结束')).toHaveLength(3));
    const staff = await backend.clientAs('staff');
    const task = await staff.get('/cloud-xj/api/examination/tasks/{id}', { params: { path: { id: 'rw-0001' } } });
    expect(task.status).toBe('closed');
  });

  it('deletes a task nobody has answered, after a confirmation', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const made = await staff.post('/cloud-xj/api/examination/tasks', {
      body: {
        questionnaireId: 'wj-0004',
        title: '新生适应调查（试发）',
        audience: { roles: ['student'], colleges: ['001'], cohorts: [] },
        openAt: '2027-01-01 08:00:00',
        closeAt: '2027-01-31 18:00:00',
        anonymous: false,
      },
    });
    renderPage(<TasksPage />, { route: '/examination/rwfb' });
    expect(await screen.findByText('未开始')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(`删除：${made.title}`));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(`删除“${made.title}”及其草稿，确定删除吗？`)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('任务已删除')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(made.title)).toBeNull());
  });

  it('is in English', async () => {
    await backend.signIn('staff');
    act(() => useSettings.setState({ language: 'en' }));
    renderPage(<TasksPage />, { route: '/examination/rwfb' });
    expect(await screen.findByLabelText(`Export to Excel: ${OPEN_TITLE}`)).toBeTruthy();
    expect(screen.getByText('Tasks (3)')).toBeTruthy();
    expect(screen.getByText('Publish task')).toBeTruthy();
  });
});
