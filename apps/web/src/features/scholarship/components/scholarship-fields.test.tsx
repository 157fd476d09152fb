import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { App, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api.ts';
import { type DictEntry, dictQueryOptions, indexDict } from '../../../lib/dicts.ts';
import { scholarshipKeys } from '../api/keys.ts';
import type { AchievementDraft, ScholarshipPayload, ScholarshipRules } from '../types.ts';
import { ScholarshipFields } from './scholarship-fields.tsx';
import { ScholarshipView } from './scholarship-view.tsx';

const rules: ScholarshipRules = {
  year: '2025-2026',
  minAchievements: 1,
  maxAchievements: 20,
  tieBreak: '总分相同时，单项成果最高分高者在前',
  categories: [
    { category: '1', name: '学术论文', levels: [{ level: 'A', name: 'SCI/SSCI 一区或 CCF A 类', points: 30 }], points: null, cap: null },
    { category: '2', name: '科研项目', levels: [{ level: 'N', name: '国家级项目', points: 15 }], points: null, cap: 30 },
    { category: '5', name: '社会实践', levels: [], points: 3, cap: 6 },
  ],
};
const categories: DictEntry[] = [
  ['1', '学术论文'],
  ['2', '科研项目'],
  ['5', '社会实践'],
].map(([value, label], i) => ({ id: `xj_cglb-${value}`, dictName: 'xj_cglb', value: value!, label: label!, dictSort: i + 1, enabled: true }));

function client(): QueryClient {
  vi.spyOn(api, 'get').mockImplementation(((path: string) => Promise.resolve(path === '/cloud-xj/api/xj/xyjxj/rules' ? rules : [])) as never);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queries.setQueryData(scholarshipKeys.get('/cloud-xj/api/xj/xyjxj/rules'), rules);
  queries.setQueryData(dictQueryOptions('xj_cglb').queryKey, indexDict('xj_cglb', categories));
  return queries;
}

function FieldsWith({ achievements }: { achievements: AchievementDraft[] }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={{ achievements }}>
      <ScholarshipFields form={form} />
    </Form>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the scholarship fields of the application form (issue 15 §4)', () => {
  it('shows the year of the rule table, each achievement’s score and the total as the server will count them', async () => {
    render(
      <QueryClientProvider client={client()}>
        <App>
          <FieldsWith
            achievements={[
              { category: '1', level: 'A', title: '论文', date: '2026-03-15' },
              { category: '2', level: 'N', title: '项目', date: '2025-11-02' },
              { category: '5', title: '实践一', date: '2026-01-10' },
              { category: '5', title: '实践二', date: '2026-02-10' },
              { category: '5', title: '实践三', date: '2026-03-10' },
            ]}
          />
        </App>
      </QueryClientProvider>,
    );
    expect(await screen.findByDisplayValue('2025-2026')).toBeTruthy();
    const scores = [1, 2, 3, 4, 5].map((index) => screen.getByLabelText(`第 ${index} 项成果的计分`).textContent);
    // 社会实践 counts 3 each up to its cap of 6: the third counts nothing.
    expect(scores).toEqual(['30', '15', '3', '3', '0']);
    expect(screen.getByText('预计总分：51 分')).toBeTruthy();
    expect(screen.getByRole('group', { name: '成果（5 项，最多 20 项）' })).toBeTruthy();
  });
});

describe('the scholarship detail (issue 15 §4)', () => {
  it('lists the achievements with the points of the rule and what each counted for, and the total', () => {
    const payload: ScholarshipPayload = {
      kind: 'scholarship',
      year: '2025-2026',
      statement: '本学年在导师指导下完成课题研究。',
      totalScore: 45,
      achievements: [
        { category: '1', title: '基于图神经网络的推理方法', level: 'A', levelName: 'SCI/SSCI 一区或 CCF A 类', date: '2026-03-15', points: 30, score: 30 },
        { category: '2', title: '国家自然科学基金青年项目', level: 'N', levelName: '国家级项目', date: '2025-11-02', points: 15, score: 15 },
      ],
    };
    render(
      <QueryClientProvider client={client()}>
        <ScholarshipView payload={payload} />
      </QueryClientProvider>,
    );
    const table = screen.getByRole('table', { name: '成果及计分' });
    const paper = within(table).getByText('基于图神经网络的推理方法').closest('tr')!;
    expect(within(paper).getByText('学术论文')).toBeTruthy();
    expect(within(paper).getByText('SCI/SSCI 一区或 CCF A 类')).toBeTruthy();
    expect(within(paper).getAllByText('30')).toHaveLength(2);
    expect(screen.getByText('45')).toBeTruthy();
    expect(screen.getByText('本学年在导师指导下完成课题研究。')).toBeTruthy();
  });
});
