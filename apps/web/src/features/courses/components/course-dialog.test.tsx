import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiClient } from '@gs/sdk/client';
import { describe, expect, it, vi } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import { CourseDialog } from './course-dialog.tsx';

const backend = mockBackend();

/** 计算机视觉 (default seed): an elective of 计算机科学与技术学院 that needs 深度学习. */
const id = 'kc-XX00103';
const courseAs = (client: ApiClient) => client.get('/cloud-xj/api/pkgl/kcgl/{id}', { params: { path: { id } } });

/** Whether the page has written a course, as the server sees it. */
function writeSent(): () => boolean {
  let sent = false;
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.includes('/pkgl/kcgl/')) sent = true;
  });
  return () => sent;
}

describe('the course dialog (issue 23 §1)', () => {
  it('shows a course’s prerequisites by name, refuses credits off the steps of 0.5 before sending, and sends only what changed', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const before = await courseAs(staff);
    const onClose = vi.fn();
    const sent = writeSent();
    renderPage(<CourseDialog course={before} onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: '编辑课程：XX00103 计算机视觉' })).toBeTruthy();
    // The prerequisite is named before any search; the college by its name once the org tree is in.
    expect(screen.getByText('XX00101 深度学习')).toBeTruthy();
    expect(await screen.findByText('计算机科学与技术学院')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('学分'), { target: { value: '1.2' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('学分须在 0.5 到 10 之间，且为 0.5 的倍数')).toBeTruthy();
    expect(sent()).toBe(false);

    fireEvent.change(screen.getByLabelText('学分'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await courseAs(staff)).toMatchObject({ xf: 2.5, xs: before.xs, xxkc: before.xxkc, kcmc: '计算机视觉', updateTime: expect.any(String) });
  });

  it('keeps the dialog open with what was typed when the server refuses a cycle of prerequisites (409 naming it)', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    // 深度学习 needing 计算机视觉, which needs it: the server answers 409 naming the loop.
    const deep = await staff.get('/cloud-xj/api/pkgl/kcgl/{id}', { params: { path: { id: 'kc-XX00101' } } });
    const onClose = vi.fn();
    renderPage(<CourseDialog course={deep} onClose={onClose} />);
    expect(await screen.findByText('XW00104 机器学习')).toBeTruthy();
    // Search the prerequisites as a user types in the picker, and pick 计算机视觉.
    const picker = screen.getByRole('combobox', { name: '先修课程' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'XX00103' } });
    fireEvent.click(await screen.findByTitle('XX00103 计算机视觉'));
    const refusals: string[] = [];
    backend.server.events.on('response:mocked', ({ request, response }) => {
      if (request.method === 'PUT' && response.status === 409)
        void response
          .clone()
          .json()
          .then((body: { message: string }) => refusals.push(body.message));
    });
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    // The app shows the server's message (app.tsx's error handler, not mounted here); the dialog stays.
    await waitFor(() => expect(refusals).toEqual(['先修课程形成循环：XX00101 深度学习 → XX00103 计算机视觉 → XX00101 深度学习']));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '编辑课程：XX00101 深度学习' })).toBeTruthy();
    expect((await staff.get('/cloud-xj/api/pkgl/kcgl/{id}', { params: { path: { id: 'kc-XX00101' } } })).xxkc).toEqual(deep.xxkc);
  });
});
