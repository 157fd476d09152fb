import { expect, test } from '../support/test.ts';
import { demoBase, demoUrl } from '../support/env.ts';

test.describe('the server-less demo build (VITE_MSW=true)', () => {
  test('signs in and works from a sub-folder with no server behind it', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
    await page.goto(`${demoUrl}xj/xjxx`);
    await expect(page).toHaveURL(new RegExp(`${demoBase}login\\?redirect=`));
    await page.getByLabel('用户名', { exact: true }).fill('staff');
    await page.getByLabel('密码', { exact: true }).fill('123456');
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await expect(page).toHaveURL(`${demoUrl}xj/xjxx`);
    await expect(page.getByRole('tab', { name: '学籍信息' })).toBeVisible();
    // Every API call stayed under the base path, answered inside the browser.
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.every((path) => path.startsWith(`${demoBase}api/`))).toBe(true);
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
    expect(worker).toBe(`${demoUrl}mockServiceWorker.js`);
  });
});
