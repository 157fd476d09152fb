import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { list, listRows, openSignedIn } from '../support/ui.ts';

/** What a checkbox looks like: the box drawn around it (antd hides its input inside its own square). */
function looks(checkbox: Locator) {
  return checkbox.evaluate((input) => {
    const square = input.parentElement as HTMLElement;
    const style = getComputedStyle(square);
    const box = square.getBoundingClientRect();
    return {
      width: Math.round(box.width),
      height: Math.round(box.height),
      radius: style.borderRadius,
      border: style.borderTopColor,
      background: style.backgroundColor,
    };
  });
}

/** 'same' once the two boxes look alike (after antd's colour transition), else how they differ. */
async function likeness(box: Locator, model: Locator): Promise<string> {
  const [a, b] = [JSON.stringify(await looks(box)), JSON.stringify(await looks(model))];
  return a === b ? 'same' : `${a} where the header's is ${b}`;
}

test.describe('row selection in a list (issue 22 §12)', () => {
  test("the rows' boxes look like the header's, answer the keyboard and make the header's box indeterminate", async ({ page }) => {
    await openSignedIn(page, 'staff', { goto: '/xj/xjxx' });
    const name = '学生列表';
    const rows = listRows(page, name);
    await expect(rows.first()).toBeVisible();
    const header = list(page, name).getByRole('columnheader').getByRole('checkbox');
    const first = rows.nth(0).getByRole('checkbox', { name: '选择此行' });
    const second = rows.nth(1).getByRole('checkbox', { name: '选择此行' });
    await expect.poll(() => likeness(first, header)).toBe('same');

    // Keyboard: Tab reaches the box, its focus shows, space toggles it.
    await first.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    expect(await first.evaluate((input) => getComputedStyle(input.parentElement as HTMLElement).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await expect(header).toBeChecked({ indeterminate: true });
    // Checked, it still looks like antd's: the header's colours once every row is selected.
    await header.check();
    await expect(second).toBeChecked();
    // Away from the pointer (antd lights a hovered box) and past the colours' transition.
    await page.mouse.move(0, 0);
    await expect.poll(() => likeness(second, header)).toBe('same');
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).not.toBeChecked();
    await expect(header).toBeChecked({ indeterminate: true });
  });

  test('a list of applications lets one tick only what one may decide now (issue 22 §5)', async ({ page }) => {
    await openSignedIn(page, 'staff', { goto: '/xj/xjyd' });
    const rows = listRows(page, '学籍异动申请列表');
    await expect(rows.first()).toBeVisible();
    const seen = await rows.count();
    let decidable = 0;
    for (let index = 0; index < seen; index += 1) {
      const row = rows.nth(index);
      const mayDecide = (await row.getByRole('button', { name: /^审批 / }).count()) === 1;
      if (mayDecide) decidable += 1;
      await expect(row.getByRole('checkbox', { name: '选择此行' }))[mayDecide ? 'toBeEnabled' : 'toBeDisabled']();
    }
    // The seeded list has both.
    expect(decidable).toBeGreaterThan(0);
    expect(decidable).toBeLessThan(seen);
  });
});
