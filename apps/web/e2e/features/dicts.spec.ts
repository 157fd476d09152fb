import { accounts } from '../support/accounts.ts';
import { call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { dataRows, openSignedIn } from '../support/ui.ts';

interface DictDetail {
  value: string;
  label: string;
  dictSort: number;
}

test.describe('dictionary browser (SPEC 3, 7)', () => {
  test('lists a dictionary in dictSort order and finds entries by value and by label', async ({ page }) => {
    const entries = await call<DictDetail[]>('GET', '/kernel/dictDetail/get', { token: await login(accounts.admin), query: { dictName: 'xj_xjzt' } });
    await openSignedIn(page, 'admin', { goto: '/system/dict' });
    await page.getByRole('menu', { name: '字典列表' }).getByText('学籍状态 · xj_xjzt').click();
    const table = page.getByRole('table', { name: '学籍状态字典项' });
    await expect(dataRows(table)).toHaveCount(entries.length);
    // The labels' column, row by row.
    const column = (await table.getByRole('columnheader').allInnerTexts()).indexOf('字典标签');
    const labels = await Promise.all((await dataRows(table).all()).map((row) => row.getByRole('cell').nth(column).innerText()));
    expect(labels).toEqual([...entries].sort((a, b) => a.dictSort - b.dictSort).map((entry) => entry.label));
    await expect(page.getByText(`字典项（${entries.length}）`)).toBeVisible();

    const finder = page.getByLabel('按字典值或标签查找');
    await finder.fill('休学');
    await finder.press('Enter');
    await expect(page.getByText('找到：值 02，标签 休学')).toBeVisible();
    await finder.fill('04');
    await finder.press('Enter');
    await expect(page.getByText('找到：值 04，标签 毕业')).toBeVisible();
    await finder.fill('没有这一项');
    await finder.press('Enter');
    await expect(page.getByText('没有值或标签为“没有这一项”的字典项')).toBeVisible();
  });

  test('opens any dictionary by name', async ({ page }) => {
    await openSignedIn(page, 'staff', { goto: '/system/dict' });
    const lookup = page.getByLabel('输入字典名称，例如 xj_xjzt');
    await lookup.fill('xj_zplx');
    await lookup.press('Enter');
    await expect(page.getByText('照片类型 xj_zplx')).toBeVisible();
    await expect(dataRows(page.getByRole('table', { name: '照片类型字典项' })).filter({ hasText: '入学照片' })).toBeVisible();
  });
});
