// `pnpm bench`: builds the web app, starts the mock server and a production preview on 127.0.0.1,
// measures what users feel (first-load size, Lighthouse, sign-in and tab-switch times) and what
// developers lean on (mock server throughput and latency, SDK cost per call), prints a table and
// writes BENCHMARKS.md. Flags: --quick (fewer runs), --no-lighthouse, --out FILE.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { exportLoadTable, measureExportLoad } from './export-load.mjs';
import { applicationsTable, measureApplicationSearch, measureBatchApproval, volumeApplications } from './applications.mjs';
import { compareWithPrism, formatPrismTable, startPrism } from './prism-ratio.mjs';
import { bigListStudents, measureScroll, scrollTable } from './scroll.mjs';
import { chromiumArgs, chromiumPath, start as startChild, stopAll as stopChildren } from './servers.mjs';
import { measureWrites, writesTable } from './writes.mjs';
import { gradeGridStudents, gradeGridTable, measureGradeGrid } from './grades.mjs';
import { measureConflictCheck, measureTimetableGrid, timetableServerArgs, timetableTable } from './timetable.mjs';
import { measureAnalysisCall, measureAnalysisPage, questionnaireServerArgs, questionnaireTable } from './questionnaire.mjs';
import { measureScreenHeap, screenTable } from './screen.mjs';
import { quietTable, waitForQuiet } from './quiet.mjs';

// The functions given to page.evaluate and page.waitForFunction run in the browser.

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDir = path.join(root, 'apps/web');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const withLighthouse = !args.includes('--no-lighthouse');
const outFile = args.includes('--out') ? path.resolve(args[args.indexOf('--out') + 1]) : path.join(root, 'BENCHMARKS.md');
const host = '127.0.0.1';
const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 10510);
const webPort = Number(process.env.BENCH_WEB_PORT ?? 10500);
const mockUrl = `http://${host}:${mockPort}`;
const webUrl = `http://${host}:${webPort}`;
const children = [];

function log(line) {
  process.stderr.write(`bench: ${line}\n`);
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** How each stage began (quiet.mjs), in the order they ran. */
const stages = [];
const quietly = async (stage) => stages.push(await waitForQuiet(stage, { log }));

const start = (name, command, commandArgs, options, ready) => startChild(name, command, commandArgs, options, ready, children);
const stopAll = () => stopChildren(children);
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

// 1. Build once, then read the sizes from the manifest.
log('building apps/web (vite build) ...');
const build = spawnSync(process.execPath, [path.join(webDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
  cwd: webDir,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);
const screens = JSON.parse(spawnSync(process.execPath, ['scripts/bundle-size.mjs', '--json'], { cwd: webDir, encoding: 'utf8' }).stdout);
const manifest = JSON.parse(readFileSync(path.join(webDir, 'dist/.vite/manifest.json'), 'utf8'));
const lazyChunks = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
  .map(([source, chunk]) => ({ source, gzipKb: round(gzipSync(readFileSync(path.join(webDir, 'dist', chunk.file)), { level: 9 }).length / 1024) }))
  .sort((a, b) => b.gzipKb - a.gzipKb)
  .slice(0, 6);

// 2. Servers.
log('starting the mock server and the preview ...');
const tsx = path.join(root, 'apps/mock-server/node_modules/.bin/tsx');
const mock = await start(
  'mock server',
  tsx,
  ['src/main.ts', '--host', host, '--port', String(mockPort), '--quiet'],
  { cwd: path.join(root, 'apps/mock-server') },
  /started in (\d+) ms/,
);
const mockStartMs = Number(mock.match[1]);
const big = await start(
  'mock server (100k)',
  tsx,
  ['src/main.ts', '--host', host, '--port', String(mockPort + 1), '--students', '100000', '--quiet'],
  { cwd: path.join(root, 'apps/mock-server') },
  /started in (\d+) ms/,
);
const bigStartMs = Number(big.match[1]);
big.child.kill('SIGTERM');
await start(
  'preview',
  process.execPath,
  [path.join(webDir, 'node_modules/vite/bin/vite.js'), 'preview', '--host', host, '--port', String(webPort), '--strictPort'],
  { cwd: webDir, env: { ...process.env, VITE_MOCK_TARGET: mockUrl } },
  /Local:|http:\/\/127/,
);
// A second pair for the 10,000-row list, so the throughput figures keep the usual 2,000 students.
const bigListMockUrl = `http://${host}:${mockPort + 2}`;
const bigListWebUrl = `http://${host}:${webPort + 1}`;
await start(
  'mock server (10,000)',
  tsx,
  ['src/main.ts', '--host', host, '--port', String(mockPort + 2), '--students', String(bigListStudents), '--quiet'],
  { cwd: path.join(root, 'apps/mock-server') },
  /started in (\d+) ms/,
);
await start(
  'preview (10,000)',
  process.execPath,
  [path.join(webDir, 'node_modules/vite/bin/vite.js'), 'preview', '--host', host, '--port', String(webPort + 1), '--strictPort'],
  { cwd: webDir, env: { ...process.env, VITE_MOCK_TARGET: bigListMockUrl } },
  /Local:|http:\/\/127/,
);

// A third pair with 20,000 applications: the applications list under load and a batch decision of 100.
const volumeMockUrl = `http://${host}:${mockPort + 4}`;
const volumeWebUrl = `http://${host}:${webPort + 2}`;
await start(
  'mock server (applications)',
  tsx,
  ['src/main.ts', '--host', host, '--port', String(mockPort + 4), '--applications', String(volumeApplications), '--quiet'],
  { cwd: path.join(root, 'apps/mock-server') },
  /started in (\d+) ms/,
);
await start(
  'preview (applications)',
  process.execPath,
  [path.join(webDir, 'node_modules/vite/bin/vite.js'), 'preview', '--host', host, '--port', String(webPort + 2), '--strictPort'],
  { cwd: webDir, env: { ...process.env, VITE_MOCK_TARGET: volumeMockUrl } },
  /Local:|http:\/\/127/,
);

// A fourth pair with a term of 2,000 offerings and about 20,000 enrolments: the timetable (issue 23 §2).
const timetableMockUrl = `http://${host}:${mockPort + 6}`;
const timetableWebUrl = `http://${host}:${webPort + 3}`;
await start(
  'mock server (timetable)',
  tsx,
  ['src/main.ts', '--host', host, '--port', String(mockPort + 6), ...timetableServerArgs, '--quiet'],
  { cwd: path.join(root, 'apps/mock-server') },
  /started in (\d+) ms/,
);
await start(
  'preview (timetable)',
  process.execPath,
  [path.join(webDir, 'node_modules/vite/bin/vite.js'), 'preview', '--host', host, '--port', String(webPort + 3), '--strictPort'],
  { cwd: webDir, env: { ...process.env, VITE_MOCK_TARGET: timetableMockUrl } },
  /Local:|http:\/\/127/,
);

// A fifth pair for the grade grid: 3,500 students give the cohort lecture's sheet about 500 (520 with the
// seed), the size issue 23 §3 sets its keystroke and paste goals for.
const gradeGridMockUrl = `http://${host}:${mockPort + 5}`;
const gradeGridWebUrl = `http://${host}:${webPort + 4}`;
await start(
  'mock server (grade grid)',
  tsx,
  ['src/main.ts', '--host', host, '--port', String(mockPort + 5), '--students', String(gradeGridStudents), '--quiet'],
  { cwd: path.join(root, 'apps/mock-server') },
  /started in (\d+) ms/,
);
await start(
  'preview (grade grid)',
  process.execPath,
  [path.join(webDir, 'node_modules/vite/bin/vite.js'), 'preview', '--host', host, '--port', String(webPort + 4), '--strictPort'],
  { cwd: webDir, env: { ...process.env, VITE_MOCK_TARGET: gradeGridMockUrl } },
  /Local:|http:\/\/127/,
);

// A sixth pair whose open questionnaire task holds 10,000 more submitted sheets: the analysis (issue 24 §2).
const questionnaireMockUrl = `http://${host}:${mockPort + 7}`;
const questionnaireWebUrl = `http://${host}:${webPort + 5}`;
await start(
  'mock server (questionnaire)',
  tsx,
  ['src/main.ts', '--host', host, '--port', String(mockPort + 7), ...questionnaireServerArgs, '--quiet'],
  { cwd: path.join(root, 'apps/mock-server') },
  /started in (\d+) ms/,
);
await start(
  'preview (questionnaire)',
  process.execPath,
  [path.join(webDir, 'node_modules/vite/bin/vite.js'), 'preview', '--host', host, '--port', String(webPort + 5), '--strictPort'],
  { cwd: webDir, env: { ...process.env, VITE_MOCK_TARGET: questionnaireMockUrl } },
  /Local:|http:\/\/127/,
);

// 3. Mock server throughput.
async function post(pathname, body, token) {
  const response = await fetch(`${mockUrl}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}
const { data: session } = await post('/auth/login', { username: 'admin', password: '123456' });
const token = session.token;
const loadSeconds = quick ? 3 : 8;
async function load(title, request) {
  const { path: pathname, ...rest } = request;
  // Two seconds unrecorded first: the figures are the server's steady state, not V8 warming up.
  await autocannon({ url: `${mockUrl}${pathname}`, connections: 10, duration: 2, ...rest });
  const result = await autocannon({ url: `${mockUrl}${pathname}`, connections: 10, duration: loadSeconds, ...rest });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}
await quietly('mock server throughput');
log('loading the mock server (autocannon, 10 connections) ...');
const json = { 'content-type': 'application/json' };
const auth = { authorization: `Bearer ${token}` };
const throughput = [
  await load('POST /auth/login', { method: 'POST', path: '/auth/login', headers: json, body: JSON.stringify({ username: 'staff', password: '123456' }) }),
  await load('POST stuinfo/Search (page of 20)', {
    method: 'POST',
    path: '/cloud-xj/api/xj/xjxx/stuinfo/Search',
    headers: { ...json, ...auth },
    body: JSON.stringify({ current: 1, size: 20 }),
  }),
  await load('GET /kernel/notice (page of 10)', { method: 'GET', path: '/kernel/notice?current=1&size=10', headers: auth }),
];

// 3a. The applications list at volume, next to the student search of the same server.
await quietly('applications list at volume');
const applicationSearch = await measureApplicationSearch(volumeMockUrl, { seconds: loadSeconds, log });

// 3b. What a long export does to other calls (issue 13, section 4).
await quietly('a long export and everyone else');
log('timing sign-ins while photo exports run ...');
const exportLoad = await measureExportLoad(mockUrl, { seconds: quick ? 6 : 15, log });
// The table exports of a large search, on the 10,000-student server.
const tableExportLoad = await measureExportLoad(bigListMockUrl, {
  seconds: quick ? 6 : 15,
  phases: [
    { kind: 'workbook', exports: 0 },
    { kind: 'workbook', exports: 1 },
    { kind: 'dbf', exports: 1 },
  ],
  log,
});

// 3c. What a write costs with --data-dir, and what a read waits meanwhile (issue 14, section 5).
await quietly('writes with --data-dir');
const writes = await measureWrites({ quick, log });

// 3d. Side by side with Stoplight Prism mocking the same spec (issue 14 keeps the ratio).
await quietly('next to Prism');
log('loading the mock server and Prism in turn (GET /auth/info, GET /kernel/notice) ...');
const prismRounds = quick ? 1 : 3;
const prism = await startPrism({ host, port: mockPort + 3 });
children.push(prism.child);
const prismRows = await compareWithPrism({
  mockUrl,
  mockPid: mock.child.pid,
  prismUrl: prism.url,
  prismPid: prism.child.pid,
  token,
  seconds: loadSeconds,
  rounds: prismRounds,
  log,
});
prism.stop();

// 4. SDK overhead.
await quietly('SDK cost per call');
log('measuring the SDK cost per call ...');
const sdk = JSON.parse(
  spawnSync(tsx, ['scripts/bench/sdk-overhead.ts'], { cwd: root, encoding: 'utf8', env: { ...process.env, SDK_BENCH_ROUNDS: quick ? '1000' : '3000' } }).stdout,
);

// 5. The browser: sign-in and tab switches (performance marks), Lighthouse.
const requireFromWeb = createRequire(path.join(webDir, 'package.json'));
const { chromium } = requireFromWeb('@playwright/test');
const debuggingPort = Number(process.env.BENCH_CDP_PORT ?? 10530);
const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`] });

async function signIn(page, username, baseUrl = webUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: /^登\s?录$/ }).click();
  await page.waitForFunction(() => performance.getEntriesByName('gs:shell-ready').length > 0, null, { timeout: 30_000 });
  return page.evaluate(() => {
    const begin = performance.getEntriesByName('gs:sign-in-start')[0];
    const end = performance.getEntriesByName('gs:shell-ready')[0];
    return begin && end ? end.startTime - begin.startTime : Number.NaN;
  });
}

log('timing sign-in to an interactive shell ...');
const signInRuns = [];
for (let i = 0; i < (quick ? 3 : 7); i += 1) {
  // Every run, not only the first: a sign-in is one second of work, which a busy machine would swamp.
  await quietly(`sign-in, run ${i + 1}`);
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  signInRuns.push(await signIn(page, 'admin'));
  await context.close();
}

await quietly('tab switches');
log('timing switches among 20 kept-alive tabs ...');
const tabContext = await browser.newContext({ viewport: { width: 1366, height: 800 } });
const tabPage = await tabContext.newPage();
await signIn(tabPage, 'admin');
const menuPaths = await tabPage.evaluate(async () => {
  const response = await fetch('/api/auth/menus', { headers: { Authorization: `Bearer ${localStorage.getItem('sys-auth-token')}` } });
  const body = await response.json();
  const leaves = [];
  const walk = (nodes) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children);
      else if (node.path.startsWith('/') && !node.meta.hidden && node.meta.target !== '_blank') leaves.push(node.path);
    }
  };
  walk(body.data);
  return leaves;
});
const tabPaths = menuPaths.slice(0, 19);
for (const pathname of tabPaths) {
  await tabPage.goto(`${webUrl}${pathname}`);
  await tabPage.locator(`[role="tab"][aria-selected="true"] [data-path="${pathname}"]`).waitFor();
}
// One round of clicks mounts every view and lets it load and lay out its list (a user reads a page
// before leaving it); the measured rounds then switch among kept-alive views.
for (const pathname of [...tabPaths].reverse()) {
  await tabPage.locator(`[data-path="${pathname}"]`).dispatchEvent('click');
  await tabPage.locator(`[role="tab"][aria-selected="true"] [data-path="${pathname}"]`).waitFor();
  await tabPage.waitForTimeout(600);
}
const tabCount = await tabPage.getByRole('tab').count();
const switchRuns = [];
const switchCommits = [];
for (let round = 0; round < (quick ? 1 : 2); round += 1) {
  for (const pathname of [...tabPaths].reverse()) {
    await tabPage.evaluate(() => performance.clearMarks());
    await tabPage.locator(`[data-path="${pathname}"]`).dispatchEvent('click');
    await tabPage.waitForFunction(() => performance.getEntriesByName('gs:view-shown').length > 0);
    const { committed, shown } = await tabPage.evaluate(() => {
      const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
      const begin = at('gs:tab-switch-start');
      return { committed: at('gs:view-committed') - begin, shown: at('gs:view-shown') - begin };
    });
    switchRuns.push(shown);
    switchCommits.push(committed);
  }
}
await tabContext.close();

await quietly('list of 10,000 rows');
log(`timing the student list with ${bigListStudents.toLocaleString('en-US')} rows ...`);
// The same measurement as `node scripts/bench/scroll.mjs` (one source), on this run's servers.
const bigList = await measureScroll(browser, bigListWebUrl, { runs: quick ? 1 : 3, students: bigListStudents, mockUrl: bigListMockUrl, log });

await quietly('grade grid');
log('timing the grade entry grid: keystrokes and a paste of 500 rows ...');
const gradeGrid = await measureGradeGrid(browser, gradeGridWebUrl, {
  mockUrl: gradeGridMockUrl,
  signIn,
  runs: quick ? 1 : 3,
  keystrokes: quick ? 60 : 150,
  log,
});

await quietly('timetable conflict check');
const conflictCheck = await measureConflictCheck(timetableMockUrl, { seconds: loadSeconds, log });
await quietly('timetable week grid');
const timetableGrid = await measureTimetableGrid(browser, timetableWebUrl, { signIn, runs: quick ? 1 : 3, log });

await quietly('questionnaire analysis call');
const analysisCall = await measureAnalysisCall(questionnaireMockUrl, { calls: quick ? 5 : 20, log });
await quietly('questionnaire analysis page');
const analysisPage = await measureAnalysisPage(browser, questionnaireWebUrl, { mockUrl: questionnaireMockUrl, signIn, runs: quick ? 2 : 5, log });

// The data screen on the main pair of servers (no ports of its own): its heap after 100 refreshes of every panel.
await quietly('data screen heap');
const screenToken = (
  await fetch(`${mockUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'staff', password: '123456' }),
  }).then((response) => response.json())
).data.token;
const screenHeap = await measureScreenHeap(browser, webUrl, { token: screenToken, log });

await quietly('batch decision of 100');
log(`timing a batch decision of 100 applications in the dialog ...`);
const batchApproval = await measureBatchApproval(browser, volumeWebUrl, signIn, { runs: quick ? 1 : 3, log });

const lighthouseRows = [];
if (withLighthouse) {
  await quietly('Lighthouse');
  log('running Lighthouse (desktop) on /login and the signed-in home ...');
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const categories = ['performance', 'accessibility', 'best-practices'];
  const audit = async (title, url, keepStorage) => {
    const result = await lighthouse(
      url,
      { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: keepStorage },
      desktopConfig,
    );
    const scores = Object.fromEntries(categories.map((category) => [category, Math.round((result?.lhr.categories[category]?.score ?? 0) * 100)]));
    lighthouseRows.push({
      title,
      ...scores,
      lcpMs: Math.round(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(result?.lhr.audits['total-blocking-time']?.numericValue ?? 0),
    });
  };
  await audit('/login', `${webUrl}/login`, false);
  // Sign in inside the same browser profile, then audit home with the stored token.
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.close();
  await audit('/ (signed in, home)', `${webUrl}/`, true);
}
await browser.close();
stopAll();

// 6. Report.
const now = new Date().toISOString().slice(0, 10);
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'cpu'}), Node ${process.version}, ${os.platform()}`;
const lines = [];
lines.push('# Benchmarks', '');
lines.push(
  `Measured ${now} by \`pnpm bench\` on ${machine}, Chromium from Debian, production build served by \`vite preview\`, mock server with seed 20260901 and 2,000 students.`,
  '',
);
lines.push(
  'Reproduce: `pnpm bench` (about 5 minutes; `--quick` for fewer runs, `--no-lighthouse` to skip Lighthouse). The command builds, starts its own servers on 127.0.0.1 and stops them.',
  '',
);
lines.push('## How each stage started', '', ...quietTable(stages), '');
lines.push('## First-load JavaScript (gzip)', '', '| screen | chunks | gzip | budget |', '|---|---:|---:|---:|');
for (const row of screens) lines.push(`| ${row.screen} | ${row.chunks} | ${row.gzipKb} KB | ${row.budgetKb} KB |`);
lines.push('', 'Largest lazy chunks:', '', '| chunk | gzip |', '|---|---:|');
for (const chunk of lazyChunks) lines.push(`| ${chunk.source} | ${chunk.gzipKb} KB |`);
if (lighthouseRows.length > 0) {
  lines.push(
    '',
    '## Lighthouse 12 (desktop preset)',
    '',
    '| page | performance | accessibility | best practices | LCP | TBT |',
    '|---|---:|---:|---:|---:|---:|',
  );
  for (const row of lighthouseRows)
    lines.push(`| ${row.title} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.lcpMs} ms | ${row.tbtMs} ms |`);
}
lines.push('', '## Interaction (performance marks read through Playwright, median)', '', '| measure | median | runs |', '|---|---:|---:|');
lines.push(`| sign-in pressed to interactive shell (home rendered) | ${round(median(signInRuns))} ms | ${signInRuns.length} |`);
lines.push(`| tab switch among ${tabCount} kept-alive tabs (click to view committed) | ${round(median(switchCommits))} ms | ${switchCommits.length} |`);
lines.push(`| tab switch among ${tabCount} kept-alive tabs (click to the next frame painted) | ${round(median(switchRuns))} ms | ${switchRuns.length} |`);
lines.push('', ...scrollTable(bigList, bigListStudents));
lines.push('', ...gradeGridTable(gradeGrid));
lines.push('', ...timetableTable(conflictCheck, timetableGrid));
lines.push('', ...questionnaireTable(analysisCall, analysisPage));
lines.push('', ...screenTable(screenHeap));
lines.push(
  '',
  '## Mock server (autocannon, 10 connections, ' + `${loadSeconds} s each after 2 s of warm-up; load generator and server share the 2 cores)`,
  '',
  '| call | requests/s | p50 | p99 |',
  '|---|---:|---:|---:|',
);
for (const row of throughput) lines.push(`| ${row.title} | ${row.rps} | ${row.p50} ms | ${row.p99} ms |`);
lines.push('', `Start-up: ${mockStartMs} ms with 2,000 students, ${bigStartMs} ms with 100,000 (as the server prints it).`);
lines.push('', ...applicationsTable(applicationSearch, batchApproval, loadSeconds));
lines.push(
  '',
  '## A long export and everyone else (issue 13: sign-in and key read, probed one after the other 20 ms apart, while exports of every student run back to back)',
  '',
  ...exportLoadTable(exportLoad, 2000),
);
lines.push('', ...exportLoadTable(tableExportLoad, bigListStudents));
lines.push(
  '',
  '## Writes with `--data-dir` (add a notice: journal line fsynced before the answer; `GET /publicKey` read meanwhile)',
  '',
  ...writesTable(writes),
);
lines.push(
  '',
  `## Mock server next to Stoplight Prism ${prism.version} (the same spec, 127.0.0.1)`,
  '',
  `Prism mocks \`packages/sdk/src/generated/openapi.json\` from its examples with its log silenced; the mock server signs in, checks the token and the permission, validates the query and reads its store. Both are loaded in turn with the same autocannon settings (10 connections, 2 s warm-up, ${loadSeconds} s measured), ${prismRounds} round${prismRounds === 1 ? '' : 's'} per call; the ratio is the median of the per-round ratios, and the server CPU per request (Linux) is what each server process used divided by the requests it answered.`,
  '',
  ...formatPrismTable(prismRows, prism.version),
);
lines.push(
  '',
  '## SDK cost per call',
  '',
  `Against a local server answering one fixed envelope, ${sdk.rounds} sequential calls each: bare \`fetch\` + \`json()\` median ${round(sdk.bareMedianMs, 3)} ms, SDK \`api.get\` median ${round(sdk.sdkMedianMs, 3)} ms: **${Math.round(sdk.overheadMedianUs)} µs** of SDK work per call (token, envelope, status rules, typed params).`,
);
const report = `${lines.join('\n')}\n`;
writeFileSync(outFile, report);
process.stdout.write(report);
log(`written to ${path.relative(process.cwd(), outFile) || outFile}`);
process.exit(0);
