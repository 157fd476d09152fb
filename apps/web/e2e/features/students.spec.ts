import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { idCardCheckChar } from '@gs/sdk/validators';
import { accounts } from '../support/accounts.ts';
import { MockApiError, call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { acceptDefaultPasswordReminder, expectColumnsUnderTitles, list, listRows, mainMenu, openSignedIn, pickOption } from '../support/ui.ts';

const base = '/cloud-xj/api/xj/xjxx';

interface Student {
  id: string;
  xykh: string;
  xm: string;
  sfzh: string;
  xydm: string;
  xymc?: string;
  dsxm?: string | null;
}

interface Page_ {
  records: Student[];
  total: number;
}

interface Stats {
  total: number;
  counters: Record<string, number>;
}

/** A 1x1 PNG. */
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let adminToken: string | undefined;
async function admin(): Promise<string> {
  adminToken ??= await login(accounts.admin);
  return adminToken;
}

function search(body: Record<string, unknown>): Promise<Page_> {
  return admin().then((token) => call<Page_>('POST', `${base}/stuinfo/Search`, { token, body: { current: 1, size: 1, ...body } }));
}

/** A valid 18-digit ID card number (checksum included) that the seeded store does not hold. */
function newIdCard(): string {
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const seq = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const first17 = `330106${1990 + Math.floor(Math.random() * 10)}07${day}${seq}`;
  return first17 + idCardCheckChar(first17);
}

/** A Chinese name of three characters, unique enough for one run. */
function newName(): string {
  const pool = '琪瑶璇瑾萱昊辰骞煜珩翊彦婧妍淼';
  const pick = () => pool[Math.floor(Math.random() * pool.length)];
  return `测${pick()}${pick()}`;
}

async function createStudent(xm = newName()): Promise<Student> {
  return call<Student>('POST', `${base}/stuinfo/add`, {
    token: await admin(),
    body: { xm, xb: '2', sfzh: newIdCard(), xydm: '002', zydm: '070100', pycc: '2', xwlx: '1', xxxs: '1', rxnj: 2025 },
  });
}

/** The records page's search form. */
function searchForm(page: Page) {
  return page.getByRole('search', { name: '学生查询' });
}

/** A select of the search form: type part of a label, take the first match. */
async function choose(page: Page, label: string, text: string) {
  await pickOption(searchForm(page).getByLabel(label, { exact: true }), text, text);
}

/** The rows of the records list (or of a supervisor's students, /ds/wdxs). */
function rows(page: Page, name = '学生列表') {
  return listRows(page, name);
}

async function searchByName(page: Page, name: string) {
  await searchForm(page).getByLabel('姓名', { exact: true }).fill(name);
  await searchForm(page)
    .getByRole('button', { name: /查\s?询/ })
    .click();
}

/** The rows of the first sheet of an xlsx file: a zip read with node:zlib, then its `<row>` elements counted. */
function xlsxSheetRows(bytes: Buffer): number {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i += 1) {
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === 'xl/worksheets/sheet1.xml') {
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = bytes.subarray(start, start + size);
      const xml = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
      return (xml.match(/<row[\s>]/g) ?? []).length;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error('no xl/worksheets/sheet1.xml in the workbook');
}

test.describe('student records (SPEC 7, 9)', () => {
  test('searches by a dictionary field and by name', async ({ page }) => {
    await openSignedIn(page, 'staff', { goto: '/xj/xjxx' });
    await expect(rows(page).first()).toBeVisible();
    // Wider than the page, with columns fixed to both sides: the cells stay under their titles.
    await expectColumnsUnderTitles(page, '学生列表');

    await choose(page, '学院', '数学与统计学院');
    await searchForm(page)
      .getByRole('button', { name: /查\s?询/ })
      .click();
    const { total } = await search({ xydm: '002' });
    await expect(page.getByText(`共 ${total} 条`)).toBeVisible();
    const colleges = await rows(page).getByRole('cell').filter({ hasText: /学院$/ }).allInnerTexts();
    expect(colleges.length).toBeGreaterThan(0);
    expect(new Set(colleges)).toEqual(new Set(['数学与统计学院']));

    const someone = (await search({ xydm: '002', sort: [{ field: 'xykh', order: 'desc' }] })).records[0]!;
    await searchForm(page)
      .getByRole('button', { name: /重\s?置/ })
      .click();
    await searchByName(page, someone.xm);
    const byName = await search({ xm: someone.xm });
    await expect(page.getByText(`共 ${byName.total} 条`)).toBeVisible();
    await expect(rows(page).filter({ hasText: someone.xykh })).toBeVisible();
    for (const row of await rows(page).allInnerTexts()) expect(row).toContain(someone.xm);
  });

  test('adds a student: an invalid ID card is refused, a valid one is saved', async ({ page }) => {
    const name = newName();
    const idCard = newIdCard();
    await openSignedIn(page, 'staff', { goto: '/xj/xjxx' });
    await page.getByRole('button', { name: '新增学生' }).click();
    await expect(page).toHaveURL(/\/xjxxEdit$/);
    const form = page.locator('form[id="student-form"]');
    await form.getByLabel('姓名', { exact: true }).fill(name);
    // Right length and date, wrong check character.
    const wrong = idCard.slice(0, 17) + (idCard.endsWith('1') ? '2' : '1');
    await form.getByLabel('身份证号', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await expect(form.getByText('请输入正确的身份证号')).toBeVisible();

    await form.getByLabel('身份证号', { exact: true }).fill(idCard);
    await expect(form.getByText('请输入正确的身份证号')).toBeHidden();
    for (const [label, text] of [
      ['学院', '计算机科学与技术学院'],
      ['专业', '软件工程'],
    ] as const) {
      await pickOption(form.getByLabel(label, { exact: true }), text, text);
    }
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await expect(page.getByText(new RegExp(`已新增 ${name}，学号 \\d{10}`))).toBeVisible();
    await expect(page).toHaveURL(/\/xj\/xjxx$/);

    const saved = await search({ xm: name, size: 10 });
    expect(saved.records.map((student) => student.sfzh)).toEqual([idCard]);
    await searchByName(page, name);
    await expect(rows(page).filter({ hasText: saved.records[0]!.xykh })).toContainText('计算机科学与技术学院');
  });

  test('edits a student and the list shows the change', async ({ page }) => {
    const student = await createStudent();
    const renamed = newName();
    await openSignedIn(page, 'staff', { goto: '/xj/xjxx' });
    await searchByName(page, student.xm);
    await page.getByRole('button', { name: `编辑 ${student.xm}` }).click();
    await expect(page).toHaveURL(/\/xjxxEdit\?id=/);
    const form = page.locator('form[id="student-form"]');
    await expect(form.getByLabel('姓名', { exact: true })).toHaveValue(student.xm);

    // Staff replace a photo of the record (xjxwzpfile/upload): the graduation photo here.
    await page.getByRole('radiogroup', { name: '照片类型' }).getByText('毕业照片').click();
    await page
      .locator('.gs-file-upload input[type="file"]')
      .setInputFiles({ name: 'byzp.png', mimeType: 'image/png', buffer: Buffer.from(onePixelPng, 'base64') });
    await expect(page.getByText('毕业照片已更新')).toBeVisible();
    const photo = await call<{ fileContent: string }>('GET', `${base}/gettu`, { token: await admin(), query: { xykh: student.xykh, fileType: 'byzp' } });
    expect(photo.fileContent).toBe(onePixelPng);

    await form.getByLabel('姓名', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await expect(page.getByText(`已保存 ${renamed} 的学籍信息`)).toBeVisible();
    await expect(page).toHaveURL(/\/xj\/xjxx$/);
    await searchByName(page, renamed);
    await expect(rows(page).filter({ hasText: student.xykh })).toContainText(renamed);
  });

  test('deletes a student after confirmation', async ({ page }) => {
    const student = await createStudent();
    await openSignedIn(page, 'staff', { goto: '/xj/xjxx' });
    await searchByName(page, student.xm);
    await page.getByRole('button', { name: `删除 ${student.xm}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确认删除' });
    await expect(dialog).toContainText(student.xykh);
    await dialog.getByRole('button', { name: /删\s?除/ }).click();
    await expect(page.getByText(`已删除 ${student.xm}`)).toBeVisible();
    await expect(rows(page).filter({ hasText: student.xykh })).toHaveCount(0);
    // The words under the empty list's picture (which is named by them too).
    await expect(list(page, '学生列表').getByText('暂无数据', { exact: true }).filter({ visible: true })).toBeVisible();
    const lookup = call('GET', `${base}/getStuById`, { token: await admin(), query: { id: student.id } });
    await expect(lookup).rejects.toMatchObject({ status: 404 });
  });

  test('exports the current search to Excel under the server file name', async ({ page }) => {
    await openSignedIn(page, 'staff', { goto: '/xj/xjxx' });
    await choose(page, '学院', '数学与统计学院');
    await searchForm(page)
      .getByRole('button', { name: /查\s?询/ })
      .click();
    const { total } = await search({ xydm: '002' });
    await expect(page.getByText(`共 ${total} 条`)).toBeVisible();

    await page.getByRole('button', { name: /导出/ }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: '导出查询结果（Excel）' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^学籍信息查询结果_\d{8}\.xlsx$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    // One header row, then one row per student of the search.
    expect(xlsxSheetRows(bytes)).toBe(total + 1);
    await expect(page.getByText(/已下载 学籍信息查询结果_\d{8}\.xlsx/)).toBeVisible();
  });

  test('opens a record with dictionary labels, photos and approval history', async ({ page }) => {
    const own = await call<Student>('GET', `${base}/stuinfoByStu/NotAuth`, { token: await login(accounts.student) });
    await openSignedIn(page, 'staff', { goto: '/xj/xjxx' });
    await searchByName(page, own.xm);
    await rows(page)
      .filter({ hasText: own.xykh })
      .getByRole('button', { name: `查看 ${own.xm}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/stuDetails\\?id=${own.id}`));
    await expect(page.getByText(`${own.xm}（${own.xykh}）`)).toBeVisible();
    // The status shows as its dictionary's label; which one depends on the status-change journey that
    // runs beside this test on the same student (it suspends and resumes them).
    const statuses = await call<{ label: string }[]>('GET', '/kernel/dictDetail/get', { token: await login(accounts.staff), query: { dictName: 'xj_xjzt' } });
    await expect(page.getByRole('row', { name: /学籍状态/ }).first()).toContainText(new RegExp(`学籍状态(${statuses.map((entry) => entry.label).join('|')})`));
    await expect(page.getByRole('img', { name: '入学照片' }).first()).toBeVisible();
    const history = page.getByRole('table', { name: '审批历史' });
    await expect(history.getByRole('row').nth(1)).toBeVisible();
  });

  test('the user picks the columns, and the choice is remembered', async ({ page }) => {
    await openSignedIn(page, 'staff', { goto: '/xj/xjxx' });
    const table = page.getByRole('table', { name: '学生列表' });
    await expect(table.getByRole('columnheader', { name: '身份证号' })).toHaveCount(0);
    await page.getByRole('button', { name: '列设置' }).click();
    const picker = page.getByRole('tooltip').filter({ hasText: '恢复默认列' });
    await picker.getByRole('checkbox', { name: '身份证号' }).check();
    await picker.getByRole('checkbox', { name: '导师', exact: true }).uncheck();
    await expect(table.getByRole('columnheader', { name: '身份证号' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '导师', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(table.getByRole('columnheader', { name: '身份证号' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '导师', exact: true })).toHaveCount(0);
  });

  test('changes the status of the selected students at once (stuinfoList)', async ({ page }) => {
    const name = newName();
    const first = await createStudent(name);
    const second = await createStudent(name);
    await openSignedIn(page, 'staff', { goto: '/xj/xjxx' });
    await searchByName(page, name);
    await expect(page.getByText('共 2 条')).toBeVisible();
    for (const student of [first, second]) await rows(page).filter({ hasText: student.xykh }).getByRole('checkbox').check();
    await expect(page.getByText('已选 2 条')).toBeVisible();
    await page.getByRole('button', { name: '修改学籍状态' }).click();
    const dialog = page.getByRole('dialog', { name: '修改 2 名学生的学籍状态' });
    await pickOption(dialog.getByLabel('学籍状态', { exact: true }), '休学');
    await dialog.getByLabel('说明', { exact: true }).fill('因病休学一年');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(page.getByText('已修改 2 名学生的学籍状态')).toBeVisible();
    await expect(rows(page).filter({ hasText: first.xykh })).toContainText('休学');
    const saved = await search({ xm: name, size: 10 });
    expect(saved.records.map((student) => (student as Student & { xjzt: string }).xjzt)).toEqual(['02', '02']);
  });

  test('10,000 rows per page: the virtual table renders only a window of them and scrolls to the last', async ({ page }) => {
    await openSignedIn(page, 'admin', { goto: '/xj/xjxx' });
    await expect(rows(page).first()).toBeVisible();
    const pages = list(page, '学生列表').getByRole('list', { name: '分页' });
    await pickOption(pages.getByRole('combobox', { name: '页码' }), '10000 条/页');
    const all = await search({ size: 1 });
    await expect(page.getByText(`共 ${all.total} 条`)).toBeVisible();
    // One page: the pages' items named by a number are page 1 only.
    await expect(pages.getByRole('listitem', { name: /^\d+$/ })).toHaveCount(1);
    const rendered = await rows(page).count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(100);
    const last = (await search({ size: 1, sort: [{ field: 'xykh', order: 'desc' }] })).records[0]!;
    // The group of the rows (not the header's): the wheel turns over it.
    const body = list(page, '学生列表')
      .getByRole('rowgroup')
      .filter({ has: page.getByRole('cell') });
    for (let i = 0; i < 40 && !(await rows(page).filter({ hasText: last.xykh }).isVisible()); i += 1) {
      await body.hover();
      await page.mouse.wheel(0, 20_000);
    }
    await expect(rows(page).filter({ hasText: last.xykh })).toBeVisible();
    expect(await rows(page).count()).toBeLessThan(100);
  });
});

test.describe('student statistics (SPEC 7)', () => {
  test('the dashboard shows the counts of the store', async ({ page }) => {
    const token = await admin();
    const students = await call<Stats>('GET', `${base}/getXsTj`, { token });
    const registration = await call<Stats>('GET', `${base}/getXsbdTj`, { token });
    await openSignedIn(page, 'staff', { goto: '/xj/tj' });
    const section = page.getByRole('region', { name: '学生统计', exact: true });
    await expect(section).toContainText(`总数${students.total.toLocaleString('en-US')}`);
    await expect(section).toContainText(`在读${(students.counters.enrolled ?? 0).toLocaleString('en-US')}`);
    await expect(section.getByRole('img', { name: '按学院图表' })).toBeVisible();
    const reg = page.getByRole('region', { name: '报到统计', exact: true });
    await expect(reg).toContainText(`已报到${(registration.counters.registered ?? 0).toLocaleString('en-US')}`);
    await expect(reg).toContainText(`未报到${(registration.counters.unregistered ?? 0).toLocaleString('en-US')}`);
  });
});

test.describe('by role (SPEC 6, 7)', () => {
  test('a student sees only their own record and gets 403 from the admin calls', async ({ page }) => {
    const token = await login(accounts.student);
    const own = await call<Student>('GET', `${base}/stuinfoByStu/NotAuth`, { token });
    await openSignedIn(page, 'student');
    await acceptDefaultPasswordReminder(page);
    // In the app, not by reloading: every load shows the default-password reminder again (SPEC 4).
    await mainMenu(page).getByText('我的学籍信息').click();
    // SPEC 4: the reminder comes once after load, not again after each navigation.
    await page.waitForTimeout(2_500);
    await expect(page.getByRole('dialog').filter({ hasText: '安全提醒' })).toHaveCount(0);
    await expect(page.getByText(`我的学籍信息：${own.xm}（${own.xykh}）`)).toBeVisible();
    await expect(page.getByRole('img', { name: '入学照片' }).first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载在读证明' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`在读证明_${own.xykh}.pdf`);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');

    // A photo over 5 MB never leaves the browser (SPEC 5, 9); a small one replaces the enrolment photo.
    const upload = page.locator('input[type="file"]');
    await upload.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByText('文件最大允许 5M')).toBeVisible();
    const before = await page.getByRole('img', { name: '入学照片' }).first().getAttribute('src');
    await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(onePixelPng, 'base64') });
    await expect(page.getByText('照片已更新')).toBeVisible();
    await expect(page.getByRole('img', { name: '入学照片' }).first()).not.toHaveAttribute('src', before ?? '');
    await expect(page.getByText('报到信息')).toBeVisible();

    for (const [method, path, body] of [
      ['POST', `${base}/stuinfo/Search`, { current: 1, size: 10 }],
      ['GET', `${base}/getXsTj`, undefined],
      ['GET', `${base}/getStuById`, undefined],
      ['GET', `${base}/stuinfoByDsh/NotAuth`, undefined],
    ] as const) {
      const answer = call(method, path, { token, body, query: path.endsWith('getStuById') ? { id: own.id } : undefined });
      await expect(answer, `${method} ${path}`).rejects.toBeInstanceOf(MockApiError);
      await expect(answer).rejects.toMatchObject({ status: 403 });
    }
    const other = (await search({ sort: [{ field: 'xykh', order: 'desc' }] })).records[0]!;
    await expect(call('GET', `${base}/stuinfoByXykh/NotAuth`, { token, query: { xykh: other.xykh } })).rejects.toMatchObject({ status: 403 });
    // The records' detail route exists in the system, not in a student's menu (SPEC 2).
    await page.goto(`/stuDetails?id=${other.id}`);
    await expect(page).toHaveURL(/\/403$/);
  });

  test('a supervisor sees their own students only', async ({ page }) => {
    const token = await login(accounts.teacher);
    const mine = await call<Page_>('GET', `${base}/stuinfoByDsh/NotAuth`, { token, query: { current: 1, size: 100 } });
    expect(mine.total).toBeGreaterThan(0);
    await openSignedIn(page, 'teacher', { goto: '/ds/wdxs' });
    await expect(page.getByText(`我指导的学生（${mine.total}）`)).toBeVisible();
    await expect(rows(page, '在读学生列表')).toHaveCount(Math.min(mine.total, 20));
    for (const student of mine.records.slice(0, 3)) await expect(rows(page, '在读学生列表').filter({ hasText: student.xykh })).toBeVisible();
    const supervisors = new Set(mine.records.map((student) => student.dsxm));
    expect(supervisors.size).toBe(1);
  });
});
