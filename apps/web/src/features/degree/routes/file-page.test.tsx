import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import { DEFENCE_RECORD_URL } from '../api/keys.ts';
import { doctoralThesisUnderReview, pdfFile, reviewAs } from '../test-support.tsx';
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

/**
 * The doctoral student's file with every condition met, through the API as the journey's people would: the thesis,
 * two reviewers answering A, a committee of three voting for it, the defence closed with its record.
 */
async function eligibleDoctoral(): Promise<string> {
  const { xykh, staff, reviewers } = await doctoralThesisUnderReview(backend);
  for (const reviewer of reviewers) await reviewAs(reviewer, 'A');
  const teachers = await staff.get('/cloud-xj/api/xw/students/{xykh}/teachers', { params: { path: { xykh } } });
  const [chair, secretary, member] = teachers.filter((t) => t.excluded === null);
  if (!chair || !secretary || !member) throw new Error('three teachers may sit');
  const defence = await staff.post('/cloud-xj/api/xw/dbjl/defences', {
    body: {
      xykh,
      time: '2026-12-10 14:00',
      room: '信息楼 305',
      members: [
        { gh: chair.gh, role: 'chair' },
        { gh: secretary.gh, role: 'secretary' },
        { gh: member.gh, role: 'member' },
      ],
    },
  });
  for (const seat of defence.members)
    await staff.post('/cloud-xj/api/xw/dbjl/defences/{defenceId}/votes', { params: { path: { defenceId: defence.id } }, body: { gh: seat.gh, vote: 'pass' } });
  const record = await staff.upload({ file: pdfFile('答辩记录.pdf'), url: DEFENCE_RECORD_URL });
  await staff.post('/cloud-xj/api/xw/dbjl/defences/{defenceId}/close', {
    params: { path: { defenceId: defence.id } },
    body: { resolution: '答辩委员会经无记名投票，同意通过论文答辩。', recordFile: record.id },
  });
  return xykh;
}

describe("a student's degree file (/stuXwsqView, issue 24 §1)", () => {
  it('lets the graduate school apply for an eligible student on their behalf, and no second time while it is decided', async () => {
    const xykh = await eligibleDoctoral();
    await backend.signIn('staff');
    renderPage(<DegreeFilePage />, { route: `/stuXwsqView?xykh=${xykh}` });
    const part = await screen.findByRole('region', { name: '学位申请' });
    expect(await within(part).findByText('尚未申请学位')).toBeTruthy();
    fireEvent.click(within(part).getByRole('button', { name: '代学生申请' }));
    const drawer = await screen.findByRole('dialog', { name: /^代.+申请学位$/ });
    // The kind's own fields come as their own chunk; the form takes a press once they are in.
    const submit = await within(drawer).findByRole('button', { name: '提交申请' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await screen.findByText('申请已提交')).toBeTruthy();
    // The file names the application (the student's, submitted by the office), and the button waits for its decision.
    await waitFor(() => expect(within(part).queryByText('尚未申请学位')).toBeNull());
    expect(await within(part).findByText('已有学位申请正在审批中')).toBeTruthy();
    expect(within(part).getByRole('button', { name: '代学生申请' })).toHaveProperty('disabled', true);
    const staff = await backend.clientAs('staff');
    const file = await staff.get('/cloud-xj/api/xw/students/{xykh}', { params: { path: { xykh } } });
    expect(file.application).toMatchObject({ state: 'submitted' });
  });

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
