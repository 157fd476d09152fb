import type { ApiClient } from '@gs/sdk/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockBackend, renderPage } from '../../../../test/mock-backend.tsx';
import GradeSheetPage from './sheet-page.tsx';

const backend = mockBackend();

const sheetAs = (client: ApiClient, offeringId: string) => client.get('/cloud-xj/api/cjgl/sheets/{offeringId}', { params: { path: { offeringId } } });

/** A draft score sheet of the demo teacher in the current term. */
async function teachersDraft(teacher: ApiClient) {
  const page = await teacher.get('/cloud-xj/api/cjgl/sheets', { params: { query: { state: 'draft', size: 100 } } });
  const brief = page.records.find((record) => record.scale === 'score' && record.total >= 5);
  if (!brief) throw new Error('the seed gives the teacher a draft score sheet');
  return sheetAs(teacher, brief.id);
}

/** The grid's keyboard input (over the active cell, named as it). */
const editor = () => screen.getByRole('textbox');
const markCell = (xykh: string) => screen.getByRole('gridcell', { name: `成绩 ${xykh}` });

/** Types `text` over the active cell and presses Enter, as a teacher does. */
function typeEnter(text: string) {
  fireEvent.change(editor(), { target: { value: text } });
  fireEvent.keyDown(editor(), { key: 'Enter' });
}

function pasteText(text: string) {
  fireEvent.paste(editor(), { clipboardData: { getData: () => text } });
}

describe('grade entry (issue 23 §3)', () => {
  it('a teacher types, pastes a column, sees what is refused marked, takes the paste back whole, and the server holds what was typed', async () => {
    await backend.signIn('teacher');
    const teacher = await backend.clientAs('teacher');
    const sheet = await teachersDraft(teacher);
    const [first, second, third, fourth] = sheet.rows;
    if (!first || !second || !third || !fourth) throw new Error('rows');
    renderPage(<GradeSheetPage />, { route: `/cjlr/xkxsIdex?id=${sheet.offering.id}` });
    await screen.findByRole('grid', { name: `选课学生成绩：${sheet.offering.kcmc}` });

    fireEvent.mouseDown(markCell(first.xykh), { button: 0 });
    typeEnter('95');
    expect(markCell(first.xykh).textContent).toBe('95');

    // The active cell moved down: a column pasted from a spreadsheet fills down from there.
    pasteText('88\r\n101\r\n优\r\n');
    expect(markCell(second.xykh).textContent).toBe('88');
    expect(markCell(third.xykh).getAttribute('aria-invalid')).toBe('true');
    expect(markCell(fourth.xykh).textContent).toBe('优');
    expect(screen.getByText('2 个错误未保存')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^提\s?交$/ }).hasAttribute('disabled')).toBe(true);

    // "Next error" goes to the first one after the active cell.
    fireEvent.click(screen.getByRole('button', { name: '下一个错误' }));
    expect(markCell(third.xykh).className).toContain('gs-ge-active');
    expect(screen.getByRole('alert').textContent).toMatch(/分数须在 0 到 100 之间/);

    // One Ctrl+Z takes the whole paste back.
    fireEvent.keyDown(editor(), { key: 'z', ctrlKey: true });
    expect([second, third, fourth].map((row) => markCell(row.xykh).textContent)).toEqual([second, third, fourth].map((row) => String(row.score ?? '')));
    expect(screen.queryByText(/个错误未保存/)).toBeNull();

    await waitFor(async () => expect((await sheetAs(teacher, sheet.offering.id)).rows[0]).toMatchObject({ score: 95, version: first.version + 1 }), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('已全部保存'));
  });

  it('two people on one sheet: the other’s value shows with who set it, mine is kept and saved when I choose it', async () => {
    await backend.signIn('teacher');
    const teacher = await backend.clientAs('teacher');
    const staff = await backend.clientAs('staff');
    const sheet = await teachersDraft(teacher);
    const row = sheet.rows[4];
    if (!row) throw new Error('a fifth row');
    renderPage(<GradeSheetPage />, { route: `/cjlr/xkxsIdex?id=${sheet.offering.id}` });
    await screen.findByRole('grid');

    // The graduate school's staff saves the same student meanwhile.
    await staff.put('/cloud-xj/api/cjgl/sheets/{offeringId}/cells', {
      params: { path: { offeringId: sheet.offering.id } },
      body: { source: 'entry', cells: [{ xykh: row.xykh, score: 61, version: row.version }] },
    });

    fireEvent.mouseDown(markCell(row.xykh), { button: 0 });
    typeEnter('77');
    // Enter moved on; the count says there is a conflict and "next conflict" goes back to it.
    expect(await screen.findByText('1 行与他人的修改冲突', {}, { timeout: 5000 })).toBeTruthy();
    expect(markCell(row.xykh).textContent).toBe('77');
    fireEvent.click(screen.getByRole('button', { name: '下一个冲突' }));
    expect(screen.getByRole('alert').textContent).toMatch(/改为 61，你填的是 77/);
    const choice = screen.getByRole('button', { name: '保留我的' });
    fireEvent.click(choice);
    await waitFor(async () => expect((await sheetAs(teacher, sheet.offering.id)).rows[4]).toMatchObject({ score: 77 }), { timeout: 5000 });
  });

  it('a save that gets no answer says so, keeps the change, and goes through on "try again"; Ctrl+C copies the selection', async () => {
    await backend.signIn('teacher');
    const teacher = await backend.clientAs('teacher');
    const sheet = await teachersDraft(teacher);
    const row = sheet.rows[7];
    if (!row) throw new Error('an eighth row');
    let attempts = 0;
    // No backend answers a cut connection: the network fails here.
    backend.server.use(
      http.put('*/cloud-xj/api/cjgl/sheets/:offeringId/cells', () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    renderPage(<GradeSheetPage />, { route: `/cjlr/xkxsIdex?id=${sheet.offering.id}` });
    await screen.findByRole('grid');
    fireEvent.mouseDown(markCell(row.xykh), { button: 0 });
    typeEnter('66.5');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('保存失败'), { timeout: 5000 });
    expect(attempts).toBeGreaterThan(0);
    expect(markCell(row.xykh).textContent).toBe('66.5');
    backend.server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('已全部保存'), { timeout: 5000 });
    expect((await sheetAs(teacher, sheet.offering.id)).rows[7]).toMatchObject({ score: 66.5 });

    // The mark and the flag of this row and the next, as a spreadsheet takes them.
    fireEvent.mouseDown(markCell(row.xykh), { button: 0 });
    fireEvent.keyDown(editor(), { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(editor(), { key: 'ArrowRight', shiftKey: true });
    const setData = vi.fn();
    fireEvent.copy(editor(), { clipboardData: { setData } });
    const next = sheet.rows[8];
    const flagOf = (flag: string | null | undefined) => ({ absent: '缺考', deferred: '缓考', misconduct: '违纪' })[flag ?? ''] ?? '';
    expect(setData).toHaveBeenCalledWith('text/plain', `66.5\t\n${String(next?.score ?? '')}\t${flagOf(next?.flag)}`);
  });

  it('what the server does not hold yet (a refused value) is kept by the browser and back when the page opens again', async () => {
    await backend.signIn('teacher');
    const teacher = await backend.clientAs('teacher');
    const sheet = await teachersDraft(teacher);
    const row = sheet.rows[9];
    if (!row) throw new Error('a tenth row');
    const view = renderPage(<GradeSheetPage />, { route: `/cjlr/xkxsIdex?id=${sheet.offering.id}` });
    await screen.findByRole('grid');
    fireEvent.mouseDown(markCell(row.xykh), { button: 0 });
    typeEnter('300');
    expect(markCell(row.xykh).getAttribute('aria-invalid')).toBe('true');
    view.unmount();
    renderPage(<GradeSheetPage />, { route: `/cjlr/xkxsIdex?id=${sheet.offering.id}` });
    await screen.findByRole('grid');
    expect(markCell(row.xykh).textContent).toBe('300');
    expect(await screen.findByText('已恢复上次没有保存的 1 行')).toBeTruthy();
    // Put right, it is saved and the browser's copy goes.
    fireEvent.mouseDown(markCell(row.xykh), { button: 0 });
    typeEnter('30');
    await waitFor(async () => expect((await sheetAs(teacher, sheet.offering.id)).rows[9]).toMatchObject({ score: 30 }), { timeout: 5000 });
    await waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith('gs-grade-draft:'))).toEqual([]));
  });

  it('a complete sheet is submitted after a confirmation and is locked', async () => {
    await backend.signIn('teacher');
    const teacher = await backend.clientAs('teacher');
    const sheet = await teachersDraft(teacher);
    renderPage(<GradeSheetPage />, { route: `/cjlr/xkxsIdex?id=${sheet.offering.id}` });
    await screen.findByRole('grid');
    const first = sheet.rows[0];
    if (!first) throw new Error('rows');
    fireEvent.mouseDown(markCell(first.xykh), { button: 0 });
    // A column for every student: marks, and 缺考 among them (it goes to the flag).
    pasteText(sheet.rows.map((_, i) => (i === 2 ? '缺考' : String(60 + (i % 40)))).join('\n'));
    expect(screen.getByRole('gridcell', { name: `标记 ${sheet.rows[2]?.xykh}` }).textContent).toBe('缺考');
    const submit = screen.getByRole('button', { name: /^提\s?交$/ });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('已提交，如需修改请联系研究生院', {}, { timeout: 10000 })).toBeTruthy();
    expect((await sheetAs(teacher, sheet.offering.id)).state).toBe('submitted');
    // Locked: typing changes nothing.
    fireEvent.change(editor(), { target: { value: '5' } });
    expect(markCell(first.xykh).textContent).toBe('60');
  });
});
