import type { components } from '@gs/sdk/schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscribeApproval, finishApproval } from '../../../components/approval/open-approval.ts';
import type { ApprovalOptions } from '../../../lib/approval.ts';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import StatusChangeViewPage from './view-page.tsx';

type Application = components['schemas']['Application'];

const backend = mockBackend();
let application: Application;

// The demo student (龚靖琪, supervised by the demo teacher) applies for a suspension on the mock backend.
beforeAll(async () => {
  const student = await backend.clientAs('student');
  application = await student.post('/cloud-xj/api/sq/applications', {
    body: { kind: 'suspension', payload: { kind: 'suspension', category: '1', startDate: '2026-12-01', months: 6, reason: '因病需住院治疗' } },
  });
});

function mount() {
  renderPage(<StatusChangeViewPage />, { route: `/stuBySqView?id=${application.id}` });
}

describe('a status change on its detail route (/stuBySqView, issue 15 §2, §7)', () => {
  it('shows the applicant what is asked with dictionary labels, the steps, and offers to withdraw before a decision', async () => {
    await backend.signIn('student');
    mount();
    // The heading and the payload come with the kind's plug-in, its own chunk.
    expect(await screen.findByRole('heading', { name: '学籍异动申请详情' })).toBeTruthy();
    expect(screen.getByText(application.title)).toBeTruthy();
    expect(await screen.findByText('因病需住院治疗')).toBeTruthy();
    // The reason category by its dictionary label (xj_xxyy 1), once the dictionary is in.
    expect(await screen.findByText('因病休学')).toBeTruthy();
    expect(await screen.findByText('已提交')).toBeTruthy();
    expect(screen.getByText('学籍状态改为休学')).toBeTruthy();
    const steps = screen.getByRole('group', { name: '审核流程' });
    expect(within(steps).getByText('导师审核')).toBeTruthy();
    expect(within(steps).getByText('待审核')).toBeTruthy();
    expect(screen.getByRole('button', { name: /撤回申请/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /审\s?批/ })).toBeNull();
    // Nobody has decided yet: the history holds the submission alone, by the student (issue 22 §6).
    const history = screen.getByRole('table', { name: '办理记录' });
    expect(within(history).getByText('提交申请')).toBeTruthy();
    expect(within(history).getByText('龚靖琪')).toBeTruthy();
    expect(within(history).queryByText('同意')).toBeNull();
  });

  it("offers the supervisor of the subject to decide, through the approval dialog with the kind's codes", async () => {
    await backend.signIn('teacher');
    mount();
    const asked: ApprovalOptions[] = [];
    const stop = subscribeApproval((request) => request && asked.push(request.options));
    fireEvent.click(await screen.findByRole('button', { name: /审\s?批/ }));
    expect(asked).toEqual([
      expect.objectContaining({ ids: [application.id], mkCode: 'xj', coreCode: 'xjyd', type: 'xjydApproval', callback: '/cloud-xj/api/xj/xjyd/callback' }),
    ]);
    expect(screen.queryByRole('button', { name: /撤回申请/ })).toBeNull();
    finishApproval(undefined);
    stop();
  });
});
