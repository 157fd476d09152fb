import type { ApiClient } from '@gs/sdk/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import type { GradeRecord } from '../api/keys.ts';
import GradeDetailPage from './grade-detail-page.tsx';

const backend = mockBackend();

let staff: ApiClient;

beforeAll(async () => {
  await backend.signIn('staff');
  staff = await backend.clientAs('staff');
});

/** Grades of submitted sheets on the score scale with a score and no flag, as the server holds them. */
async function scoredGrades(): Promise<GradeRecord[]> {
  const page = await staff.get('/cloud-xj/api/cjgl/grades', { params: { query: { state: 'submitted', size: 100 } } });
  return page.records.filter((grade) => grade.scale === 'score' && grade.score !== null && grade.flag === null);
}

const gradeAs = (client: ApiClient, id: string) => client.get('/cloud-xj/api/cjgl/grades/{id}', { params: { path: { id } } });

/** Another score than `score`, within 0-100. */
const otherScore = (score: number) => (score >= 99 ? score - 7 : score + 1);

/** Whether the page has sent a correction, as the server sees it. */
function correctionSent(): () => boolean {
  let sent = false;
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/correct')) sent = true;
  });
  return () => sent;
}

function mount(id: string) {
  renderPage(<GradeDetailPage />, { route: `/whcjgl/indexCjmx?id=${encodeURIComponent(id)}` });
}

async function openCorrection(grade: GradeRecord) {
  expect(await screen.findByText(`${grade.xm} · ${grade.kcmc}`)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /更\s?正/ }));
  return screen.findByRole('dialog', { name: `更正成绩：${grade.xm} · ${grade.kcmc}` });
}

describe('a grade’s detail and its correction (/whcjgl/indexCjmx, issue 23 §3)', () => {
  it('refuses a correction without a reason before sending it, then corrects the grade and shows the change in the history', async () => {
    const [grade] = await scoredGrades();
    if (!grade?.score) throw new Error('the seed has a scored grade on a submitted sheet');
    const next = otherScore(grade.score);
    const sent = correctionSent();
    mount(grade.id);
    const dialog = await openCorrection(grade);
    fireEvent.change(within(dialog).getByLabelText('新分数'), { target: { value: String(next) } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('请填写 2 到 200 字的更正原因')).toBeTruthy();
    expect(sent()).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('更正原因'), { target: { value: '试卷复核，漏计一题' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const stored = await gradeAs(staff, grade.id);
    expect(stored.grade).toMatchObject({ score: next, version: grade.version + 1 });
    // The history shows the correction: old and new value, who and why.
    const history = await screen.findByRole('table', { name: '修改记录' });
    const row = await within(history).findByRole('row', { name: /试卷复核，漏计一题/ });
    expect(within(row).getByText('更正')).toBeTruthy();
    expect(within(row).getByText(String(grade.score))).toBeTruthy();
    expect(within(row).getByText(String(next))).toBeTruthy();
    expect(within(row).getByText(stored.grade.updatedBy ?? '')).toBeTruthy();
  });

  it('shows the grade as it is now and who set it when someone corrected it meanwhile (409), and goes through on the next press', async () => {
    const [, grade] = await scoredGrades();
    if (!grade?.score) throw new Error('the seed has two scored grades on submitted sheets');
    mount(grade.id);
    const dialog = await openCorrection(grade);
    fireEvent.change(within(dialog).getByLabelText('新分数'), { target: { value: String(otherScore(grade.score)) } });
    fireEvent.change(within(dialog).getByLabelText('更正原因'), { target: { value: '登记错误' } });
    // An admin corrects the same grade first.
    const admin = await backend.clientAs('admin');
    const theirs = await admin.post('/cloud-xj/api/cjgl/grades/{id}/correct', {
      params: { path: { id: grade.id } },
      body: { score: 61, flag: null, reason: '补考成绩', version: grade.version },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('该成绩已被他人修改，请核对后重新更正')).toBeTruthy();
    expect(within(dialog).getByText(`现在的成绩：61（${theirs.updatedBy ?? ''}，${theirs.updatedAt ?? ''}）`)).toBeTruthy();
    expect((await gradeAs(staff, grade.id)).grade.score).toBe(61);

    // Seen, and pressed again: the correction is of the grade as it is now.
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await gradeAs(staff, grade.id)).grade.score).toBe(otherScore(grade.score));
  });

  it('takes a sheet’s release back, then unlocks the sheet with a reason (required) for its teacher', async () => {
    const grade = (await scoredGrades())[2];
    if (!grade) throw new Error('the seed has three scored grades on submitted sheets');
    const sheetOf = () => staff.get('/cloud-xj/api/cjgl/sheets/{offeringId}', { params: { path: { offeringId: grade.offeringId } } });
    mount(grade.id);
    expect(await screen.findByText(`${grade.xm} · ${grade.kcmc}`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /发布设置/ }));
    const release = await screen.findByRole('dialog', { name: `成绩发布：${grade.kcmc}（${grade.term}）` });
    fireEvent.click(await within(release).findByRole('radio', { name: '不发布' }));
    fireEvent.click(within(release).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await sheetOf()).releaseAt).toBeNull();
    // The sheet's part of the page follows.
    await waitFor(() => expect(screen.getByRole('definition', { description: '发布时间' }).textContent).toBe('未发布'));

    fireEvent.click(screen.getByRole('button', { name: /解\s?锁/ }));
    const unlock = await screen.findByRole('dialog', { name: `解锁成绩单：${grade.kcmc}（${grade.term}）` });
    fireEvent.click(within(unlock).getByRole('button', { name: /确\s?定/ }));
    expect(await within(unlock).findByText('请填写 2 到 200 字的更正原因')).toBeTruthy();
    fireEvent.change(within(unlock).getByLabelText('解锁原因'), { target: { value: '任课教师申请修改平时成绩' } });
    fireEvent.click(within(unlock).getByRole('button', { name: /确\s?定/ }));
    // The page kit's dialog closes with antd's animation, which jsdom never ends: the server is asked instead.
    await waitFor(async () => expect((await sheetOf()).state).toBe('draft'));
    // A draft again: the page says so, and offers neither unlock nor release.
    expect((await screen.findAllByText('未提交')).length).toBe(2);
    expect(screen.queryByRole('button', { name: /解\s?锁/ })).toBeNull();
    expect(within(await screen.findByRole('table', { name: '修改记录' })).getByText('任课教师申请修改平时成绩')).toBeTruthy();
  });
});
