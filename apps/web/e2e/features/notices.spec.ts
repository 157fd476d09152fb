import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts.ts';
import { call, login, uploadFile } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { listRows, openBell, openSignedIn } from '../support/ui.ts';

interface Notice {
  id: string;
  title: string;
  content: string;
  filekey: string;
}

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
/** SPEC 3: notice content is sent entity-encoded. */
const encode = (html: string) => html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

async function createNotice(title: string, html: string, files: string[] = []): Promise<Notice> {
  return call<Notice>('POST', '/kernel/api/config/notice', {
    token: await login(accounts.admin),
    body: { title, content: encode(html), filekey: JSON.stringify(files) },
  });
}

/** The rows of the notice list (the page kit's list body). */
function rows(page: Page) {
  return listRows(page, '通知列表');
}

async function searchTitle(page: Page, title: string) {
  const search = page.getByRole('search', { name: '通知查询' });
  await search.getByLabel('标题', { exact: true }).fill(title);
  // Named after its icon too ("search 查询").
  await search.getByRole('button', { name: /查\s?询$/ }).click();
}

test.describe('notices (SPEC 2, 3, 7)', () => {
  test('admin creates a notice with rich text and an attachment, reads it, edits it and deletes it', async ({ page }) => {
    const title = unique('通知');
    const renamed = `${title}（更新）`;
    const attachment = Buffer.from(`附件内容 ${title}\n`, 'utf8');
    await openSignedIn(page, 'admin', { goto: '/system/notice' });

    await page.getByRole('button', { name: '新增通知' }).click();
    const form = page.getByRole('dialog', { name: '新增通知公告' });
    await form.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(form.getByText('请输入标题')).toBeVisible();
    await expect(form.getByText('请输入通知内容')).toBeVisible();
    await form.getByLabel('标题', { exact: true }).fill(title);
    const editor = form.getByRole('textbox', { name: '通知内容' });
    await editor.click();
    await page.keyboard.type('第一段，');
    await form.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('重要内容');
    await form.locator('.gs-file-upload input[type="file"]').setInputFiles({ name: `${title}.txt`, mimeType: 'text/plain', buffer: attachment });
    await expect(page.getByText(`文件 ${title}.txt 上传成功`)).toBeVisible();
    await form.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(page.getByText(`已发布通知：${title}`)).toBeVisible();

    await searchTitle(page, title);
    await expect(rows(page)).toHaveCount(1);
    await rows(page)
      .getByRole('button', { name: `查看 ${title}` })
      .click();
    const detail = page.getByRole('dialog').filter({ hasText: '发布部门：' });
    await expect(detail.locator('strong')).toHaveText('重要内容');
    await expect(detail).toContainText('第一段，');
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: `下载附件 ${title}.txt` }).click()]);
    expect(download.suggestedFilename()).toBe(`${title}.txt`);
    expect(Buffer.compare(await readFile(await download.path()), attachment)).toBe(0);
    await page.keyboard.press('Escape');

    await rows(page)
      .getByRole('button', { name: `编辑 ${title}` })
      .click();
    const edit = page.getByRole('dialog', { name: '编辑通知公告' });
    await expect(edit.getByRole('listitem', { name: `${title}.txt` })).toHaveAttribute('data-status', 'success');
    await expect(edit.getByRole('textbox', { name: '通知内容' })).toContainText('重要内容');
    await edit.getByLabel('标题', { exact: true }).fill(renamed);
    await edit.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(page.getByText(`已保存通知：${renamed}`)).toBeVisible();
    await searchTitle(page, renamed);
    await expect(rows(page)).toHaveCount(1);
    const saved = (await call<{ records: Notice[] }>('GET', '/kernel/notice', { token: await login(accounts.admin), query: { title: renamed } })).records[0]!;
    expect(JSON.parse(saved.filekey)).toHaveLength(1);

    await rows(page)
      .getByRole('button', { name: `删除 ${renamed}` })
      .click();
    await page
      .getByRole('dialog')
      .filter({ hasText: `确定删除通知“${renamed}”吗？` })
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await expect(page.getByText(`已删除通知：${renamed}`)).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test('staff publishes a notice; the bell opens it', async ({ page }) => {
    const title = unique('教务通知');
    await openSignedIn(page, 'staff', { goto: '/system/notice' });
    await page.getByRole('button', { name: '新增通知' }).click();
    const form = page.getByRole('dialog', { name: '新增通知公告' });
    await form.getByLabel('标题', { exact: true }).fill(title);
    await form.getByRole('textbox', { name: '通知内容' }).click();
    await page.keyboard.type('请各位导师按时提交材料。');
    await form.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(page.getByText(`已发布通知：${title}`)).toBeVisible();

    // The bell reads the newest notices when the shell loads.
    await page.reload();
    const bell = await openBell(page);
    // The notices have their tab beside the word of applications (issue 22 §2).
    await bell.getByRole('tab', { name: '公告' }).click();
    await bell.getByRole('button', { name: title }).click();
    const detail = page.getByRole('dialog').filter({ hasText: '发布部门：' });
    await expect(detail).toContainText('请各位导师按时提交材料。');
    await expect(detail).toContainText(title);
  });

  test('the public pages show a notice signed out, attachments only after sign-in', async ({ browser }) => {
    const token = await login(accounts.admin);
    const stored = await uploadFile(token, 'schedule.pdf', new Uint8Array([37, 80, 68, 70, 45]), { modules: 'notice' });
    const title = unique('公开公告');
    const notice = await createNotice(title, '<p>答辩安排见附件。</p>', [stored.id]);
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of [`/dbggView?id=${notice.id}`, `/pubPage/dbgg/index?id=${notice.id}`]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText('答辩安排见附件。')).toBeVisible();
      await expect(page.getByText('共 1 个附件，登录后可下载')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('sys-auth-token'))).toBeNull();
    }
    await page.goto('/dbggView?id=999999999');
    await expect(page.getByText('通知不存在或已删除')).toBeVisible();
    await context.close();
  });

  test('script, event-handler and javascript: payloads in a notice never run', async ({ browser }) => {
    const title = unique('安全测试');
    const payload = [
      '<p id="safe">正文</p>',
      '<script>window.__xss = "script"</script>',
      '<img src="/nope.png" onerror="window.__xss = \'onerror\'" alt="pic">',
      '<a id="evil" href="javascript:window.__xss=\'href\'">点这里</a>',
      '<p id="clicky" onclick="window.__xss = \'onclick\'">点我</p>',
      '<svg><script>window.__xss = "svg"</script></svg>',
      '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
    ].join('');
    const notice = await createNotice(title, payload);
    const context = await browser.newContext();
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/dbggView?id=${notice.id}`);
    await expect(page.locator('#safe')).toHaveText('正文');
    await page.locator('#clicky').click();
    await page
      .locator('#evil')
      .click({ modifiers: [] })
      .catch(() => undefined);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const html = await page.locator('article').innerHTML();
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    await context.close();
  });

  test('in English: the management page and its checks', async ({ page }) => {
    await openSignedIn(page, 'admin', { goto: '/system/notice', language: 'en' });
    await page.getByRole('button', { name: 'New notice' }).click();
    const form = page.getByRole('dialog', { name: 'New notice' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter the title')).toBeVisible();
    await expect(form.getByText('Please enter the content')).toBeVisible();
    await expect(form.getByText('Attachments (at most 5)')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Bold' })).toBeVisible();
  });
});
