import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import { Where, pdfFile } from '../test-support.tsx';
import DegreeApplicationsPage from './xwsq-page.tsx';

const backend = mockBackend();

const FILE = '/cloud-xj/api/xw/students/{xykh}' as const;

async function fileOf(account: Parameters<typeof backend.clientAs>[0], xykh: string) {
  const client = await backend.clientAs(account);
  return client.get(FILE, { params: { path: { xykh } } });
}

describe('my degree (/xw/xwsq for a student, issue 24 §1)', () => {
  it('shows each condition with whether it holds and why, and keeps the application closed with the reason', async () => {
    const user = await backend.signIn('student');
    const xykh = user?.user.xykh ?? '';
    const file = await fileOf('student', xykh);
    renderPage(<DegreeApplicationsPage />, { route: '/xw/xwsq' });
    expect(await screen.findByText('我的学位')).toBeTruthy();
    const conditions = screen.getByRole('region', { name: '学位申请条件' });
    for (const label of ['培养计划审核', '论文盲审', '论文答辩', '无未解除处分']) expect(within(conditions).getByText(label)).toBeTruthy();
    for (const condition of file.conditions) expect(within(conditions).getByText(condition.detail)).toBeTruthy();
    expect(within(conditions).getAllByText('未满足').length).toBe(file.conditions.filter((c) => !c.met).length);
    // No thesis yet: the student may upload one, and may not apply while a condition fails.
    expect(within(screen.getByRole('region', { name: '学位论文' })).getByText('尚未提交学位论文')).toBeTruthy();
    expect(screen.getByRole('button', { name: '申请学位' })).toHaveProperty('disabled', true);
    const unmet = file.conditions.find((c) => !c.met);
    expect(unmet).toBeTruthy();
    expect(screen.getByText(new RegExp(`暂不能申请：.*未满足（${unmet?.detail.replace(/[()（）.*+?[\]]/g, '.')}）`))).toBeTruthy();
  });

  it('uploads the thesis as a PDF with its title; the reviews then show numbered, never named (double blind)', async () => {
    const user = await backend.signIn('doctoral');
    const xykh = user?.user.xykh ?? '';
    const view = renderPage(<DegreeApplicationsPage />, { route: '/xw/xwsq' });
    fireEvent.click(await screen.findByRole('button', { name: /提交学位论文$/ }));
    const dialog = await screen.findByRole('dialog', { name: '提交学位论文' });
    // Nothing picked: the press says why and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await within(dialog).findByText('请选择论文 PDF 文件')).toBeTruthy();
    // eslint-disable-next-line testing-library/no-unnecessary-act -- the form's checks of the picked file settle
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText('论文文件'), { target: { files: [pdfFile('thesis.pdf')] } });
    });
    fireEvent.change(within(dialog).getByLabelText('论文题目'), { target: { value: '面向异构集群的训练调度研究' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const thesis = screen.getByRole('region', { name: '学位论文' });
    expect(await within(thesis).findByText('面向异构集群的训练调度研究')).toBeTruthy();
    expect(within(thesis).getByText('待分配评阅人', { selector: '.ant-tag' })).toBeTruthy();

    // The graduate school assigns two reviewers; the student's file numbers them and names none.
    const staff = await backend.clientAs('staff');
    const stored = await staff.get(FILE, { params: { path: { xykh } } });
    const teachers = (await staff.get('/cloud-xj/api/xw/students/{xykh}/teachers', { params: { path: { xykh } } })).filter((t) => t.excluded === null);
    const picked = teachers.slice(0, 2);
    await staff.post('/cloud-xj/api/xw/lwps/theses/{thesisId}/reviewers', {
      params: { path: { thesisId: stored.thesis?.id ?? '' } },
      body: { reviewers: picked.map((t) => t.gh) },
    });
    view.unmount();
    renderPage(<DegreeApplicationsPage />, { route: '/xw/xwsq' });
    const reviews = await screen.findByRole('region', { name: '学位论文' });
    expect(await within(reviews).findByRole('article', { name: '评阅人 1' })).toBeTruthy();
    expect(within(reviews).getByRole('article', { name: '评阅人 2' })).toBeTruthy();
    for (const teacher of picked) expect(within(reviews).queryByText(new RegExp(teacher.xm))).toBeNull();
    expect(within(reviews).getAllByText('待声明回避').length).toBe(2);
  });
});

describe('degree applications (/xw/xwsq for staff, issue 24 §1)', () => {
  it('lists the degree applications of the scope, each opening its student degree file', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const page = await staff.get('/cloud-xj/api/sq/applications', { params: { query: { coreCode: 'xwsq', current: 1, size: 20 } } });
    const first = page.records[0];
    if (!first) throw new Error('the seed has degree applications');
    renderPage(
      <>
        <DegreeApplicationsPage />
        <Where />
      </>,
      { route: '/xw/xwsq' },
    );
    expect(await screen.findByText(`学位申请（共 ${page.total} 条）`)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: `${first.subject.xm}的学位档案` })[0]!);
    expect(screen.getByLabelText('where').textContent).toBe(`/stuXwsqView?xykh=${first.subject.xykh}`);
  });
});
