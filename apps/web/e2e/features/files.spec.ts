import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts.ts';
import { call, login, uploadFile } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { listRows, openSignedIn } from '../support/ui.ts';

// A real 1x1 PNG, so the browser can show it in the preview.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const unique = () => `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

function picker(page: Page) {
  return page.locator('.gs-file-upload input[type="file"]');
}

/** The rows of the file list (the page kit's list body). */
function rows(page: Page, name = '文件列表') {
  return listRows(page, name);
}

/** The search form's button is named after its icon too ("search 查询"). */
async function searchByName(page: Page, text: string, label = '文件名', submit = '查询') {
  await page.getByLabel(label, { exact: true }).fill(text);
  await page.getByRole('button', { name: new RegExp(`${submit.split('').join('\\s?')}$`) }).click();
}

test.describe('file manager and the upload component (SPEC 4, 5, 7, 8)', () => {
  test('refuses a file over 5 MB; uploads, previews and downloads the same bytes; deletes one', async ({ page }) => {
    const tag = unique();
    const text = Buffer.from(`成绩单 ${tag}\nline 2\n`, 'utf8');
    await openSignedIn(page, 'admin', { goto: '/system/storage' });

    await picker(page).setInputFiles({ name: `${tag}-big.bin`, mimeType: 'application/octet-stream', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByText('文件最大允许 5M')).toBeVisible();
    await expect(page.getByRole('listitem', { name: `${tag}-big.bin` })).toHaveCount(0);

    await picker(page).setInputFiles([
      { name: `${tag}.png`, mimeType: 'image/png', buffer: png },
      { name: `${tag}.txt`, mimeType: 'text/plain', buffer: text },
    ]);
    await expect(page.getByText(`文件 ${tag}.png 上传成功`)).toBeVisible();
    await expect(page.getByText(`文件 ${tag}.txt 上传成功`)).toBeVisible();
    await expect(page.getByRole('listitem', { name: `${tag}.png` })).toHaveAttribute('data-status', 'success');

    await searchByName(page, tag);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: `${tag}.txt` })).toContainText(`${text.length} B`);

    // Images in the page.
    const row = (name: string) => rows(page).filter({ hasText: name });
    await row(`${tag}.png`)
      .getByRole('button', { name: `预览 ${tag}.png` })
      .click();
    // antd's image preview shows the picture as an img named after the file.
    const image = page.getByRole('dialog').getByRole('img').first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.keyboard.press('Escape');
    await expect(image).toHaveCount(0);

    // Other types through onlinePreview.
    await row(`${tag}.txt`)
      .getByRole('button', { name: `预览 ${tag}.txt` })
      .click();
    const frame = page.frameLocator(`iframe[title="预览：${tag}.txt"]`);
    await expect(frame.locator('body')).toContainText(`成绩单 ${tag}`);
    await page.keyboard.press('Escape');
    await expect(page.locator(`iframe[title="预览：${tag}.txt"]`)).toHaveCount(0);

    // Download under the server's name, with the bytes that went up.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row(`${tag}.txt`)
        .getByRole('button', { name: `下载 ${tag}.txt` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${tag}.txt`);
    expect(Buffer.compare(await readFile(await download.path()), text)).toBe(0);
    const [image2] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('listitem', { name: `${tag}.png` })
        .getByRole('button', { name: `下载 ${tag}.png` })
        .click(),
    ]);
    expect(Buffer.compare(await readFile(await image2.path()), png)).toBe(0);

    await row(`${tag}.txt`)
      .getByRole('button', { name: `删除 ${tag}.txt` })
      .click();
    await page
      .getByRole('dialog')
      .filter({ hasText: `确定删除文件“${tag}.txt”吗？` })
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await expect(page.getByText('文件已删除').first()).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(`${tag}.png`);
  });

  test('a confirmation opens with its buttons where they stay, so a press as it opens lands (issue 22)', async ({ page }) => {
    const tag = unique();
    const token = await login(accounts.staff);
    await uploadFile(token, `${tag}.pdf`, new Uint8Array([37, 80, 68, 70]), { modules: 'e2e' });
    await openSignedIn(page, 'staff', { goto: '/system/storage' });
    await searchByName(page, tag);
    await expect(rows(page)).toHaveCount(1);
    const remove = page.getByRole('button', { name: `删除 ${tag}.pdf` });
    const confirm = page.getByRole('dialog').filter({ hasText: `确定删除文件“${tag}.pdf”吗？` });

    // Where the cancel button is drawn in every frame from the press that opens the dialog until it is still.
    await page.evaluate(() => {
      const frames: string[] = [];
      Object.assign(window, { gsFrames: frames });
      const sample = () => {
        const button = [...document.querySelectorAll('.ant-modal button')].find((b) => /取\s?消/.test(b.textContent ?? ''));
        if (button) {
          const r = button.getBoundingClientRect();
          frames.push([r.x, r.y, r.width, r.height].map(Math.round).join(','));
        }
        if (frames.length < 40) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await remove.click();
    await expect(confirm).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { gsFrames: string[] }).gsFrames.length)).toBe(40);
    const frames = await page.evaluate(() => (window as unknown as { gsFrames: string[] }).gsFrames);
    expect(new Set(frames).size, `the button moved while the dialog opened: ${[...new Set(frames)].join(' | ')}`).toBe(1);
    await confirm.getByRole('button', { name: /取\s?消/ }).click();
    await expect(confirm).toBeHidden();

    // On a page slowed to a sixth of its speed, a press at the moment the dialog appears is never lost.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    for (let i = 0; i < 6; i += 1) {
      await remove.click();
      await confirm.getByRole('button', { name: /取\s?消/ }).click();
      await expect(confirm).toBeHidden();
    }
    await remove.click();
    await confirm.getByRole('button', { name: /确\s?定/ }).click();
    await expect(page.getByText('文件已删除').first()).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(rows(page)).toHaveCount(0);
  });

  test('staff deletes several files at once', async ({ page }) => {
    const tag = unique();
    const token = await login(accounts.staff);
    for (const n of [1, 2, 3]) await uploadFile(token, `${tag}-${n}.pdf`, new Uint8Array([37, 80, 68, 70, n]), { modules: 'e2e' });
    await openSignedIn(page, 'staff', { goto: '/system/storage' });
    await searchByName(page, tag);
    await expect(rows(page)).toHaveCount(3);
    for (const row of await rows(page).all()) await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: '删除所选（3）' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '确定删除所选的 3 个文件吗？' })
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await expect(page.getByText('已删除 3 个文件')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    const left = await call<{ total: number }>('GET', '/kernel/storage', { token, query: { realName: tag } });
    expect(left.total).toBe(0);
  });

  test('in English: the same page and the spec texts in English', async ({ page }) => {
    const tag = unique();
    await openSignedIn(page, 'admin', { goto: '/system/storage', language: 'en' });
    await expect(page.getByRole('button', { name: 'Upload files' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await picker(page).setInputFiles({ name: `${tag}-big.bin`, mimeType: 'application/octet-stream', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByText('file max allowed 5M')).toBeVisible();
    await picker(page).setInputFiles({ name: `${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
    await expect(page.getByText(`file ${tag}.csv uploaded successfully`)).toBeVisible();
    await searchByName(page, tag, 'File name', 'Search');
    await expect(rows(page, 'File list')).toHaveCount(1);
  });
});
