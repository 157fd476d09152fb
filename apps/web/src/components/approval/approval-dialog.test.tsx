import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@gs/sdk/errors';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import type { ApprovalOptions, ApprovalResult } from '../../lib/approval.ts';
import { ApprovalHost } from './approval-host.tsx';
import { openApproval } from './open-approval.ts';

const business = { type: 'xjxx', callback: '/cloud-xj/api/xj/xjxx/approvalCallback', mkCode: 'xj', coreCode: 'xjxx' } as const;

function mountHost() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <ApprovalHost />
      </App>
    </QueryClientProvider>,
  );
}

async function open(options: ApprovalOptions) {
  let pending: Promise<ApprovalResult | undefined> | undefined;
  act(() => {
    pending = openApproval(options);
  });
  const dialog = await screen.findByRole('dialog');
  return { dialog, pending: pending as Promise<ApprovalResult | undefined> };
}

afterEach(() => vi.restoreAllMocks());

describe('approval dialog (SPEC 4, 5)', () => {
  it('checks the opinion: agree by default, required, 2 to 100 characters', async () => {
    vi.spyOn(api, 'get').mockResolvedValue([] as never);
    const post = vi.spyOn(api, 'post').mockResolvedValue({} as never);
    mountHost();
    const { dialog } = await open({ ids: ['s1'], ...business });
    const opinion = within(dialog).getByLabelText('审批意见');
    expect((opinion as HTMLTextAreaElement).value).toBe('同意');
    fireEvent.change(opinion, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await within(dialog).findByText('请填写审批意见')).toBeTruthy();
    fireEvent.change(opinion, { target: { value: '好' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await within(dialog).findByText('审批意见长度在 2 到 100 个字符之间')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    expect(within(dialog).getAllByRole('table', { name: '审批历史' }).length).toBeGreaterThan(0);
  });

  it('batch mode submits once per id, counts done of total, says approval succeeded, then resolves', async () => {
    vi.spyOn(api, 'get').mockResolvedValue([] as never);
    const post = vi.spyOn(api, 'post').mockResolvedValue({} as never);
    mountHost();
    const { dialog, pending } = await open({
      ids: ['a', 'b', 'c'],
      ...business,
      fields: [{ name: 'score', label: '成绩', type: 'number', default: 80 }],
    });
    expect(within(dialog).getByText('已完成 0 / 3')).toBeTruthy();
    expect(within(dialog).queryByRole('table', { name: '审批历史' })).toBeNull();
    fireEvent.click(within(dialog).getByText('拒绝'));
    fireEvent.change(within(dialog).getByLabelText('审批意见'), { target: { value: '材料不全' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await screen.findByText('审批成功')).toBeTruthy();
    expect(within(dialog).getByText('已完成 3 / 3')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(3);
    expect(post.mock.calls.map(([, init]) => (init as unknown as { body: { coreKey: string } }).body.coreKey)).toEqual(['a', 'b', 'c']);
    expect((post.mock.calls[0]?.[1] as unknown as { body: unknown }).body).toEqual({
      coreKey: 'a',
      ...business,
      status: 9,
      opinion: '材料不全',
      appendData: { score: 80 },
    });
    await expect(pending).resolves.toEqual({ status: 9, opinion: '材料不全', done: ['a', 'b', 'c'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a batch goes on past an id the server refuses, lists it with the reason, and retries only it', async () => {
    vi.spyOn(api, 'get').mockResolvedValue([] as never);
    let quotaFull = true;
    const post = vi.spyOn(api, 'post').mockImplementation((async (_path: string, init: { body: { coreKey: string } }) => {
      if (init.body.coreKey === 'b' && quotaFull)
        throw new ApiError({ message: '毛乙萍的 2025 级招生名额（4 人）已满', code: 400, status: 400, httpStatus: 400 });
      return {};
    }) as never);
    mountHost();
    const { dialog, pending } = await open({ ids: ['a', 'b', 'c'], ...business });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await within(dialog).findByText('b：毛乙萍的 2025 级招生名额（4 人）已满')).toBeTruthy();
    expect(within(dialog).getByText('1 条未能审批，其余已完成；再次提交只重试这些')).toBeTruthy();
    expect(within(dialog).getByText('已完成 2 / 3')).toBeTruthy();
    expect(post.mock.calls.map(([, init]) => (init as unknown as { body: { coreKey: string } }).body.coreKey)).toEqual(['a', 'b', 'c']);
    // The dialog stays open on the refusal; once the quota allows it, submitting again sends only 'b'.
    quotaFull = false;
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /提\s?交/ }).className).not.toContain('loading'));
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await screen.findByText('审批成功')).toBeTruthy();
    expect(post.mock.calls.map(([, init]) => (init as unknown as { body: { coreKey: string } }).body.coreKey)).toEqual(['a', 'b', 'c', 'b']);
    await expect(pending).resolves.toEqual({ status: 1, opinion: '同意', done: ['a', 'c', 'b'] });
  });

  it('a batch stops when the failure is not about one id (no network)', async () => {
    vi.spyOn(api, 'get').mockResolvedValue([] as never);
    const post = vi.spyOn(api, 'post').mockRejectedValue(new ApiError({ message: '网络异常', code: 0, status: 0, httpStatus: 0 }));
    mountHost();
    const { dialog } = await open({ ids: ['a', 'b', 'c'], ...business });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /提\s?交/ }).className).not.toContain('loading'));
    expect(within(dialog).getByText('已完成 0 / 3')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('asks for required extra fields by their label', async () => {
    vi.spyOn(api, 'get').mockResolvedValue([] as never);
    mountHost();
    const { dialog } = await open({ ids: ['x'], ...business, fields: [{ name: 'reason', label: '理由', type: 'textarea', required: true }] });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await within(dialog).findByText('请输入理由')).toBeTruthy();
  });

  it('throws the developer error at the call', () => {
    expect(() => openApproval({ ids: [], ...business })).toThrow('审批的业务 ID 必须是非空数组');
  });
});
