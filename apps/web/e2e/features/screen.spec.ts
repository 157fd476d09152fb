/**
 * The data screen (issue 24 §3): the menu opens it in a window of its own, without the shell; at device scale
 * factors 1, 1.25 and 1.5 (and an odd 1366x768) the whole board is inside the window, no panel clips or
 * scrolls its content and each chart's canvas has a device pixel per CSS pixel (no blur); when one panel's
 * call fails, that panel says so and retries, while the others keep refreshing.
 */
import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts.ts';
import { loginResult } from '../support/api.ts';
import { host, webUrl } from '../support/env.ts';
import { expect, test } from '../support/test.ts';
import { mainMenu, openSignedIn } from '../support/ui.ts';

const PANELS = ['students', 'degrees', 'applications', 'timetable', 'questionnaires', 'activity'] as const;

/**
 * Opens the board signed in as staff, as the menu's new window finds the session: the token where a sign-in
 * leaves it (local storage and its cookie). Not `openSignedIn`, which waits for the shell the board goes without.
 */
async function openScreen(page: Page, goto = '/screen'): Promise<void> {
  const { token } = await loginResult(accounts.staff);
  await page.context().setStorageState({
    cookies: [
      { name: 'sys-auth-token', value: encodeURIComponent(token), domain: host, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
    ],
    origins: [{ origin: webUrl, localStorage: [{ name: 'sys-auth-token', value: token }] }],
  });
  await page.goto(goto);
}

const panel = (page: Page, name: string) => page.locator(`[data-panel="${name}"]`);

/** Every panel shows its figures, and every chart has drawn. */
async function boardReady(page: Page): Promise<void> {
  for (const name of PANELS) await expect(panel(page, name)).toHaveAttribute('data-state', 'ready');
  // Six charts: students by college, degrees per year, applications by kind and by step, the placed share and
  // the open questionnaires' answered share (the seed has a questionnaire open).
  await expect(page.locator('.gs-screen-chart canvas')).toHaveCount(6);
}

/** What the board looks like in this window: boxes, overflow, canvases. */
function measure(page: Page) {
  return page.evaluate(() => {
    const inside = (r: DOMRect) => r.left >= -0.5 && r.top >= -0.5 && r.right <= window.innerWidth + 0.5 && r.bottom <= window.innerHeight + 0.5;
    const overflowing = (el: Element) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;
    const panels = [...document.querySelectorAll<HTMLElement>('[data-panel]')].map((el) => ({
      name: el.dataset.panel,
      inside: inside(el.getBoundingClientRect()),
      clipped: overflowing(el) || [...el.querySelectorAll('.gs-screen-panel-body')].some(overflowing),
    }));
    // Texts that must show whole: titles, figures and their captions.
    const texts = [...document.querySelectorAll('h1, h2, h3, .gs-screen-figure-value, .gs-screen-figure-label, .gs-screen-clock, .gs-screen-caption')]
      .filter(overflowing)
      .map((el) => el.textContent);
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>('.gs-screen-chart canvas')].map((canvas) => {
      const box = canvas.getBoundingClientRect();
      return { width: canvas.width, height: canvas.height, expectedWidth: box.width * devicePixelRatio, expectedHeight: box.height * devicePixelRatio };
    });
    const board = document.querySelector('.gs-screen-board')!.getBoundingClientRect();
    return { panels, texts, canvases, board: { inside: inside(board), width: board.width, height: board.height }, ratio: devicePixelRatio };
  });
}

test.describe('the data screen (issue 24 §3)', () => {
  test('the menu entry opens the board in a new window, without the shell, signed in', async ({ page }) => {
    await openSignedIn(page, 'staff');
    await page.evaluate(() => localStorage.setItem('gs-theme', JSON.stringify({ layout: 'vertical' })));
    await page.goto('/');
    const menu = mainMenu(page);
    await menu.getByText('系统管理').click();
    const opened = page.waitForEvent('popup');
    await menu.getByText('数据大屏').click();
    const screen = await opened;
    expect(new URL(screen.url()).pathname).toBe('/screen');
    await expect(screen.getByRole('heading', { level: 1, name: '研究生教育数据大屏' })).toBeVisible();
    await boardReady(screen);
    // Full window: no layout, menu or tabs around the board.
    await expect(screen.locator('[data-layout]')).toHaveCount(0);
    await expect(screen.getByRole('menu')).toHaveCount(0);
    await expect(panel(screen, 'students').getByText('学生总数')).toBeVisible();
    // The same board in English, switched on the board.
    await screen.getByRole('group', { name: '语言' }).getByRole('button', { name: 'EN' }).click();
    await expect(screen.getByRole('heading', { level: 1, name: 'Postgraduate Education Data Screen' })).toBeVisible();
    await expect(panel(screen, 'applications').getByText('In progress', { exact: true })).toBeVisible();
    await screen.close();
  });

  const windows = [
    { width: 1920, height: 1080, deviceScaleFactor: 1 },
    { width: 1536, height: 864, deviceScaleFactor: 1.25 },
    { width: 1280, height: 720, deviceScaleFactor: 1.5 },
    { width: 1366, height: 768, deviceScaleFactor: 1 },
  ];
  for (const { width, height, deviceScaleFactor } of windows) {
    test.describe(`${width}x${height} at ${deviceScaleFactor}`, () => {
      test.use({ viewport: { width, height }, deviceScaleFactor });

      test('the whole board is inside the window, nothing clipped, every chart drawn at the device pixel ratio', async ({ page }) => {
        await openScreen(page);
        await boardReady(page);
        const seen = await measure(page);
        expect(seen.ratio).toBe(deviceScaleFactor);
        expect(seen.board.inside).toBe(true);
        // 16:9, as big as the window allows: one side fills the window.
        expect(Math.abs(seen.board.width / seen.board.height - 16 / 9)).toBeLessThan(0.01);
        expect(Math.max(seen.board.width / width, seen.board.height / height)).toBeGreaterThan(0.99);
        for (const p of seen.panels) {
          expect(p.inside, `${p.name} inside the window`).toBe(true);
          expect(p.clipped, `${p.name} clips or scrolls its content`).toBe(false);
        }
        expect(seen.texts, 'texts cut off').toEqual([]);
        expect(seen.canvases).toHaveLength(6);
        for (const canvas of seen.canvases) {
          expect(Math.abs(canvas.width - canvas.expectedWidth), `canvas ${canvas.width} for ${canvas.expectedWidth}`).toBeLessThanOrEqual(1.5);
          expect(Math.abs(canvas.height - canvas.expectedHeight), `canvas ${canvas.height} for ${canvas.expectedHeight}`).toBeLessThanOrEqual(1.5);
        }
      });
    });
  }

  test('a failing panel shows its error and retries while the others keep refreshing', async ({ page }) => {
    const calls = new Map<string, number>();
    page.on('request', (request) => {
      const match = /\/cloud-xj\/api\/screen\/(\w+)/.exec(request.url());
      if (match) calls.set(match[1]!, (calls.get(match[1]!) ?? 0) + 1);
    });
    await page.route('**/cloud-xj/api/screen/applications**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, message: '服务暂不可用', data: null }) }),
    );
    await openScreen(page, '/screen?refresh=1000');
    const failing = panel(page, 'applications');
    await expect(failing).toHaveAttribute('data-state', 'error');
    await expect(failing.getByRole('alert')).toContainText('服务暂不可用');
    for (const name of PANELS.filter((n) => n !== 'applications')) await expect(panel(page, name)).toHaveAttribute('data-state', 'ready');

    // Every panel asks again on its interval, the failing one included.
    const before = new Map(calls);
    await expect.poll(() => PANELS.every((name) => (calls.get(name) ?? 0) >= (before.get(name) ?? 0) + 2), { timeout: 20_000 }).toBe(true);
    await expect(failing).toHaveAttribute('data-state', 'error');
    for (const name of PANELS.filter((n) => n !== 'applications')) await expect(panel(page, name)).toHaveAttribute('data-state', 'ready');

    // The fault passes: the panel shows its figures on its next call.
    await page.unroute('**/cloud-xj/api/screen/applications**');
    await expect(failing).toHaveAttribute('data-state', 'ready');
    await expect(failing.getByText('办理中', { exact: true })).toBeVisible();
  });
});
