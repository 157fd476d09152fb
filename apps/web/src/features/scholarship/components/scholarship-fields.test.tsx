import { screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import type { AchievementDraft, ScholarshipPayload } from '../types.ts';
import { ScholarshipFields } from './scholarship-fields.tsx';
import { ScholarshipView } from './scholarship-view.tsx';

const backend = mockBackend();

beforeAll(async () => {
  await backend.signIn('student');
});

function FieldsWith({ achievements }: { achievements: AchievementDraft[] }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={{ achievements }}>
      <ScholarshipFields form={form} />
    </Form>
  );
}

describe('the scholarship fields of the application form (issue 15 §4)', () => {
  it('shows the year of the rule table, each achievement’s score and the total as the server will count them', async () => {
    // The rule table and the categories' dictionary are the server's.
    renderPage(
      <FieldsWith
        achievements={[
          { category: '1', level: 'A', title: '论文', date: '2026-03-15' },
          { category: '2', level: 'N', title: '项目', date: '2025-11-02' },
          { category: '5', title: '实践一', date: '2026-01-10' },
          { category: '5', title: '实践二', date: '2026-02-10' },
          { category: '5', title: '实践三', date: '2026-03-10' },
        ]}
      />,
    );
    expect(await screen.findByDisplayValue('2025-2026')).toBeTruthy();
    const scores = () => [1, 2, 3, 4, 5].map((index) => screen.getByLabelText(`第 ${index} 项成果的计分`).textContent);
    // 社会实践 counts 3 each up to its cap of 6: the third counts nothing. The form hands its rows to the
    // preview a render after the rule table is in.
    await waitFor(() => expect(scores()).toEqual(['30', '15', '3', '3', '0']));
    expect(screen.getByText('预计总分：51 分')).toBeTruthy();
    expect(screen.getByRole('group', { name: '成果（5 项，最多 20 项）' })).toBeTruthy();
  });
});

describe('the scholarship detail (issue 15 §4)', () => {
  it('lists the achievements with the points of the rule and what each counted for, and the total', async () => {
    // A seeded application as the server stored and scored it.
    const staff = await backend.clientAs('staff');
    const page = await staff.get('/cloud-xj/api/sq/applications', { params: { query: { kind: ['scholarship'], current: 1, size: 50 } } });
    const payload = page.records
      .map((application) => application.payload)
      .find(
        (p): p is ScholarshipPayload =>
          p.kind === 'scholarship' &&
          p.achievements.length >= 2 &&
          p.achievements.some((a) => a.levelName) &&
          new Set(p.achievements.map((a) => a.title)).size === p.achievements.length,
      );
    if (!payload) throw new Error('the seed has a scholarship application with two differently titled achievements, one of a level');
    renderPage(<ScholarshipView payload={payload} />);
    const table = screen.getByRole('table', { name: '成果及计分' });
    for (const achievement of payload.achievements) {
      const row = within(table).getByRole('row', { name: new RegExp(achievement.title) });
      expect(within(row).getByText(achievement.date)).toBeTruthy();
      if (achievement.levelName) expect(within(row).getByText(achievement.levelName)).toBeTruthy();
      expect(within(row).getAllByText(String(achievement.score)).length).toBeGreaterThan(0);
    }
    // The category by its dictionary label (xj_cglb), once the dictionary is in.
    const first = within(table).getByRole('row', { name: new RegExp(payload.achievements[0]!.title) });
    expect(await within(first).findByText(/学术论文|科研项目|学科竞赛|专利与软件著作权|社会实践|学生工作/)).toBeTruthy();
    expect(screen.getByText(String(payload.totalScore))).toBeTruthy();
    expect(screen.getByText(payload.statement)).toBeTruthy();
  });
});
