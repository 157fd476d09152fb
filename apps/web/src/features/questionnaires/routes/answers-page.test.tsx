import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import AnswersPage from './answers-page.tsx';

const backend = mockBackend();

afterEach(() => act(() => useSettings.setState({ language: 'zh' })));

/** Where the page sent the user (the shell opens it as a tab); the page follows it as the router does. */
function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

/** The first page of a task's sheets, as the graduate school reads it. */
async function sheetsOf(taskId: string) {
  const staff = await backend.clientAs('staff');
  return staff.get('/cloud-xj/api/examination/tasks/{id}/sheets', { params: { path: { id: taskId }, query: { current: 1, size: 20 } } });
}

describe('the answer sheets of a task (examination/answer/view, issue 24 §2)', () => {
  it('lists the submitted sheets with who answered and when, finds one by name and opens it read-only', async () => {
    await backend.signIn('staff');
    const page = await sheetsOf('rw-0001');
    const sheet = page.records[3];
    const name = sheet?.respondent?.name ?? '';
    if (!sheet || !name) throw new Error('the open task has no named sheet');
    renderPage(
      <>
        <AnswersPage />
        <Where />
      </>,
      { route: '/examination/answer/view?taskId=rw-0001' },
    );
    expect(await screen.findByText(`《2026年研究生培养满意度调查》的答卷（共 ${page.total} 份）`)).toBeTruthy();
    expect((await screen.findAllByText(name)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(sheet.submitTime ?? '').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('答卷人'), { target: { value: name } });
    fireEvent.click(screen.getByText('查询'));
    await waitFor(() => expect(screen.getByText(/的答卷（共 \d+ 份）/).textContent).not.toContain(`共 ${page.total} 份`));
    fireEvent.click(await screen.findByLabelText(`查看 ${name} 的答卷`));
    expect(screen.getByLabelText('where').textContent).toBe(`/examination/answer/view?taskId=rw-0001&sheetId=${sheet.id}`);
    const shown = await screen.findByLabelText(`${name} 的答卷`);
    expect(within(shown).getByText(sheet.respondent?.id ?? '')).toBeTruthy();
    // The answers as the respondent gave them, as text: the degree type of q1 by its label.
    const degree = sheet.answers.q1 === 'a' ? '学术学位' : '专业学位';
    expect(await within(shown).findByText(degree)).toBeTruthy();
    expect(within(shown).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(shown).getByText('返回答卷列表'));
    expect(screen.getByLabelText('where').textContent).toBe('/examination/answer/view?taskId=rw-0001');
  });

  it('names nobody on an anonymous task’s sheets', async () => {
    await backend.signIn('staff');
    const page = await sheetsOf('rw-0002');
    expect(page.records.every((record) => record.respondent === null)).toBe(true);
    renderPage(<AnswersPage />, { route: '/examination/answer/view?taskId=rw-0002' });
    expect(await screen.findByText('匿名问卷：答卷不显示答卷人')).toBeTruthy();
    expect((await screen.findAllByText('匿名')).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('答卷人')).toBeNull();
  });

  it('says so when no task is given', async () => {
    await backend.signIn('staff');
    renderPage(<AnswersPage />, { route: '/examination/answer/view' });
    expect(screen.getByText('未指定问卷任务：请从任务发布列表打开答卷')).toBeTruthy();
  });
});
