/**
 * Training plans (培养方案, issue 23 §1): the graduate school opens a plan, asks a group for more credits
 * than its courses give and is refused with the group and the missing credits named beside it, puts it
 * right and saves, then makes the next cohort's version (the older one stays); a student has no menu entry.
 */
import { accounts } from '../support/accounts.ts';
import { MockApiError, call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { acceptDefaultPasswordReminder, listRows, mainMenu, openSignedIn } from '../support/ui.ts';

interface Plan {
  id: string;
  nj: number;
  groups: { name: string; minCredits: number; offeredCredits: number }[];
}

const PLAN = 'pf-083500-2026-am';
const NEXT = 'pf-083500-2027-am';

test.describe('training plans (issue 23 §1)', () => {
  test('staff are refused a group its courses cannot meet, fix it and save, and make the next cohort’s version', async ({ page }) => {
    const token = await login(accounts.staff);
    // The next cohort's version of an earlier run on the same mock server goes first.
    await call('DELETE', `/cloud-xj/api/pkgl/pyfa/${NEXT}`, { token }).catch(() => undefined);
    const before = await call<Plan>('GET', `/cloud-xj/api/pkgl/pyfa/${PLAN}`, { token });
    const elective = before.groups.find((g) => g.name === '专业选修课')!;

    await openSignedIn(page, 'staff', { goto: `/pyfazd/pyfazdForm?id=${PLAN}` });
    await expect(page.getByText('培养方案制订：软件工程 2026 级')).toBeVisible();
    const group = page.getByRole('region', { name: '专业选修课' });
    const minimum = group.getByRole('spinbutton', { name: '最低学分' });

    // Two credits more than the group's courses give: refused, and the reason is shown in the group.
    await minimum.fill(String(elective.offeredCredits + 2));
    await expect(group.getByText(`差 2 学分`)).toBeVisible();
    await page.getByRole('button', { name: /保\s?存/ }).click();
    const reason = `专业选修课: 至少 ${elective.offeredCredits + 2} 学分, 课程只有 ${elective.offeredCredits} 学分, 差 2 学分`;
    await expect(group.getByRole('alert')).toContainText(reason);
    const unchanged = await call<Plan>('GET', `/cloud-xj/api/pkgl/pyfa/${PLAN}`, { token });
    expect(unchanged.groups.find((g) => g.name === '专业选修课')!.minCredits).toBe(elective.minCredits);

    // What the courses give: saved.
    await minimum.fill(String(elective.offeredCredits));
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await expect(page.getByText('培养方案已保存')).toBeVisible();
    await expect(group.getByRole('alert')).toHaveCount(0);
    const saved = await call<Plan>('GET', `/cloud-xj/api/pkgl/pyfa/${PLAN}`, { token });
    expect(saved.groups.find((g) => g.name === '专业选修课')!.minCredits).toBe(elective.offeredCredits);

    // The next cohort's version, from the list.
    await page.goto('/pkgl/pyfa');
    // Newest cohort first, the college's majors together: the plan is on the first page.
    const row = listRows(page, '培养方案列表')
      .filter({ hasText: '2026' })
      .filter({ has: page.getByRole('button', { name: '编辑 软件工程 2026 级 学术学位硕士' }) });
    await row.getByRole('button', { name: '为 软件工程 2026 级 学术学位硕士 新建下一年级版本' }).click();
    await expect(page.getByText('已新建 2027 级培养方案')).toBeVisible();
    await expect(page.getByText('培养方案制订：软件工程 2027 级')).toBeVisible();
    const next = await call<Plan>('GET', `/cloud-xj/api/pkgl/pyfa/${NEXT}`, { token });
    expect(next.groups.find((g) => g.name === '专业选修课')!.minCredits).toBe(elective.offeredCredits);
    expect((await call<Plan>('GET', `/cloud-xj/api/pkgl/pyfa/${PLAN}`, { token })).nj).toBe(2026);

    // The printable view.
    await page.getByRole('button', { name: /查\s?看/ }).click();
    await expect(page.getByText('软件工程专业 2027 级学术学位硕士培养方案')).toBeVisible();
    await expect(page.getByRole('button', { name: '打印' })).toBeVisible();
  });

  test('a student has no training plans: no menu entry and a 403 answer', async ({ page }) => {
    await openSignedIn(page, 'student');
    await acceptDefaultPasswordReminder(page);
    await expect(mainMenu(page)).toBeVisible();
    await expect(mainMenu(page).getByText('培养方案')).toHaveCount(0);
    const refused = await call('GET', '/cloud-xj/api/pkgl/pyfa', { token: await login(accounts.student) }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MockApiError);
    expect((refused as MockApiError).status).toBe(403);
  });
});
