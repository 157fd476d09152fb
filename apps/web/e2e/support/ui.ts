/** Driving the app like a user: the sign-in form, the shell's menu and tabs, by role and label. */
import type { Page } from '@playwright/test';
import { type AccountName, accounts } from './accounts.ts';
import { expect } from './test.ts';

/** Signs in through the password form of /login (or the page it redirected to) and waits for the shell. */
export async function signIn(page: Page, name: AccountName, options: { goto?: string; language?: 'zh' | 'en' } = {}): Promise<void> {
  const account = accounts[name];
  await page.goto(options.goto ?? '/login');
  if (options.language === 'en') {
    // The picker of the sign-in page; the choice is remembered for the session's pages.
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Username', { exact: true }).fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  } else {
    await page.getByLabel('用户名', { exact: true }).fill(account.username);
    await page.getByLabel('密码', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
  }
  await expect(page.locator('[data-layout]')).toBeVisible();
}

/** The student account is still on the default password: its reminder appears 2 s after load (SPEC 5). */
export async function acceptDefaultPasswordReminder(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: '安全提醒' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '去修改' }).click();
}

export function mainMenu(page: Page) {
  return page.getByRole('menu', { name: '主菜单' }).first();
}

export function tabsBar(page: Page) {
  return page.getByRole('tablist').first();
}
