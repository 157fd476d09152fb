import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiClient } from '@gs/sdk/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import type { Assessment, AssessmentCriterion } from '../api/assessments.ts';
import { AssessmentDialog } from './assessment-dialog.tsx';

const backend = mockBackend();

let staff: ApiClient;
let criteria: AssessmentCriterion[];
let rows: Assessment[];

beforeAll(async () => {
  // The graduate school enters the scores (`ds:dskh:edit`).
  await backend.signIn('staff');
  staff = await backend.clientAs('staff');
  criteria = await staff.get('/cloud-xj/api/ds/dskh/criteria');
  rows = (await staff.get('/cloud-xj/api/ds/dskh', { params: { query: { current: 1, size: 500 } } })).records;
});

/** This year's assessment of one supervisor, as the server holds it now. */
async function assessmentOf(gh: string): Promise<Assessment | undefined> {
  const { records } = await staff.get('/cloud-xj/api/ds/dskh', { params: { query: { current: 1, size: 500 } } });
  return records.find((row) => row.gh === gh);
}

/** A seeded supervisor nobody has assessed this year (default seed: 董勇 of 管理学院 comes first). */
const unassessed = () => rows.find((row) => row.state === 'none')!;

function mount(row: Assessment) {
  const onClose = vi.fn();
  renderPage(<AssessmentDialog row={row} criteria={criteria} onClose={onClose} />);
  return onClose;
}

const scoreInput = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

const levels = { excellent: '优秀', qualified: '合格', basic: '基本合格', unqualified: '不合格' } as const;

describe('the assessment entry dialog (issue 15 §6)', () => {
  it('shows the weighted total and level while scores are typed, and submits every criterion', async () => {
    const row = unassessed();
    expect(criteria.map((c) => [c.name, c.weight, c.maxScore])).toEqual([
      ['立德树人', 20, 10],
      ['科研水平', 35, 100],
      ['指导质量', 30, 100],
      ['培养成效', 15, 50],
    ]);
    const onClose = mount(row);
    for (const [name, score] of [
      ['立德树人', '9'],
      ['科研水平', '80'],
      ['指导质量', '70'],
      ['培养成效', '40'],
    ] as const) {
      fireEvent.change(scoreInput(name), { target: { value: score } });
    }
    // 9/10 x 20 + 80/100 x 35 + 70/100 x 30 + 40/50 x 15 = 79: 合格 (75 to 90)
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('79.0'));
    expect(screen.getByText('合格')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The server has the scores of every criterion, and works out the same total and level.
    expect(await assessmentOf(row.gh)).toMatchObject({
      state: 'submitted',
      scores: [
        { criterionId: 'ldsr', score: 9 },
        { criterionId: 'kysp', score: 80 },
        { criterionId: 'zdzl', score: 70 },
        { criterionId: 'pycx', score: 40 },
      ],
      comment: null,
      total: 79,
      level: 'qualified',
    });
  });

  it('sends nothing while a score is missing', async () => {
    const row = rows.filter((candidate) => candidate.state === 'none')[1]!;
    let sent = false;
    backend.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') sent = true;
    });
    mount(row);
    fireEvent.change(scoreInput('立德树人'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请填写「科研水平」的得分')).toBeTruthy();
    expect(sent).toBe(false);
    expect(await assessmentOf(row.gh)).toMatchObject({ state: 'none', scores: [] });
  });

  it('shows a submitted assessment read only', async () => {
    // A seeded draft (default seed: 江鹏, 90.4, excellent), submitted by the graduate school.
    const draft = rows.find((row) => row.state === 'draft')!;
    await staff.put('/cloud-xj/api/ds/dskh/{year}/{gh}', {
      params: { path: { year: draft.year, gh: draft.gh } },
      body: { scores: draft.scores, comment: draft.comment, submit: true },
    });
    const submitted = (await assessmentOf(draft.gh))!;
    expect(submitted).toMatchObject({ state: 'submitted', level: draft.level });
    mount(submitted);
    expect(screen.getByText('已提交的考核须由研究生院退回后才能修改')).toBeTruthy();
    expect(scoreInput('科研水平').disabled).toBe(true);
    expect(Number(scoreInput('科研水平').value)).toBe(submitted.scores.find((s) => s.criterionId === 'kysp')?.score);
    expect(screen.queryByRole('button', { name: /提\s?交/ })).toBeNull();
    expect(await screen.findByText(levels[submitted.level!])).toBeTruthy();
  });
});
