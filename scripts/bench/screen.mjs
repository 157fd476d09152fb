// The data screen's memory over time (issue 24 §3): the board is meant to stay open on a wall for days, each
// panel asking again on its interval. Opened with `?refresh=200` (every panel every 200 ms), it is warmed up,
// its heap read after a forced garbage collection (CDP `HeapProfiler.collectGarbage`, then
// `Runtime.getHeapUsage`), then read again after 100 more refreshes of every panel. The growth between the two
// is the figure (goal <= 10 %); the DOM's node and listener counts are read alongside, since a leak of nodes
// shows there before it shows in the heap.
//
// `pnpm bench` calls `measureScreenHeap` on its main servers. Alone: `node scripts/bench/screen.mjs` starts a
// mock server and a preview of apps/web/dist (build it first, or pass `--build`; `--out-dir dist-x` for another
// build folder; `--refreshes N` for another count) on 127.0.0.1:10380 and 10381 (BENCH_SCREEN_MOCK_PORT / BENCH_SCREEN_WEB_PORT), and prints the
// figures.

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const PANELS = ['students', 'degrees', 'applications', 'timetable', 'questionnaires', 'activity'];

/** Heap in use after two forced collections (the second catches what the first's finalisers freed), and the DOM's counts. */
async function settledMemory(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return { used: usedSize, nodes: dom.nodes, listeners: dom.jsEventListeners };
}

/**
 * Opens the board signed in as staff at `baseUrl` with every panel refreshing every `refreshMs`, and measures
 * the heap after `warmup` and again after `refreshes` more answers of every panel.
 */
export async function measureScreenHeap(browser, baseUrl, { token, refreshMs = 200, warmup = 20, refreshes = 100, log = () => {} } = {}) {
  log(`the data screen: heap after ${refreshes} refreshes of every panel, every ${refreshMs} ms ...`);
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  // The session where a sign-in leaves it (the board opens in a window of its own and finds it there).
  await context.addInitScript((value) => localStorage.setItem('sys-auth-token', value), token);
  const page = await context.newPage();
  const answers = new Map(PANELS.map((name) => [name, 0]));
  page.on('response', (response) => {
    const match = /\/cloud-xj\/api\/screen\/(\w+)/.exec(response.url());
    if (match && response.status() === 200) answers.set(match[1], (answers.get(match[1]) ?? 0) + 1);
  });
  const least = () => Math.min(...PANELS.map((name) => answers.get(name) ?? 0));
  const until = async (count) => {
    const deadline = Date.now() + 10 * 60_000;
    while (least() < count) {
      if (Date.now() > deadline) throw new Error(`the screen's panels stopped refreshing: ${JSON.stringify(Object.fromEntries(answers))}`);
      await page.waitForTimeout(250);
    }
  };

  await page.goto(`${baseUrl}/screen?refresh=${refreshMs}`);
  await page.waitForSelector('[data-panel="activity"][data-state="ready"]', { timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await until(warmup);
  const before = await settledMemory(cdp);
  const started = least();
  const startedAt = Date.now();
  await until(started + refreshes);
  const seconds = (Date.now() - startedAt) / 1000;
  const after = await settledMemory(cdp);
  const errors = await page.locator('[data-panel][data-state="error"]').count();
  await context.close();
  const mb = (bytes) => round(bytes / 1024 / 1024, 2);
  return {
    refreshMs,
    refreshes,
    seconds: round(seconds),
    calls: Object.fromEntries(answers),
    beforeMb: mb(before.used),
    afterMb: mb(after.used),
    growthPct: round(((after.used - before.used) / before.used) * 100),
    nodes: [before.nodes, after.nodes],
    listeners: [before.listeners, after.listeners],
    errors,
  };
}

/** The report's section. */
export function screenTable(heap) {
  return [
    `## Data screen (issue 24 §3: every panel refreshed every ${heap.refreshMs} ms, heap read after forced garbage collection)`,
    '',
    '| measure | figure | goal |',
    '|---|---:|---:|',
    `| JS heap after warm-up | ${heap.beforeMb} MB | |`,
    `| JS heap after ${heap.refreshes} more refreshes of every panel (${heap.seconds} s) | ${heap.afterMb} MB | |`,
    `| growth | ${heap.growthPct} % | <= 10 % |`,
    `| DOM nodes, before -> after | ${heap.nodes[0]} -> ${heap.nodes[1]} | |`,
    `| event listeners, before -> after | ${heap.listeners[0]} -> ${heap.listeners[1]} | |`,
  ];
}

// Alone: own servers on the screen's ports, one measurement, the figures printed.
if (import.meta.url === `file://${process.argv[1]}`) {
  const path = await import('node:path');
  const { spawnSync } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const { createRequire } = await import('node:module');
  const { chromiumArgs, chromiumPath, start, stopAll } = await import('./servers.mjs');
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const webDir = path.join(root, 'apps/web');
  const args = process.argv.slice(2);
  const outDir = args.includes('--out-dir') ? args[args.indexOf('--out-dir') + 1] : 'dist';
  const refreshes = args.includes('--refreshes') ? Number(args[args.indexOf('--refreshes') + 1]) : 100;
  const host = '127.0.0.1';
  const mockPort = Number(process.env.BENCH_SCREEN_MOCK_PORT ?? 10380);
  const webPort = Number(process.env.BENCH_SCREEN_WEB_PORT ?? 10381);
  const mockUrl = `http://${host}:${mockPort}`;
  const log = (line) => process.stderr.write(`bench: ${line}\n`);
  const children = [];
  process.on('exit', () => stopAll(children));
  process.on('SIGINT', () => process.exit(130));
  try {
    if (args.includes('--build')) {
      log(`building apps/web into ${outDir} ...`);
      const vite = path.join(webDir, 'node_modules/vite/bin/vite.js');
      const build = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--logLevel', 'error'], { cwd: webDir, stdio: 'inherit' });
      if (build.status !== 0) process.exit(1);
    }
    const tsx = path.join(root, 'apps/mock-server/node_modules/.bin/tsx');
    await start(
      'mock server',
      tsx,
      ['src/main.ts', '--host', host, '--port', String(mockPort), '--quiet'],
      { cwd: path.join(root, 'apps/mock-server') },
      /started in/,
      children,
    );
    const vite = path.join(webDir, 'node_modules/vite/bin/vite.js');
    await start(
      'preview',
      process.execPath,
      [vite, 'preview', '--outDir', outDir, '--host', host, '--port', String(webPort), '--strictPort'],
      { cwd: webDir, env: { ...process.env, VITE_MOCK_TARGET: mockUrl } },
      /Local:/,
      children,
    );
    const login = await fetch(`${mockUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'staff', password: '123456' }),
    }).then((response) => response.json());
    const { chromium } = createRequire(path.join(webDir, 'package.json'))('@playwright/test');
    const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
    const heap = await measureScreenHeap(browser, `http://${host}:${webPort}`, { token: login.data.token, refreshes, log });
    await browser.close();
    console.log(screenTable(heap).join('\n'));
    console.log(`\nanswers per panel: ${JSON.stringify(heap.calls)}; panels in error at the end: ${heap.errors}`);
    console.log(`growth ${heap.growthPct} % (goal <= 10 %): ${heap.growthPct <= 10 ? 'met' : 'not met'}`);
  } finally {
    stopAll(children);
  }
}
