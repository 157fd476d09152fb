import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../../test/mock-backend.tsx';
import GradeEntryListPage from './list-page.tsx';

const backend = mockBackend();

/** Where the list's link went (the shell opens it in a tab of its own). */
function Opened() {
  const location = useLocation();
  return <p>opened {`${location.pathname}${location.search}`}</p>;
}

function page() {
  return renderPage(
    <Routes>
      <Route path="/cjgl/cjlr" element={<GradeEntryListPage />} />
      <Route path="/cjlr/xkxsIdex" element={<Opened />} />
    </Routes>,
    { route: '/cjgl/cjlr' },
  );
}

describe('grade entry list (issue 23 §3)', () => {
  it('lists the teacher’s own sheets of the current term, with state and progress, and opens one in the entry grid', async () => {
    await backend.signIn('teacher');
    const teacher = await backend.clientAs('teacher');
    const terms = await teacher.get('/kernel/terms');
    const current = terms.find((term) => term.current);
    const mine = await teacher.get('/cloud-xj/api/cjgl/sheets', { params: { query: { term: current?.id, size: 100 } } });
    const draft = mine.records.find((record) => record.state === 'draft');
    if (!current || !draft) throw new Error('the seed gives the teacher a draft sheet this term');
    page();
    const list = await screen.findByRole('region', { name: '成绩单列表' });
    expect(await within(list).findByText(current.name)).toBeTruthy();
    expect(await within(list).findByText(`成绩单（共 ${mine.total} 门）`)).toBeTruthy();
    expect(within(list).getByText(`${draft.entered} / ${draft.total}`)).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: `录入成绩：${draft.kcmc}（${draft.kcdm}）` }));
    expect(await screen.findByText(`opened /cjlr/xkxsIdex?id=${draft.id}`)).toBeTruthy();
  });

  it('shows the graduate school every sheet of the term', async () => {
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const current = (await staff.get('/kernel/terms')).find((term) => term.current);
    const all = await staff.get('/cloud-xj/api/cjgl/sheets', { params: { query: { term: current?.id, size: 1 } } });
    page();
    const list = await screen.findByRole('region', { name: '成绩单列表' });
    expect(await within(list).findByText(`成绩单（共 ${all.total} 门）`)).toBeTruthy();
  });
});
