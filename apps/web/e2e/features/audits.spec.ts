/**
 * The degree audit (issue 23 §1): the student opens 我的培养计划 from their menu and reads what is met and what is
 * still needed, at 1440 px and on a phone (390 px) without a page wider than the screen, and tries a what-if
 * audit; the graduate school records an exception with its reason on a student's audit and removes it again.
 */
import { accounts } from '../support/accounts.ts';
import { call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { acceptDefaultPasswordReminder, mainMenu, openSignedIn } from '../support/ui.ts';

interface OwnRecord {
  xykh: string;
}

test.describe('the degree audit', () => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`the student reads their audit at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await openSignedIn(page, 'student', { goto: '/my/pyjh' });
      // The reminder takes the student to the personal centre; back to the audit they opened.
      await acceptDefaultPasswordReminder(page);
      await page.goBack();
      const practice = page.getByRole('region', { name: '实践环节' });
      await expect(practice.getByText('还需修读必修课：SJ0003 教学实践')).toBeVisible();
      await expect(page.getByRole('region', { name: '公共必修课' }).getByText('已满足')).toBeVisible();
      await expect(page.getByRole('region', { name: '专业选修课' }).getByText(/^还差 0\.5 学分，可选：/)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`audit-${width}.png`), fullPage: true });
      if (width === 1440) await expect(mainMenu(page).getByText('我的培养计划')).toBeVisible();
      // A what-if against another major's plan, marked as such.
      await page.getByRole('combobox', { name: '假设分析' }).click();
      await page.keyboard.type('软件工程');
      // antd lists its options in a virtual list whose items carry the plan's name as their title.
      await page
        .getByTitle(/^软件工程 \d{4} 级/)
        .first()
        .click();
      await page.keyboard.press('Escape');
      await expect(page.getByText(/^假设分析 \/ What-if：按「软件工程/)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`audit-what-if-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: '返回本人培养方案' }).click();
      await expect(page.getByText(/^假设分析 \/ What-if/)).toHaveCount(0);
    });
  }

  test('the graduate school records an exception with its reason, in English, and removes it', async ({ page }, testInfo) => {
    const own = await call<OwnRecord>('GET', '/cloud-xj/api/xj/xjxx/stuinfoByStu/NotAuth', { token: await login(accounts.student) });
    await openSignedIn(page, 'staff', { goto: `/zdyxd/xspyjhView?xykh=${own.xykh}`, language: 'en' });
    const practice = page.getByRole('region', { name: 'Practice' });
    await practice.getByRole('button', { name: 'Record an exception in "Practice"' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Waiver' }).check();
    await dialog.getByLabel('Reason').fill('Equivalent practice done with a partner company');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(practice.getByText('The whole group waived')).toBeVisible();
    await expect(practice.getByText('Reason: Equivalent practice done with a partner company')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('audit-staff-1440.png'), fullPage: true });
    await practice.getByRole('button', { name: 'Remove the exception: The whole group waived' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
    await expect(practice.getByText('The whole group waived')).toHaveCount(0);
  });
});
