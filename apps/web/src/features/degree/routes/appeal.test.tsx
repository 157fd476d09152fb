import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import { doctoralThesisUnderReview, reviewAs } from '../test-support.tsx';
import DegreeFilePage from './file-page.tsx';
import DegreeApplicationsPage from './xwsq-page.tsx';

const backend = mockBackend();

describe('the appeal of a failed blind review (issue 24 §1)', () => {
  it('lets the student appeal once within the window, and the graduate school decide it', async () => {
    // The doctoral student's thesis, two reviewers, two D results: failed by the doctoral rule.
    const { xykh, doctoral, reviewers } = await doctoralThesisUnderReview(backend);
    for (const reviewer of reviewers) await reviewAs(reviewer, 'D');
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
