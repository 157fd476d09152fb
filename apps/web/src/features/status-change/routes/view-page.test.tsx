import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api.ts';
import type { ApprovalOptions } from '../../../lib/approval.ts';
import { type DictEntry, dictQueryOptions, indexDict } from '../../../lib/dicts.ts';
import { type UserInfo, useSession } from '../../../stores/session.ts';
import { finishApproval, subscribeApproval } from '../../../components/approval/open-approval.ts';
import { type Application, applicationKeys } from '../../../components/application/api.ts';
import { ApplicationDetail } from '../../../components/application/application-detail.tsx';

const entry = (dictName: string, value: string, label: string): DictEntry => ({
  id: `${dictName}:${value}`,
  dictName,
  value,
  label,
  dictSort: 1,
  enabled: true,
});

const base: Application = {
  id: 'a1',
  kind: 'suspension',
  kindName: '休学',
  approval: { mkCode: 'xj', coreCode: 'xjyd', type: 'xjydApproval', callback: '/cloud-xj/api/xj/xjyd/callback' },
  applicantId: '4',
  applicantName: '龚靖琪',
  subject: { type: 'student', xykh: '2024001010', xm: '龚靖琪', xydm: '001', xymc: '计算机科学与技术学院', dsgh: '20141008' },
  title: '龚靖琪的休学申请',
  summary: '因病休学，自 2026-12-01 起休学 6 个月',
  payload: { kind: 'suspension', category: '1', reason: '因病需住院治疗', startDate: '2026-12-01', months: 6 },
  attachments: [],
  state: 'submitted',
  steps: [
    { role: 'supervisor', label: '导师审核', state: 'pending', deciderId: null, deciderName: null, decidedAt: null, opinion: null },
    { role: 'college', label: '学院审核', state: 'waiting', deciderId: null, deciderName: null, decidedAt: null, opinion: null },
    { role: 'school', label: '研究生院审核', state: 'waiting', deciderId: null, deciderName: null, decidedAt: null, opinion: null },
  ],
  currentStep: 0,
  effect: { applied: false, description: '学籍状态改为休学', time: null },
  createTime: '2026-11-25 09:00:00',
  submitTime: '2026-11-25 09:00:00',
  updateTime: '2026-11-25 09:00:00',
  pendingSince: '2026-11-25 09:00:00',
  overdue: false,
  mayDecide: false,
  mayWithdraw: false,
  mayCancel: false,
};

function signedIn(id: string, roleKey: string, gh?: string): void {
  const info = {
    username: roleKey,
    user: { id, username: roleKey, nickName: roleKey, gh: gh ?? null },
    roles: [{ id: '9', name: roleKey, roleKey }],
    allRoles: [],
    permissions: [],
    dataScopes: [],
    password: 'false',
  } as unknown as UserInfo;
  useSession.setState({ info });
}

/** Mounts the detail as the server answers the signed-in account (`may`: what it says they may do). */
function mount(may: Partial<Pick<Application, 'mayDecide' | 'mayWithdraw'>> = {}) {
  const record = { ...base, ...may };
  // The detail is read again on mount; every other read (history, dictionaries) answers nothing.
  vi.spyOn(api, 'get').mockImplementation(((path: string) => Promise.resolve(path === '/cloud-xj/api/sq/applications/{id}' ? record : [])) as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(applicationKeys.get('/cloud-xj/api/sq/applications/{id}', { path: { id: 'a1' } }), record);
  client.setQueryData(dictQueryOptions('sq_lx').queryKey, indexDict('sq_lx', [entry('sq_lx', 'suspension', '休学')]));
  client.setQueryData(dictQueryOptions('sq_zt').queryKey, indexDict('sq_zt', [entry('sq_zt', 'submitted', '已提交')]));
  client.setQueryData(dictQueryOptions('xj_xxyy').queryKey, indexDict('xj_xxyy', [entry('xj_xxyy', '1', '因病休学')]));
  render(
    <QueryClientProvider client={client}>
      <App>
        <ApplicationDetail id="a1" />
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  useSession.setState({ info: null });
});

describe('application detail (issue 15 §2, §7)', () => {
  it('shows the applicant what is asked with dictionary labels, the steps, and offers to withdraw before a decision', async () => {
    signedIn('4', 'student');
    mount({ mayWithdraw: true });
    // The heading and the payload come with the kind's plug-in, its own chunk.
    expect(await screen.findByRole('heading', { name: '学籍异动申请详情' })).toBeTruthy();
    expect(screen.getByText('龚靖琪的休学申请')).toBeTruthy();
    expect(await screen.findByText('因病休学')).toBeTruthy();
    expect(screen.getByText('已提交')).toBeTruthy();
    expect(screen.getByText('学籍状态改为休学')).toBeTruthy();
    const steps = screen.getByRole('group', { name: '审核流程' });
    expect(within(steps).getByText('导师审核')).toBeTruthy();
    expect(within(steps).getByText('待审核')).toBeTruthy();
    expect(screen.getByRole('button', { name: /撤回申请/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /审\s?批/ })).toBeNull();
    // The history is the approval records of the application: nothing decided yet.
    expect(within(screen.getByRole('table', { name: '审批历史' })).getByText('暂无审批记录')).toBeTruthy();
  });

  it("offers the supervisor of the subject to decide, through the approval dialog with the kind's codes", () => {
    signedIn('3', 'teacher', '20141008');
    mount({ mayDecide: true });
    const asked: ApprovalOptions[] = [];
    const stop = subscribeApproval((request) => request && asked.push(request.options));
    fireEvent.click(screen.getByRole('button', { name: /审\s?批/ }));
    expect(asked).toEqual([
      expect.objectContaining({ ids: ['a1'], mkCode: 'xj', coreCode: 'xjyd', type: 'xjydApproval', callback: '/cloud-xj/api/xj/xjyd/callback' }),
    ]);
    expect(screen.queryByRole('button', { name: /撤回申请/ })).toBeNull();
    finishApproval(undefined);
    stop();
  });
});
