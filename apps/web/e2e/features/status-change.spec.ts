/**
 * Status changes across roles (issue 15 §4, §7; AREAS.md "One way to run an application"): a student
 * applies for a suspension in "my applications", their supervisor, the college and the graduate
 * school approve it in the approval dialog (SPEC 4), and the record shows the new status.
 */
import { accounts } from '../support/accounts.ts';
import { applicationsPath, call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { approveOnDetail, dataRows, detailField, listRows, mainMenu, openSignedIn, pageAs, pickOption, pickTreeNode, studentPage } from '../support/ui.ts';

interface Approval {
  mkCode: string;
  coreCode: string;
  type: string;
  callback: string;
}

interface Application {
  id: string;
  kind: string;
  state: string;
  title: string;
  approval: Approval;
  subject: { xykh?: string; xm: string };
}

interface OwnRecord {
  xykh: string;
  xm: string;
  xjzt: string;
}

/** Puts the demo student back in status 在读 for the other specs: a resumption, decided by the three steps. */
async function resume(xykh: string): Promise<void> {
  const staff = await login(accounts.staff);
  const created = await call<Application>('POST', applicationsPath, {
    token: staff,
    body: { kind: 'resumption', xykh, payload: { kind: 'resumption', reason: '休养结束，申请复学', resumeDate: '2027-03-01' } },
  });
  for (const name of ['teacher', 'college', 'staff'] as const) {
    const token = await login(accounts[name]);
    await call('POST', '/cloud-yg/api/approval', { token, body: { coreKey: created.id, ...created.approval, status: 1, opinion: '同意复学' } });
  }
}

/** Ends the student's open applications of `kind`: whoever decides the pending step refuses it. */
async function closeOpen(kind: string, xykh: string): Promise<void> {
  type Open = Application & { steps: { role: 'supervisor' | 'college' | 'school'; state: string }[] };
  const deciders = { supervisor: accounts.teacher, college: accounts.college, school: accounts.staff } as const;
  const token = await login(accounts.staff);
  for (const state of ['submitted', 'in_review']) {
    const page = await call<{ records: Open[] }>('GET', applicationsPath, { token, query: { kind, xykh, state } });
    for (const application of page.records) {
      const pending = application.steps.find((step) => step.state === 'pending');
      if (!pending) continue;
      await call('POST', '/cloud-yg/api/approval', {
        token: await login(deciders[pending.role]),
        body: { coreKey: application.id, ...application.approval, status: 9, opinion: '测试前清理' },
      });
    }
  }
}

/** `date` (yyyy-MM-dd) a year later; a year after the end of next June when there is none. */
function aYearAfter(date: string | null | undefined): string {
  const from = date ?? `${new Date().getFullYear() + 1}-06-30`;
  return `${Number(from.slice(0, 4)) + 1}${from.slice(4)}`;
}

test.describe('status change (issue 15 §4, §7)', () => {
  let own: OwnRecord;

  test.beforeAll(async () => {
    const token = await login(accounts.student);
    own = await call<OwnRecord>('GET', '/cloud-xj/api/xj/xjxx/stuinfoByStu/NotAuth', { token });
    // A run against a server a previous run left with a suspended student starts from 在读.
    if (own.xjzt === '02') await resume(own.xykh);
  });

  test.afterAll(async () => {
    const token = await login(accounts.student);
    const record = await call<OwnRecord>('GET', '/cloud-xj/api/xj/xjxx/stuinfoByStu/NotAuth', { token });
    if (record.xjzt === '02') await resume(record.xykh);
  });

  test('a suspension applied for by the student, approved by supervisor, college and graduate school, changes the record', async ({ browser }) => {
    // A retry, or a run on a server an earlier run left, starts without an open suspension of the student.
    await closeOpen('suspension', own.xykh);
    // The student applies in "my applications".
    const student = await studentPage(browser);
    await mainMenu(student).getByText('我的申请').click();
    // Until the rows come, antd draws the table as two (head and body) of one name.
    await expect(student.getByRole('table', { name: '我的申请列表' }).first()).toBeVisible();

    const applyForSuspension = async () => {
      await student.getByRole('button', { name: '提交申请' }).first().click();
      const drawer = student.getByRole('dialog', { name: '提交申请' });
      await pickOption(drawer.getByLabel('申请类型'), /^休学$/);
      await drawer.getByLabel('因病休学').check();
      await drawer.getByLabel('休学开始日期').fill('2026-12-01');
      await drawer.getByLabel('休学期限（月）').fill('6');
      await drawer.getByLabel('申请理由').fill('因病需住院治疗，医嘱建议休养');
      await drawer.getByRole('button', { name: '提交申请' }).click();
      return drawer;
    };
    await applyForSuspension();
    await expect(student).toHaveURL(/\/stuBySqView\?id=/);
    const id = new URL(student.url()).searchParams.get('id') ?? '';
    const token = await login(accounts.student);
    const application = await call<Application>('GET', `${applicationsPath}/${id}`, { token });
    expect(application).toMatchObject({ kind: 'suspension', state: 'submitted' });
    await expect(student.getByText(application.title).first()).toBeVisible();
    await expect(student.getByRole('group', { name: '审核流程' })).toContainText('导师审核');
    // Before the first decision the applicant may withdraw.
    await expect(student.getByRole('button', { name: '撤回申请' })).toBeVisible();

    // A second open suspension is refused, in the server's words, which the form keeps (the toast of the
    // same words may or may not be up yet: the form is what stays).
    await mainMenu(student).getByText('我的申请').click();
    const drawer = await applyForSuspension();
    await expect(drawer.getByText(/已有一条处理中的休学申请.*不能重复提交/)).toBeVisible();
    await drawer.getByRole('button', { name: /取\s?消/ }).click();

    // The supervisor finds it on their home page and approves it in the dialog.
    const teacher = await pageAs(browser, 'teacher');
    const todo = teacher.getByRole('region', { name: '待我审批' });
    await expect(todo).toContainText(own.xm);
    await todo.getByRole('button', { name: `查看 ${application.title}` }).click();
    await expect(teacher).toHaveURL(new RegExp(`/stuBySqView\\?id=${id}`));
    await approveOnDetail(teacher, application.title);
    await expect(teacher.getByRole('group', { name: '审核流程' })).toContainText('已同意');

    // After a decision the student is no longer offered to withdraw.
    await mainMenu(student).getByText('我的申请').click();
    await student
      .getByRole('button', { name: `查看 ${application.title}` })
      .first()
      .click();
    await expect(student.getByText(application.title).first()).toBeVisible();
    await expect(student.getByRole('group', { name: '审核流程' })).toContainText('已同意');
    await expect(student.getByRole('button', { name: '撤回申请' })).toHaveCount(0);

    // The college's secretary approves the college step.
    const college = await pageAs(browser, 'college', `/stuBySqView?id=${id}`);
    await approveOnDetail(college, application.title);

    // The graduate school decides from the list: what waits for it, found by card number, the selection decided at once.
    const staff = await pageAs(browser, 'staff', '/xj/xjyd');
    await staff.getByRole('checkbox', { name: '只看待我审批' }).check();
    await staff.getByRole('search', { name: '学籍异动查询' }).getByLabel('关键字').fill(own.xykh);
    await staff.getByRole('button', { name: /查\s?询/ }).click();
    const row = listRows(staff, '学籍异动申请列表').filter({ hasText: '休学' }).filter({ hasText: own.xykh });
    await expect(row).toHaveCount(1);
    await row.getByRole('checkbox', { name: '选择此行' }).check();
    await staff.getByRole('button', { name: '批量审批' }).click();
    const dialog = staff.getByRole('dialog');
    await expect(dialog.getByLabel('审批意见', { exact: true })).toHaveValue('同意');
    await dialog.getByRole('button', { name: /提\s?交/ }).click();
    await expect(staff.getByText('审批成功')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect((await call<Application>('GET', `${applicationsPath}/${id}`, { token })).state).toBe('approved');

    // The student's record says 休学, and the application shows the three decisions.
    await mainMenu(student).getByText('我的学籍信息').click();
    await expect(detailField(student, '学籍状态')).toContainText('休学');
    await mainMenu(student).getByText('我的申请').click();
    await student
      .getByRole('button', { name: `查看 ${application.title}` })
      .first()
      .click();
    await expect(student).toHaveURL(new RegExp(`id=${id}`));
    // The history: the submission and the three decisions (issue 22 §6).
    const history = student.getByRole('table', { name: '办理记录' });
    await expect(dataRows(history)).toHaveCount(4);
    await expect(dataRows(history).filter({ hasText: '提交申请' })).toHaveCount(1);
    await expect(dataRows(history).filter({ hasText: '同意' })).toHaveCount(3);
    await expect(detailField(student, '申请状态')).toContainText('已通过');

    for (const page of [student, teacher, college, staff]) await page.context().close();
  });

  test('staff entering a status change for a student while the window is closed are told when it opens, by the form and by the server', async ({ browser }) => {
    const staffToken = await login(accounts.staff);
    const item = await call<{ value: { start: string; end: string } }>('GET', '/kernel/sjpz/window.xjyd', { token: staffToken });
    await call('PUT', '/kernel/sjpz/window.xjyd', { token: staffToken, body: { value: { start: '2027-08-20', end: '2028-07-15' } } });
    try {
      const staff = await pageAs(browser, 'staff', '/addXjyd');
      const form = staff.locator('form#application-form');
      await pickOption(form.getByLabel('学生'), own.xykh, own.xykh);
      await pickOption(form.getByLabel('申请类型'), /^延期毕业$/);
      // The kind says it before anything is sent ...
      // (The student's own state may add its own alert: an earlier journey may have suspended them.)
      await expect(form.getByRole('alert').filter({ hasText: '尚未开放' })).toContainText('尚未开放，开放时间为 2027-08-20 至 2028-07-15');
      await form.getByLabel('新的预计毕业日期').fill('2029-06-30');
      await form.getByLabel('申请理由').fill('学位论文实验数据需补充');
      await form.getByRole('button', { name: '提交申请' }).click();
      // ... and the server refuses it in its own words, in a message beside the form's; the form keeps what was typed.
      await expect(staff.getByRole('alert').filter({ hasText: '延期毕业申请尚未开放' })).toHaveCount(2);
      await expect(form.getByLabel('申请理由')).toHaveValue('学位论文实验数据需补充');
      await staff.context().close();
    } finally {
      await call('PUT', '/kernel/sjpz/window.xjyd', { token: staffToken, body: { value: item.value } });
    }
  });

  test('the student picker of the form marks whom the kind does not take and says why (issue 22 §8)', async ({ browser }) => {
    const token = await login(accounts.staff);
    const search = (xjzt: string) =>
      call<{ records: OwnRecord[] }>('POST', '/cloud-xj/api/xj/xjxx/stuinfo/Search', { token, body: { current: 1, size: 1, xjzt } });
    const [graduate] = (await search('04')).records;
    const [enrolled] = (await search('01')).records;
    const staff = await pageAs(browser, 'staff', '/addXjyd');
    const errors: string[] = [];
    staff.on('pageerror', (error) => errors.push(String(error)));
    staff.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const form = staff.locator('form#application-form');
    // A student picked first whom the kind chosen then does not take is told so, in the server's words.
    await pickOption(form.getByRole('combobox', { name: '学生' }), new RegExp(enrolled!.xykh), enrolled!.xykh);
    await pickOption(form.getByLabel('申请类型'), /^复学$/);
    await expect(form.getByRole('alert')).toContainText(`复学申请仅限学籍状态为休学的学生，${enrolled!.xm}当前为在读`);
    await pickOption(form.getByLabel('申请类型'), /^延期毕业$/);
    await expect(form.getByRole('alert')).toHaveCount(0);
    // With the kind chosen, a graduate is found, marked with the reason, and cannot be picked.
    await form.getByRole('combobox', { name: '学生' }).fill(graduate!.xykh);
    await expect(staff.getByText(`延期毕业申请仅限学籍状态为在读、延期的学生，${graduate!.xm}当前为毕业`)).toBeVisible();
    await staff.getByText(new RegExp(`^${graduate!.xm} · ${graduate!.xykh}`)).click();
    await form.getByRole('combobox', { name: '学生' }).press('Escape');
    await expect(detailField(form.getByRole('region', { name: '学生当前学籍' }), '学籍状态')).toHaveText('在读');
    // An empty submit shows the form's messages, and nothing goes wrong behind them (issue 22 §8).
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByText('请填写此项').first()).toBeVisible();
    expect(errors).toEqual([]);
    await staff.context().close();
  });

  test("staff entering a change of major see the student's record as it is and the college the new major belongs to (issue 22 §8)", async ({ browser }) => {
    const staff = await pageAs(browser, 'staff', '/addXjyd');
    const form = staff.locator('form#application-form');
    await pickOption(form.getByLabel('学生'), own.xykh, own.xykh);
    await pickOption(form.getByLabel('申请类型'), /^转专业$/);
    // Where the student stands now, from their record.
    const now = form.getByRole('region', { name: '学生当前学籍' });
    // As the record is at this moment (the suspension journey of this file may have left it 休学).
    const record = await call<OwnRecord>('GET', '/cloud-xj/api/xj/xjxx/stuinfoByStu/NotAuth', { token: await login(accounts.student) });
    await expect(detailField(now, '学籍状态')).toHaveText(record.xjzt === '02' ? '休学' : '在读');
    await expect(detailField(now, '所在学院')).not.toHaveText('-');
    await expect(detailField(now, '所在专业')).not.toHaveText('-');
    await expect(detailField(now, '导师')).not.toHaveText('-');
    // The new major of another college: the form names that college.
    await form.getByLabel('转入专业').click();
    await form.getByLabel('转入专业').fill('统计学');
    await pickTreeNode(staff, '统计学');
    await expect(form.getByRole('status').filter({ hasText: '转入学院' })).toHaveText('转入学院：数学与统计学院');
    await staff.context().close();
  });

  test("the status-change list and a student's applications in English", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openSignedIn(page, 'staff', { goto: '/xj/xjyd', language: 'en' });
    await expect(page.getByRole('table', { name: 'Status change applications' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'New status change' })).toBeVisible();
    await page.getByRole('button', { name: 'New status change' }).click();
    await expect(page).toHaveURL(/\/addXjyd$/);
    await expect(page.locator('form#application-form').getByLabel('Kind')).toBeVisible();
    await context.close();
  });
  test('a batch of five at the graduate school, one of which another secretary decided meanwhile: four decided, one refusal naming the student, no retry (issue 22 §5)', async ({
    browser,
  }) => {
    type Found = OwnRecord & { yjbyrq?: string | null };
    const staffToken = await login(accounts.staff);
    const teacher = await call<{ user: { gh: string } }>('GET', '/auth/info', { token: await login(accounts.teacher) });
    const college = await call<{ user: { deptId: string } }>('GET', '/auth/info', { token: await login(accounts.college) });
    // Five status changes the demo supervisor and college secretary can bring to the graduate school:
    // of the supervisor's students in the secretary's college, a withdrawal and an extension each as
    // their status allows. They are refused in the end, so that no record changes.
    const students = await call<{ records: Found[] }>('POST', '/cloud-xj/api/xj/xjxx/stuinfo/Search', {
      token: staffToken,
      body: { current: 1, size: 100, dsgh: teacher.user.gh, xydm: college.user.deptId },
    });
    const wanted = students.records.flatMap((student) => [
      ...(['01', '02', '06'].includes(student.xjzt)
        ? [{ student, payload: { kind: 'withdrawal', reason: '批量审批的检查：退学', withdrawDate: '2027-07-01' } }]
        : []),
      ...(['01', '06'].includes(student.xjzt)
        ? [{ student, payload: { kind: 'extension', reason: '批量审批的检查：延期', yjbyrq: aYearAfter(student.yjbyrq) } }]
        : []),
    ]);
    expect(wanted.length, 'the demo supervisor has students enough for five status changes').toBeGreaterThanOrEqual(5);
    const created: Application[] = [];
    for (const { student, payload } of wanted.slice(0, 5)) {
      await closeOpen(payload.kind, student.xykh);
      const application = await call<Application>('POST', applicationsPath, { token: staffToken, body: { kind: payload.kind, xykh: student.xykh, payload } });
      for (const name of ['teacher', 'college'] as const) {
        await call('POST', '/cloud-yg/api/approval', {
          token: await login(accounts[name]),
          body: { coreKey: application.id, ...application.approval, status: 1, opinion: '同意' },
        });
      }
      created.push(application);
    }
    const kindNames: Record<string, string> = { withdrawal: '退学', extension: '延期毕业' };
    const label = (application: Application) => `${application.subject.xm} · ${kindNames[application.kind] ?? application.kind}`;

    // The secretary ticks the five in the work list's 待办; the dialog lists whom and what it covers.
    const staff = await pageAs(browser, 'staff', '/my/worklist');
    const rows = listRows(staff, '待我审批的申请');
    for (const application of created) {
      await rows
        .filter({ has: staff.getByRole('button', { name: `审批 ${application.title}` }) })
        .getByRole('checkbox', { name: '选择此行' })
        .check();
    }
    await expect(staff.getByText('已选 5 条')).toBeVisible();
    await staff.getByRole('button', { name: '批量审批' }).click();
    const dialog = staff.getByRole('dialog', { name: '批量审批（5 条）' });
    for (const application of created) await expect(dialog.getByText(label(application))).toBeVisible();

    // Meanwhile another secretary (the administrator) decides the first.
    const [first] = created;
    await call('POST', '/cloud-yg/api/approval', {
      token: await login(accounts.admin),
      body: { coreKey: first!.id, ...first!.approval, status: 9, opinion: '已由另一位秘书处理' },
    });
    // Once the form is ready (its default opinion in place): a press during the dialog's opening is reset.
    await expect(dialog.getByLabel('审批意见', { exact: true })).toHaveValue('同意');
    await dialog.getByRole('radio', { name: '拒绝' }).check();
    await dialog.getByLabel('审批意见', { exact: true }).fill('材料不全，请补充后重新申请');
    await dialog.getByRole('button', { name: /提\s?交/ }).click();

    // Four decided, one refusal that names the student and the kind; a retry would not change it, so none is offered.
    await expect(dialog.getByText('已完成 4 / 5')).toBeVisible();
    await expect(dialog.getByText('1 条未能审批（服务器拒绝，重试也不会改变）：')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: `${label(first!)}：` })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /提\s?交/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: /^关\s闭$/ }).click();
    await expect(dialog).toBeHidden();
    for (const application of created) {
      const stored = await call<Application>('GET', `${applicationsPath}/${application.id}`, { token: staffToken });
      expect(stored.state, application.title).toBe('rejected');
      // The list behind no longer holds what was decided.
      await expect(staff.getByRole('button', { name: `审批 ${application.title}` })).toHaveCount(0);
    }
    await staff.context().close();
  });
});
