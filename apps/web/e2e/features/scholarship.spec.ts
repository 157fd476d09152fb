/**
 * Academic scholarships across roles (issue 15 §4, §7; AREAS.md "One way to run an application"): the
 * student applies in "my applications" with two achievements and sees the score the rule table gives,
 * their supervisor and the college approve it in the approval dialog (SPEC 4), and the graduate school
 * finds the student ranked with a level in /xyjxjHz and exports the ranking to Excel.
 */
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accounts } from '../support/accounts.ts';
import { call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { acceptDefaultPasswordReminder, approveOnDetail, listRows, mainMenu, pageAs, pickOption, pickTreeNode } from '../support/ui.ts';

interface Application {
  id: string;
  state: string;
  title: string;
  payload: { kind: string; totalScore?: number };
}

interface OwnRecord {
  xykh: string;
  xm: string;
  xymc: string;
}

/** Picks an option of a select of the drawer, found by its label. */
async function choose(scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await pickOption(scope.getByLabel(label), option);
}

test.describe('academic scholarship (issue 15 §4, §7)', () => {
  test('a student applies with two achievements, supervisor and college approve, and the ranking and its Excel show the student with a level', async ({
    browser,
  }) => {
    const own = await call<OwnRecord>('GET', '/cloud-xj/api/xj/xjxx/stuinfoByStu/NotAuth', { token: await login(accounts.student) });
    // A retry of this test finds the first attempt's open application: withdrawn, so one may apply again (one a year).
    const studentToken = await login(accounts.student);
    const open = await call<{ records: Application[] }>('GET', '/cloud-xj/api/sq/applications', {
      token: studentToken,
      query: { kind: 'scholarship', state: 'submitted', size: 20 },
    });
    for (const left of open.records) await call('POST', `/cloud-xj/api/sq/applications/${left.id}/withdraw`, { token: studentToken });

    // The student applies in "my applications": the score follows the served rule table as they type.
    const student = await pageAs(browser, 'student');
    await acceptDefaultPasswordReminder(student);
    await mainMenu(student).getByText('我的申请').click();
    await student.getByRole('button', { name: '提交申请' }).first().click();
    const drawer = student.getByRole('dialog', { name: '提交申请' });
    await choose(drawer, '申请类型', /^学业奖学金$/);
    await expect(drawer.getByLabel('申请学年')).toHaveValue('2025-2026');
    await choose(drawer, '第 1 项成果的成果类别', /^学术论文$/);
    await choose(drawer, '第 1 项成果的级别', 'SCI/SSCI 一区或 CCF A 类');
    await drawer.getByLabel('第 1 项成果的成果名称').fill('基于图神经网络的高效推理方法研究');
    await drawer.getByLabel('第 1 项成果的取得时间').fill('2026-03-15');
    await expect(drawer.getByLabel('第 1 项成果的计分')).toHaveText('30');
    await drawer.getByRole('button', { name: '添加成果' }).click();
    await choose(drawer, '第 2 项成果的成果类别', /^科研项目$/);
    await choose(drawer, '第 2 项成果的级别', '国家级项目');
    await drawer.getByLabel('第 2 项成果的成果名称').fill('国家自然科学基金青年项目（参与）');
    await drawer.getByLabel('第 2 项成果的取得时间').fill('2025-11-02');
    await expect(drawer.getByLabel('第 2 项成果的计分')).toHaveText('15');
    await expect(drawer.getByText('预计总分：45 分')).toBeVisible();
    await drawer.getByLabel('个人陈述').fill('本学年在导师指导下完成课题研究，发表一区论文并参与国家级项目。');
    await drawer.getByRole('button', { name: '提交申请' }).click();

    // The detail shows the server's scores, achievement by achievement, on its own route: tab and
    // breadcrumb say it is a scholarship application (issue 22 §9).
    await expect(student).toHaveURL(/\/xyjxj\/toDetails\?id=/);
    await expect(student.getByRole('tab', { selected: true })).toContainText('学业奖学金申请详情');
    await expect(student.getByRole('navigation', { name: '面包屑' })).toContainText('学业奖学金申请详情');
    const id = new URL(student.url()).searchParams.get('id') ?? '';
    const application = await call<Application>('GET', `/cloud-xj/api/sq/applications/${id}`, { token: await login(accounts.student) });
    expect(application).toMatchObject({ state: 'submitted', payload: { kind: 'scholarship', totalScore: 45 } });
    const scores = student.getByRole('table', { name: '成果及计分' });
    await expect(scores.getByRole('row').filter({ hasText: '基于图神经网络的高效推理方法研究' })).toContainText('30');
    await expect(scores.getByRole('row').filter({ hasText: '国家自然科学基金青年项目' })).toContainText('15');
    await expect(student.getByRole('group', { name: '审核流程' })).toContainText('导师审核');

    // The supervisor approves it in the dialog of the detail.
    const teacher = await pageAs(browser, 'teacher', `/xyjxj/toDetails?id=${id}`);
    await expect(teacher.getByText(application.title).first()).toBeVisible();
    await approveOnDetail(teacher, application.title);

    // The college's secretary decides from /xj/xyjxj: what waits for them, found by card number, with its score.
    const college = await pageAs(browser, 'college', '/xj/xyjxj');
    await college.getByRole('checkbox', { name: '只看待我审批' }).check();
    await college.getByRole('search', { name: '学业奖学金查询' }).getByLabel('关键字').fill(own.xykh);
    await college.getByRole('button', { name: /查\s?询/ }).click();
    const listed = listRows(college, '学业奖学金申请列表').filter({ hasText: own.xykh });
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('45');
    await listed.getByRole('checkbox', { name: '选择此行' }).check();
    await college.getByRole('button', { name: '批量审批' }).click();
    const dialog = college.getByRole('dialog');
    await expect(dialog.getByLabel('审批意见', { exact: true })).toHaveValue('同意');
    await dialog.getByRole('button', { name: /提\s?交/ }).click();
    await expect(college.getByText('审批成功')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect((await call<Application>('GET', `/cloud-xj/api/sq/applications/${id}`, { token: await login(accounts.student) })).state).toBe('approved');

    // The graduate school opens the ranking of the student's college: the student is ranked, with a level.
    const staff = await pageAs(browser, 'staff', '/xyjxjHz');
    await staff.getByRole('combobox', { name: '学院' }).click();
    await pickTreeNode(staff, own.xymc);
    const ranking = staff.getByRole('table', { name: `${own.xymc}学业奖学金排名` });
    const row = ranking.getByRole('row').filter({ hasText: own.xykh });
    await expect(row).toContainText('45');
    await expect(row).toContainText(/[一二三]等/);
    const level = (await row.getByText(/^[一二三]等$/).textContent()) ?? '';
    const rank = (await row.getByRole('cell').first().textContent()) ?? '';
    await expect(staff.getByRole('list', { name: `${own.xymc}各等级人数` })).toContainText('学院名额');

    // The Excel of the same ranking, read back: the student's row, with the same rank and level.
    await staff.getByRole('button', { name: /导出/ }).click();
    const download = staff.waitForEvent('download');
    await staff.getByRole('menuitem', { name: '导出汇总 Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('学业奖学金汇总_2025-2026.xlsx');
    const bytes = readFileSync((await file.path())!);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = book.getWorksheet('排名')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '学院', '排名', '学号', '姓名', '专业', '导师', '成果数', '总分', '等级']);
    const rows = sheet
      .getSheetValues()
      .slice(2)
      .map((values) => (values as ExcelJS.CellValue[]).slice(1));
    const ofCollege = rows.filter((r) => r[0] === own.xymc);
    expect(ofCollege.map((r) => r[1])).toEqual(ofCollege.map((_, i) => i + 1));
    expect(ofCollege.find((r) => r[2] === own.xykh)).toEqual([own.xymc, Number(rank), own.xykh, own.xm, expect.any(String), expect.anything(), 2, 45, level]);
    await expect(staff.getByText('已下载 学业奖学金汇总_2025-2026.xlsx')).toBeVisible();
  });
});
