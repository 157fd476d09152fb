import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Application, applicationKeys } from '../../../components/application/api.ts';
import { api } from '../../../lib/api.ts';
import { type DictEntry, dictQueryOptions, indexDict } from '../../../lib/dicts.ts';
import { type UserInfo, useSession } from '../../../stores/session.ts';
import LeaveDetailsPage from './details-page.tsx';

const entry = (dictName: string, value: string, label: string): DictEntry => ({
  id: `${dictName}:${value}`,
  dictName,
  value,
  label,
  dictSort: 1,
  enabled: true,
});
const back = {
  returnDate: '2026-11-25',
  actualDays: 2,
  remark: '已按时返校',
  cancelledAt: '2026-11-25 10:00:00',
  cancelledById: '4',
  cancelledByName: '龚靖琪',
};

function leave(cancelled: boolean): Application {
  return {
    id: 'l1',
    kind: 'leave',
    kindName: '请假',
    approval: { mkCode: 'xj', coreCode: 'qjgl', type: 'qjApproval', callback: '/cloud-xj/api/xj/qjgl/callback' },
    applicantId: '4',
    applicantName: '龚靖琪',
    subject: { type: 'student', xykh: '2024001010', xm: '龚靖琪', xydm: '001', xymc: '计算机科学与技术学院', dsgh: '20141008' },
    title: '龚靖琪的请假申请',
    summary: '事假，2026-11-24 至 2026-11-25，共 2 天',
    payload: {
      kind: 'leave',
      leaveType: '1',
      leaveStart: '2026-11-24',
      leaveEnd: '2026-11-25',
      days: 2,
      reason: '家中有事',
      destination: '湖北省武汉市',
      phone: '13912345678',
      cancellation: cancelled ? back : null,
    },
    attachments: [],
    state: 'approved',
    steps: [
      { role: 'supervisor', label: '导师审核', state: 'approved', deciderId: '3', deciderName: '许笑愚', decidedAt: '2026-11-24 10:00:00', opinion: '同意' },
    ],
    currentStep: null,
    effect: null,
    createTime: '2026-11-23 09:00:00',
    submitTime: '2026-11-23 09:00:00',
    updateTime: '2026-11-24 10:00:00',
    pendingSince: null,
    overdue: false,
    // What the server answers the student: the return is theirs to record until it is recorded.
    mayDecide: false,
    mayWithdraw: false,
    mayCancel: !cancelled,
  };
}

function signedIn(id: string, roleKey: string, xykh?: string): void {
  const info = {
    username: roleKey,
    user: { id, username: roleKey, nickName: roleKey, xykh: xykh ?? null, gh: null },
    roles: [{ id: '9', name: roleKey, roleKey }],
    allRoles: [],
    permissions: [],
    dataScopes: [],
    password: 'false',
  } as unknown as UserInfo;
  useSession.setState({ info });
}

function mount(record: Application) {
  vi.spyOn(api, 'get').mockImplementation(((path: string) => Promise.resolve(path === '/cloud-xj/api/sq/applications/{id}' ? record : [])) as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(applicationKeys.get('/cloud-xj/api/sq/applications/{id}', { path: { id: 'l1' } }), record);
  client.setQueryData(dictQueryOptions('sq_lx').queryKey, indexDict('sq_lx', [entry('sq_lx', 'leave', '请假')]));
  client.setQueryData(dictQueryOptions('sq_zt').queryKey, indexDict('sq_zt', [entry('sq_zt', 'approved', '已通过')]));
  client.setQueryData(dictQueryOptions('xj_qjlx').queryKey, indexDict('xj_qjlx', [entry('xj_qjlx', '1', '事假')]));
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/qjgl/toDetails?id=l1']}>
          <LeaveDetailsPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  useSession.setState({ info: null });
});

describe('leave details (/qjgl/toDetails, issue 15 §4)', () => {
  it('shows the leave with its day count and lets the student record the return once it is approved', async () => {
    signedIn('4', 'student', '2024001010');
    mount(leave(false));
    expect(await screen.findByText('事假')).toBeTruthy();
    expect(screen.getByText('湖北省武汉市')).toBeTruthy();
    const post = vi.spyOn(api, 'post').mockResolvedValue(leave(true) as never);
    fireEvent.click(screen.getByRole('button', { name: /销\s?假/ }));
    const dialog = await screen.findByRole('dialog', { name: '销假：龚靖琪的请假申请' });
    // A return before the first day of leave is refused before anything is sent.
    fireEvent.change(within(dialog).getByLabelText('返校日期'), { target: { value: '2026-11-23' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('返校日期不能早于请假开始日期 2026-11-24')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('返校日期'), { target: { value: '2026-11-25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/cloud-xj/api/xj/qjgl/{id}/cancel', { params: { path: { id: 'l1' } }, body: { returnDate: '2026-11-25' } }),
    );
  });

  it('shows the return once recorded, and offers no second cancel-leave', async () => {
    signedIn('4', 'student', '2024001010');
    mount(leave(true));
    const section = await screen.findByRole('region', { name: '销假信息' });
    expect(within(section).getByText('已销假')).toBeTruthy();
    expect(within(section).getByText('2026-11-25')).toBeTruthy();
    expect(within(section).getByText('2 天')).toBeTruthy();
    expect(within(section).getByText('已按时返校')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /销\s?假/ })).toBeNull();
  });
});
