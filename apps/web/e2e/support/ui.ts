/** Driving the app like a user: the sign-in form, the shell's menu and tabs, lists, details and selects, by role and label. */
import type { Browser, Locator, Page } from '@playwright/test';
import { type AccountName, accounts } from './accounts.ts';
import { loginResult } from './api.ts';
import { host, webUrl } from './env.ts';
import { expect } from './test.ts';

/** Where the app keeps the token (src/config/settings.ts `tokenStorageKey`) and the language (src/stores/settings.ts). */
const tokenStorageKey = 'sys-auth-token';
const languageStorageKey = 'gs-language';

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

/**
 * Opens `goto` (home by default) already signed in, for tests whose subject is not the sign-in: the
 * token comes from the same `POST /auth/login` the form sends, and is stored where a sign-in leaves it
 * (SPEC 4: in local storage and copied to a cookie), with the language a sign-in page choice leaves.
 * What it does not give is the welcome of a fresh sign-in (SPEC 4), which only `signIn` tests see.
 */
export async function openSignedIn(page: Page, name: AccountName, options: { goto?: string; language?: 'zh' | 'en' } = {}): Promise<void> {
  const { token } = await loginResult(accounts[name]);
  const localStorage = [{ name: tokenStorageKey, value: token }];
  if (options.language === 'en') localStorage.push({ name: languageStorageKey, value: JSON.stringify('en') });
  await page.context().setStorageState({
    cookies: [
      { name: tokenStorageKey, value: encodeURIComponent(token), domain: host, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
    ],
    origins: [{ origin: webUrl, localStorage }],
  });
  await page.goto(options.goto ?? '/');
  await expect(page.locator('[data-layout]')).toBeVisible();
}

/** The student account is still on the default password: its reminder appears 2 s after load (SPEC 5). */
export async function acceptDefaultPasswordReminder(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: '安全提醒' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '去修改' }).click();
  // Gone, mask and all: a pointer over the header while it fades would reach the mask, not the header.
  await expect(dialog).toBeHidden();
}

/**
 * Opens the bell's popover (SPEC 2: on hover) and returns it. A hover that landed while the page was still
 * settling (a dialog's mask fading, the header laid out again) opens nothing, as for a user, who then
 * moves the pointer off and on again; so does this.
 */
export async function openBell(page: Page): Promise<Locator> {
  const bell = page.getByRole('button', { name: '通知', exact: true });
  const popover = page.getByRole('tooltip').filter({ has: page.getByRole('tab') });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await bell.hover();
    await expect(popover).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return popover;
}

/** A page of its own browser context (own storage, so own session), opened signed in as `name`. */
export async function pageAs(browser: Browser, name: AccountName, goto?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, name, goto ? { goto } : {});
  return page;
}

/** The student's page: every load shows the default-password reminder, so they move through the menu. */
export async function studentPage(browser: Browser): Promise<Page> {
  const page = await pageAs(browser, 'student');
  await acceptDefaultPasswordReminder(page);
  return page;
}

/**
 * Decides in the approval dialog of an application's detail page (SPEC 4): agree with the default
 * opinion, pressed once the form is ready (history shown, the default opinion in place).
 */
export async function approveOnDetail(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: /审\s?批$/ }).click();
  const dialog = page.getByRole('dialog', { name: `审批：${title}` });
  await expect(dialog.getByRole('table', { name: '审批历史' }).first()).toBeVisible();
  await expect(dialog.getByLabel('审批意见', { exact: true })).toHaveValue('同意');
  await dialog.getByRole('button', { name: /提\s?交/ }).click();
  await expect(page.getByText('审批成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

export function mainMenu(page: Page) {
  return page.getByRole('menu', { name: '主菜单' }).first();
}

export function tabsBar(page: Page) {
  return page.getByRole('tablist').first();
}

/** A list page's list (the page kit's ListPage): the region named as its table, with its toolbar, table and pages. */
export function list(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/**
 * The rows of data of a table, or of the tables in `scope`: the rows with cells, not the header's row of
 * column titles (an empty antd table has one, which says there is no data).
 */
export function dataRows(scope: Locator): Locator {
  return scope.getByRole('row').filter({ has: scope.page().getByRole('cell') });
}

/**
 * The rows of a list page's list that are in the page (a window of them as it scrolls): each is
 * numbered among the table's rows. An empty list has one row of antd's that says so, unnumbered.
 */
export function listRows(page: Page, name: string): Locator {
  return list(page, name).getByRole('row').and(page.locator('[aria-rowindex]'));
}

/** The value of a record's field in a details view (the page kit's DetailView): the definition its label describes. */
export function detailField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('definition', { description: label, exact: true });
}

/**
 * Picks an option of an antd select by its name, as a keyboard user does: `search` typed into the
 * combobox (or the combobox opened), the arrow key until the active option (the combobox's
 * aria-activedescendant, which a screen reader reads out) is the one, then Enter. antd draws the list
 * one sees without roles; the options it gives assistive technology are the active one and its two
 * neighbours. A string matches part of a name, as Playwright's names do.
 */
export async function pickOption(combobox: Locator, option: string | RegExp, search?: string): Promise<void> {
  const page = combobox.page();
  if (search === undefined) await combobox.click();
  else await combobox.fill(search);
  const active = async () => page.locator(`[id="${(await combobox.getAttribute('aria-activedescendant')) ?? ''}"]`);
  // The options may still be on their way (a dictionary, a search on the server): one is active once they are here.
  await expect.poll(async () => (await active()).count()).toBe(1);
  const wanted = page.getByRole('option', { name: option });
  // The list wraps around: a hundred moves pass every option of the app's lists.
  for (let moves = 0; moves < 100; moves += 1) {
    if ((await (await active()).and(wanted).count()) === 1) {
      await combobox.press('Enter');
      return;
    }
    await combobox.press('ArrowDown');
  }
  throw new Error(`no option ${String(option)} in the list of ${await combobox.getAttribute('id')}`);
}

/**
 * Picks a node of the open antd tree select by its title. The node's name is not its title alone: a node
 * with children has its switcher's icon in it.
 */
export async function pickTreeNode(page: Page, title: string): Promise<void> {
  await page.getByRole('tree').getByText(title, { exact: true }).click();
}

/**
 * Every cell of the first row of the list `name` starts where its column's title starts: antd draws the
 * header and the page kit the body, and a table narrower than the page has its columns spread by the header.
 */
export async function expectColumnsUnderTitles(page: Page, name: string): Promise<void> {
  const region = list(page, name);
  const first = listRows(page, name).first();
  await expect(first).toBeVisible();
  const starts = (cells: Locator) => cells.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
  // The titles have names; the header cell antd adds over the body's scrollbar has none.
  await expect.poll(async () => starts(first.getByRole('cell'))).toEqual(await starts(region.getByRole('columnheader', { name: /\S/ })));
}
