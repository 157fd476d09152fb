/**
 * Admissions (issue 15 §5): the admissions office imports an admission list whose bad rows are reported
 * row by row with their reasons while the good ones are imported, confirms the imported candidates and
 * enrols them; they get card numbers and the student records list finds them.
 */
import { IMPORT_COLUMNS, candidatesWorkbook } from '@gs/mocks/candidates-xlsx';
import { idCardCheckChar } from '@gs/sdk/validators';
import { accounts } from '../support/accounts.ts';
import { MockApiError, call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { dataRows, detailField, listRows, mainMenu, openSignedIn } from '../support/ui.ts';

interface Candidate {
  id: string;
  ksbh: string;
  xm: string;
  state: string;
  enrolledXykh: string | null;
}

/** A valid ID card number born in the 2000s, different on every call. */
function idCard(n: number): string {
  const first17 = `110108${2000 + (n % 5)}0${1 + (n % 9)}1${n % 10}${String(Date.now() % 1000).padStart(3, '0')}`.slice(0, 17);
  return first17 + idCardCheckChar(first17);
}

test.describe('admissions (issue 15 §5)', () => {
  test('an admission list with two bad rows: the report names them, the three good candidates are confirmed and enrolled with card numbers', async ({
    page,
  }) => {
    const run = Date.now() % 1_000_000;
    // Examination numbers of this run: a common 14-digit beginning, the row's digit last.
    const prefix = `19999267${String(run).padStart(6, '0')}`;
    const names = ['甲', '乙', '丙', '丁', '戊'].map((c) => `录取${c}${run}`);
    const row = (n: number, overrides: Record<string, string> = {}) => ({
      ksbh: `${prefix}${n}`,
      xm: names[n - 1]!,
      xb: '2',
      sfzh: idCard(n),
      mz: '01',
      zzmm: '03',
      sjhm: '13800000000',
      xydm: '001',
      zydm: '081200',
      xxxs: '1',
      cjzf: 380 + n,
      ...overrides,
    });
    const bad = idCard(2);
    const rows = [row(1), row(2, { sfzh: `${bad.slice(0, 17)}${bad[17] === '0' ? '1' : '0'}` }), row(3), row(4, { zydm: '999999' }), row(5)];
    const workbook = await candidatesWorkbook(rows, { title: '硕士录取名单', columns: IMPORT_COLUMNS });

    await openSignedIn(page, 'staff', { goto: '/zs/sslq' });
    await expect(page.getByRole('table', { name: '硕士录取名单' }).first()).toBeVisible();
    await page.getByRole('button', { name: '导入录取名单' }).click();
    const dialog = page.getByRole('dialog', { name: '导入硕士录取名单' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: '硕士录取名单.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(workbook),
    });
    await dialog.getByRole('button', { name: /^导\s?入$/ }).click();

    // The report: three rows imported, the two bad ones listed with their rows and reasons.
    await expect(dialog.getByRole('status')).toContainText('已导入 3 行，2 行未导入');
    const refused = dataRows(dialog.getByRole('table', { name: '未导入的行' }));
    await expect(refused).toHaveCount(2);
    await expect(refused.nth(0)).toContainText('3');
    await expect(refused.nth(0)).toContainText(names[1]!);
    await expect(refused.nth(0)).toContainText('身份证号不正确');
    await expect(refused.nth(1)).toContainText('5');
    await expect(refused.nth(1)).toContainText(names[3]!);
    await expect(refused.nth(1)).toContainText('专业代码 999999 不存在');
    await dialog.getByRole('button', { name: /^完\s?成$/ }).click();

    // The three imported candidates, found by their examination numbers, are confirmed at once.
    const search = page.getByRole('search', { name: '录取考生查询' });
    await search.getByLabel('关键字').fill(prefix);
    await search.getByRole('button', { name: /查\s?询/ }).click();
    const listed = listRows(page, '硕士录取名单');
    await expect(listed).toHaveCount(3);
    await expect(listed.filter({ hasText: '待确认' })).toHaveCount(3);
    const selectAll = async () => {
      for (const line of await listed.all()) await line.getByRole('checkbox', { name: '选择此行' }).check();
    };
    await selectAll();
    await page.getByRole('button', { name: '批量确认' }).click();
    await expect(page.getByText('已确认 3 名考生')).toBeVisible();
    await expect(listed.filter({ hasText: '已确认' })).toHaveCount(3);

    // Enrolment: the confirmation says how many, the answer lists the card numbers given.
    await selectAll();
    await page.getByRole('button', { name: '批量入学' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: '为选中的 3 名考生办理入学？' });
    await ask.getByRole('button', { name: '办理入学' }).click();
    const done = page.getByRole('dialog').filter({ hasText: '已为 3 名考生办理入学' });
    const given = dataRows(done.getByRole('table', { name: '入学考生及学号' }));
    await expect(given).toHaveCount(3);
    const token = await login(accounts.staff);
    const stored = (await call<{ records: Candidate[] }>('GET', '/cloud-xj/api/zs/lq', { token, query: { keyword: prefix, size: 10 } })).records;
    expect(stored.map((c) => c.state)).toEqual(['enrolled', 'enrolled', 'enrolled']);
    for (const candidate of stored) {
      expect(candidate.enrolledXykh).toMatch(/^2026001\d{3}$/);
      await expect(given.filter({ hasText: candidate.xm })).toContainText(candidate.enrolledXykh!);
    }
    await done.getByRole('button').last().click();
    await expect(listed.filter({ hasText: '已入学' })).toHaveCount(3);
    for (const candidate of stored) await expect(listed.filter({ hasText: candidate.xm })).toContainText(candidate.enrolledXykh!);

    // The student records list finds a new student by name, with the card number given.
    const first = stored.find((c) => c.xm === names[0])!;
    await page.goto('/xj/xjxx');
    const students = page.getByRole('search', { name: '学生查询' });
    await students.getByLabel('姓名', { exact: true }).fill(first.xm);
    await students.getByRole('button', { name: /查\s?询/ }).click();
    await expect(listRows(page, '学生列表').filter({ hasText: first.xm })).toContainText(first.enrolledXykh!);
  });

  test('a pending candidate is edited on its details page; the doctoral list in English; a college secretary has no admissions', async ({ browser }) => {
    const token = await login(accounts.staff);
    const [pending] = (await call<{ records: Candidate[] }>('GET', '/cloud-xj/api/zs/lq', { token, query: { level: 'ss', state: 'pending', size: 1 } }))
      .records;
    const context = await browser.newContext();
    const page = await context.newPage();
    await openSignedIn(page, 'staff', { goto: `/sslq/toDetails?id=${pending!.id}` });
    await expect(page.getByText(`硕士录取考生：${pending!.xm}（${pending!.ksbh}）`)).toBeVisible();
    const phone = `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await page.getByRole('button', { name: /修\s?改$/ }).click();
    const drawer = page.getByRole('dialog', { name: `修改考生信息：${pending!.xm}` });
    await drawer.getByLabel('联系电话').fill(phone);
    await drawer.getByRole('button', { name: /确\s?定/ }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(detailField(page, '联系电话')).toHaveText(phone);
    await context.close();

    const english = await browser.newContext();
    const en = await english.newPage();
    await openSignedIn(en, 'staff', { goto: '/zs/bslq', language: 'en' });
    await expect(en.getByRole('table', { name: 'Admitted doctoral candidates' }).first()).toBeVisible();
    await expect(en.getByRole('button', { name: 'Import admission list' })).toBeVisible();
    await english.close();

    // The admission lists are the graduate school's: no menu entry for a college secretary, and 403 from the server.
    const secretary = await browser.newContext();
    const college = await secretary.newPage();
    await openSignedIn(college, 'college');
    await expect(mainMenu(college)).toBeVisible();
    await expect(mainMenu(college).getByText('招生管理')).toHaveCount(0);
    const refused = await call('GET', '/cloud-xj/api/zs/lq', { token: await login(accounts.college) }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MockApiError);
    expect((refused as MockApiError).status).toBe(403);
    await secretary.close();
  });
});
