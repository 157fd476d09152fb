/**
 * The degree journey across roles (issue 24 §1): a doctoral student whose plan audit is met uploads the thesis;
 * the graduate school assigns two reviewers; the first declares no conflict, downloads the thesis (neither the
 * page, the file name, the file's metadata nor any answer the reviewer's browser gets names the student or the
 * supervisor) and answers D, so the doctoral rule asks for two more reviewers; they and the second answer A or B
 * and the review passes; the defence committee votes it through; the student applies, the supervisor, the
 * college and the graduate school approve, and the degree statistics count the degree.
 */
import type { Page, Response } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { type AccountName, accounts } from '../support/accounts.ts';
import { call, login, loginResult } from '../support/api.ts';
import { mockUrl } from '../support/env.ts';
import { expect, test } from '../support/test.ts';
import { approveOnDetail, openSignedIn, pageAs } from '../support/ui.ts';

const xw = '/cloud-xj/api/xw';
const sq = '/cloud-xj/api/sq/applications';

interface Review {
  id: string;
  state: string;
  grade: string | null;
}
interface Thesis {
  id: string;
  code: string;
  state: string;
  needed: number;
  dCount: number;
  reviews: (Review & { reviewerGh: string | null })[];
}
interface DegreeFile {
  student: { xykh: string; xm: string; dsxm: string | null };
  conditions: { key: string; met: boolean; detail: string }[];
  eligible: boolean;
  xwzsbh: string | null;
  thesis: Thesis | null;
  defence: { id: string; state: string } | null;
  application: { id: string; state: string } | null;
}
interface Teacher {
  gh: string;
  xm: string;
  xydm: string | null;
  excluded: string | null;
}
interface Stats {
  counters: Record<string, number>;
}
interface Application {
  id: string;
  title: string;
  approval: { mkCode: string; coreCode: string; type: string; callback: string };
}

/** PDF text string of `text` as UTF-16BE with its byte-order mark, the way a word processor writes a Chinese author. */
function pdfUtf16(text: string): string {
  let hex = 'FEFF';
  for (const char of text) hex += char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

/**
 * A one-page PDF such as a student exports from a word processor: its document information names the student
 * (author) and the supervisor (subject), the way real theses leak them; the page itself carries the title only.
 */
function thesisPdf(title: string, author: string, supervisor: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length 52 >>\nstream\nBT /F1 18 Tf 72 770 Td (${title}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title (${title}) /Author ${pdfUtf16(author)} /Subject ${pdfUtf16(`导师：${supervisor}`)} /Creator (Writer) >>`,
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A review form or a defence record: the upload endpoints check the bytes' signature, so a real PDF. */
function formPdf(): Buffer {
  return thesisPdf('Review form', 'form', 'form');
}

/** Uploads through one of the degree area's upload endpoints (SPEC 7); answers the stored file's id. */
async function upload(token: string, path: string, name: string, bytes: Buffer, fields: Record<string, string> = {}): Promise<unknown> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const answer = await fetch(new URL(path, mockUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await answer.json()) as { code: number; message: string; data: unknown };
  if (body.code !== 200) throw new Error(`POST ${path}: ${body.code} ${body.message}`);
  return body.data;
}

async function tokenOf(name: AccountName): Promise<string> {
  return login(accounts[name]);
}

/** The reviewer's own review of the thesis (their list knows the thesis by its code only). */
async function reviewOf(name: AccountName, code: string): Promise<Review> {
  const page = await call<{ records: (Review & { thesisCode: string })[] }>('GET', `${xw}/lwps/reviews`, { token: await tokenOf(name), query: { size: 100 } });
  const found = page.records.find((r) => r.thesisCode === code && r.state !== 'submitted' && r.state !== 'declined');
  if (!found) throw new Error(`${name} has no open review of ${code}`);
  return found;
}

/** A reviewer's whole review through the calls (the first reviewer does it in the browser). */
async function reviewByCalls(name: AccountName, code: string, grade: 'A' | 'B', score: number): Promise<void> {
  const token = await tokenOf(name);
  const review = await reviewOf(name, code);
  await call('POST', `${xw}/lwps/reviews/${review.id}/declaration`, { token, body: { conflict: false } });
  const form = (await upload(token, `${xw}/lwps/review-form`, '评阅书.pdf', formPdf())) as { id: string };
  await call('POST', `${xw}/lwps/reviews/${review.id}/submit`, {
    token,
    body: { score, grade, comments: '论文选题前沿，工作量饱满，结论可信，同意答辩。', reviewForm: form.id },
  });
}

/** Every answer a page's calls to the mock get, as text, to check that none names a person. */
function answersOf(page: Page): string[] {
  const texts: string[] = [];
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.includes('/api/')) return;
    void response.text().then(
      (text) => texts.push(text),
      () => undefined,
    );
  });
  return texts;
}

test.describe('degree: blind review, defence, application (issue 24 §1)', () => {
  test('a doctoral student applies, the review fails once and passes, the defence and the committee approve, the statistics count it', async ({ browser }) => {
    test.setTimeout(240_000);
    const student = await loginResult(accounts.doctoral);
    const xykh = String(student.user.xykh);
    const staff = await tokenOf('staff');
    const before = await call<DegreeFile>('GET', `${xw}/students/${xykh}`, { token: staff });
    const studentName = before.student.xm;
    const supervisorName = before.student.dsxm ?? '';
    expect(supervisorName).not.toBe('');
    expect(before.conditions.find((c) => c.key === 'audit')?.met).toBe(true);
    expect(before.thesis).toBeNull();
    const statsBefore = await call<Stats>('GET', '/cloud-xj/api/xw/getXsxwTj', { token: staff });

    // The student finds the conditions and uploads the thesis (its file name and metadata name them).
    const doctoral = await pageAs(browser, 'doctoral', '/xw/xwsq');
    await expect(doctoral.getByText('培养方案').first()).toBeVisible();
    await doctoral.getByRole('button', { name: '提交学位论文' }).click();
    const uploadDialog = doctoral.getByRole('dialog', { name: '提交学位论文' });
    await uploadDialog.getByLabel('论文题目').fill('Scheduling deep learning training on heterogeneous clusters');
    await uploadDialog.getByLabel('论文文件').setInputFiles({
      name: `${studentName}-学位论文.pdf`,
      mimeType: 'application/pdf',
      buffer: thesisPdf('Scheduling deep learning training', studentName, supervisorName),
    });
    await uploadDialog.getByRole('button', { name: /提\s?交/ }).click();
    await expect(uploadDialog).toHaveCount(0);
    let file = await call<DegreeFile>('GET', `${xw}/students/${xykh}`, { token: staff });
    const thesis = file.thesis!;
    expect(thesis.state).toBe('awaiting_reviewers');

    // The graduate school enters the similarity and assigns two reviewers.
    const reviewer = (name: AccountName) => loginResult(accounts[name]).then((r) => String(r.user.gh));
    await call('PUT', `${xw}/lwps/theses/${thesis.id}/similarity`, { token: staff, body: { similarity: 6.3 } });
    await call('POST', `${xw}/lwps/theses/${thesis.id}/reviewers`, {
      token: staff,
      body: { reviewers: [await reviewer('reviewer1'), await reviewer('reviewer2')] },
    });

    // The first reviewer, in the browser: declares no conflict, downloads the thesis, answers D.
    const first = await browser.newContext({ acceptDownloads: true });
    const reviewerPage = await first.newPage();
    const answers = answersOf(reviewerPage);
    await openSignedIn(reviewerPage, 'reviewer1', { goto: '/xw/lwps' });
    const row = reviewerPage.getByRole('row').filter({ hasText: thesis.code });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /评阅/ }).click();
    await reviewerPage.getByRole('button', { name: '无利益冲突，开始评阅' }).click();
    const downloading = reviewerPage.waitForEvent('download');
    await reviewerPage.getByRole('button', { name: '下载论文' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${thesis.code}.pdf`);
    const bytes = await readFile((await download.path())!);
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const name of [studentName, supervisorName]) expect(text).not.toContain(pdfUtf16(name).slice(1, -1));
    expect(text).not.toMatch(/\/Author|\/Subject|\/Metadata/);
    await reviewerPage.getByLabel('评阅分数').fill('52');
    await reviewerPage.getByLabel(/^D/).check();
    await reviewerPage.getByLabel('评阅意见').fill('实验部分缺少与主流方法的对比，结论依据不足，不同意答辩。');
    await reviewerPage.getByLabel('评阅书').setInputFiles({ name: '评阅书.pdf', mimeType: 'application/pdf', buffer: formPdf() });
    await reviewerPage.getByRole('button', { name: '提交评阅意见' }).click();
    await expect(reviewerPage.getByText('评阅意见已提交')).toBeVisible();
    const shown = await reviewerPage.locator('body').innerText();
    for (const name of [studentName, supervisorName, xykh]) {
      expect(shown).not.toContain(name);
      for (const answer of answers) expect(answer).not.toContain(name);
    }
    await first.close();

    // The second reviewer answers A; one D on a doctoral thesis asks for two more reviewers.
    await reviewByCalls('reviewer2', thesis.code, 'A', 90);
    file = await call<DegreeFile>('GET', `${xw}/students/${xykh}`, { token: staff });
    expect(file.thesis).toMatchObject({ state: 'awaiting_reviewers', needed: 2, dCount: 1 });
    await call('POST', `${xw}/lwps/theses/${thesis.id}/reviewers`, {
      token: staff,
      body: { reviewers: [await reviewer('reviewer3'), await reviewer('multi')] },
    });
    await reviewByCalls('reviewer3', thesis.code, 'B', 82);
    await reviewByCalls('multi', thesis.code, 'A', 88);
    file = await call<DegreeFile>('GET', `${xw}/students/${xykh}`, { token: staff });
    expect(file.thesis?.state).toBe('passed');

    // The defence: a committee of three from the student's college, none the supervisor or a reviewer.
    const teachers = await call<Teacher[]>('GET', `${xw}/students/${xykh}/teachers`, { token: staff });
    const committee = teachers.filter((t) => t.excluded === null).slice(0, 3);
    expect(committee).toHaveLength(3);
    const defence = await call<{ id: string }>('POST', `${xw}/dbjl/defences`, {
      token: staff,
      body: {
        xykh,
        time: '2026-12-10 14:00',
        room: '信息楼 305',
        members: committee.map((t, i) => ({ gh: t.gh, role: (['chair', 'secretary', 'member'] as const)[i] })),
      },
    });
    for (const member of committee) await call('POST', `${xw}/dbjl/defences/${defence.id}/votes`, { token: staff, body: { gh: member.gh, vote: 'pass' } });
    const record = (await upload(staff, `${xw}/dbjl/record-file`, '答辩记录.pdf', formPdf())) as { id: string };
    await call('POST', `${xw}/dbjl/defences/${defence.id}/close`, {
      token: staff,
      body: { resolution: '答辩委员会经无记名投票，一致同意通过论文答辩，建议授予博士学位。', recordFile: record.id },
    });

    // The student applies in the browser once every condition holds.
    await doctoral.reload();
    await expect(doctoral.getByText('尚未申请学位')).toBeVisible();
    await doctoral.getByRole('button', { name: '申请学位' }).click();
    const applyDrawer = doctoral.getByRole('dialog', { name: '申请学位' });
    await applyDrawer.getByRole('button', { name: '提交申请' }).click();
    await expect(applyDrawer).toHaveCount(0);
    await expect(doctoral.getByText('尚未申请学位')).toHaveCount(0);
    await expect.poll(async () => (await call<DegreeFile>('GET', `${xw}/students/${xykh}`, { token: staff })).application?.state).toBe('submitted');
    file = await call<DegreeFile>('GET', `${xw}/students/${xykh}`, { token: staff });
    const application = await call<Application>('GET', `${sq}/${file.application!.id}`, { token: staff });

    // The supervisor decides in the approval dialog of the application's page; the college and the graduate
    // school (for the degree committee) by their calls.
    const advisor = await pageAs(browser, 'advisor', `/stuBySqView?id=${application.id}`);
    await approveOnDetail(advisor, application.title);
    await advisor.context().close();
    for (const name of ['college', 'staff'] as const) {
      await call('POST', '/cloud-yg/api/approval', {
        token: await tokenOf(name),
        body: { coreKey: application.id, ...application.approval, status: 1, opinion: '同意' },
      });
    }
    file = await call<DegreeFile>('GET', `${xw}/students/${xykh}`, { token: staff });
    expect(file.xwzsbh).toMatch(/^\d{14}$/);
    const statsAfter = await call<Stats>('GET', '/cloud-xj/api/xw/getXsxwTj', { token: staff });
    expect(statsAfter.counters.awarded).toBe((statsBefore.counters.awarded ?? 0) + 1);
    await doctoral.reload();
    await expect(doctoral.getByText(file.xwzsbh!)).toBeVisible();
    await doctoral.context().close();
  });
});
