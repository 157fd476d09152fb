import type { ApiClient } from '@gs/sdk/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import { REVIEW_FORM_URL, type ThesisUploadForm } from '../api/keys.ts';
import { pdfFile } from '../test-support.tsx';
import DegreeFilePage from './file-page.tsx';
import DegreeApplicationsPage from './xwsq-page.tsx';

const backend = mockBackend();

/** A reviewer's whole review through the API: no conflict, the review form, the grade. */
async function review(reviewer: ApiClient, grade: 'A' | 'B' | 'C' | 'D') {
  const open = (await reviewer.get('/cloud-xj/api/xw/lwps/reviews', { params: { query: { current: 1, size: 10 } } })).records[0];
  if (!open) throw new Error('the reviewer has the review');
  await reviewer.post('/cloud-xj/api/xw/lwps/reviews/{reviewId}/declaration', { params: { path: { reviewId: open.id } }, body: { conflict: false } });
  const form = await reviewer.upload({ file: pdfFile('评阅书.pdf'), url: REVIEW_FORM_URL });
  await reviewer.post('/cloud-xj/api/xw/lwps/reviews/{reviewId}/submit', {
    params: { path: { reviewId: open.id } },
    body: { score: 45, grade, comments: '研究方法存在根本性问题，主要结论不能成立。', reviewForm: form.id },
  });
}

describe('the appeal of a failed blind review (issue 24 §1)', () => {
  it('lets the student appeal once within the window, and the graduate school decide it', async () => {
    // The doctoral student's thesis, two reviewers, two D results: failed by the doctoral rule.
    const doctoral = await backend.clientAs('doctoral');
    const xykh = (await doctoral.get('/auth/info')).user.xykh ?? '';
    const upload = new FormData();
    upload.append('file', pdfFile('thesis.pdf'), 'thesis.pdf');
    upload.append('title', '面向异构集群的训练调度研究');
    await doctoral.post('/cloud-xj/api/xw/students/{xykh}/thesis', { params: { path: { xykh } }, body: upload as unknown as ThesisUploadForm });
    const staff = await backend.clientAs('staff');
    const file = await staff.get('/cloud-xj/api/xw/students/{xykh}', { params: { path: { xykh } } });
    const reviewers = [await backend.clientAs('reviewer1'), await backend.clientAs('reviewer2')];
    const ghs = await Promise.all(reviewers.map(async (client) => (await client.get('/auth/info')).user.gh ?? ''));
    await staff.post('/cloud-xj/api/xw/lwps/theses/{thesisId}/reviewers', { params: { path: { thesisId: file.thesis?.id ?? '' } }, body: { reviewers: ghs } });
    for (const reviewer of reviewers) await review(reviewer, 'D');
    const failed = await doctoral.get('/cloud-xj/api/xw/students/{xykh}', { params: { path: { xykh } } });
    expect(failed.thesis?.state).toBe('failed');

    await backend.signIn('doctoral');
    const view = renderPage(<DegreeApplicationsPage />, { route: '/xw/xwsq' });
    const thesis = await screen.findByRole('region', { name: '学位论文' });
    expect(await within(thesis).findByText(`盲审未通过：可在 ${failed.appealUntil ?? ''} 前申诉一次`)).toBeTruthy();
    expect(within(thesis).getAllByText('D：不同意答辩').length).toBe(2);
    fireEvent.click(within(thesis).getByRole('button', { name: /申诉$/ }));
    const dialog = await screen.findByRole('dialog', { name: `盲审结果申诉（${failed.appealUntil ?? ''} 前）` });
    // Too short a reason is refused before anything is sent.
    fireEvent.change(within(dialog).getByLabelText('申诉理由'), { target: { value: '不服' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('请输入 10-2000 个字')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('申诉理由'), { target: { value: '第五章已给出三组公开数据集上的完整对比实验，恳请复议。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(thesis).findByText(/申诉，等待研究生院处理$/)).toBeTruthy();
    // Once: no second appeal.
    await waitFor(() => expect(within(thesis).queryByRole('button', { name: /申诉$/ })).toBeNull());
    view.unmount();

    // The graduate school accepts it: a new round, waiting for its reviewers.
    await backend.signIn('staff');
    renderPage(<DegreeFilePage />, { route: `/stuXwsqView?xykh=${xykh}` });
    const staffThesis = await screen.findByRole('region', { name: '学位论文' });
    fireEvent.click(await within(staffThesis).findByRole('button', { name: /处理申诉/ }));
    const decide = await screen.findByRole('dialog', { name: '处理申诉' });
    fireEvent.mouseDown(within(decide).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('受理（重新送审）'));
    fireEvent.change(within(decide).getByLabelText('处理意见'), { target: { value: '同意重新送审' } });
    fireEvent.click(within(decide).getByRole('button', { name: /确\s?定/ }));
    expect(await within(staffThesis).findByText(/的申诉已受理，论文重新送审$/)).toBeTruthy();
    expect(within(staffThesis).getByText('待分配评阅人', { selector: '.ant-tag' })).toBeTruthy();
  });
});
