/**
 * Grade entry (成绩录入, issue 23 §3): a teacher opens a sheet of the current term from the list, enters
 * marks from the keyboard as in a spreadsheet, pastes a column copied from Excel, sees the refused values
 * marked and counted, takes the paste back with one Ctrl+Z, and the draft is saved as they type. The
 * grid scrolls inside its box on a phone.
 */
import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts.ts';
import { call, login } from '../support/api.ts';
import { phoneProblems } from '../support/layout-checks.ts';
import { expect, test } from '../support/test.ts';
import { listRows, openSignedIn } from '../support/ui.ts';

interface Row {
  xykh: string;
  score: number | null;
  version: number;
}
interface Sheet {
  offering: { id: string; kcmc: string; kcdm: string };
  state: string;
  rows: Row[];
}
interface Brief {
  id: string;
  kcmc: string;
  kcdm: string;
  scale: string;
  state: string;
  total: number;
}

/**
 * A draft score sheet of the teacher in the current term, with enough students: one of fewer than 30, since
 * the cross-role journey of grades.spec.ts (which may run meanwhile) takes the teacher's sheet of 36.
 */
async function draftSheet(token: string, skip = 0): Promise<Sheet> {
  const page = await call<{ records: Brief[] }>('GET', '/cloud-xj/api/cjgl/sheets', { token, query: { state: 'draft', size: 100 } });
  const drafts = page.records.filter((record) => record.scale === 'score' && record.total >= 8 && record.total < 30);
  const brief = drafts[skip] ?? drafts[0];
  if (!brief) throw new Error('the seed gives the teacher draft score sheets');
  return call<Sheet>('GET', `/cloud-xj/api/cjgl/sheets/${brief.id}`, { token });
}

/** Pastes text as a spreadsheet puts it on the clipboard (text/plain) into the focused grid. */
async function paste(page: Page, text: string) {
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

test.describe('grade entry (issue 23 §3)', () => {
  test('a teacher types and pastes marks from the keyboard, sees refused values marked, undoes the paste, and the draft is saved', async ({ page }) => {
    const token = await login(accounts.teacher);
    const sheet = await draftSheet(token);
    const [a, b, c, d] = sheet.rows;
    if (!a || !b || !c || !d) throw new Error('rows');

    await openSignedIn(page, 'teacher', { goto: '/cjgl/cjlr' });
    const row = listRows(page, '成绩单列表').filter({ hasText: sheet.offering.kcdm });
    await row.getByRole('button', { name: `录入成绩：${sheet.offering.kcmc}（${sheet.offering.kcdm}）` }).click();
    const grid = page.getByRole('grid', { name: `选课学生成绩：${sheet.offering.kcmc}` });
    await expect(grid).toBeVisible();
    const mark = (xykh: string) => grid.getByRole('gridcell', { name: `成绩 ${xykh}` });

    // Click the first mark, type over it, Enter stores and moves down; Tab goes to the flag, Esc drops an edit.
    await mark(a.xykh).click();
    await page.keyboard.type('95');
    await page.keyboard.press('Enter');
    await expect(mark(a.xykh)).toHaveText('95');
    await page.keyboard.type('1');
    await page.keyboard.press('Escape');
    await expect(mark(b.xykh)).toHaveText(b.score === null ? '' : String(b.score));
    await page.keyboard.press('Tab');
    await page.keyboard.type('缺考');
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('gridcell', { name: `标记 ${b.xykh}` })).toHaveText('缺考');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Delete');
    await expect(grid.getByRole('gridcell', { name: `标记 ${b.xykh}` })).toHaveText('');
    await page.keyboard.press('ArrowLeft');

    // A column from a spreadsheet fills down from the active cell; what the scale refuses stays, marked.
    await paste(page, '88\r\n101\r\n优\r\n');
    await expect(mark(b.xykh)).toHaveText('88');
    await expect(mark(c.xykh)).toHaveAttribute('aria-invalid', 'true');
    await expect(mark(d.xykh)).toHaveText('优');
    await expect(page.getByText('2 个错误未保存')).toBeVisible();
    await expect(page.getByRole('button', { name: /^提\s?交$/ })).toBeDisabled();
    await page.getByRole('button', { name: '下一个错误' }).click();
    await expect(page.getByRole('alert')).toContainText('分数须在 0 到 100 之间');

    // One Ctrl+Z takes the whole paste back; Ctrl+Y puts it again, Ctrl+Z again.
    await page.keyboard.press('Control+z');
    await expect(page.getByText(/个错误未保存/)).toBeHidden();
    await expect(mark(b.xykh)).toHaveText(b.score === null ? '' : String(b.score));
    await page.keyboard.press('Control+y');
    await expect(mark(b.xykh)).toHaveText('88');
    await page.keyboard.press('Control+z');

    // A click elsewhere stores the edit as typed, as in a spreadsheet.
    await mark(c.xykh).click();
    await page.keyboard.type('73');
    await mark(a.xykh).click();
    await expect(mark(c.xykh)).toHaveText('73');

    await expect(page.getByRole('status').filter({ hasText: '已全部保存' })).toBeVisible();
    const saved = await call<Sheet>('GET', `/cloud-xj/api/cjgl/sheets/${sheet.offering.id}`, { token });
    expect(saved.rows[0]).toMatchObject({ xykh: a.xykh, score: 95 });
    expect(saved.rows[1]?.score).toBe(b.score);
    expect(saved.rows[2]).toMatchObject({ xykh: c.xykh, score: 73 });
  });

  test('on a phone the grid scrolls inside its box and nothing of the page is wider than the window', async ({ page }) => {
    const token = await login(accounts.teacher);
    const sheet = await draftSheet(token, 1);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'teacher', { goto: `/cjlr/xkxsIdex?id=${sheet.offering.id}` });
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    // The last column is reached by moving right: the box scrolls, the page does not.
    const last = sheet.rows[0];
    if (!last) throw new Error('rows');
    await grid.getByRole('gridcell', { name: `成绩 ${last.xykh}` }).click();
    await page.keyboard.press('End');
    const scrolled = await grid.evaluate((element) => element.parentElement?.parentElement?.scrollLeft ?? 0);
    expect(scrolled).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    // No text cut, no field label broken inside a word (the shell's phone checks).
    expect(await phoneProblems(page)).toEqual([]);
  });
});
