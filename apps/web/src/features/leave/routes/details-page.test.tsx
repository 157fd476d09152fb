import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import LeaveDetailsPage from './details-page.tsx';

const backend = mockBackend();

// Seeded leaves of the demo student 龚靖琪 (default seed), both approved by the supervisor.
/** 事假 2026-09-05 to 2026-09-07, to 浙江省杭州市: not back yet. */
const notBack = '1720000000000002427';
/** 病假 2026-08-20 to 2026-08-21: back on 2026-08-21, recorded by the student. */
const back = '1720000000000002425';

beforeAll(async () => {
  await backend.signIn('student');
});

function mount(id: string) {
  renderPage(<LeaveDetailsPage />, { route: `/qjgl/toDetails?id=${id}` });
}

/** Whether the page has sent a cancel-leave, as the server sees it. */
function cancelLeaveSent(): () => boolean {
  let sent = false;
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/qjgl\/[^/]+\/cancel$/.test(new URL(request.url).pathname)) sent = true;
  });
  return () => sent;
}

describe('leave details (/qjgl/toDetails, issue 15 §4)', () => {
  it('shows the leave with its day count and lets the student record the return once it is approved', async () => {
    const sent = cancelLeaveSent();
    mount(notBack);
    expect(await screen.findByText('浙江省杭州市')).toBeTruthy();
    // The kind of leave by its dictionary label, once the dictionary is in.
    expect(await screen.findByText('事假')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '销假信息' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /销\s?假/ }));
    const dialog = await screen.findByRole('dialog', { name: '销假：龚靖琪的请假申请' });
    // A return before the first day of leave is refused before anything is sent.
    fireEvent.change(within(dialog).getByLabelText('返校日期'), { target: { value: '2026-09-04' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('返校日期不能早于请假开始日期 2026-09-05')).toBeTruthy();
    expect(sent()).toBe(false);
    // A return after today is the server's to refuse: its reason stays in the dialog with what was typed (issue 22).
    fireEvent.change(within(dialog).getByLabelText('返校日期'), { target: { value: '2099-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/返校日期（2099-01-01）不能晚于今天/);
    expect((within(dialog).getByLabelText('返校日期') as HTMLInputElement).value).toBe('2099-01-01');
    fireEvent.change(within(dialog).getByLabelText('返校日期'), { target: { value: '2026-09-07' } });
    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: '已按时返校' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The server records the return; the page shows it as recorded, by the student, and offers no second one.
    const section = await screen.findByRole('region', { name: '销假信息' });
    expect(within(section).getByText('已销假')).toBeTruthy();
    expect(within(section).getByText('2026-09-07')).toBeTruthy();
    expect(within(section).getByText('3 天')).toBeTruthy();
    expect(within(section).getByText('龚靖琪')).toBeTruthy();
    expect(within(section).getByText('已按时返校')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /销\s?假/ })).toBeNull());
  });

  it('shows the return once recorded, and offers no second cancel-leave', async () => {
    mount(back);
    const section = await screen.findByRole('region', { name: '销假信息' });
    expect(within(section).getByText('已销假')).toBeTruthy();
    expect(within(section).getByText('2026-08-21')).toBeTruthy();
    expect(within(section).getByText('2 天')).toBeTruthy();
    expect(within(section).getByText('2026-08-21 13:00:00')).toBeTruthy();
    expect(screen.getByText('广东省深圳市')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /销\s?假/ })).toBeNull();
  });
});
