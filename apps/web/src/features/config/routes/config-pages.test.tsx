import { act, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import ConfigFormPage from './form-page.tsx';
import ConfigListPage from './list-page.tsx';

const backend = mockBackend();

afterEach(() => act(() => useSettings.setState({ language: 'zh' })));

/** The list and the form as the app routes them, so a save that goes back to the list shows it. */
function renderPages(route: string) {
  return renderPage(
    <Routes>
      <Route path="/system/sjpz" element={<ConfigListPage />} />
      <Route path="/sjpz/form" element={<ConfigFormPage />} />
    </Routes>,
    { route },
  );
}

/** The group's card (a region named by its title). */
const group = (title: string) => screen.findByRole('region', { name: title });

describe('数据配置 (/system/sjpz, /sjpz/form; issue 24 §3)', () => {
  it('lists the items by group with values read by their type, and a select changed on its form lands in the list and the history', async () => {
    await backend.signIn('staff');
    renderPages('/system/sjpz');
    const windows = await group('申请时间');
    // The test's window is a phone's (jsdom has no width): the items are a list.
    const leave = within(windows)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('请假申请时间'));
    if (!leave) throw new Error('no leave item');
    expect(within(leave).getByText('进行中')).toBeTruthy();
    expect(within(leave).getByText(/研究生院教务员 于/)).toBeTruthy();
    const review = await group('论文评审');
    expect(within(review).getByText('原评阅人')).toBeTruthy();
    expect(within(await group('答辩')).getByText('三分之二')).toBeTruthy();

    fireEvent.click(within(review).getByRole('button', { name: '修改「C 意见的复审人」' }));
    fireEvent.mouseDown(await screen.findByLabelText('新值'));
    fireEvent.click(await screen.findByText('新评阅人', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));

    expect(await within(await group('论文评审')).findByText('新评阅人')).toBeTruthy();
    const staff = await backend.clientAs('staff');
    const history = await staff.get('/kernel/sjpz/history', { params: { query: { key: 'lwps.cReviewer' } } });
    expect(history.records[0]).toMatchObject({ oldValue: 'same', newValue: 'new', updateBy: 'staff' });

    fireEvent.click(screen.getByRole('tab', { name: '变更记录' }));
    expect(await screen.findByText('原评阅人 → 新评阅人')).toBeTruthy();
  });

  it("checks a number against the item's range at the field, and sends nothing", async () => {
    await backend.signIn('staff');
    const puts: string[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts.push(request.url);
    });
    renderPages('/sjpz/form?key=lwps.dueDays');
    const input = await screen.findByLabelText('新值');
    fireEvent.change(input, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('须在 1 到 120 之间')).toBeTruthy();
    expect(screen.getByText('取值范围：1 至 120（整数）')).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it("shows the server's refusal at the field, keeping what was chosen", async () => {
    await backend.signIn('staff');
    backend.server.use(
      http.put('*/kernel/sjpz/:key', () =>
        HttpResponse.json({ code: 400, message: '「请假申请时间」的开始日期不能晚于结束日期', data: null }, { status: 400 }),
      ),
    );
    renderPages('/sjpz/form?key=window.qjgl');
    const from = await screen.findByLabelText('开始日期');
    fireEvent.change(from, { target: { value: '2026-08-01' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('「请假申请时间」的开始日期不能晚于结束日期', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect((screen.getByLabelText('开始日期') as HTMLInputElement).value).toBe('2026-08-01');
  });

  it('is read only without the permission to change it', async () => {
    await backend.signIn('teacher');
    renderPages('/system/sjpz');
    expect(await screen.findByText(/只读/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /修改「/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: '变更记录' })).toBeNull();
  });

  it('is in English', async () => {
    await backend.signIn('staff');
    act(() => useSettings.setState({ language: 'en' }));
    renderPages('/system/sjpz');
    const windows = await group('Application windows');
    expect(within(windows).getByText('Leave applications')).toBeTruthy();
    expect(within(windows).getAllByText('Open').length).toBeGreaterThan(0);
    expect(within(await group('Defence')).getByText('Two thirds')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Change history' })).toBeTruthy();
  });
});
