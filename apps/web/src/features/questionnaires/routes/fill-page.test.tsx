import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import FillPage from './fill-page.tsx';

const backend = mockBackend();

afterEach(() => act(() => useSettings.setState({ language: 'zh' })));

/** The open satisfaction survey of every enrolled student (seeded: the demo student has it to do). */
const OPEN = 'rw-0001';
const OPEN_TITLE = '2026年研究生培养满意度调查';

/** 提交 as antd writes a two-character button: with a space between the characters. */
const SUBMIT = /^提\s?交$/;

const question = (title: RegExp) => screen.getByRole('region', { name: title });

/** Every required question of the survey answered (q9 shows as q2 is yes; q10 is required below 4 points). */
const complete = {
  q1: 'a',
  q2: 'yes',
  q3: ['b', 'c'],
  q4: 8,
  q5: { a: 'c4', b: 'c5', c: 'c3', d: 'c4' },
  q7: 20,
} as const;

describe('filling in a questionnaire (/myjob/dotest?taskId=, issue 24 §2)', () => {
  it('saves the draft as the respondent answers, and a reload finds it', async () => {
    await backend.signIn('student');
    const view = renderPage(<FillPage />, { route: `/myjob/dotest?taskId=${OPEN}` });
    expect(await screen.findByText(OPEN_TITLE)).toBeTruthy();
    // The date question shows only for those in a research project.
    expect(screen.queryByRole('region', { name: /学术会议/ })).toBeNull();
    fireEvent.click(within(question(/你攻读的学位类型/)).getByRole('radio', { name: '专业学位' }));
    fireEvent.click(within(question(/导师的科研项目/)).getByRole('radio', { name: '是' }));
    expect(question(/学术会议/)).toBeTruthy();
    expect(await screen.findByText(/^已保存草稿 \d\d:\d\d$/, undefined, { timeout: 5000 })).toBeTruthy();

    const student = await backend.clientAs('student');
    const stored = await student.get('/cloud-xj/api/examination/mine/{id}', { params: { path: { id: OPEN } } });
    expect(stored.sheet?.status).toBe('draft');
    expect(stored.sheet?.answers).toEqual({ q1: 'b', q2: 'yes' });

    view.unmount();
    renderPage(<FillPage />, { route: `/myjob/dotest?taskId=${OPEN}` });
    const degree = await screen.findByRole('region', { name: /你攻读的学位类型/ });
    expect((within(degree).getByRole('radio', { name: '专业学位' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/^已保存草稿 \d\d:\d\d$/)).toBeTruthy();
  });

  it('checks every question on 提交 and sends nothing while one is wrong', async () => {
    await backend.signIn('student');
    renderPage(<FillPage />, { route: `/myjob/dotest?taskId=${OPEN}` });
    await screen.findByText(OPEN_TITLE);
    fireEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(within(question(/最希望加强哪些培养环节/)).getByRole('alert').textContent).toBe('此题为必答题');
    expect(within(question(/总体满意度/)).getByRole('alert').textContent).toBe('此题为必答题');
    // Answered by the draft of the test before: no problem there.
    expect(within(question(/你攻读的学位类型/)).queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    const student = await backend.clientAs('student');
    const stored = await student.get('/cloud-xj/api/examination/mine/{id}', { params: { path: { id: OPEN } } });
    expect(stored.sheet?.status).toBe('draft');
  });

  it('submits once after a confirmation; a second device that submits after it is refused', async () => {
    await backend.signIn('student');
    const student = await backend.clientAs('student');
    await student.put('/cloud-xj/api/examination/mine/{id}/draft', {
      params: { path: { id: OPEN } },
      body: { answers: { ...complete, q3: [...complete.q3], q5: { ...complete.q5 } } },
    });
    // Two browsers of the same student with the draft open.
    const { container: laptop } = renderPage(<FillPage />, { route: `/myjob/dotest?taskId=${OPEN}` });
    const { container: phone } = renderPage(<FillPage />, { route: `/myjob/dotest?taskId=${OPEN}` });
    await within(laptop).findByText(OPEN_TITLE);
    await within(phone).findByText(OPEN_TITLE);

    fireEvent.click(within(laptop).getByRole('button', { name: SUBMIT }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(`提交后不能再修改，确定提交“${OPEN_TITLE}”吗？`)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: SUBMIT }));
    expect(await within(laptop).findByText(/^您已于 \d{4}-\d\d-\d\d \d\d:\d\d 提交该问卷/)).toBeTruthy();
    expect(within(laptop).queryByRole('button', { name: SUBMIT })).toBeNull();

    fireEvent.click(within(phone).getByRole('button', { name: SUBMIT }));
    // The first confirmation may still be fading out: the new one is the last.
    await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)?.textContent).toMatch(/确定提交/));
    fireEvent.click(within(screen.getAllByRole('dialog').at(-1) as HTMLElement).getByRole('button', { name: SUBMIT }));
    expect(await within(phone).findByText(/已提交过该问卷/)).toBeTruthy();
    const stored = await student.get('/cloud-xj/api/examination/mine/{id}', { params: { path: { id: OPEN } } });
    expect(stored.sheet?.status).toBe('submitted');
    expect(stored.sheet?.answers.q4).toBe(8);
  });

  it('reads only once submitted, and for a closed task', async () => {
    await backend.signIn('student');
    const view = renderPage(<FillPage />, { route: `/myjob/dotest?taskId=${OPEN}` });
    expect(await screen.findByText(/^您已于 .* 提交该问卷，以下为您的答卷$/)).toBeTruthy();
    expect(within(question(/你攻读的学位类型/)).getByText('学术学位')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    view.unmount();

    renderPage(<FillPage />, { route: '/examination/edit?taskId=rw-0002' });
    expect(await screen.findByText('问卷已于 2026-06-30 23:59 截止，不能再填写')).toBeTruthy();
    expect(screen.getByText('匿名问卷：答卷不记录您的姓名')).toBeTruthy();
    expect(screen.queryByRole('button', { name: SUBMIT })).toBeNull();
  });

  it('says so for no task, and for a task of others', async () => {
    await backend.signIn('teacher');
    const view = renderPage(<FillPage />, { route: '/myjob/dotest' });
    expect(await screen.findByText('未指定问卷任务')).toBeTruthy();
    view.unmount();
    renderPage(<FillPage />, { route: `/myjob/dotest?taskId=${OPEN}` });
    expect(await screen.findByText('您不在该问卷的答题范围内')).toBeTruthy();
  });

  it('is in English', async () => {
    await backend.signIn('student');
    act(() => useSettings.setState({ language: 'en' }));
    renderPage(<FillPage />, { route: '/myjob/dotest?taskId=rw-0002' });
    expect(await screen.findByText('This questionnaire closed on 2026-06-30 23:59 and can no longer be filled in')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Back to my questionnaires/ })).toBeTruthy();
  });
});
