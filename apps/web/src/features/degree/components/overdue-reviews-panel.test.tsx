import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import OverdueReviewsPanel from './overdue-reviews-panel.tsx';

const backend = mockBackend();

describe("the reviewer's home panel (issue 24 §1)", () => {
  it('counts the reviews still to do and flags the overdue ones', async () => {
    await backend.signIn('teacher');
    const teacher = await backend.clientAs('teacher');
    const all = (await teacher.get('/cloud-xj/api/xw/lwps/reviews', { params: { query: { current: 1, size: 100 } } })).records;
    const open = all.filter((r) => r.state === 'awaiting_declaration' || r.state === 'open');
    const overdue = open.filter((r) => r.overdue);
    expect(overdue.length).toBeGreaterThan(0);
    renderPage(<OverdueReviewsPanel />, { route: '/' });
    const panel = await screen.findByRole('region', { name: '论文评阅任务' });
    expect(within(panel).getByText(`您有 ${open.length} 份论文待评阅，其中 ${overdue.length} 份已逾期`)).toBeTruthy();
    expect(within(panel).getAllByText('已逾期').length).toBe(overdue.length);
    expect(within(panel).getByRole('link', { name: '全部评阅' }).getAttribute('href')).toBe('/xw/lwps');
  });

  it('shows nothing to a teacher with no review to do', async () => {
    await backend.signIn('multi');
    const multi = await backend.clientAs('multi');
    expect((await multi.get('/cloud-xj/api/xw/lwps/reviews', { params: { query: { current: 1, size: 100 } } })).total).toBe(0);
    const { container, client } = renderPage(<OverdueReviewsPanel />, { route: '/' });
    // Once the list has come back (empty), the panel still draws nothing.
    await waitFor(() =>
      expect(
        client
          .getQueryCache()
          .findAll({ queryKey: ['degree'] })
          .some((query) => query.state.status === 'success'),
      ).toBe(true),
    );
    expect(container.textContent).toBe('');
  });
});
