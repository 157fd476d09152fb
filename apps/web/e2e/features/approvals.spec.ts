import type { Locator, Page } from '@playwright/test';
import { accounts } from '../support/accounts.ts';
import { call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { listRows, openSignedIn } from '../support/ui.ts';

interface ApprovalRecord {
  id: string;
  coreKey: string;
  status: number;
  opinion: string;
  approverName: string;
}

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

/** Approvals of student records (SPEC 3 business `xjxx`, which the students area owns). */
const business = { type: 'xjxx', callback: '/cloud-xj/api/xj/xjxx/approvalCallback', mkCode: 'xj', coreCode: 'xjxx' };

/**
 * A seeded student record nobody has approved yet: a page of records from a spot of the list this run
 * picks, the first of them with an empty history (the approval call decides only records that exist).
 */
async function recordWithoutHistory(): Promise<string> {
  const token = await login(accounts.admin);
  const page = await call<{ records: { id: string }[] }>('POST', '/cloud-xj/api/xj/xjxx/stuinfo/Search', {
    token,
    body: { current: 2 + Math.floor(Math.random() * 30), size: 50 },
  });
  for (const { id } of page.records) if ((await history(id)).length === 0) return id;
  throw new Error('a page of 50 seeded records has one nobody approved');
}

async function history(coreKey: string): Promise<ApprovalRecord[]> {
  return call<ApprovalRecord[]>('GET', '/cloud-yg/api/approval/list', { token: await login(accounts.admin), query: { coreKey } });
}

/** The rows of the records list (the page kit's list body). */
function records(page: Page, name = '审批记录列表') {
  return listRows(page, name);
}

/** The width of a dialog's box as drawn (SPEC 9 widths), measured on the element its role is on. */
function dialogWidth(dialog: Locator): Promise<number> {
  return dialog.evaluate((element) => element.getBoundingClientRect().width);
}

test.describe('approvals (SPEC 2, 4, 5, 7)', () => {
  test('admin approves one record: history in the dialog, opinion rules, no close on Escape or outside click', async ({ page }) => {
    const coreKey = await recordWithoutHistory();
    await call('POST', '/cloud-yg/api/approval', { token: await login(accounts.staff), body: { coreKey, ...business, status: 1, opinion: '初审通过' } });
    await openSignedIn(page, 'admin', { goto: '/system/approval' });
    const search = page.getByRole('search', { name: '审批记录查询' });
    await search.getByLabel('业务 ID', { exact: true }).fill(coreKey);
    // Named after its icon too ("search 查询").
    await search.getByRole('button', { name: /查\s?询$/ }).click();
    await expect(records(page)).toHaveCount(1);
    await records(page)
      .getByRole('button', { name: /^审批 / })
      .click();

    const dialog = page.getByRole('dialog', { name: '审批' });
    // A scrolled antd table is two tables of one name (head and body): the rows are in the last.
    const historyTable = dialog.getByRole('table', { name: '审批历史' }).last();
    await expect(historyTable).toContainText('初审通过');
    await expect(historyTable).toContainText('同意');
    // SPEC 9: 500 px single, 400 px batch (measured once the opening animation is over).
    await expect.poll(() => dialogWidth(dialog)).toBe(500);

    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    const opinion = dialog.getByLabel('审批意见', { exact: true });
    await expect(opinion).toHaveValue('同意');
    await opinion.fill('');
    await dialog.getByRole('button', { name: /提\s?交/ }).click();
    await expect(dialog.getByText('请填写审批意见')).toBeVisible();
    await opinion.fill('退');
    await expect(dialog.getByText('审批意见长度在 2 到 100 个字符之间')).toBeVisible();
    await dialog.getByText('拒绝', { exact: true }).click();
    await opinion.fill('材料不全，退回修改');
    await dialog.getByRole('button', { name: /提\s?交/ }).click();
    await expect(page.getByText('审批成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(records(page)).toHaveCount(2);
    await expect(records(page).first()).toContainText('拒绝');
    await expect(records(page).first()).toContainText('材料不全，退回修改');
    const saved = await history(coreKey);
    expect(saved.map((row) => [row.status, row.opinion])).toEqual([
      [9, '材料不全，退回修改'],
      [1, '初审通过'],
    ]);
  });

  test('staff approves five student records at once; the progress counts to 5 of 5 and each history shows it', async ({ page }) => {
    const opinion = unique('批量同意');
    await openSignedIn(page, 'staff', { goto: '/xj/xjxx' });
    const rows = listRows(page, '学生列表');
    await expect(rows.first()).toBeVisible();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const row = rows.nth(i);
      ids.push((await row.getAttribute('data-row-key')) ?? '');
      await row.getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: '批量审批' }).click();
    const dialog = page.getByRole('dialog', { name: '批量审批（5 条）' });
    await expect(dialog.getByText('已完成 0 / 5')).toBeVisible();
    await expect.poll(() => dialogWidth(dialog)).toBe(400);
    await dialog.getByLabel('审批意见', { exact: true }).fill(opinion);
    await dialog.getByRole('button', { name: /提\s?交/ }).click();
    await expect(dialog.getByText('已完成 5 / 5')).toBeVisible();
    await expect(page.getByText('审批成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const id of ids) {
      const rowsOf = await history(id);
      expect(rowsOf[0]).toMatchObject({ status: 1, opinion });
    }

    // The record's own page shows the approval in its history.
    await page.goto(`/stuDetails?id=${ids[0]}`);
    await expect(page.getByRole('table', { name: '审批历史' })).toContainText(opinion);
  });

  test("the records say who and what, open the application, and offer a decision only where the step is the caller's (issue 22 §3)", async ({ page }) => {
    type Brief = { id: string; kindName: string; summary: string; mayDecide: boolean; subject: { xm: string } };
    const all = await call<(ApprovalRecord & { application?: Brief })[]>('GET', '/cloud-yg/api/approval/list', { token: await login(accounts.staff) });
    const open = all.find((record) => record.application?.mayDecide);
    const closed = all.find((record) => record.application && !record.application.mayDecide);
    if (!open?.application || !closed?.application) throw new Error('the seed has approvals of applications the graduate school decides now, and of others');
    await openSignedIn(page, 'staff', { goto: '/system/approval' });
    const search = page.getByRole('search', { name: '审批记录查询' });
    for (const [record, decides] of [
      [closed, false],
      [open, true],
    ] as const) {
      await search.getByLabel('业务 ID', { exact: true }).fill(record.coreKey);
      await search.getByRole('button', { name: /查\s?询$/ }).click();
      const row = records(page).first();
      await expect(row).toContainText(record.application!.subject.xm);
      await expect(row).toContainText(record.application!.kindName);
      await expect(row.getByRole('button', { name: /^审批 / })).toHaveCount(decides ? 1 : 0);
    }
    // The open one opens on its application's page.
    await records(page)
      .first()
      .getByRole('button', { name: /^查看 / })
      .click();
    await expect(page.getByRole('heading', { name: /申请详情$/ })).toBeVisible();
    await expect(page.getByText(open.application.summary).first()).toBeVisible();
  });

  test('in English: the records page and the dialog texts', async ({ page }) => {
    const coreKey = await recordWithoutHistory();
    await call('POST', '/cloud-yg/api/approval', { token: await login(accounts.admin), body: { coreKey, ...business, status: 9, opinion: 'needs work' } });
    await openSignedIn(page, 'admin', { goto: '/system/approval', language: 'en' });
    const search = page.getByRole('search', { name: 'Approval record search' });
    await search.getByLabel('Business id', { exact: true }).fill(coreKey);
    await search.getByRole('button', { name: /Search$/ }).click();
    const list = records(page, 'Approval record list');
    await expect(list).toHaveCount(1);
    await expect(list).toContainText('Refuse');
    await list.getByRole('button', { name: /^Approve / }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve' });
    const opinion = dialog.getByLabel('Opinion', { exact: true });
    await expect(opinion).toHaveValue('agree');
    await opinion.fill('');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('please fill in approval opinion')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
