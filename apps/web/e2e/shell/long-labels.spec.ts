import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { openSignedIn, signIn } from '../support/ui.ts';

/**
 * The texts in `root` that do not fit: an element holding text whose content is wider than its box
 * (cut off, or ended with an ellipsis), or whose box reaches out of `root`. Measured by the browser
 * (scrollWidth against clientWidth, and the boxes' edges), so the check holds whatever font the
 * machine has: a label that cannot fit must wrap.
 */
async function overflowing(root: Locator): Promise<string[]> {
  return root.evaluate((rootElement) => {
    const outer = rootElement.getBoundingClientRect();
    const holdsText = (box: Element) => [...box.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    return [rootElement, ...rootElement.querySelectorAll('*')]
      .filter((box): box is HTMLElement => box instanceof HTMLElement && box.clientWidth > 0 && holdsText(box))
      .filter((box) => {
        const edges = box.getBoundingClientRect();
        return box.scrollWidth > box.clientWidth + 1 || edges.left < outer.left - 1 || edges.right > outer.right + 1;
      })
      .map(
        (box) =>
          `<${box.tagName.toLowerCase()} class="${box.className}"> "${(box.textContent ?? '').slice(0, 40)}": ${box.scrollWidth} px in ${box.clientWidth} px`,
      );
  });
}

/** Home's quick entries: one card (a link named after its menu entry) per leaf of the menu. */
const quickEntry = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name, exact: true });

const longTitles = ['Academic scholarships', 'Record verification', 'Visiting students', 'Graduate registry'];

test.describe('long English labels fit or wrap (issue 13: "Postgraduate Acade", "Academic scholarships")', () => {
  test('at 1280 px: the product title in the sidebar and the quick entries on home', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin', { language: 'en' });
    const logo = page.getByRole('link', { name: 'Back to home' });
    await expect(logo).toHaveText('Postgraduate Academic Affairs System');
    expect(await overflowing(logo)).toEqual([]);

    for (const title of longTitles) await expect(quickEntry(page, title)).toBeVisible();
    expect(await overflowing(page.getByRole('main'))).toEqual([]);
  });

  test('on a 390 px phone: the quick entries and the sidebar drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'admin', { language: 'en' });
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible();
    for (const title of longTitles) await expect(quickEntry(page, title)).toBeVisible();
    expect(await overflowing(page.getByRole('main'))).toEqual([]);

    await page.getByRole('button', { name: 'Expand menu' }).click();
    const logo = page.getByRole('dialog').getByRole('link', { name: 'Back to home' });
    await expect(logo).toHaveText('Postgraduate Academic Affairs System');
    expect(await overflowing(logo)).toEqual([]);
  });
});
