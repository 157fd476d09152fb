/**
 * Leave across roles (issue 15 §4, §7; AREAS.md "One way to run an application"): a student applies for
 * a leave in "my applications" and sees its day count and chain as they type, the supervisor approves
 * it in the approval dialog (SPEC 4), the student records the return (销假); a longer leave goes on to
 * the college, which decides it from /xj/qjgl.
 */
import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts.ts';
import { applicationsPath, call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import {
  acceptDefaultPasswordReminder,
  approveOnDetail,
  dataRows,
  detailField,
  expectColumnsUnderTitles,
  listRows,
  mainMenu,
  openBell,
  openSignedIn,
  pageAs,
  pickOption,
  studentPage,
} from '../support/ui.ts';

interface Application {
  id: string;
  state: string;
  title: string;
  approval: { mkCode: string; coreCode: string; type: string; callback: string };
  steps: { role: string; state: string }[];
  subject: { xykh?: string; xm: string };
  payload: { leaveStart: string; leaveEnd: string; days: number; cancellation: { returnDate: string; actualDays: number } | null };
}

interface Page_<T> {
  records: T[];
}

/** `yyyy-MM-dd` of today plus `days`, on this machine's clock (the mock server's, which runs here). */
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** One open leave at a time: a run after a failed one starts with none (withdrawn, or decided to the end). */
async function closeOpenLeaves(): Promise<void> {
  const student = await login(accounts.student);
  for (const state of ['submitted', 'in_review']) {
    const open = await call<Page_<Application>>('GET', '/cloud-xj/api/xj/qjgl', { token: student, query: { state, size: 100 } });
    for (const leave of open.records) {
      if (state === 'submitted') {
        await call('POST', `${applicationsPath}/${leave.id}/withdraw`, { token: student });
        continue;
      }
      for (const name of ['teacher', 'college', 'staff'] as const) {
        const current = await call<Application>('GET', `${applicationsPath}/${leave.id}`, { token: student });
        if (current.state !== 'in_review') break;
        const token = await login(accounts[name]);
        await call('POST', '/cloud-yg/api/approval', { token, body: { coreKey: leave.id, ...leave.approval, status: 1, opinion: '同意' } }).catch(
          () => undefined,
        );
      }
    }
  }
}

/**
 * The first of `starts` (days from today) from which `length` days meet none of the student's approved or
 * open leaves: one absence at a time (the server refuses days that overlap), and a retried test finds its
 * first attempt's approved leave on the days it asked for.
 */
async function freeStart(length: number, starts: readonly number[]): Promise<number> {
  const token = await login(accounts.student);
  const leaves: Application[] = [];
  for (const state of ['approved', 'submitted', 'in_review'])
    leaves.push(...(await call<Page_<Application>>('GET', '/cloud-xj/api/xj/qjgl', { token, query: { state, size: 100 } })).records);
  const free = starts.find((start) =>
    leaves.every(({ payload }) => payload.leaveStart > day(start + length - 1) || (payload.cancellation?.returnDate ?? payload.leaveEnd) < day(start)),
  );
  if (free === undefined) throw new Error(`the student has leaves on every ${length} days from ${starts.join(', ')} days on`);
  return free;
}

/** Applies for a leave in "my applications" and lands on its detail; the preview says the days and the chain. */
async function applyForLeave(student: Page, from: string, to: string, preview: string): Promise<string> {
  await mainMenu(student).getByText('我的申请').click();
  await expect(student.getByRole('table', { name: '我的申请列表' }).first()).toBeVisible();
  await student.getByRole('button', { name: '提交申请' }).first().click();
  const drawer = student.getByRole('dialog', { name: '提交申请' });
  await pickOption(drawer.getByLabel('申请类型'), /^请假$/);
  await pickOption(drawer.getByLabel('请假类型'), /^事假$/);
  await drawer.getByLabel('请假开始日期').fill(from);
  await drawer.getByLabel('请假结束日期').fill(to);
  // The day count and the chain show as the dates are typed, before anything is sent.
  await expect(drawer.getByRole('status')).toHaveText(preview);
  await drawer.getByLabel('请假去向').fill('湖北省武汉市');
  await drawer.getByLabel('联系电话').fill('13912345678');
  await drawer.getByLabel('申请理由').fill('家中有事需回家处理');
  await drawer.getByRole('button', { name: '提交申请' }).click();
  await expect(student).toHaveURL(/\/qjgl\/toDetails\?id=/);
  return new URL(student.url()).searchParams.get('id') ?? '';
}

test.describe('leave (issue 15 §4)', () => {
  test.beforeEach(async () => {
    await closeOpenLeaves();
  });

  test('a 2-day leave: applied for by the student, approved by the supervisor, cancelled by the student with the return date', async ({ browser }) => {
    const token = await login(accounts.student);
    // Begun already (at most a week back), so that the student can be back by today.
    const first = await freeStart(2, [-1, -3, -5]);
    const [from, to] = [day(first), day(first + 1)];
    const student = await studentPage(browser);
    const id = await applyForLeave(student, from, to, '共 2 天，审批流程：导师审核');
    const applied = await call<Application>('GET', `${applicationsPath}/${id}`, { token });
    expect(applied).toMatchObject({ state: 'submitted', payload: { days: 2, cancellation: null } });
    expect(applied.steps.map((step) => step.role)).toEqual(['supervisor']);
    await expect(detailField(student, '请假天数')).toHaveText('2');
    await expect(student.getByRole('button', { name: '撤回申请' })).toBeVisible();

    // The supervisor finds it on their home page, opens it on the leave's detail route and approves it.
    const teacher = await pageAs(browser, 'teacher');
    const todo = teacher.getByRole('region', { name: '待我审批' });
    await todo
      .getByRole('button', { name: `查看 ${applied.title}` })
      .first()
      .click();
    await expect(teacher).toHaveURL(new RegExp(`/qjgl/toDetails\\?id=${id}`));
    await approveOnDetail(teacher, applied.title);
    await expect(detailField(teacher, '申请状态')).toContainText('已通过');
    // Only the student (or the graduate school) records the return.
    await expect(teacher.getByRole('button', { name: /销\s?假/ })).toHaveCount(0);

    // The student sees it approved and records the return.
    await mainMenu(student).getByText('我的申请').click();
    // A list narrower than the page: its cells stay under their titles.
    await expectColumnsUnderTitles(student, '我的申请列表');
    await student
      .getByRole('button', { name: `查看 ${applied.title}` })
      .first()
      .click();
    await expect(student).toHaveURL(new RegExp(`/qjgl/toDetails\\?id=${id}`));
    await expect(detailField(student, '申请状态')).toContainText('已通过');
    await student.getByRole('button', { name: /销\s?假/ }).click();
    const dialog = student.getByRole('dialog', { name: `销假：${applied.title}` });
    await dialog.getByLabel('返校日期').fill(to);
    await dialog.getByLabel('备注').fill('已按时返校');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(student.getByText('销假成功').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The detail shows the return and the history; the return cannot be recorded twice.
    const back = student.getByRole('region', { name: '销假信息' });
    await expect(back).toContainText('已销假');
    await expect(detailField(student, '返校日期')).toHaveText(to);
    await expect(detailField(student, '实际请假天数')).toHaveText('2 天');
    await expect(student.getByRole('button', { name: /销\s?假/ })).toHaveCount(0);
    // The history: the submission, the supervisor's decision and the return, each with who and when (issue 22 §6).
    const history = student.getByRole('table', { name: '办理记录' });
    await expect(dataRows(history)).toHaveCount(3);
    await expect(dataRows(history).nth(0)).toContainText('提交申请');
    await expect(dataRows(history).nth(1)).toContainText('同意');
    await expect(dataRows(history).nth(2)).toContainText('销假');
    expect((await call<Application>('GET', `${applicationsPath}/${id}`, { token })).payload.cancellation).toMatchObject({ returnDate: to, actualDays: 2 });

    for (const page of [student, teacher]) await page.context().close();
  });

  test('the supervisor hears of it by the bell, decides it in the work list with the leave in view, and the student hears back (issue 22 §1, §2, §4, §7)', async ({
    browser,
  }) => {
    const token = await login(accounts.student);
    // Weeks ahead: once approved, the leave has not begun, so no return (销假) is offered yet (§7).
    const first = await freeStart(2, [20, 24, 28, 32, 36]);
    const [from, to] = [day(first), day(first + 1)];
    const student = await studentPage(browser);
    const id = await applyForLeave(student, from, to, '共 2 天，审批流程：导师审核');
    const applied = await call<Application>('GET', `${applicationsPath}/${id}`, { token });
    const name = applied.subject.xm;

    // The supervisor's bell says that it waits for them, and its word opens the work list's 待办.
    const teacher = await pageAs(browser, 'teacher');
    await (
      await openBell(teacher)
    )
      .getByRole('button', { name: `${name}的请假申请等待您审批（导师审核）` })
      .first()
      .click();
    await expect(teacher).toHaveURL(/\/my\/worklist$/);
    await expect(teacher.getByRole('tab', { name: /待办/, selected: true })).toBeVisible();
    const decide = teacher.getByRole('button', { name: `审批 ${applied.title}` });
    await decide.click();
    // The dialog says what is decided: whose, what kind, the dates and days, and the history so far.
    const dialog = teacher.getByRole('dialog', { name: `审批：${applied.title}` });
    await expect(dialog).toContainText(`${name}（${applied.subject.xykh}）`);
    await expect(dialog).toContainText(from);
    await expect(dialog).toContainText('2 天');
    await expect(dialog.getByRole('table', { name: '审批历史' }).first()).toBeVisible();
    await expect(dialog.getByLabel('审批意见', { exact: true })).toHaveValue('同意');
    await dialog.getByRole('button', { name: /提\s?交/ }).click();
    await expect(teacher.getByText('审批成功')).toBeVisible();
    await expect(decide).toHaveCount(0);

    // The student's bell says it is approved; its word opens the leave, which offers no return before it begins.
    await student.reload();
    await acceptDefaultPasswordReminder(student);
    await (
      await openBell(student)
    )
      .getByRole('button', { name: `${name}的请假申请已审批通过` })
      .first()
      .click();
    await expect(student).toHaveURL(new RegExp(`/qjgl/toDetails\\?id=${id}`));
    await expect(detailField(student, '申请状态')).toContainText('已通过');
    await expect(student.getByRole('button', { name: /销\s?假/ })).toHaveCount(0);
    // The work list's 我发起 shows the new state.
    await mainMenu(student).getByText('我的事务').click();
    await student.getByRole('tab', { name: /我发起/ }).click();
    const mine = listRows(student, '我提交的申请').and(student.locator(`[data-row-key="${id}"]`));
    await expect(mine).toContainText('已通过');

    for (const page of [student, teacher]) await page.context().close();
  });

  test('a 5-day leave goes on to the college, which decides it from the leave list; the graduate school records the return from its row', async ({
    browser,
  }) => {
    const token = await login(accounts.student);
    // From a week ago (the most the server takes late): a return is recorded for a day up to today. The
    // student was back on the first day, so a retry finds the days after it free.
    // Later starts are tried too (a leave that has begun takes a return), so that a retry finds free days
    // past what a failed try left behind.
    const first = await freeStart(5, [-7, -6, -5, -4, -3, -2]);
    const [from, to] = [day(first), day(first + 4)];
    const student = await studentPage(browser);
    const id = await applyForLeave(student, from, to, '共 5 天，审批流程：导师审核 → 学院审核');
    await expect(student.getByRole('group', { name: '审核流程' })).toContainText('学院审核');
    const applied = await call<Application>('GET', `${applicationsPath}/${id}`, { token });
    expect(applied.steps.map((step) => step.role)).toEqual(['supervisor', 'college']);

    // The supervisor's yes (as in the first journey), then the college's turn.
    const teacherToken = await login(accounts.teacher);
    await call('POST', '/cloud-yg/api/approval', { token: teacherToken, body: { coreKey: id, ...applied.approval, status: 1, opinion: '同意' } });

    const college = await pageAs(browser, 'college', '/xj/qjgl');
    await college.getByRole('checkbox', { name: '只看待我审批' }).check();
    await college
      .getByRole('search', { name: '请假查询' })
      .getByLabel('学生')
      .fill(applied.subject.xykh ?? '');
    await college.getByRole('button', { name: /查\s?询/ }).click();
    const row = listRows(college, '请假申请列表').filter({ hasText: `${from} ~ ${to}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('学院审核');
    await row.getByRole('button', { name: `审批 ${applied.title}` }).click();
    const dialog = college.getByRole('dialog');
    await dialog.getByRole('button', { name: /提\s?交/ }).click();
    await expect(college.getByText('审批成功')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Decided, it leaves the to-decide list.
    await expect(row).toHaveCount(0);
    const decided = await call<Application>('GET', `${applicationsPath}/${id}`, { token });
    expect(decided.state).toBe('approved');
    expect(decided.steps.map((step) => step.state)).toEqual(['approved', 'approved']);
    // The college decides leaves but does not record returns.
    await college.getByRole('checkbox', { name: '只看待我审批' }).uncheck();
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('未销假');
    await expect(row.getByRole('button', { name: `销假 ${applied.title}` })).toHaveCount(0);

    // The graduate school records the return from the leave's row.
    const staff = await pageAs(browser, 'staff', '/xj/qjgl');
    await staff
      .getByRole('search', { name: '请假查询' })
      .getByLabel('学生')
      .fill(applied.subject.xykh ?? '');
    await staff.getByRole('button', { name: /查\s?询/ }).click();
    const staffRow = listRows(staff, '请假申请列表').filter({ hasText: `${from} ~ ${to}` });
    await expect(staffRow).toContainText('未销假');
    await staffRow.getByRole('button', { name: `销假 ${applied.title}` }).click();
    const back = staff.getByRole('dialog', { name: `销假：${applied.title}` });
    await back.getByLabel('返校日期').fill(day(first));
    await back.getByRole('button', { name: /确\s?定/ }).click();
    await expect(staff.getByText('销假成功').first()).toBeVisible();
    await expect(back).toHaveCount(0);
    await expect(staffRow).toContainText(`已销假（${day(first)}）`);
    await expect(staffRow.getByRole('button', { name: `销假 ${applied.title}` })).toHaveCount(0);
    expect((await call<Application>('GET', `${applicationsPath}/${id}`, { token })).payload.cancellation).toMatchObject({
      returnDate: day(first),
      actualDays: 1,
    });

    for (const page of [student, college, staff]) await page.context().close();
  });

  test('the leave list in English', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openSignedIn(page, 'staff', { goto: '/xj/qjgl', language: 'en' });
    await expect(page.getByRole('table', { name: 'Leave applications' }).first()).toBeVisible();
    await expect(page.getByRole('search', { name: 'Leave search' }).getByLabel('Kind of leave')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decide selected' })).toBeVisible();
    await context.close();
  });
});
