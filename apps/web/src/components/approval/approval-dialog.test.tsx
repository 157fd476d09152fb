import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiClient } from '@gs/sdk/client';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalOptions, ApprovalResult } from '../../lib/approval.ts';
import { useSession } from '../../stores/session.ts';
import { mockBackend, renderPage } from '../../test/mock-backend.tsx';
import { ApprovalHost } from './approval-host.tsx';
import { openApproval } from './open-approval.ts';

const backend = mockBackend();

/** Approvals of student records (SPEC 3: the business `xjxx`), which the server records as they come. */
const business = { type: 'xjxx', callback: '/cloud-xj/api/xj/xjxx/approvalCallback', mkCode: 'xj', coreCode: 'xjxx' } as const;
/** Status changes (the business `xjyd`): the application engine decides their steps, and refuses a step that is not the caller's. */
const statusChange = { type: 'xjydApproval', callback: '/cloud-xj/api/xj/xjyd/callback', mkCode: 'xj', coreCode: 'xjyd' } as const;

// Seeded (default seed): the first student records, and status changes of 计算机科学与技术学院 students.
const students = Array.from({ length: 8 }, (_, index) => `172000000000000000${index + 1}`);
/** 包睿渊's withdrawal: supervisor and college have agreed, the graduate school's step is open. */
const atSchool = '1720000000000002213';
/** 白明杰's extension: the supervisor has agreed, the college's step is open. */
const atCollege = '1720000000000002216';
/** 鲁家明's suspension: nobody has decided yet (the supervisor is the demo teacher). */
const fresh = '1720000000000002218';

let staff: ApiClient;

beforeAll(async () => {
  await backend.signIn('staff');
  staff = await backend.clientAs('staff');
});

function mountHost() {
  renderPage(<ApprovalHost />);
}

async function open(options: ApprovalOptions) {
  let pending: Promise<ApprovalResult | undefined> | undefined;
  act(() => {
    pending = openApproval(options);
  });
  const dialog = await screen.findByRole('dialog');
  return { dialog, pending: pending as Promise<ApprovalResult | undefined> };
}

const history = (coreKey: string) => staff.get('/cloud-yg/api/approval/list', { params: { query: { coreKey } } });

/** The business ids of the approvals the page sends (with the session's token), in order, as the server receives them. */
function sentApprovals(): string[] {
  const sent: string[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    const byPage = request.headers.get('authorization') === `Bearer ${useSession.getState().token}`;
    if (byPage && request.method === 'POST' && new URL(request.url).pathname.endsWith('/cloud-yg/api/approval')) {
      void request
        .clone()
        .json()
        .then((body: { coreKey: string }) => sent.push(body.coreKey));
    }
  });
  return sent;
}

/** Someone else decides an application's open step, as the app would send it. */
async function decideAs(client: ApiClient, id: string) {
  await client.post('/cloud-yg/api/approval', { body: { coreKey: id, ...statusChange, status: 1, opinion: '同意' } });
}

describe('approval dialog (SPEC 4, 5)', () => {
  it("shows the record's history and checks the opinion: agree by default, required, 2 to 100 characters", async () => {
    mountHost();
    const { dialog } = await open({ ids: [atSchool], ...statusChange });
    // The seeded decisions of the supervisor and the college, newest first.
    const table = within(dialog).getAllByRole('table', { name: '审批历史' }).at(-1)!;
    expect(await within(table).findByText('经审核，同意办理')).toBeTruthy();
    expect(within(table).getByText('情况属实，同意申请')).toBeTruthy();
    expect(within(table).getAllByText('同意')).toHaveLength(2);
    const opinion = within(dialog).getByLabelText('审批意见');
    expect((opinion as HTMLTextAreaElement).value).toBe('同意');
    fireEvent.change(opinion, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await within(dialog).findByText('请填写审批意见')).toBeTruthy();
    fireEvent.change(opinion, { target: { value: '好' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await within(dialog).findByText('审批意见长度在 2 到 100 个字符之间')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing was decided.
    expect(await history(atSchool)).toHaveLength(2);
  });

  it('batch mode submits once per id, counts done of total, says approval succeeded, then resolves', async () => {
    const ids = students.slice(0, 3);
    const before = await Promise.all(ids.map(history));
    const sent = sentApprovals();
    mountHost();
    const { dialog, pending } = await open({ ids, ...business, fields: [{ name: 'score', label: '成绩', type: 'number', default: 80 }] });
    expect(within(dialog).getByText('已完成 0 / 3')).toBeTruthy();
    expect(within(dialog).queryByRole('table', { name: '审批历史' })).toBeNull();
    fireEvent.click(within(dialog).getByText('拒绝'));
    fireEvent.change(within(dialog).getByLabelText('审批意见'), { target: { value: '材料不全' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await screen.findByText('审批成功')).toBeTruthy();
    expect(within(dialog).getByText('已完成 3 / 3')).toBeTruthy();
    await expect(pending).resolves.toEqual({ status: 9, opinion: '材料不全', done: ids });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual(ids);
    // Each record's history now starts with the refusal, with the extra field.
    for (const [index, id] of ids.entries()) {
      const rows = await history(id);
      expect(rows).toHaveLength(before[index]!.length + 1);
      expect(rows[0]).toMatchObject({ coreKey: id, ...business, status: 9, opinion: '材料不全', appendData: { score: 80 }, approverName: '李晓梅' });
    }
  });

  it('a batch goes on past an id the server refuses, names it and the reason, and offers no retry of a final refusal (issue 22 §5)', async () => {
    // The demo teacher and the college secretary decide the suspension: it waits for the graduate school.
    await decideAs(await backend.clientAs('teacher'), fresh);
    const college = await backend.clientAs('college');
    await decideAs(college, fresh);
    const sent = sentApprovals();
    mountHost();
    const ids = [atSchool, atCollege, fresh];
    const labels = { [atSchool]: '包睿渊 · 退学', [atCollege]: '白明杰 · 延期毕业', [fresh]: '鲁家明 · 休学' };
    const { dialog, pending } = await open({ ids, ...statusChange, labels });
    // The batch says whom and what it decides.
    const covers = within(dialog).getByRole('region', { name: '本次审批的 3 条' });
    expect(
      within(covers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Object.values(labels));
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    // The refusal names the student and the kind, in the server's words, and nothing is left to send.
    expect(await within(dialog).findByText('白明杰 · 延期毕业：当前步骤「学院审核」须由学生所在学院的教务秘书审批')).toBeTruthy();
    expect(within(dialog).getByText('1 条未能审批（服务器拒绝，重试也不会改变）：')).toBeTruthy();
    expect(within(dialog).getByText('已完成 2 / 3')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /提\s?交/ })).toBeNull();
    expect(sent).toEqual(ids);
    fireEvent.click(within(dialog).getByRole('button', { name: /关\s?闭/ }));
    await expect(pending).resolves.toEqual({ status: 1, opinion: '同意', done: [atSchool, fresh] });
    for (const [id, state] of [
      [atSchool, 'approved'],
      [fresh, 'approved'],
      [atCollege, 'in_review'],
    ] as const) {
      const application = await staff.get('/cloud-xj/api/sq/applications/{id}', { params: { path: { id } } });
      expect(application.state).toBe(state);
    }
  });

  it('a batch stops when the failure is not about one id (no network)', async () => {
    const ids = students.slice(3, 6);
    const before = await history(ids[0]!);
    let attempts = 0;
    // No backend answers a cut connection: the network fails here.
    backend.server.use(
      http.post('*/cloud-yg/api/approval', () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    mountHost();
    const { dialog } = await open({ ids, ...business });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(attempts).toBe(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /提\s?交/ }).className).not.toContain('loading'));
    expect(within(dialog).getByText('已完成 0 / 3')).toBeTruthy();
    expect(attempts).toBe(1);
    expect(await history(ids[0]!)).toEqual(before);
    // Without an answer a retry may pass: the dialog offers it, and once the network is back it goes through.
    backend.server.resetHandlers();
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await screen.findByText('审批成功')).toBeTruthy();
    expect(await history(ids[0]!)).toHaveLength(before.length + 1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for required extra fields by their label', async () => {
    const sent = sentApprovals();
    mountHost();
    const { dialog } = await open({ ids: [students[6]!], ...business, fields: [{ name: 'reason', label: '理由', type: 'textarea', required: true }] });
    // The record has no approval yet: the dialog says so.
    expect(await history(students[6]!)).toEqual([]);
    expect(await within(dialog).findByText('暂无审批记录')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await within(dialog).findByText('请输入理由')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('a press of Submit is not lost when a field changes while the form checks it (issue 22)', async () => {
    const id = students[7]!;
    const before = await history(id);
    mountHost();
    const { dialog, pending } = await open({ ids: [id], ...business });
    await within(dialog).findByText(before.length === 0 ? '暂无审批记录' : before[0]!.opinion);
    const opinion = within(dialog).getByLabelText('审批意见');
    // The press starts the form's check; a change right after starts another, which overtakes it.
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    fireEvent.change(opinion, { target: { value: '同意，材料齐全' } });
    expect(await screen.findByText('审批成功')).toBeTruthy();
    await expect(pending).resolves.toEqual({ status: 1, opinion: '同意，材料齐全', done: [id] });
    const rows = await history(id);
    expect(rows).toHaveLength(before.length + 1);
    expect(rows[0]).toMatchObject({ coreKey: id, status: 1, opinion: '同意，材料齐全' });
  });

  it('throws the developer error at the call', () => {
    expect(() => openApproval({ ids: [], ...business })).toThrow('审批的业务 ID 必须是非空数组');
  });
});
