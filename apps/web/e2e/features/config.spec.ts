/**
 * Data configuration across roles (issue 24 §3, "a changed application window honoured on the next call"): the
 * graduate school closes the leave window on its form (/sjpz/form), the student's next leave application is
 * refused naming the window, without the server being restarted; the window reopened, the student may apply
 * again, and the change history lists both changes with the old and the new value and who made them.
 */
import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts.ts';
import { call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { acceptDefaultPasswordReminder, list, listRows, mainMenu, openSignedIn, pickOption, studentPage } from '../support/ui.ts';

interface ConfigWindow {
  start: string;
  end: string;
}

const LEAVE_WINDOW = 'window.qjgl';

/** `yyyy-MM-dd` of today plus `days`, on this machine's clock (the mock server's, which runs here). */
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const range = (value: ConfigWindow) => `${value.start} 至 ${value.end}`;

async function leaveWindow(): Promise<ConfigWindow> {
  const token = await login(accounts.staff);
  return (await call<{ value: ConfigWindow }>('GET', `/kernel/sjpz/${LEAVE_WINDOW}`, { token })).value;
}

/** Sets the leave window on its form as the graduate school does, and lands back on the list showing it. */
async function setWindowOnForm(staff: Page, value: ConfigWindow, state: '进行中' | '已结束'): Promise<void> {
  await staff.getByRole('button', { name: '修改「请假申请时间」' }).click();
  await expect(staff).toHaveURL(/\/sjpz\/form\?key=window\.qjgl/);
  await staff.getByLabel('开始日期').fill(value.start);
  await staff.getByLabel('结束日期').fill(value.end);
  await staff.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(staff.getByText('已保存「请假申请时间」')).toBeVisible();
  await expect(staff).toHaveURL(/\/system\/sjpz$/);
  const row = staff.getByRole('row', { name: /请假申请时间/ });
  await expect(row).toContainText(range(value));
  await expect(row).toContainText(state);
}

/** Opens the new-application drawer of "my applications" and picks leave. */
async function startLeave(student: Page): Promise<ReturnType<Page['getByRole']>> {
  await mainMenu(student).getByText('我的申请').click();
  await expect(student.getByRole('table', { name: '我的申请列表' }).first()).toBeVisible();
  await student.getByRole('button', { name: '提交申请' }).first().click();
  const drawer = student.getByRole('dialog', { name: '提交申请' });
  await pickOption(drawer.getByLabel('申请类型'), /^请假$/);
  return drawer;
}

test.describe('data configuration (issue 24 §3)', () => {
  let original: ConfigWindow | undefined;

  test.beforeEach(async () => {
    original = await leaveWindow();
  });

  // Whatever happened, the leave window is as it was: other specs apply for leave on the same server.
  test.afterEach(async () => {
    if (!original) return;
    const token = await login(accounts.staff);
    await call('PUT', `/kernel/sjpz/${LEAVE_WINDOW}`, { token, body: { value: original } });
  });

  test('staff closes the leave window, the student is refused on the next call, staff reopens it, and the history shows both', async ({ browser }) => {
    const open = original ?? (await leaveWindow());
    const closed: ConfigWindow = { start: day(-60), end: day(-1) };

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await openSignedIn(staff, 'staff', { goto: '/system/sjpz' });
    await expect(staff.getByRole('row', { name: /请假申请时间/ })).toContainText('进行中');
    await setWindowOnForm(staff, closed, '已结束');

    // The student's next application: the page says the window is closed, and the server refuses it.
    const student = await studentPage(browser);
    const drawer = await startLeave(student);
    const reason = `请假申请已于 ${closed.end} 截止（申请时间 ${closed.start} 至 ${closed.end}）`;
    await expect(drawer.getByRole('alert').filter({ hasText: reason })).toBeVisible();
    await pickOption(drawer.getByLabel('请假类型'), /^事假$/);
    await drawer.getByLabel('请假开始日期').fill(day(30));
    await drawer.getByLabel('请假结束日期').fill(day(31));
    await drawer.getByLabel('请假去向').fill('湖北省武汉市');
    await drawer.getByLabel('联系电话').fill('13912345678');
    await drawer.getByLabel('申请理由').fill('家中有事需回家处理');
    await drawer.getByRole('button', { name: '提交申请' }).click();
    // The refusal in the server's words stays above the form (the toast says it too).
    await expect(drawer.getByRole('alert').filter({ hasText: reason })).toHaveCount(2);
    await expect(student).not.toHaveURL(/\/qjgl\/toDetails/);

    // Reopened: the student's next look at leave no longer says it is closed.
    await setWindowOnForm(staff, open, '进行中');
    await student.reload();
    await acceptDefaultPasswordReminder(student);
    const again = await startLeave(student);
    await expect(again.getByLabel('请假类型')).toBeVisible();
    await expect(again.getByRole('alert').filter({ hasText: '请假申请' })).toHaveCount(0);

    // The history, filtered to the item: both changes, newest first, with old and new and who.
    await staff.getByRole('tab', { name: '变更记录' }).click();
    await pickOption(staff.getByRole('search', { name: '筛选变更记录' }).getByLabel('配置项'), /^请假申请时间$/);
    await staff.getByRole('button', { name: /查\s?询/ }).click();
    const rows = listRows(staff, '数据配置变更记录');
    await expect(list(staff, '数据配置变更记录').getByText(/^变更记录（\d+ 条）$/)).toBeVisible();
    await expect(rows.nth(0)).toContainText(`${range(closed)} → ${range(open)}`);
    await expect(rows.nth(0)).toContainText('研究生院教务员');
    await expect(rows.nth(1)).toContainText(`${range(open)} → ${range(closed)}`);
    await expect(rows.nth(1)).toContainText('研究生院教务员');
    await staffContext.close();
  });
});
