import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import GradeMaintenancePage from './maintain-page.tsx';

const backend = mockBackend();

beforeAll(async () => {
  await backend.signIn('staff');
});

describe('grade maintenance (/cjgl/whcjgl, issue 23 §3)', () => {
  it('finds a student’s grades with the mark and the sheet’s state, and offers staff their corrections', async () => {
    const staff = await backend.clientAs('staff');
    const [grade] = (await staff.get('/cloud-xj/api/cjgl/grades', { params: { query: { state: 'submitted', size: 1 } } })).records;
    if (!grade) throw new Error('the seed has a submitted grade');
    renderPage(<GradeMaintenancePage />, { route: '/cjgl/whcjgl' });
    const search = await screen.findByRole('search', { name: '成绩查询' });
    fireEvent.change(within(search).getByLabelText('学生'), { target: { value: grade.xykh } });
    fireEvent.change(within(search).getByLabelText('课程'), { target: { value: grade.kcdm } });
    fireEvent.click(within(search).getByRole('button', { name: /查\s?询/ }));
    expect(await screen.findByRole('button', { name: `更正 ${grade.xm} 的 ${grade.kcmc} 成绩` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `解锁 ${grade.kcmc}（${grade.term}）的成绩单` })).toBeTruthy();
    expect(screen.getAllByText('已提交').length).toBeGreaterThan(0);
  });

  it('lists the history of changes with the old and the new value, who and why', async () => {
    const staff = await backend.clientAs('staff');
    const [change] = (await staff.get('/cloud-xj/api/cjgl/changes', { params: { query: { how: 'correction', size: 1 } } })).records;
    if (!change?.reason) throw new Error('the seed has a correction with its reason');
    renderPage(<GradeMaintenancePage />, { route: '/cjgl/whcjgl?tab=changes' });
    const search = await screen.findByRole('search', { name: '修改记录查询' });
    fireEvent.change(within(search).getByLabelText('学生'), { target: { value: change.xykh } });
    fireEvent.change(within(search).getByLabelText('课程'), { target: { value: change.kcdm } });
    fireEvent.click(within(search).getByRole('button', { name: /查\s?询/ }));
    // A card per row in jsdom (no media queries: a phone's list).
    const card = await waitFor(() => {
      const found = screen.getAllByRole('listitem').find((item) => item.textContent?.includes(change.reason ?? ''));
      if (!found) throw new Error('the correction is listed');
      return found;
    });
    expect(card.textContent).toContain('更正');
    expect(card.textContent).toContain(change.byName);
    expect(card.textContent).toContain('→');
  });
});

describe('grade maintenance for a college secretary (issue 23 §3)', () => {
  it('offers only their own college in the college filter', async () => {
    const info = await backend.signIn('college');
    try {
      const own = info?.user.deptId;
      if (!own) throw new Error('the college secretary has a college');
      renderPage(<GradeMaintenancePage />, { route: '/cjgl/whcjgl' });
      const search = await screen.findByRole('search', { name: '成绩查询' });
      fireEvent.mouseDown(within(search).getByLabelText('学院'));
      const options = await screen.findAllByRole('treeitem');
      expect(options.map((option) => option.textContent)).toHaveLength(1);
    } finally {
      await backend.signIn('staff');
    }
  });
});
