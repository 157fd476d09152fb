import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import DegreeFilePage from './file-page.tsx';

const backend = mockBackend();

/** A student of the seed with an open disciplinary flag and a thesis under review (the spec's example `lw-0001`). */
async function flaggedStudent() {
  const staff = await backend.clientAs('staff');
  const theses = await staff.get('/cloud-xj/api/xw/lwps/theses', { params: { query: { current: 1, size: 200 } } });
  for (const row of theses.records) {
    const file = await staff.get('/cloud-xj/api/xw/students/{xykh}', { params: { path: { xykh: row.xykh } } });
    if (file.flags.some((flag) => flag.closedAt === null) && (file.thesis?.reviews.length ?? 0) > 0) return file;
  }
  throw new Error('the seed has a flagged student with reviews');
}

describe("a student's degree file (/stuXwsqView, issue 24 §1)", () => {
  it('names the reviewers to the graduate school, and lets it close a flag and add one, each with its reason', async () => {
    await backend.signIn('staff');
    const file = await flaggedStudent();
    const xykh = file.student.xykh;
    const flag = file.flags.find((f) => f.closedAt === null)!;
    renderPage(<DegreeFilePage />, { route: `/stuXwsqView?xykh=${xykh}` });
    expect(await screen.findByText(`${file.student.xm}的学位档案`)).toBeTruthy();
    const thesis = screen.getByRole('region', { name: '学位论文' });
    for (const review of file.thesis?.reviews ?? []) {
      expect(within(thesis).getByRole('article', { name: `评阅人 ${review.no}：${review.reviewerName ?? ''}` })).toBeTruthy();
    }
    // The open flag fails the discipline condition.
    const conditions = screen.getByRole('region', { name: '学位申请条件' });
    const discipline = file.conditions.find((c) => c.key === 'discipline')!;
    expect(discipline.met).toBe(false);
    expect(within(conditions).getByText(discipline.detail)).toBeTruthy();

    const flags = screen.getByRole('region', { name: '处分记录' });
    fireEvent.click(within(flags).getByRole('button', { name: `解除处分“${flag.reason}”` }));
    const closing = await screen.findByRole('dialog', { name: `解除处分：${flag.reason}` });
    fireEvent.change(within(closing).getByLabelText('解除说明'), { target: { value: '处分期满，予以解除' } });
    fireEvent.click(within(closing).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('处分已解除')).toBeTruthy();
    await waitFor(() => expect(within(flags).queryByRole('button', { name: `解除处分“${flag.reason}”` })).toBeNull());
    expect(await within(flags).findByText(/解除：处分期满，予以解除$/)).toBeTruthy();

    fireEvent.click(within(flags).getByRole('button', { name: /登记处分/ }));
    const adding = await screen.findByRole('dialog', { name: '登记处分' });
    // A one-character reason is refused before anything is sent.
    fireEvent.change(within(adding).getByLabelText('处分事由'), { target: { value: '违' } });
    fireEvent.click(within(adding).getByRole('button', { name: /确\s?定/ }));
    expect(await within(adding).findByText('请输入 2-500 个字')).toBeTruthy();
    fireEvent.change(within(adding).getByLabelText('处分事由'), { target: { value: '2026 年 10 月学术报告缺勤，通报批评' } });
    fireEvent.click(within(adding).getByRole('button', { name: /确\s?定/ }));
    expect(await within(flags).findByText('2026 年 10 月学术报告缺勤，通报批评')).toBeTruthy();
  });

  it('asks for a card number when opened without one', async () => {
    await backend.signIn('staff');
    renderPage(<DegreeFilePage />, { route: '/stuXwsqView' });
    expect(await screen.findByText('请指定学生学号')).toBeTruthy();
    expect(screen.getByLabelText('学生学号')).toBeTruthy();
  });
});
