import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import { PlanEditor } from './plan-editor.tsx';

const backend = mockBackend();

/** 网络空间安全, 2025 cohort (default seed). */
const id = 'pf-083900-2025-am';

describe('the plan editor (issue 23 §1)', () => {
  it('shows the live sums, the server’s refusal beside the group it names, and stores nothing refused', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const plan = await staff.get('/cloud-xj/api/pkgl/pyfa/{id}', { params: { path: { id } } });
    const elective = plan.groups.find((g) => g.name === '专业选修课')!;
    renderPage(<PlanEditor plan={plan} />, { route: `/pyfazd/pyfazdForm?id=${id}` });
    const group = await screen.findByRole('region', { name: '专业选修课' });
    fireEvent.change(within(group).getByLabelText('最低学分'), { target: { value: String(elective.offeredCredits + 2) } });
    await waitFor(() => expect(within(group).getByText(/差 2 学分/)).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    const alert = await within(group).findByRole('alert');
    expect(alert.textContent).toContain(`专业选修课: 至少 ${elective.offeredCredits + 2} 学分, 课程只有 ${elective.offeredCredits} 学分, 差 2 学分`);
    const after = await staff.get('/cloud-xj/api/pkgl/pyfa/{id}', { params: { path: { id } } });
    expect(after.groups.find((g) => g.name === '专业选修课')!.minCredits).toBe(elective.minCredits);
  });
});
