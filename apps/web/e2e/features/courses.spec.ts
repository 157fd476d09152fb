/**
 * The course library (课程库, issue 23 §1): the graduate school searches it, adds a course with a
 * prerequisite, edits it, is refused a cycle of prerequisites with the server's words, imports a workbook
 * with one bad row and reads the row-by-row report, and exports the search; a student and a teacher have
 * no menu entry, no page and a 403 answer.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { coursesWorkbook } from '@gs/mocks/courses-xlsx';
import { accounts } from '../support/accounts.ts';
import { MockApiError, call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { acceptDefaultPasswordReminder, listRows, mainMenu, openSignedIn, pickOption, pickTreeNode } from '../support/ui.ts';

const LIST = '课程列表';

test.describe('the course library (issue 23 §1)', () => {
  test('staff search, add a course with a prerequisite, edit it, are refused a cycle, import with a report and export', async ({ page }) => {
    // Codes of this run: the list is on a mock server that other runs may have written to.
    const run = String(Date.now() % 1_000_000).padStart(6, '0');
    const code = `EE${run}`;
    const name = `课程${run}`;

    await openSignedIn(page, 'staff', { goto: '/pkgl/kcgl' });
    const search = page.getByRole('search', { name: '课程查询' });
    const rows = listRows(page, LIST);
    const find = async (keyword: string) => {
      await search.getByLabel('关键字').fill(keyword);
      await search.getByRole('button', { name: /查\s?询/ }).click();
    };

    // Search: a course by part of its name, with its kind, college and prerequisite.
    await find('深度学习');
    const deep = rows.filter({ hasText: 'XX00101' });
    await expect(deep).toContainText('深度学习');
    await expect(deep).toContainText('选修课');
    await expect(deep).toContainText('计算机科学与技术学院');
    await expect(deep).toContainText('XW00104 机器学习');

    // Add a course that needs 机器学习.
    await page.getByRole('button', { name: '新增课程' }).click();
    const dialog = page.getByRole('dialog', { name: '新增课程' });
    await dialog.getByLabel('课程代码').fill(code);
    await dialog.getByLabel('课程名称').fill(name);
    await dialog.getByLabel('英文名称').fill(`Course ${run}`);
    // A credit that is not a step of 0.5 is refused by the form before anything is sent.
    await dialog.getByLabel('学分').fill('1.2');
    await dialog.getByLabel('学时').fill('32');
    await pickOption(dialog.getByLabel('课程类型'), /^选修课$/);
    await dialog.getByLabel('开课学院').click();
    await pickTreeNode(page, '计算机科学与技术学院');
    await pickOption(dialog.getByLabel('先修课程'), /XW00104 机器学习/, 'XW00104');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(dialog.getByText('学分须在 0.5 到 10 之间，且为 0.5 的倍数')).toBeVisible();
    await dialog.getByLabel('学分').fill('1.5');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await find(code);
    const created = rows.filter({ hasText: code });
    await expect(created).toContainText(name);
    await expect(created).toContainText('1.5');
    await expect(created).toContainText('XW00104 机器学习');

    // Edit it: 48 hours.
    await created.getByRole('button', { name: `编辑 ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `编辑课程：${code} ${name}` });
    await expect(edit.getByLabel('课程代码')).toHaveValue(code);
    await edit.getByLabel('学时').fill('48');
    await edit.getByRole('button', { name: /确\s?定/ }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(created).toContainText('48');

    // 机器学习 needing the new course would close a loop: the server refuses and names it.
    await find('XW00104');
    const ml = rows.filter({ hasText: 'XW00104' });
    await ml.getByRole('button', { name: '编辑 机器学习' }).click();
    const cycle = page.getByRole('dialog', { name: '编辑课程：XW00104 机器学习' });
    await pickOption(cycle.getByLabel('先修课程'), new RegExp(`${code} ${name}`), code);
    await cycle.getByRole('button', { name: /确\s?定/ }).click();
    // The refusal stays in the dialog, next to what was typed (the toast says it too, for a moment).
    await expect(cycle.getByRole('alert')).toHaveText(`先修课程形成循环：XW00104 机器学习 → ${code} ${name} → XW00104 机器学习`);
    // Nothing was stored, and the dialog keeps what was typed.
    await expect(cycle).toBeVisible();
    await cycle.getByRole('button', { name: /取\s?消/ }).click();
    const token = await login(accounts.staff);
    const stored = await call<{ xxkc: string[] }>('GET', '/cloud-xj/api/pkgl/kcgl/kc-XW00104', { token });
    expect(stored.xxkc).toEqual([]);

    // Import: a good row that needs the new course, and a row whose code is taken.
    const workbook = await coursesWorkbook(
      [
        { kcdm: `EF${run}`, kcmc: `导入课程${run}`, xf: 2, xs: 32, kclx: '3', xydm: '001', skyy: 'bilingual', xxkc: code },
        { kcdm: 'XW00104', kcmc: '机器学习', xf: 2, xs: 36, kclx: '2', xydm: '001', skyy: 'zh' },
      ],
      { title: '课程库' },
    );
    await page.getByRole('button', { name: '导入课程' }).click();
    const importing = page.getByRole('dialog', { name: '导入课程' });
    await importing.locator('input[type="file"]').setInputFiles({
      name: '课程库.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(workbook),
    });
    await importing.getByRole('button', { name: /^导\s?入$/ }).click();
    await expect(importing.getByRole('status')).toContainText('已导入 1 行，1 行未导入');
    const refused = importing.getByRole('table', { name: '未导入的行' }).getByRole('row').filter({ hasText: 'XW00104' });
    await expect(refused).toContainText('3');
    await expect(refused).toContainText('课程代码 XW00104 已存在（机器学习）');
    await importing.getByRole('button', { name: /^完\s?成$/ }).click();
    await find(`EF${run}`);
    await expect(rows.filter({ hasText: `EF${run}` })).toContainText(`${code} ${name}`);

    // Export the search: the workbook of the courses found.
    await find(run);
    await expect(rows).toHaveCount(2);
    await page.getByRole('button', { name: /导出/ }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: '导出查询结果' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^课程库-\d{8}\.xlsx$/);
    const bytes = readFileSync((await file.path())!);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const codes = book.worksheets[0]!.getColumn(1).values.slice(2).map(String);
    expect(codes).toEqual([code, `EF${run}`]);
  });

  test('a student and a teacher have no course library: no menu entry, no page and a 403 answer', async ({ browser }) => {
    for (const name of ['student', 'teacher'] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openSignedIn(page, name);
      if (name === 'student') await acceptDefaultPasswordReminder(page);
      await expect(mainMenu(page)).toBeVisible();
      await expect(mainMenu(page).getByText('课程库')).toHaveCount(0);
      // A teacher's 排课管理 holds their own timetable only (issue 23 §2); a student has none of it.
      if (name === 'student') await expect(mainMenu(page).getByText('排课管理')).toHaveCount(0);
      // A menu page outside one's menu is a page the app does not route for them (SPEC 2): its not-found page.
      await page.goto('/pkgl/kcgl');
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('table', { name: LIST })).toHaveCount(0);
      const refused = await call('GET', '/cloud-xj/api/pkgl/kcgl', { token: await login(accounts[name]) }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(MockApiError);
      expect((refused as MockApiError).status).toBe(403);
      await context.close();
    }
  });
});
