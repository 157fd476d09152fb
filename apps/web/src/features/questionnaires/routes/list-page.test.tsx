import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import QuestionnaireListPage from './list-page.tsx';

const backend = mockBackend();

const LIST = '/cloud-xj/api/examination/questionnaires';

/** Where the page sent the user (the shell opens it as a tab). */
function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

async function questionnaires() {
  const staff = await backend.clientAs('staff');
  return (await staff.get(LIST, { params: { query: { size: 100 } } })).records;
}

describe('the questionnaire list (examination/index, issue 24 §2)', () => {
  it('lists the questionnaires with their counts and opens the builder and the publish form', async () => {
    await backend.signIn('staff');
    const all = await questionnaires();
    const first = all[0];
    if (!first) throw new Error('the seed has questionnaires');
    renderPage(
      <>
        <QuestionnaireListPage />
        <Where />
      </>,
      { route: '/examination/index' },
    );
    expect(await screen.findByText(`问卷（${all.length}）`)).toBeTruthy();
    expect(screen.getAllByText(first.title).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: `编辑“${first.title}”` }));
    expect(screen.getByLabelText('where').textContent).toBe(`/examination/form?id=${first.id}`);
    fireEvent.click(screen.getByRole('button', { name: `发布“${first.title}”` }));
    expect(screen.getByLabelText('where').textContent).toBe(`/rwfb/form?questionnaireId=${first.id}`);
    fireEvent.click(screen.getByText('新建问卷'));
    expect(screen.getByLabelText('where').textContent).toBe('/examination/form');
  });

  it('searches by title, copies one and deletes the copy after asking', async () => {
    await backend.signIn('staff');
    const all = await questionnaires();
    const target = all.find((item) => item.title.includes('导师')) ?? all[0];
    if (!target) throw new Error('the seed has questionnaires');
    renderPage(<QuestionnaireListPage />, { route: '/examination/index' });
    fireEvent.change(await screen.findByLabelText('关键字'), { target: { value: target.title } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询$/ }));
    expect(await screen.findByText('问卷（1）')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `复制“${target.title}”` }));
    const copyTitle = `${target.title} (副本)`;
    expect(await screen.findByText(`已复制为“${copyTitle}”`)).toBeTruthy();
    await waitFor(async () => expect((await questionnaires()).some((item) => item.title === copyTitle)).toBe(true));
    expect(await screen.findByText('问卷（2）')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `删除“${copyTitle}”` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(`删除问卷“${copyTitle}”？`).length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText(`已删除问卷“${copyTitle}”`)).toBeTruthy();
    expect((await questionnaires()).some((item) => item.title === copyTitle)).toBe(false);
  });

  it('previews a questionnaire as respondents see it', async () => {
    await backend.signIn('staff');
    const first = (await questionnaires())[0];
    if (!first) throw new Error('the seed has questionnaires');
    renderPage(<QuestionnaireListPage />, { route: '/examination/index' });
    fireEvent.click(await screen.findByRole('button', { name: `预览“${first.title}”` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`预览：${first.title}`)).toBeTruthy();
    expect(await within(dialog).findByTestId('qb-preview', {}, { timeout: 5000 })).toBeTruthy();
  });
});
