import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import PracticeDetailPage from './practice-detail-page.tsx';
import PracticeSummaryPage from './practice-page.tsx';

const backend = mockBackend();

beforeAll(async () => {
  await backend.signIn('staff');
});

describe('the practice evaluation summary (/cjgl/sjpjhz, issue 23 §3)', () => {
  it('shows each college’s evaluations by kind with the pass rate', async () => {
    const staff = await backend.clientAs('staff');
    const rows = await staff.get('/cloud-xj/api/cjgl/practice', { params: { query: {} } });
    const [first] = rows;
    if (!first) throw new Error('the seed has practice evaluations');
    renderPage(<PracticeSummaryPage />, { route: '/cjgl/sjpjhz' });
    const summary = await screen.findByRole('region', { name: '各学院实践评价汇总' });
    const link = await within(summary).findByRole('button', {
      name: `查看 ${first.xymc} 的${first.kind === 'teaching' ? '教学实践' : '科研实践'}明细`,
    });
    expect(link).toBeTruthy();
    expect(within(summary).getAllByText(first.passRate === null ? '-' : `${first.passRate.toFixed(1)}%`).length).toBeGreaterThan(0);
  });

  it('lists a college’s students with their practice and its level, or that it is pending', async () => {
    const staff = await backend.clientAs('staff');
    const page = await staff.get('/cloud-xj/api/cjgl/practice/{xydm}', { params: { path: { xydm: '001' }, query: { kind: 'research', size: 20 } } });
    renderPage(<PracticeDetailPage />, { route: '/sjpjhz/indexmx?xydm=001&kind=research' });
    expect(await screen.findByText(new RegExp(`科研实践（共 ${page.total} 人）`))).toBeTruthy();
    const [first] = page.records;
    if (!first) throw new Error('the college has research practice');
    expect((await screen.findAllByText(first.title)).length).toBeGreaterThan(0);
  });
});
