/**
 * Questionnaires across roles (issue 24 §2): staff builds a questionnaire with a matrix and a question shown only
 * for a "yes" in the builder and publishes it to students; the student answers, leaves a draft, reloads and
 * finds it, submits, and is refused a second submission; a second student answers from their list; staff opens
 * the analysis, clicks a bar and sees the matrix counted for those respondents only, and downloads the answers
 * as Excel (a row per respondent) and the report as a PDF whose text names the questionnaire.
 */
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { pdfUnicodeText } from '@gs/mocks/pdf-text';
import ExcelJS from 'exceljs';
import { accounts } from '../support/accounts.ts';
import { MockApiError, call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { acceptDefaultPasswordReminder, openSignedIn } from '../support/ui.ts';

/** Picks an antd radio as a user does: by its label (the input itself is drawn over, not shown). */
async function choose(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

test.describe('questionnaires (issue 24 §2)', () => {
  test('staff builds and publishes; the student keeps a draft across a reload, submits once and is refused again; staff cross-filters the analysis and exports it', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const title = `研究生学术活动调查 ${Date.now() % 100000}`;

    // 1. The builder: a yes/no question, a matrix, and a text shown only for "yes".
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await openSignedIn(staff, 'staff', { goto: '/examination/form' });
    await staff.getByLabel('问卷标题').fill(title);
    await staff.getByRole('button', { name: '添加是非题' }).click();
    await staff.getByRole('textbox', { name: '题目' }).fill('你本学期参加过学术会议吗？');
    await staff.getByRole('button', { name: '添加矩阵单选' }).click();
    await staff.getByRole('textbox', { name: '题目' }).fill('你对以下学术活动的满意程度');
    await staff.getByRole('button', { name: '添加单行文本' }).click();
    await staff.getByRole('textbox', { name: '题目' }).fill('你参加的会议名称');
    await staff.getByRole('textbox', { name: '显示条件' }).fill("{q1} = 'yes'");
    await staff.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(staff.getByText(/已创建问卷 /)).toBeVisible();
    await expect(staff).toHaveURL(/[?&]id=/);
    const questionnaireId = new URL(staff.url()).searchParams.get('id') ?? '';

    // 2. Published to students from the builder's questionnaire: the publish form starts with it chosen, the
    // students as respondents and a period from now.
    await staff.goto(`/rwfb/form?questionnaireId=${questionnaireId}`);
    await expect(staff.getByLabel('问卷')).toBeVisible();
    // Open from yesterday: the browser here keeps Beijing time and the mock server its machine's (UTC in CI),
    // and "now" in one is hours ahead of the other.
    const yesterday = new Date(Date.now() - 24 * 3_600_000).toISOString().slice(0, 16);
    await staff.getByLabel('开始时间').fill(yesterday);
    await staff.getByRole('button', { name: /发\s?布$/ }).click();
    await expect(staff.getByText(new RegExp(`已发布“${title}”，共 \\d+ 人需要填写`))).toBeVisible();
    const staffToken = await login(accounts.staff);
    const tasks = await call<{ records: { id: string; title: string; respondents: number }[] }>(
      'GET',
      `/cloud-xj/api/examination/tasks?${new URLSearchParams({ keyword: title })}`,
      { token: staffToken },
    );
    const task = tasks.records.find((record) => record.title === title);
    if (!task) throw new Error('the task is listed');
    expect(task.respondents).toBeGreaterThan(1);

    // 3. The student: answers, a draft saved, a reload finds it, then submits.
    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    await openSignedIn(student, 'student', { goto: `/examination/edit?taskId=${task.id}` });
    // The default-password reminder opens the profile in a tab of its own: back to the questionnaire's.
    await acceptDefaultPasswordReminder(student);
    await student.getByRole('tab', { name: /填写问卷/ }).click();
    await expect(student.getByText(title).locator('visible=true').first()).toBeVisible();
    // The text question is hidden until "yes".
    await expect(student.getByText('你参加的会议名称')).toHaveCount(0);
    await choose(student.getByRole('radio', { name: '是', exact: true }));
    await expect(student.getByText('你参加的会议名称')).toBeVisible();
    // The matrix: the last column in every row.
    for (const row of await student.getByRole('table').getByRole('radiogroup').all()) await choose(row.getByRole('radio').last());
    await student.getByRole('textbox').last().fill('全国研究生学术论坛');
    await expect(student.getByText(/已保存草稿/)).toBeVisible({ timeout: 20_000 });
    await student.reload();
    await expect(student.getByRole('textbox').last()).toHaveValue('全国研究生学术论坛');
    await expect(student.getByRole('radio', { name: '是', exact: true })).toBeChecked();
    await student.getByRole('button', { name: /^提\s?交$/ }).click();
    await student
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定|提\s?交/ })
      .last()
      .click();
    await expect(student.getByText(/您已于 .* 提交该问卷/)).toBeVisible();
    // A second submission is refused by the server, and nothing changes.
    const studentToken = await login(accounts.student);
    const again = await call('POST', `/cloud-xj/api/examination/mine/${task.id}/submit`, { token: studentToken, body: { answers: { q1: 'no' } } }).catch(
      (error: unknown) => error,
    );
    expect(again).toBeInstanceOf(MockApiError);
    expect(String((again as MockApiError).message)).toContain('409');
    expect(String((again as MockApiError).message)).toContain('已提交过该问卷');

    // 4. A second student answers "否" (the text question stays hidden) and the matrix with its first column.
    const classmateContext = await browser.newContext();
    const classmate = await classmateContext.newPage();
    await openSignedIn(classmate, 'student2', { goto: '/my/wj' });
    await classmate.getByRole('button', { name: `填写：${title}` }).click();
    await choose(classmate.getByRole('radio', { name: '否', exact: true }));
    for (const row of await classmate.getByRole('table').getByRole('radiogroup').all()) await choose(row.getByRole('radio').first());
    await expect(classmate.getByText('你参加的会议名称')).toHaveCount(0);
    await classmate.getByRole('button', { name: /^提\s?交$/ }).click();
    await classmate
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定|提\s?交/ })
      .last()
      .click();
    await expect(classmate.getByText(/您已于 .* 提交该问卷/)).toBeVisible();
    await classmateContext.close();

    // 5. The analysis: two sheets; a click on the "是" bar counts the matrix for the student alone.
    await staff.goto(`/examination/answer/analysis?taskId=${task.id}`);
    await expect(staff.getByLabel('答卷概况')).toContainText('2 / ');
    const yesNo = staff.getByRole('region', { name: '1. 你本学期参加过学术会议吗？' });
    const grid = staff.getByRole('region', { name: '2. 你对以下学术活动的满意程度' });
    const firstRow = grid.getByRole('table').getByRole('row').nth(1);
    const cells = firstRow.getByRole('cell');
    // Before: one count in the first column (the teacher) and one in the last (the student).
    await expect(cells.first()).toHaveText('1');
    await expect(cells.last()).toHaveText('1');
    await yesNo.getByText('柱状图').click();
    const chart = yesNo.getByRole('img', { name: /的图表$/ });
    // The bars are the chart's tall narrow shapes; the first ("是") is the leftmost.
    const bars = await chart.locator('path').evaluateAll((paths) =>
      paths
        .map((path) => path.getBoundingClientRect())
        .filter((rect) => rect.width > 8 && rect.width < 80 && rect.height > 40)
        .sort((a, b) => a.x - b.x)
        .map((rect) => ({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 })),
    );
    const bar = bars[0];
    if (!bar) throw new Error('the chart draws its bars');
    await staff.mouse.click(bar.x, bar.y);
    await expect(staff.getByText('第 1 题：是')).toBeVisible();
    await expect(cells.first()).toHaveText('0');
    await expect(cells.last()).toHaveText('1');

    // 6. The exports: a workbook with a row per respondent, a PDF whose text names the questionnaire.
    const workbook = staff.waitForEvent('download');
    await staff.getByRole('button', { name: '导出 Excel' }).click();
    const xlsx = await workbook;
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    const workbookBytes = readFileSync(await xlsx.path());
    await book.xlsx.load(workbookBytes.buffer.slice(workbookBytes.byteOffset, workbookBytes.byteOffset + workbookBytes.byteLength));
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the workbook has a sheet');
    const rows = sheet.getSheetValues().filter((values) => Array.isArray(values) && values.some((value) => value !== null && value !== undefined));
    const text = rows.map((values) => (values as ExcelJS.CellValue[]).join(' ')).join('\n');
    expect(text).toContain('龚靖琪');
    expect(text).toContain('全国研究生学术论坛');
    // A title row or not, the sheet ends with one row per respondent.
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const pdf = staff.waitForEvent('download');
    await staff.getByRole('button', { name: '导出 PDF' }).click();
    const report = await pdf;
    expect(report.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync(await report.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfUnicodeText(bytes)).toContain(title);
    await staffContext.close();
    await studentContext.close();
  });
});
