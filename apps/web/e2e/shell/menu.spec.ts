import { expect, test } from '../support/test.ts';
import { mainMenu, openSignedIn } from '../support/ui.ts';

test.describe('server menu entries (SPEC 2, 3)', () => {
  test('badges and dots show on their entries', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await page.evaluate(() => localStorage.setItem('gs-theme', JSON.stringify({ layout: 'vertical' })));
    await page.goto('/xj/xjxx');
    const menu = mainMenu(page);
    await expect(menu.getByRole('menuitem', { name: /学籍统计/ })).toContainText('New');
    // A dot, not a count: its entry is described as having something new.
    await expect(menu.getByRole('menuitem', { name: /学籍异动/ })).toHaveAccessibleDescription('有新内容');
  });

  test('a hidden route opens as a tab and highlights the list page it belongs to (activeMenu)', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await page.evaluate(() => localStorage.setItem('gs-theme', JSON.stringify({ layout: 'vertical' })));
    await page.goto('/xjxxEdit');
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/编辑学籍信息/);
    await expect(mainMenu(page).locator('[aria-current="page"]')).toHaveText(/学籍信息/);
    await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('学籍管理');
    await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('编辑学籍信息');
    await expect(mainMenu(page).getByText('编辑学籍信息')).toHaveCount(0);
  });

  test('_blank entries and external links open a new window, not a route', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await page.evaluate(() => localStorage.setItem('gs-theme', JSON.stringify({ layout: 'vertical' })));
    await page.goto('/');
    const menu = mainMenu(page);
    await menu.getByText('系统管理').click();
    const screen = page.waitForEvent('popup');
    await menu.getByText('数据大屏').click();
    expect(new URL((await screen).url()).pathname).toBe('/screen');
    await expect(page).toHaveURL(/\/$/);
    // The test network blocks other hosts, so the window's request is what shows where it went.
    const site = page.context().waitForEvent('request', { predicate: (request) => request.url().includes('yjsy.example.edu.cn') });
    const popup = page.waitForEvent('popup');
    await menu.getByText('研究生院官网').click();
    await popup;
    expect((await site).url()).toBe('https://yjsy.example.edu.cn/');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a click on the current entry reloads the view (SPEC 2)', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await page.goto('/center');
    await page.getByLabel('原密码', { exact: true }).fill('will-be-cleared');
    await page.getByRole('tab', { name: '个人中心' }).click();
    await expect(page.getByLabel('原密码', { exact: true })).toHaveValue('');
  });
});
