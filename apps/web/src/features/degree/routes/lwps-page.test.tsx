import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import { pdfFile } from '../test-support.tsx';
import ThesisReviewPage from './lwps-page.tsx';

const backend = mockBackend();

const THESES = '/cloud-xj/api/xw/lwps/theses' as const;
const REVIEWS = '/cloud-xj/api/xw/lwps/reviews' as const;

describe('thesis review for the graduate school (/xw/lwps, issue 24 §1)', () => {
  it('lists the theses with their state and reviewers, and assigns reviewers among the candidates, the excluded ones disabled with the reason', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const waiting = await staff.get(THESES, { params: { query: { state: 'awaiting_reviewers', current: 1, size: 50 } } });
    const target = waiting.records.find((row) => row.reviewers.length === 0);
    if (!target) throw new Error('the seed has a thesis waiting for its first reviewers');
    renderPage(<ThesisReviewPage />, { route: '/xw/lwps' });
    const list = await screen.findByRole('region', { name: '学位论文列表' });
    await within(list).findAllByText(target.code);

    fireEvent.click(within(list).getByRole('button', { name: `分配评阅人：${target.code}` }));
    const dialog = await screen.findByRole('dialog', { name: `分配评阅人：${target.code}` });
    expect(within(dialog).getByText('请选择 2-3 位评阅人')).toBeTruthy();
    const candidates = await within(dialog).findByRole('group', { name: '可选教师' });
    // The student's supervisor is found by name, cannot be ticked, and says why.
    const teachers = await staff.get('/cloud-xj/api/xw/students/{xykh}/teachers', { params: { path: { xykh: target.xykh } } });
    const supervisor = teachers.find((t) => t.excluded === 'supervisor');
    if (!supervisor) throw new Error('the supervisor is among the teachers');
    const search = within(dialog).getByRole('searchbox', { name: '查找教师' });
    fireEvent.change(search, { target: { value: supervisor.gh } });
    expect(await within(candidates).findByRole('checkbox', { name: supervisor.xm })).toHaveProperty('disabled', true);
    expect(within(candidates).getAllByText(supervisor.excludedText ?? '').length).toBeGreaterThan(0);
    fireEvent.change(search, { target: { value: '' } });
    const ok = within(dialog).getByRole('button', { name: /分配（已选 0 人）/ });
    expect(ok).toHaveProperty('disabled', true);
    const free = teachers.filter((t) => t.excluded === null).slice(0, 2);
    for (const teacher of free) fireEvent.click(await within(candidates).findByRole('checkbox', { name: teacher.xm }));
    fireEvent.click(within(dialog).getByRole('button', { name: /分配（已选 2 人）/ }));
    expect(await screen.findByText('已分配 2 位评阅人')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The row now names its reviewers, each waiting for their declaration.
    for (const teacher of free) expect(await within(list).findByText(new RegExp(`${teacher.xm}：待声明回避`))).toBeTruthy();
  });

  it('enters the similarity of a thesis', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const row = (await staff.get(THESES, { params: { query: { current: 1, size: 1 } } })).records[0];
    if (!row) throw new Error('the seed has theses');
    renderPage(<ThesisReviewPage />, { route: '/xw/lwps' });
    const list = await screen.findByRole('region', { name: '学位论文列表' });
    fireEvent.click(await within(list).findByRole('button', { name: `查重率：${row.code}` }));
    const dialog = await screen.findByRole('dialog', { name: `录入查重率：${row.code}` });
    fireEvent.change(within(dialog).getByLabelText('查重率（%）'), { target: { value: '8.4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText(`${row.code} 的查重率已录入为 8.4%`)).toBeTruthy();
    const after = await staff.get(THESES, { params: { query: { keyword: row.code, current: 1, size: 1 } } });
    expect(after.records[0]?.similarity).toBe(8.4);
  });
});

describe("a reviewer's blind reviews (/xw/lwps for a teacher, issue 24 §1)", () => {
  it('asks for the conflict-of-interest declaration first, then opens the thesis and takes the review; nothing names the student', async () => {
    await backend.signIn('teacher');
    const teacher = await backend.clientAs('teacher');
    const waiting = (await teacher.get(REVIEWS, { params: { query: { state: 'awaiting_declaration', current: 1, size: 10 } } })).records[0];
    if (!waiting) throw new Error('the seed has a review waiting for the teacher account');
    const staff = await backend.clientAs('staff');
    const row = (await staff.get(THESES, { params: { query: { keyword: waiting.thesisCode, current: 1, size: 1 } } })).records[0];
    if (!row) throw new Error('the thesis is on the staff list');

    renderPage(<ThesisReviewPage />, { route: '/xw/lwps' });
    const list = await screen.findByRole('region', { name: '我的论文评阅列表' });
    fireEvent.click(await within(list).findByRole('button', { name: `打开评阅：${waiting.thesisCode}` }));
    const drawer = await screen.findByRole('dialog', { name: '论文评阅' });
    expect(await within(drawer).findByRole('form', { name: '回避声明' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /下载论文/ })).toBeNull();
    expect(within(drawer).queryByRole('form', { name: '填写评阅' })).toBeNull();
    // Neither the student nor the supervisor is named anywhere in the drawer.
    expect(drawer.textContent).not.toContain(row.xm);
    expect(drawer.textContent).not.toContain(row.xykh);

    fireEvent.click(within(drawer).getByRole('button', { name: '无利益冲突，开始评阅' }));
    expect(await within(drawer).findByRole('button', { name: new RegExp(`下载论文（${waiting.thesisCode}\\.pdf）$`) })).toBeTruthy();
    const form = await within(drawer).findByRole('form', { name: '填写评阅' });
    for (const grade of ['A：同意答辩', 'B：小修后答辩', 'C：修改后再审', 'D：不同意答辩'])
      expect(within(form).getByRole('radio', { name: grade })).toBeTruthy();

    // Without the review form the press says why; with it the review goes in.
    fireEvent.change(within(form).getByLabelText('评阅分数'), { target: { value: '88' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'B：小修后答辩' }));
    fireEvent.change(within(form).getByLabelText('评阅意见'), { target: { value: '研究内容完整，个别图表需规范，小修后可答辩。' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交评阅意见' }));
    expect(await within(form).findByText('请上传评阅书')).toBeTruthy();
    // eslint-disable-next-line testing-library/no-unnecessary-act -- the upload's own checks of the picked file settle
    await act(async () => {
      fireEvent.change(within(form).getByLabelText('评阅书'), { target: { files: [pdfFile('评阅书.pdf')] } });
    });
    await within(form).findByRole('listitem', { name: /评阅书\.pdf/ });
    fireEvent.click(within(form).getByRole('button', { name: '提交评阅意见' }));
    expect(await within(drawer).findByText('我的评阅')).toBeTruthy();
    const mine = await teacher.get('/cloud-xj/api/xw/lwps/reviews/{reviewId}', { params: { path: { reviewId: waiting.id } } });
    expect(mine).toMatchObject({ state: 'submitted', score: 88, grade: 'B' });
  });
});
