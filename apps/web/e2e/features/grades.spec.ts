/**
 * Grades other than entry (issue 23 §3): the graduate school corrects a grade with a reason in 成绩维护 and
 * finds the change, old and new, in the grade's history and in the change history; the student's own report
 * card lists released grades only and downloads as a searchable PDF; the practice evaluation summary opens a
 * college's students; in English too.
 */
import { readFileSync } from 'node:fs';
import { pdfUnicodeText } from '@gs/mocks/pdf-text';
import { accounts } from '../support/accounts.ts';
import { call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { acceptDefaultPasswordReminder, detailField, list, listRows, mainMenu, openSignedIn, pageAs } from '../support/ui.ts';

interface Grade {
  id: string;
  xykh: string;
  xm: string;
  kcdm: string;
  kcmc: string;
  kcmcEn: string | null;
  scale: 'score' | 'level';
  score: number | null;
  flag: string | null;
  state: string;
  released: boolean;
  version: number;
}

interface SheetRow {
  xykh: string;
  xm: string;
  score: number | null;
  version: number;
}
interface Sheet {
  offering: { id: string; kcdm: string; kcmc: string };
  state: 'draft' | 'submitted';
  releaseAt: string | null;
  rows: SheetRow[];
}
interface SheetBrief {
  id: string;
  scale: 'score' | 'level';
  state: 'draft' | 'submitted';
  total: number;
  term: string;
}

interface OwnRecord {
  xykh: string;
  xm: string;
}

test.describe('grades: maintenance, report cards, practice (issue 23 §3)', () => {
  test('staff correct a grade with a reason and find the change, old and new, in its history', async ({ page }) => {
    const token = await login(accounts.staff);
    const grades = await call<{ records: Grade[] }>('GET', '/cloud-xj/api/cjgl/grades', { token, query: { state: 'submitted', size: 50 } });
    const grade = grades.records.find((g) => g.scale === 'score' && g.score !== null && g.flag === null && g.score < 99);
    if (!grade?.score) throw new Error('the seed has a scored grade on a submitted sheet');
    const next = grade.score + 1;
    const reason = `复核更正 ${Date.now() % 100000}`;

    await openSignedIn(page, 'staff', { goto: '/cjgl/whcjgl' });
    const search = page.getByRole('search', { name: '成绩查询' });
    await search.getByLabel('学生').fill(grade.xykh);
    await search.getByLabel('课程').fill(grade.kcdm);
    await search.getByRole('button', { name: /查\s?询/ }).click();
    const row = listRows(page, '成绩列表').filter({ hasText: grade.xykh }).first();
    await row.getByRole('button', { name: `更正 ${grade.xm} 的 ${grade.kcmc} 成绩` }).click();

    const dialog = page.getByRole('dialog', { name: `更正成绩：${grade.xm} · ${grade.kcmc}` });
    await dialog.getByLabel('新分数').fill(String(next));
    // No reason: refused in the dialog, nothing sent.
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(dialog.getByText('请填写 2 到 200 字的更正原因')).toBeVisible();
    await dialog.getByLabel('更正原因').fill(reason);
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(page.getByText('成绩已更正')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The grade's detail: the new mark, and the correction in its history.
    await row.getByRole('button', { name: `查看 ${grade.xm} 的 ${grade.kcmc} 成绩` }).click();
    await expect(detailField(page, '成绩')).toHaveText(String(next));
    const history = page.getByRole('table', { name: '修改记录' });
    const entry = history.getByRole('row').filter({ hasText: reason });
    await expect(entry).toContainText('更正');
    await expect(entry).toContainText(String(grade.score));
    await expect(entry).toContainText(String(next));

    // The change history of the whole school finds it by how it was made.
    await page.goto('/cjgl/whcjgl?tab=changes');
    const changes = page.getByRole('search', { name: '修改记录查询' });
    await changes.getByLabel('学生').fill(grade.xykh);
    await changes.getByRole('button', { name: /查\s?询/ }).click();
    await expect(listRows(page, '修改记录').filter({ hasText: reason })).toContainText(`${grade.score} → ${next}`);
  });

  test('the student’s report card lists released grades only and downloads as a searchable PDF', async ({ page }) => {
    const own = await call<OwnRecord>('GET', '/cloud-xj/api/xj/xjxx/stuinfoByStu/NotAuth', { token: await login(accounts.student) });
    const staff = await login(accounts.staff);
    const grades = await call<{ records: Grade[] }>('GET', '/cloud-xj/api/cjgl/grades', { token: staff, query: { student: own.xykh, size: 100 } });
    const released = grades.records.filter((g) => g.released);
    const hidden = grades.records.filter((g) => !g.released && !released.some((r) => r.kcdm === g.kcdm));

    await openSignedIn(page, 'student');
    await acceptDefaultPasswordReminder(page);
    await mainMenu(page).getByText('我的成绩').click();
    await expect(page.getByText(`${own.xm}（${own.xykh}）的成绩报告单`)).toBeVisible();
    for (const grade of released.slice(0, 5)) await expect(page.getByText(grade.kcmc, { exact: true }).first()).toBeVisible();
    for (const grade of hidden) await expect(page.getByText(grade.kcmc, { exact: true })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /下载 PDF/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The name and a released course are text a reader can search, not drawings.
    const text = pdfUnicodeText(bytes);
    expect(text).toContain(own.xm);
    expect(text).toContain(released[0]!.kcmc);
  });

  test('the report card and the grades pages are in English', async ({ page }) => {
    const own = await call<OwnRecord>('GET', '/cloud-xj/api/xj/xjxx/stuinfoByStu/NotAuth', { token: await login(accounts.student) });
    const staff = await login(accounts.staff);
    const grades = await call<{ records: Grade[] }>('GET', '/cloud-xj/api/cjgl/grades', { token: staff, query: { student: own.xykh, size: 100 } });
    const named = grades.records.find((g) => g.released && g.kcmcEn);
    // The default-password reminder stands over the page; what is behind it is still there to read.
    await openSignedIn(page, 'student', { goto: '/my/cj', language: 'en' });
    await expect(page.getByText(`Report card of ${own.xm} (${own.xykh})`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Download PDF/ })).toBeVisible();
    await expect(page.getByText('Credit-weighted average')).toBeVisible();
    await expect(page.getByText('Only released grades are listed.')).toBeVisible();
    if (named?.kcmcEn) await expect(page.getByText(named.kcmcEn, { exact: true }).first()).toBeVisible();

    await openSignedIn(page, 'staff', { goto: '/cjgl/whcjgl?tab=changes', language: 'en' });
    await expect(page.getByRole('search', { name: 'Change search' })).toBeVisible();
    await expect(listRows(page, 'Change history').first()).toContainText('→');
    await page.getByText('Grades', { exact: true }).last().click();
    await expect(list(page, 'Grades')).toBeVisible();
  });

  test('the practice evaluation summary opens a college’s students', async ({ page }) => {
    await openSignedIn(page, 'staff', { goto: '/cjgl/sjpjhz' });
    const summary = list(page, '各学院实践评价汇总');
    const first = listRows(page, '各学院实践评价汇总').first();
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: /^查看 .+ 的(教学|科研)实践明细$/ }).click();
    await expect(page.getByText(/ · (教学|科研)实践（共 \d+ 人）/)).toBeVisible();
    await expect(listRows(page, '实践评价明细').first()).toBeVisible();
    await expect(summary).toHaveCount(0);

    await openSignedIn(page, 'staff', { goto: '/cjgl/sjpjhz', language: 'en' });
    await expect(list(page, 'Practice evaluations by college')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Pass rate' })).toBeVisible();
  });
  test('across roles: the teacher enters a sheet from the keyboard and a pasted column, fixing its two bad values by jumping to each; a second session is refused the cell the first changed; staff correct one grade with a reason and release the sheet; the student finds it in the report card, its PDF and the degree audit', async ({
    browser,
  }) => {
    const teacherToken = await login(accounts.teacher);
    const staffToken = await login(accounts.staff);
    const own = await call<OwnRecord>('GET', '/cloud-xj/api/xj/xjxx/stuinfoByStu/NotAuth', { token: await login(accounts.student) });
    // The teacher's score sheet of more than 30 students in the current term (the seed's 36; grade-entry.spec.ts
    // takes a smaller one). A sheet that a failed try left submitted or released is opened again by staff first.
    const terms = await call<{ id: string; current: boolean }[]>('GET', '/kernel/terms', { token: teacherToken });
    const term = terms.find((item) => item.current)?.id;
    const sheets = await call<{ records: SheetBrief[] }>('GET', '/cloud-xj/api/cjgl/sheets', { token: teacherToken, query: { term, size: 100 } });
    const brief = sheets.records.find((sheet) => sheet.scale === 'score' && sheet.total > 30);
    if (!brief) throw new Error('the seed gives the teacher a score sheet of more than 30 students');
    const sheetPath = `/cloud-xj/api/cjgl/sheets/${brief.id}`;
    let sheet = await call<Sheet>('GET', sheetPath, { token: teacherToken });
    if (sheet.releaseAt) await call('PUT', `${sheetPath}/release`, { token: staffToken, body: { releaseAt: null } });
    if (sheet.state === 'submitted') await call('POST', `${sheetPath}/unlock`, { token: staffToken, body: { reason: '重新录入（测试重试）' } });
    sheet = await call<Sheet>('GET', sheetPath, { token: teacherToken });
    const { rows } = sheet;
    expect(rows.some((row) => row.xykh === own.xykh)).toBe(true);

    // Two sessions of the sheet: the second is opened before the first changes anything.
    const first = await pageAs(browser, 'teacher', '/cjgl/cjlr');
    await listRows(first, '成绩单列表')
      .filter({ hasText: sheet.offering.kcdm })
      .getByRole('button', { name: `录入成绩：${sheet.offering.kcmc}（${sheet.offering.kcdm}）` })
      .click();
    const grid = first.getByRole('grid', { name: `选课学生成绩：${sheet.offering.kcmc}` });
    const second = await pageAs(browser, 'teacher', `/cjlr/xkxsIdex?id=${brief.id}`);
    const otherGrid = second.getByRole('grid', { name: `选课学生成绩：${sheet.offering.kcmc}` });
    await expect(otherGrid.getByRole('gridcell', { name: `成绩 ${rows[0]!.xykh}` })).toBeVisible();
    const mark = (xykh: string) => grid.getByRole('gridcell', { name: `成绩 ${xykh}` });

    // A column of 30 marks from a spreadsheet, two of them bad: both marked, counted, and submission held back.
    const column = Array.from({ length: 30 }, (_, i) => String(70 + (i % 25)));
    column[4] = '101';
    column[17] = '8O';
    await mark(rows[0]!.xykh).click();
    await first.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      `${column.join('\r\n')}\r\n`,
    );
    await expect(mark(rows[3]!.xykh)).toHaveText(column[3]!);
    await expect(first.getByText('2 个错误未保存')).toBeVisible();
    await expect(first.getByRole('button', { name: /^提\s?交$/ })).toBeDisabled();
    // Each jump lands on the next bad value, which is typed over from the keyboard.
    for (const [index, fixed] of [
      [4, '78'],
      [17, '82'],
    ] as const) {
      await first.getByRole('button', { name: '下一个错误' }).click();
      await expect(mark(rows[index]!.xykh)).toHaveAttribute('aria-invalid', 'true');
      await first.keyboard.type(fixed);
      await first.keyboard.press('Enter');
      await expect(mark(rows[index]!.xykh)).toHaveText(fixed);
    }
    await expect(first.getByText(/个错误未保存/)).toBeHidden();
    // The rest from the keyboard: down to the first row the paste left, then a mark and Enter, row after row.
    for (let row = 18; row < 30; row += 1) await first.keyboard.press('ArrowDown');
    for (const row of rows.slice(30)) {
      await first.keyboard.type(String(60 + (row.xykh.charCodeAt(row.xykh.length - 1) % 30)));
      await first.keyboard.press('Enter');
    }
    await expect(first.getByRole('status').filter({ hasText: '已全部保存' })).toBeVisible();

    // The second session, loaded before all that, changes the first row: refused for that cell, which shows
    // the value the first session stored; nothing is lost, the choice is the user's.
    await otherGrid.getByRole('gridcell', { name: `成绩 ${rows[0]!.xykh}` }).click();
    await second.keyboard.type('55');
    await second.keyboard.press('Enter');
    await expect(second.getByText('1 行与他人的修改冲突')).toBeVisible();
    await second.getByRole('button', { name: '下一个冲突' }).click();
    await expect(second.getByText(new RegExp(`${rows[0]!.xm}（${rows[0]!.xykh}）：.+改为 ${column[0]}，你填的是 55`))).toBeVisible();
    await second.getByRole('button', { name: '采用对方的' }).click();
    await expect(otherGrid.getByRole('gridcell', { name: `成绩 ${rows[0]!.xykh}` })).toHaveText(column[0]!);
    expect((await call<Sheet>('GET', sheetPath, { token: teacherToken })).rows[0]!.score).toBe(Number(column[0]));

    // The first session submits; the sheet is locked.
    await first.getByRole('button', { name: /^提\s?交$/ }).click();
    await first.getByRole('dialog', { name: '提交成绩单？' }).getByRole('button', { name: '确认提交' }).click();
    await expect(first.getByText('已提交，如需修改请联系研究生院')).toBeVisible();
    const submitted = await call<Sheet>('GET', sheetPath, { token: teacherToken });
    expect(submitted.state).toBe('submitted');
    expect(submitted.rows[17]!.score).toBe(82);
    const before = submitted.rows.find((row) => row.xykh === own.xykh)!.score!;

    // Staff correct the student's grade with a reason; the grade's history shows old and new.
    const corrected = before === 96 ? 97 : 96;
    const reason = `复核试卷补计分数 ${Date.now() % 100000}`;
    const staff = await pageAs(browser, 'staff', `/whcjgl/indexCjmx?id=${brief.id}_${own.xykh}`);
    await expect(detailField(staff, '成绩')).toHaveText(String(before));
    await staff.getByRole('button', { name: /更\s?正$/ }).click();
    const dialog = staff.getByRole('dialog', { name: `更正成绩：${own.xm} · ${sheet.offering.kcmc}` });
    await dialog.getByLabel('新分数').fill(String(corrected));
    await dialog.getByLabel('更正原因').fill(reason);
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(staff.getByText('成绩已更正')).toBeVisible();
    const entry = staff.getByRole('table', { name: '修改记录' }).getByRole('row').filter({ hasText: reason });
    await expect(entry).toContainText('更正');
    await expect(entry).toContainText(String(before));
    await expect(entry).toContainText(String(corrected));
    // Released from a minute ago: the student sees it from now on.
    await call('PUT', `${sheetPath}/release`, {
      token: staffToken,
      body: { releaseAt: new Date(Date.now() - 60_000).toISOString().replace('T', ' ').slice(0, 19) },
    });

    // The student's report card lists it with the corrected mark, on the page and in the PDF's text.
    const student = await pageAs(browser, 'student');
    await acceptDefaultPasswordReminder(student);
    await mainMenu(student).getByText('我的成绩').click();
    const course = student.getByRole('row').filter({ hasText: sheet.offering.kcmc });
    await expect(course.first()).toContainText(String(corrected));
    const download = student.waitForEvent('download');
    await student.getByRole('button', { name: /下载 PDF/ }).click();
    const text = pdfUnicodeText(readFileSync(await (await download).path()));
    const at = text.split('\n').indexOf(sheet.offering.kcmc);
    expect(at).toBeGreaterThan(-1);
    expect(text.split('\n').slice(at, at + 5)).toContain(String(corrected));

    // Their degree audit counts it as passed, with the corrected mark, and says what is still needed elsewhere.
    await mainMenu(student).getByText('我的培养计划').click();
    const line = student.getByRole('listitem').filter({ hasText: sheet.offering.kcmc });
    await expect(line).toContainText('已通过');
    await expect(line).toContainText(`，${corrected} 分`);
    await expect(student.getByRole('region', { name: '总体进度' })).toContainText(/已获 [\d.]+ \/ [\d.]+ 学分/);
    await expect(student.getByRole('region', { name: '专业选修课' }).getByText(/^还差 [\d.]+ 学分，可选：/)).toBeVisible();

    for (const page of [first, second, staff, student]) await page.context().close();
  });
});
