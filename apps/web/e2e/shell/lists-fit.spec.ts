import { accounts, type AccountName, journeyCast, walkedAsAdmin } from '../support/accounts.ts';
import { menuPages, openInApp, openSignedInPast, settle, trackRequests, wideListProblems } from '../support/layout-checks.ts';
import { expect, test } from '../support/test.ts';

/** The windows of issue 22 §10: a laptop and a desktop beside the menu. */
const windows = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
] as const;

/**
 * The accounts whose menus are walked: every role. `multi` signs in as a supervisor, with the teacher
 * account's menu and pages; the journey cast (`journeyCast`) has the student's or the teacher's; admin's
 * pages hold the registrar's (`walkedAsAdmin`, checked below). English is walked by english.spec.ts, which
 * runs the same checks on every page at both widths while it reads the page's words.
 */
const walked = (Object.keys(accounts) as AccountName[]).filter((name) => name !== 'multi' && !journeyCast.includes(name) && !walkedAsAdmin.includes(name));

test.describe('every list fits its window at 1280 and 1440 px (issue 22 §10)', () => {
  test.describe.configure({ mode: 'parallel' });

  test("the accounts walked as admin have no page admin's menu lacks", async () => {
    const admin = new Set((await menuPages('admin')).map((entry) => entry.path));
    for (const name of walkedAsAdmin) {
      const pages = (await menuPages(name)).map((entry) => entry.path);
      expect(pages.length, name).toBeGreaterThan(10);
      expect(
        pages.filter((path) => !admin.has(path)),
        name,
      ).toEqual([]);
    }
  });

  for (const name of walked) {
    for (const language of ['zh'] as const) {
      test(`${name}, ${language}: no cell under a fixed column out of reach, no title cut, the pages in view`, async ({ page }, testInfo) => {
        const pages = await menuPages(name);
        // A walk through the whole menu: each page may take a few seconds on a loaded machine.
        test.setTimeout(60_000 + pages.length * 15_000);
        const pending = trackRequests(page);
        await page.setViewportSize(windows[0]);
        await openSignedInPast(page, name, language);
        const problems: string[] = [];
        let views = 0;
        let failing = 0;
        for (const { path } of pages) {
          await page.setViewportSize(windows[0]);
          await openInApp(page, path, pending);
          for (const [index, size] of windows.entries()) {
            // The page opened at the first width and has settled there.
            if (index > 0) {
              await page.setViewportSize(size);
              await settle(page, pending);
            }
            const found = await wideListProblems(page);
            const lists = await page.locator('main').getByRole('columnheader').count();
            if (lists > 0) views += 1;
            if (found.length > 0) failing += 1;
            problems.push(...found.map((problem) => `${path} at ${size.width} px: ${problem}`));
          }
        }
        const summary = `${views} list views checked, ${failing} with a problem`;
        testInfo.annotations.push({ type: 'list views', description: summary });
        await testInfo.attach('problems', { body: [summary, ...problems].join('\n'), contentType: 'text/plain' });
        expect(problems).toEqual([]);
      });
    }
  }
});
