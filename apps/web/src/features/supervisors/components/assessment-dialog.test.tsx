import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api.ts';
import type { Assessment, AssessmentCriterion } from '../api/assessments.ts';
import { AssessmentDialog } from './assessment-dialog.tsx';

const criteria: AssessmentCriterion[] = [
  { id: 'ldsr', name: '立德树人', description: '师德师风', weight: 20, maxScore: 10 },
  { id: 'kysp', name: '科研水平', description: '科研成果', weight: 35, maxScore: 100 },
  { id: 'zdzl', name: '指导质量', description: '指导过程', weight: 30, maxScore: 100 },
  { id: 'pycx', name: '培养成效', description: '毕业与成果', weight: 15, maxScore: 50 },
];

const row: Assessment = {
  year: 2026,
  gh: '20141008',
  xm: '许笑愚',
  xydm: '001',
  xymc: '计算机科学与技术学院',
  dslx: '1',
  state: 'none',
  scores: [],
  total: null,
  level: null,
  comment: null,
  assessedBy: null,
  assessedByName: null,
  updateTime: null,
  submitTime: null,
};

function mount(assessment: Assessment, onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <AssessmentDialog row={assessment} criteria={criteria} onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  return onClose;
}

const scoreInput = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe('the assessment entry dialog (issue 15 §6)', () => {
  it('shows the weighted total and level while scores are typed, and submits every criterion', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...row, state: 'submitted' } as never);
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
    await waitFor(() => expect(document.querySelector('.ant-statistic')?.textContent).toContain('79.0'));
    expect(screen.getByText('合格')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith('/cloud-xj/api/ds/dskh/{year}/{gh}', {
      params: { path: { year: 2026, gh: '20141008' } },
      body: {
        scores: [
          { criterionId: 'ldsr', score: 9 },
          { criterionId: 'kysp', score: 80 },
          { criterionId: 'zdzl', score: 70 },
          { criterionId: 'pycx', score: 40 },
        ],
        comment: null,
        submit: true,
      },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends nothing while a score is missing', async () => {
    const put = vi.spyOn(api, 'put');
    mount(row);
    fireEvent.change(scoreInput('立德树人'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请填写「科研水平」的得分')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('shows a submitted assessment read only', async () => {
    mount({ ...row, state: 'submitted', scores: criteria.map((c) => ({ criterionId: c.id, score: c.maxScore })), total: 100, level: 'excellent' });
    expect(screen.getByText('已提交的考核须由研究生院退回后才能修改')).toBeTruthy();
    expect(scoreInput('科研水平').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /提\s?交/ })).toBeNull();
    expect(await screen.findByText('优秀')).toBeTruthy();
  });
});
