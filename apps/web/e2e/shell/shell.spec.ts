import { expect, test } from '../support/test.ts';
import { acceptDefaultPasswordReminder, mainMenu, openSignedIn } from '../support/ui.ts';

/** Right-click a tab and pick from its context menu; waits until the menu has gone (closed menus stay in the DOM). */
async function fromContextMenu(page: import('@playwright/test').Page, tabName: string, item: string): Promise<void> {
  const open = page.getByRole('menuitem', { name: '关闭全部' }).filter({ visible: true });
  await expect(open).toHaveCount(0);
  await page.getByRole('tab', { name: tabName }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: item }).filter({ visible: true }).click();
  await expect(open).toHaveCount(0);
}

const tab = (page: import('@playwright/test').Page, name: string | RegExp) => page.getByRole('tab', { name });

test.describe('tabs and kept-alive views (SPEC 2)', () => {
  test('five pages make five tabs; close others, left and right from the context menu', async ({ page }) => {
    await openSignedIn(page, 'admin');
    const pages = { '/xj/xjxx': '学籍信息', '/xj/tj': '学籍统计', '/xj/xsbd': '新生报到', '/center': '个人中心', '/system/dict': '数据字典' };
    for (const [path, title] of Object.entries(pages)) {
      await page.goto(path);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(title);
    }
    await expect(page.getByRole('tab')).toHaveCount(6);
    await expect(tab(page, '首页')).toBeVisible();

    await fromContextMenu(page, '个人中心', '关闭右侧');
    await expect(page.getByRole('tab')).toHaveCount(5);
    await expect(tab(page, '数据字典')).toHaveCount(0);

    await fromContextMenu(page, '学籍统计', '关闭左侧');
    // The first tab (home) is never closed.
    await expect(page.getByRole('tab').first()).toHaveText(/首页/);
    await expect(tab(page, '学籍信息')).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(4);

    await fromContextMenu(page, '新生报到', '关闭其他');
    await expect(page.getByRole('tab')).toHaveCount(2);
    await expect(page).toHaveURL(/\/xj\/xsbd$/);

    await fromContextMenu(page, '新生报到', '关闭全部');
    await expect(page.getByRole('tab')).toHaveCount(1);
    await expect(page).toHaveURL(/\/$/);
  });

  test('form input survives a tab switch; the tabs survive a reload', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await page.goto('/center');
    await page.getByLabel('原密码', { exact: true }).fill('typed-but-not-sent');
    await tab(page, '首页').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('原密码', { exact: true })).toBeHidden();
    await tab(page, '个人中心').click();
    await expect(page).toHaveURL(/\/center$/);
    await expect(page.getByLabel('原密码', { exact: true })).toHaveValue('typed-but-not-sent');
    await page.reload();
    await expect(tab(page, '首页')).toBeVisible();
    await expect(tab(page, '个人中心')).toBeVisible();
    // A reload starts the views afresh.
    await expect(page.getByLabel('原密码', { exact: true })).toHaveValue('');
  });

  test('a menu entry whose page this version lacks says so, without crashing', async ({ page }) => {
    await openSignedIn(page, 'admin');
    // Grades come with a later issue (SPEC 2: the server's menu names routes the version may lack).
    await page.goto('/cjgl/cjlr');
    await expect(page.getByText('该页面在当前版本中尚不可用')).toBeVisible();
    await expect(page).toHaveTitle('成绩录入 - 研究生教育管理系统');
  });
});

test.describe('layouts (SPEC 2)', () => {
  for (const layout of ['vertical', 'horizontal', 'common', 'comprehensive', 'float', 'column'] as const) {
    test(`the ${layout} layout renders the menu and the page`, async ({ page }) => {
      await openSignedIn(page, 'admin');
      await page.evaluate((value) => {
        const saved = JSON.parse(localStorage.getItem('gs-theme') ?? '{}') as Record<string, unknown>;
        localStorage.setItem('gs-theme', JSON.stringify({ ...saved, layout: value }));
      }, layout);
      await page.goto('/system/dict');
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      await expect(page.getByText('系统管理').first()).toBeVisible();
      await expect(tab(page, '数据字典')).toBeVisible();
    });
  }

  test('the theme drawer switches the layout and saves it', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await page.getByRole('button', { name: '主题配置' }).first().click();
    const drawer = page.getByRole('dialog', { name: '主题配置' });
    await drawer.getByLabel('布局', { exact: true }).click();
    await page.getByTitle('横向').click();
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
    await drawer.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.reload();
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
  });

  test('below 992 px the layout is vertical with a folded sidebar, and the old layout comes back', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await expect(page.locator('[data-layout="float"]')).toBeVisible();
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: '展开菜单' }).click();
    await mainMenu(page).getByText('系统管理').click();
    await mainMenu(page).getByText('数据字典').click();
    await expect(page).toHaveURL(/\/system\/dict$/);
    // SPEC 2: on mobile the sidebar folds after navigation.
    await expect(mainMenu(page)).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('[data-layout="float"]')).toBeVisible();
  });

  test('a student, whose menu has one top-level entry, gets the common layout', async ({ page }) => {
    await openSignedIn(page, 'student');
    await acceptDefaultPasswordReminder(page);
    await expect(page.locator('[data-layout="common"]')).toBeVisible();
  });
});

test.describe('header (SPEC 2, 4)', () => {
  test('the language switch translates the shell and is remembered', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await page.getByRole('button', { name: '主题配置' }).first().click();
    const drawer = page.getByRole('dialog', { name: '主题配置' });
    await drawer.getByLabel('国际化', { exact: true }).click();
    await page.getByTitle('English').click();
    await expect(page.getByRole('dialog', { name: 'Theme settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    const englishMenu = page.getByRole('menu', { name: 'Main menu' });
    await expect(englishMenu.getByText('Student status')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page).toHaveTitle('Home - Postgraduate Academic Affairs System');
    await page.reload();
    await expect(englishMenu.getByText('Student status')).toBeVisible();
  });

  test('role switch: the current role is disabled, the new one brings its own menu', async ({ page }) => {
    await openSignedIn(page, 'multi');
    await page.getByRole('button', { name: '切换角色' }).click();
    await expect(page.getByRole('menuitem', { name: '导师', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('menuitem', { name: '研究生院教务员' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(page.getByRole('button', { name: '切换角色' })).toHaveText(/研究生院教务员/);
    await expect(mainMenu(page).getByText('学籍管理')).toBeVisible();
  });

  test('the quick theme panel checks the source-code key', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await page.getByRole('button', { name: '快捷设置' }).hover();
    await page.getByRole('button', { name: '获取源码' }).click();
    const dialog = page.getByRole('dialog', { name: '请输入源码密钥' });
    await dialog.getByLabel('源码密钥', { exact: true }).fill('not-the-key');
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(page.getByText('密钥不正确')).toBeVisible();
    await dialog.getByLabel('源码密钥', { exact: true }).fill('gs-admin-source');
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(dialog.getByText(/密钥正确/)).toBeVisible();
  });

  test('a student cannot reach an admin route: /403', async ({ page }) => {
    await openSignedIn(page, 'student');
    await acceptDefaultPasswordReminder(page);
    await page.goto('/xjxxEdit');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText('抱歉，您无权访问此页面。')).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('an expired token is refreshed once and the page keeps working', async ({ page }) => {
    await openSignedIn(page, 'admin');
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/refreshToken')) refreshes.push(request.url());
    });
    // The mock expires the caller's token; the next calls answer 402 and the SDK refreshes once.
    const status = await page.evaluate(async () => {
      const token = localStorage.getItem('sys-auth-token');
      const response = await fetch('/api/expireToken', { headers: { Authorization: `Bearer ${token}` } });
      return response.status;
    });
    expect(status).toBe(200);
    // The refresh the view's calls start is answered before the user goes elsewhere (the home page's
    // cards stay on screen meanwhile, so their being visible says nothing about it).
    const refreshed = page.waitForResponse((response) => response.url().includes('/refreshToken'));
    await page.getByRole('button', { name: '刷新' }).click();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByText('最新通知')).toBeVisible();
    await page.goto('/center');
    await expect(page.getByText('个人资料')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('listitem').first()).toBeVisible();
    expect(refreshes).toHaveLength(1);
    await expect(page).not.toHaveURL(/\/login/);
  });
});

test.describe('the header avatar (SPEC 1)', () => {
  test("shows the admin's stored avatar: an image loaded from the API through its signed link", async ({ page }) => {
    const avatarAnswers: number[] = [];
    page.on('response', (response) => {
      if (/\/kernel\/storage\/cache\/\d+/.test(response.url())) avatarAnswers.push(response.status());
    });
    await openSignedIn(page, 'admin');
    const avatar = page.locator('header .ant-avatar img').first();
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveAttribute('src', /\/api\/kernel\/storage\/cache\/\d+\?sub=1&role=1&expires=\d+&signature=/);
    // Loaded as a picture, not the web server's index.html under an image address.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(avatarAnswers.length).toBeGreaterThan(0);
    expect(avatarAnswers.every((status) => status === 200)).toBe(true);
  });
});
