import { accounts, type AccountName, journeyCast, walkedAsAdmin } from '../support/accounts.ts';
import { applicationsPath, call, login } from '../support/api.ts';
import { menuPages, openInApp, openSignedInPast, phoneProblems, settle, trackRequests } from '../support/layout-checks.ts';
import { expect, test } from '../support/test.ts';
import { list } from '../support/ui.ts';

/** A phone's window (issue 22 §11). */
const phone = { width: 390, height: 844 } as const;

test.describe('every page fits a 390 px phone (issue 22 §11)', () => {
  test.describe.configure({ mode: 'parallel' });

  // Every role: `multi` signs in as a supervisor, with the teacher account's menu and pages.
  for (const name of (Object.keys(accounts) as AccountName[]).filter(
    (account) => account !== 'multi' && !journeyCast.includes(account) && !walkedAsAdmin.includes(account),
  )) {
    for (const language of ['zh', 'en'] as const) {
      test(`${name}, ${language}: nothing wider than the window, no text cut, lists as cards`, async ({ page }) => {
        const pages = await menuPages(name);
        // A walk through the whole menu: each page may take a few seconds on a loaded machine.
        test.setTimeout(60_000 + pages.length * 15_000);
        const pending = trackRequests(page);
        await page.setViewportSize(phone);
        await openSignedInPast(page, name, language);
        const problems: string[] = [];
        for (const { path } of pages) {
          await openInApp(page, path, pending);
          problems.push(...(await phoneProblems(page)).map((problem) => `${path}: ${problem}`));
        }
        expect(problems).toEqual([]);
      });
    }
  }

  test("the student's applications show each one's state, and an application's details fit", async ({ page }) => {
    const pending = trackRequests(page);
    await page.setViewportSize(phone);
    await openSignedInPast(page, 'student', 'zh');
    await openInApp(page, '/my/applications', pending);
    const cards = list(page, '我的申请列表').getByRole('list', { name: '我的申请列表' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      const state = card.getByText(/^(已提交|审核中|已通过|未通过|已撤回)$/);
      await state.scrollIntoViewIfNeeded();
      await expect(state).toBeInViewport({ ratio: 1 });
    }
    await cards.first().getByRole('button', { name: /查看/ }).click();
    await expect(page.getByRole('definition').first()).toBeVisible();
    await settle(page, pending);
    expect(await phoneProblems(page)).toEqual([]);
  });

  test('the approval dialog shows the whole history, the opinion included', async ({ page }) => {
    const token = await login(accounts.college);
    const waiting = await call<{ records: { id: string; kind: string; steps: { opinion: string | null }[] }[] }>('GET', applicationsPath, {
      token,
      query: { todo: true, size: 100 },
    });
    // One on the shared detail route (not a leave or a supervisor selection), decided once already.
    const application = waiting.records.find((record) => !['leave', 'dsls'].includes(record.kind) && record.steps.some((step) => step.opinion));
    expect(application).toBeDefined();
    const pending = trackRequests(page);
    await page.setViewportSize(phone);
    await openSignedInPast(page, 'college', 'zh');
    await openInApp(page, `/stuBySqView?id=${application?.id ?? ''}`, pending);
    await page.getByRole('button', { name: /审\s?批$/ }).click();
    const dialog = page.getByRole('dialog');
    const history = dialog.getByRole('table', { name: '审批历史' }).first();
    await expect(history.getByRole('columnheader', { name: '审批意见' })).toBeInViewport({ ratio: 1 });
    const decided = dialog
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first();
    await expect(decided.getByRole('cell').last()).toBeInViewport({ ratio: 1 });
    await settle(page, pending);
    expect(await phoneProblems(page)).toEqual([]);
  });
});
