// The questionnaire analysis at size (issue 24 §2): a mock server whose open task (研究生培养满意度调查, ten
// questions of every kind) holds 10,000 more submitted sheets. Two figures: the server's analysis call
// (POST /examination/tasks/{id}/analysis over every sheet) one call at a time, and the analysis page in
// the browser from the moment it is opened to every chart painted, by the page's own marks
// (gs:analysis-data: the analysis in hand; gs:analysis-painted: the frame after the last chart drew).
//
// The page is opened as the app opens a page from a link: a client-side navigation from the signed-in
// home, in a fresh browser context each run, so each run loads the page's chunk (echarts with it) as a
// user's first visit does.
//
// `pnpm bench` starts the server with `questionnaireServerArgs` and calls both measures. Alone:
//   node scripts/bench/questionnaire.mjs [--runs N] [--no-build] [--out-dir dist-bench-wj]
//     [--web-port 10341] [--mock-port 10340]
// builds apps/web into its own folder (unless --no-build), starts a mock server with the 10,000 sheets and
// a preview on 127.0.0.1, prints the figures and stops what it started.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, chromiumArgs, chromiumPath, start, stopAll as stopChildren } from './servers.mjs';

/* global history, window, PopStateEvent, document */

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDir = path.join(root, 'apps/web');

export const questionnaireAnswers = 10_000;
export const questionnaireServerArgs = ['--questionnaire-answers', String(questionnaireAnswers)];

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? Number.NaN;
};

/** The task with the most submitted sheets (the open one the flag fills), as the graduate school sees it. */
async function biggestTask(mockUrl) {
  const { token } = await call(mockUrl, undefined, 'POST', '/auth/login', { username: 'staff', password: '123456' });
  const page = await call(mockUrl, token, 'GET', '/cloud-xj/api/examination/tasks?current=1&size=100');
  const task = [...page.records].sort((a, b) => b.answered - a.answered)[0];
  if (!task) throw new Error('the mock server has no questionnaire task');
  return { token, task };
}

/** The analysis call over every sheet, `calls` times one after the other (after 3 unrecorded). */
export async function measureAnalysisCall(mockUrl, { calls = 20, log = () => {} } = {}) {
  const { token, task } = await biggestTask(mockUrl);
  log(`the analysis call over ${task.answered} sheets ...`);
  const pathname = `/cloud-xj/api/examination/tasks/${task.id}/analysis`;
  for (let i = 0; i < 3; i += 1) await call(mockUrl, token, 'POST', pathname, {});
  const times = [];
  for (let i = 0; i < calls; i += 1) {
    const begin = performance.now();
    await call(mockUrl, token, 'POST', pathname, {});
    times.push(performance.now() - begin);
  }
  // One with a cross-filter, as a click on a bar asks for.
  const analysis = await call(mockUrl, token, 'POST', pathname, {});
  const choice = analysis.questions.find((q) => q.options?.length);
  const filtered = [];
  if (choice) {
    const body = { filters: [{ questionId: choice.questionId, values: [choice.options[0].value] }] };
    for (let i = 0; i < calls; i += 1) {
      const begin = performance.now();
      await call(mockUrl, token, 'POST', pathname, body);
      filtered.push(performance.now() - begin);
    }
  }
  return {
    sheets: task.answered,
    questions: analysis.questions.length,
    calls,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    filteredP50: round(percentile(filtered, 50)),
  };
}

/**
 * The renderer's main-thread CPU time and its script, style and layout time in ms (CDP Performance
 * counters, as scroll.mjs reads them): CPU time does not grow while the thread waits for a core, so it
 * tells what the page costs whatever else the machine runs.
 */
async function mainThreadCpu(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { thread: value('ThreadTime'), script: value('ScriptDuration'), style: value('RecalcStyleDuration'), layout: value('LayoutDuration') };
}

/**
 * The analysis page opened `runs` times as the graduate school (staff), each in a fresh context: from the
 * navigation to the analysis in hand and to every chart painted.
 */
export async function measureAnalysisPage(browser, baseUrl, { mockUrl, signIn, runs = 5, log = () => {} } = {}) {
  const { task } = await biggestTask(mockUrl);
  const target = `/examination/answer/analysis?taskId=${encodeURIComponent(task.id)}`;
  log(`the analysis page of ${task.answered} sheets, ${runs} runs ...`);
  const opens = [];
  const datas = [];
  const draws = [];
  const cpus = [];
  let charts = 0;
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'staff', baseUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = await mainThreadCpu(cdp);
    await page.evaluate((url) => {
      performance.clearMarks();
      performance.mark('bench:analysis-open');
      // What a link in the app does: the router takes the new address without reloading the page.
      history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target);
    await page.waitForFunction(() => performance.getEntriesByName('gs:analysis-painted').length > 0, null, { timeout: 60_000 });
    const after = await mainThreadCpu(cdp);
    cpus.push(Object.fromEntries(Object.keys(after).map((name) => [name, after[name] - before[name]])));
    const marks = await page.evaluate(() => {
      const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
      return { open: at('bench:analysis-open'), data: at('gs:analysis-data'), painted: at('gs:analysis-painted') };
    });
    opens.push(marks.painted - marks.open);
    datas.push(marks.data - marks.open);
    draws.push(marks.painted - marks.data);
    charts = await page.evaluate(() => document.querySelectorAll('[data-analysis-chart] svg').length);
    await context.close();
  }
  return {
    task: task.title,
    sheets: task.answered,
    runs,
    charts,
    openP50: round(percentile(opens, 50)),
    openP95: round(percentile(opens, 95)),
    openMin: round(Math.min(...opens)),
    dataP50: round(percentile(datas, 50)),
    drawP50: round(percentile(draws, 50)),
    cpu: Object.fromEntries(
      ['thread', 'script', 'style', 'layout'].map((name) => [
        name,
        round(
          percentile(
            cpus.map((cpu) => cpu[name]),
            50,
          ),
        ),
      ]),
    ),
  };
}

/** The report's section. */
export function questionnaireTable(call, page) {
  return [
    `## Questionnaire analysis (issue 24 §2: ${page.sheets.toLocaleString('en-US')} submitted sheets of “${page.task}”, ${call.questions} questions)`,
    '',
    '| measure | figure | goal |',
    '|---|---:|---:|',
    `| analysis page, opened to all ${page.charts} charts painted, p50 of ${page.runs} (fresh context each: the page's chunk loaded) | ${page.openP50} ms | <= 1000 ms |`,
    `| the same, p95 | ${page.openP95} ms | <= 1000 ms |`,
    `| the same, best run (the least disturbed by the machine's other work) | ${page.openMin} ms | |`,
    `| of which opened to the analysis in hand (chunk, task, analysis call), p50 | ${page.dataP50} ms | |`,
    `| of which the analysis in hand to all charts painted, p50 | ${page.drawP50} ms | |`,
    `| renderer main-thread CPU for the open, p50 (does not grow while the thread waits for a core) | ${page.cpu.thread} ms | |`,
    `| of it script / style / layout | ${page.cpu.script} / ${page.cpu.style} / ${page.cpu.layout} ms | |`,
    `| analysis call (POST /examination/tasks/{id}/analysis, every sheet), one at a time, p50 | ${call.p50} ms | <= 100 ms |`,
    `| the same, p95 | ${call.p95} ms | |`,
    `| the same with one cross-filter (a bar clicked), p50 | ${call.filteredP50} ms | |`,
  ];
}

// ---------------------------------------------------------------------------------------------------
// Alone.

async function signInAlone(page, username, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: /^登\s?录$/ }).click();
  await page.waitForFunction(() => performance.getEntriesByName('gs:shell-ready').length > 0, null, { timeout: 30_000 });
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const runs = Number(option('--runs', '5'));
  const outDir = option('--out-dir', 'dist-bench-wj');
  const webPort = Number(option('--web-port', '10341'));
  const mockPort = Number(option('--mock-port', '10340'));
  const host = '127.0.0.1';
  const log = (line) => process.stderr.write(`questionnaire: ${line}\n`);
  const children = [];
  const stopAll = () => stopChildren(children);
  process.on('exit', stopAll);
  process.on('SIGINT', () => process.exit(130));

  if (!args.includes('--no-build')) {
    log(`building apps/web into ${outDir} ...`);
    const build = spawnSync(
      process.execPath,
      [path.join(webDir, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: webDir,
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) process.exit(1);
  }
  const tsx = path.join(root, 'apps/mock-server/node_modules/.bin/tsx');
  const mockUrl = `http://${host}:${mockPort}`;
  const webUrl = `http://${host}:${webPort}`;
  await start(
    'mock server',
    tsx,
    ['src/main.ts', '--host', host, '--port', String(mockPort), ...questionnaireServerArgs, '--quiet'],
    { cwd: path.join(root, 'apps/mock-server') },
    /started in (\d+) ms/,
    children,
  );
  await start(
    'preview',
    process.execPath,
    [path.join(webDir, 'node_modules/vite/bin/vite.js'), 'preview', '--outDir', outDir, '--host', host, '--port', String(webPort), '--strictPort'],
    { cwd: webDir, env: { ...process.env, VITE_MOCK_TARGET: mockUrl } },
    /Local:|http:\/\/127/,
    children,
  );
  const { chromium } = createRequire(path.join(webDir, 'package.json'))('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
  const loadBefore = os.loadavg();
  const analysisCall = await measureAnalysisCall(mockUrl, { log });
  const analysisPage = await measureAnalysisPage(browser, webUrl, { mockUrl, signIn: signInAlone, runs, log });
  const loadAfter = os.loadavg();
  await browser.close();
  stopAll();
  const lines = questionnaireTable(analysisCall, analysisPage);
  lines.push(
    '',
    `machine: ${os.cpus().length} cores, load average (1/5/15 min) before ${loadBefore.map((v) => v.toFixed(1)).join(' / ')}, after ${loadAfter.map((v) => v.toFixed(1)).join(' / ')}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exit(0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
}
