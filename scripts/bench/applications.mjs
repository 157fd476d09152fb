// Applications at volume (issue 15): the list over 20,000 applications on the mock server, next to the
// student search of the same server, and a batch decision of 100 applications in the approval dialog,
// with the page's longest frame meanwhile (the page must stay responsive while it submits).
//
// `pnpm bench` calls both against a mock server started with `--applications 20000` and a preview on it.
import autocannon from 'autocannon';
import { startFrames, stopFrames } from './scroll.mjs';

/* global document */

export const volumeApplications = 20_000;
export const batchSize = 100;

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

const KEYWORDS = ['王', '李', '张', '休学', '延期', '刘', '陈', ''];

/**
 * Search + page under 10 connections: each request asks for another keyword and page (20 rows), so
 * the server filters, sorts and slices every time, as users paging through results make it do.
 */
async function searchLoad(url, seconds, makeRequest) {
  let n = 0;
  const options = { url, connections: 10, requests: [{ setupRequest: (request) => makeRequest(request, (n += 1)) }] };
  // Two seconds unrecorded first: the server's steady state, not V8 warming up.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

/** The applications list and the student search on the same server, in turn. */
export async function measureApplicationSearch(mockUrl, { seconds = 8, log = () => {} } = {}) {
  const login = await fetch(`${mockUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  }).then((r) => r.json());
  const auth = `Bearer ${login.data.token}`;
  const total = await fetch(`${mockUrl}/cloud-xj/api/sq/applications?size=1`, { headers: { authorization: auth } }).then((r) => r.json());
  log(`searching ${total.data.total} applications and the students, 10 connections ...`);
  const applications = await searchLoad(`${mockUrl}/cloud-xj/api/sq/applications`, seconds, (request, n) => {
    const keyword = KEYWORDS[n % KEYWORDS.length];
    const query = new URLSearchParams({ current: String(1 + (n % 25)), size: '20', ...(keyword ? { keyword } : {}) });
    return { ...request, method: 'GET', path: `/cloud-xj/api/sq/applications?${query}`, headers: { authorization: auth } };
  });
  // The work list (issue 22): the graduate school's boxes, paged, and its counts, over the same applications.
  const staffLogin = await fetch(`${mockUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'staff', password: '123456' }),
  }).then((r) => r.json());
  const staffAuth = `Bearer ${staffLogin.data.token}`;
  const boxes = ['todo', 'done', 'mine'];
  const worklist = await searchLoad(`${mockUrl}/cloud-xj/api/sq/applications`, seconds, (request, n) => {
    const query = new URLSearchParams({ current: String(1 + (n % 5)), size: '20', box: boxes[n % boxes.length], ...(n % 2 ? { overdue: 'true' } : {}) });
    return { ...request, method: 'GET', path: `/cloud-xj/api/sq/applications?${query}`, headers: { authorization: staffAuth } };
  });
  const counts = await searchLoad(`${mockUrl}/cloud-xj/api/sq/worklist`, seconds, (request) => ({
    ...request,
    method: 'GET',
    path: '/cloud-xj/api/sq/worklist',
    headers: { authorization: staffAuth },
  }));
  const students = await searchLoad(`${mockUrl}/cloud-xj/api/xj/xjxx/stuinfo/Search`, seconds, (request, n) => {
    const keyword = KEYWORDS[n % KEYWORDS.length];
    return {
      ...request,
      method: 'POST',
      path: '/cloud-xj/api/xj/xjxx/stuinfo/Search',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ current: 1 + (n % 25), size: 20, ...(keyword && keyword.length === 1 ? { xm: keyword } : {}) }),
    };
  });
  return { applications: { ...applications, records: total.data.total }, worklist, counts, students };
}

/**
 * Staff's batch decision: the status changes waiting for the graduate school, 100 on a page, all
 * selected, "decide selected", an opinion, submit; timed from the click on submit to "100 of 100"
 * on screen, with the frames of the page meanwhile. `signIn(page, username, baseUrl)` signs in.
 */
export async function measureBatchApproval(browser, baseUrl, signIn, { runs = 2, log = () => {} } = {}) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'admin', baseUrl);
    await page.goto(`${baseUrl}/xj/xjyd`);
    const rows = page.locator('.ant-table-tbody .ant-table-row');
    await rows.first().waitFor({ timeout: 60_000 });
    await page.getByRole('checkbox', { name: '只看待我审批' }).check();
    await page.locator('.ant-pagination-options .ant-select').click();
    // Large pages render as a virtual table (a window of rows in the DOM): wait for the answer, then the veil.
    const answered = page.waitForResponse(
      (response) => response.url().includes('/sq/applications?') && response.url().includes(`size=${batchSize}`) && response.url().includes('todo=true'),
      { timeout: 60_000 },
    );
    await page.getByTitle(`${batchSize} 条/页`).click();
    await answered;
    await page.waitForFunction(() => document.querySelector('.ant-table-wrapper .ant-spin-spinning') === null, null, { timeout: 60_000 });
    await page.locator('.ant-table-thead .ant-checkbox-input').first().check();
    await page.getByRole('button', { name: '批量审批' }).click();
    const dialog = page.getByRole('dialog', { name: `批量审批（${batchSize} 条）` });
    await dialog.getByLabel('审批意见', { exact: true }).fill('材料齐全，同意办理');
    await startFrames(page);
    const begin = Date.now();
    await dialog.getByRole('button', { name: /提\s?交/ }).click();
    // The batch ends when every id is decided or listed as refused (the server may turn one down, a
    // supervisor's quota full for instance, and the dialog goes on past it).
    const ended = await page.waitForFunction(
      (total) => {
        const text = [...document.querySelectorAll('.ant-modal')].map((modal) => modal.textContent).join(' ');
        const done = Number(/已完成 (\d+) \//.exec(text)?.[1] ?? 0);
        const refused = document.querySelectorAll('.ant-modal .gs-approval-refused li').length;
        return done + refused === total ? { done, refused } : false;
      },
      batchSize,
      { polling: 'raf', timeout: 300_000 },
    );
    const { done, refused } = await ended.jsonValue();
    const doneMs = Date.now() - begin;
    const frames = await stopFrames(page);
    const longest = Math.max(...frames);
    const over50 = frames.filter((ms) => ms > 50).length;
    log(
      `batch ${run + 1}: ${done} decided and ${refused} refused in ${doneMs} ms, longest frame ${round(longest)} ms, ${over50} of ${frames.length} frames over 50 ms`,
    );
    results.push({ doneMs, longest, over50, frames: frames.length, refused });
    await context.close();
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return {
    runs: results.length,
    doneMs: median(results.map((r) => r.doneMs)),
    perDecisionMs: median(results.map((r) => r.doneMs)) / batchSize,
    longest: Math.max(...results.map((r) => r.longest)),
    over50: results.reduce((sum, r) => sum + r.over50, 0),
    frames: results.reduce((sum, r) => sum + r.frames, 0),
    refused: results.reduce((sum, r) => sum + r.refused, 0),
  };
}

/** The report lines of `pnpm bench` for both measurements. */
export function applicationsTable(search, batch, seconds) {
  return [
    `## Applications at volume (mock server with \`--applications ${volumeApplications}\`: ${search.applications.records.toLocaleString('en-US')} applications over 2,000 students)`,
    '',
    `Search + page under 10 connections (autocannon, ${seconds} s after 2 s of warm-up; each request another keyword and page of 20):`,
    '',
    '| call | requests/s | p50 | p99 |',
    '|---|---:|---:|---:|',
    `| GET /cloud-xj/api/sq/applications (keyword, page) | ${search.applications.rps} | ${search.applications.p50} ms | ${search.applications.p99} ms |`,
    `| GET /cloud-xj/api/sq/applications (staff's work list: box, overdue, page) | ${search.worklist.rps} | ${search.worklist.p50} ms | ${search.worklist.p99} ms |`,
    `| GET /cloud-xj/api/sq/worklist (staff's counts) | ${search.counts.rps} | ${search.counts.p50} ms | ${search.counts.p99} ms |`,
    `| POST stuinfo/Search (name, page), the same server | ${search.students.rps} | ${search.students.p50} ms | ${search.students.p99} ms |`,
    '',
    `A batch decision of ${batchSize} status changes in the approval dialog (staff's list, ${batchSize} on a page, all selected; median of ${batch.runs} runs):`,
    '',
    '| measure | value |',
    '|---|---:|',
    `| submit pressed to all ${batchSize} decided or refused on screen | ${round(batch.doneMs / 1000, 2)} s (${round(batch.perDecisionMs)} ms per decision) |`,
    `| refused by the server (all runs; listed in the dialog with the reason) | ${batch.refused} of ${batch.runs * batchSize} |`,
    `| longest frame meanwhile (all runs) | ${round(batch.longest)} ms |`,
    `| frames over 50 ms meanwhile (all runs) | ${batch.over50} of ${batch.frames} |`,
  ];
}
