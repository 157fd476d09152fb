// The student list with 10,000 rows on one page: time from choosing the page size to the table on
// screen, then frame times while the wheel scrolls the virtual body.
//
// Why the frame figure moves between machines and runs: frames are wall-clock gaps between animation
// frames, and each 600 px wheel step mounts a fresh window of rows, which costs the renderer's main
// thread tens of ms of CPU on a 2-core machine. Whatever else runs there (other test runs, an export
// the mock server is still building) delays that work and shows up as long frames the page did not
// cause; a fast idle machine hides it. So the report puts the long frames next to the same page's idle
// floor and the load average, and gives the renderer CPU per wheel step, which load moves far less.
//
// `pnpm bench` calls `measureScroll` against its own servers. Alone:
//   node scripts/bench/scroll.mjs [--runs N] [--no-build] [--out-dir dist-bench]
//     [--web-port 10402] [--mock-port 10412] [--trace FILE] [--profile [FILE]] [--no-minify]
// builds apps/web into its own folder (unless --no-build), starts a mock server with 10,000 students
// and a preview on 127.0.0.1, prints the figures and the machine's load, and stops what it started.
// --trace writes a Chromium trace of the first run's scrolling (open it in DevTools' Performance
// panel) and prints where the main thread spent the long frames; --profile prints the CPU profile's
// heaviest functions.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath, start, stopAll as stopChildren } from './servers.mjs';

/* global window, document, requestAnimationFrame */

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDir = path.join(root, 'apps/web');

export const bigListStudents = 10_000;
/** A frame over 1.5 vsyncs (25 ms at 60 Hz) is one the user can see as a stutter. */
export const longFrameMs = 25;

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function signIn(page, username, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: /^登\s?录$/ }).click();
  await page.waitForFunction(() => performance.getEntriesByName('gs:shell-ready').length > 0, null, { timeout: 30_000 });
}

/** Opens the records page of `baseUrl` with every student on one page; resolves to the first-render timing. */
async function openBigList(page, baseUrl, students) {
  await signIn(page, 'admin', baseUrl);
  await page.goto(`${baseUrl}/xj/xjxx`);
  const rows = page.locator('.ant-table-tbody-virtual .ant-table-row');
  await rows.first().waitFor();
  await page.locator('.ant-pagination-options .ant-select').click();
  await page.evaluate(() => {
    performance.clearResourceTimings();
    window.__gsClick = performance.now();
  });
  await page.getByTitle(`${students} 条/页`).click();
  // Checked on every animation frame: the first frame that shows the one-page table of every row.
  await page.waitForFunction(
    () => {
      // The previous page stays on screen, under the table's loading veil, while the next loads; the
      // new page is on screen in the first frame after the veil goes.
      const loading = document.querySelector('.ant-table-wrapper .ant-spin-spinning') !== null;
      if (loading) window.__gsLoading = true;
      if (window.__gsLoading && !loading && !window.__gsShown) window.__gsShown = performance.now();
      return Boolean(window.__gsShown);
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return page.evaluate(() => {
    const search = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('stuinfo/Search'))
      .at(-1);
    return {
      totalMs: window.__gsShown - window.__gsClick,
      responseEndMs: search ? search.responseEnd - window.__gsClick : Number.NaN,
      bytes: search?.encodedBodySize ?? 0,
    };
  });
}

/** Starts recording the time between animation frames. */
export async function startFrames(page) {
  await page.evaluate(() => {
    // Each recording is a generation: a loop of an earlier one whose last callback was still queued
    // when this one started ends there, instead of recording every frame a second time (which
    // doubled the frame count of some runs).
    window.__gsGeneration = (window.__gsGeneration ?? 0) + 1;
    const generation = window.__gsGeneration;
    const frames = [];
    window.__gsFrames = frames;
    window.__gsStop = false;
    let last = performance.now();
    const tick = (now) => {
      if (window.__gsGeneration !== generation) return;
      frames.push(now - last);
      last = now;
      if (!window.__gsStop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Stops recording; resolves to the frame times in ms. */
export async function stopFrames(page) {
  return page.evaluate(() => {
    window.__gsStop = true;
    return window.__gsFrames.slice(1);
  });
}

/**
 * One 600 px wheel step per frame, as a fast flick of a wheel or trackpad delivers them: 200 steps,
 * about 2,000 rows. Each step is sent to the browser's input pipeline (CDP) and the next follows 16 ms
 * after the browser took it.
 */
const wheelSteps = 200;

async function wheelScroll(page) {
  for (let step = 0; step < wheelSteps; step += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(300);
}

/**
 * Renderer counters (CDP Performance.getMetrics) in ms: the main thread's CPU time and the time spent
 * in script, style and layout. CPU time does not grow while the thread waits for a core, so it shows
 * what the page costs whatever else the machine runs.
 */
async function cpuMetrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return {
    ThreadTime: value('ThreadTime'),
    ProcessTime: value('ProcessTime'),
    TaskDuration: value('TaskDuration'),
    ScriptDuration: value('ScriptDuration'),
    RecalcStyleDuration: value('RecalcStyleDuration'),
    LayoutDuration: value('LayoutDuration'),
  };
}

/** The main thread's busiest parts in a trace: slices of the renderer main thread, summed by name. */
export function summariseTrace(events) {
  const mains = new Set();
  for (const event of events) {
    if (event.name === 'thread_name' && event.args?.name === 'CrRendererMain') mains.add(`${event.pid}:${event.tid}`);
  }
  const onMain = events.filter((event) => mains.has(`${event.pid}:${event.tid}`) && event.ph === 'X' && typeof event.dur === 'number');
  const byName = new Map();
  for (const event of onMain) {
    const entry = byName.get(event.name) ?? { count: 0, totalMs: 0, maxMs: 0 };
    entry.count += 1;
    entry.totalMs += event.dur / 1000;
    entry.maxMs = Math.max(entry.maxMs, event.dur / 1000);
    byName.set(event.name, entry);
  }
  const gc = onMain.filter((event) => /GC|Scavenge|MarkCompact/i.test(event.name));
  return {
    top: [...byName.entries()].sort((a, b) => b[1].totalMs - a[1].totalMs).slice(0, 25),
    gcMs: gc.reduce((sum, event) => sum + event.dur / 1000, 0),
    gcCount: gc.length,
  };
}

/** Self time per function of a CPU profile (CDP Profiler), heaviest first. */
export function summariseProfile(profile, limit = 30) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < (profile.samples ?? []).length; i += 1) {
    const node = byId.get(profile.samples[i]);
    if (!node) continue;
    const frame = node.callFrame;
    const file = frame.url ? frame.url.split('/').at(-1) : '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  return { totalMs: total, top: [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the mock server answers a key read within 20 ms twice in a row (at most 60 s): an export
 * that an earlier bench stage aborted may still be building on it, and its CPU would show up as frames
 * the page did not cause. Resolves to the wait in ms.
 */
export async function settle(mockUrl) {
  if (!mockUrl) return 0;
  const begin = Date.now();
  let quick = 0;
  while (quick < 2 && Date.now() - begin < 60_000) {
    const start = performance.now();
    await fetch(`${mockUrl}/publicKey`).then((response) => response.arrayBuffer());
    quick = performance.now() - start < 20 ? quick + 1 : 0;
    if (quick < 2) await sleep(100);
  }
  return Date.now() - begin;
}

const share = (part, whole) => (whole > 0 ? (100 * part) / whole : Number.NaN);

/**
 * Runs the 10,000-row list `runs` times in fresh contexts of `browser` against `baseUrl` (a preview
 * whose mock server holds `students` students). With `trace`, the first run's scrolling is traced.
 */
export async function measureScroll(browser, baseUrl, { runs = 3, students = bigListStudents, mockUrl, trace, profile = false, log = () => {} } = {}) {
  const listRuns = [];
  const loadBefore = os.loadavg();
  let traceSummary;
  let profileSummary;
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const firstRender = await openBigList(page, baseUrl, students);
    const holder = page.locator('.ant-table-tbody-virtual-holder');
    await holder.hover();
    const settledMs = await settle(mockUrl);
    if (settledMs > 500) log(`waited ${settledMs} ms for the mock server to go quiet`);
    const cdp = run === 0 && (trace || profile) ? await context.newCDPSession(page) : undefined;
    let traceEvents;
    if (cdp && trace) {
      traceEvents = [];
      cdp.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...value));
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'disabled-by-default-devtools.timeline.frame',
            'v8',
            'v8.execute',
            'blink',
            'blink.user_timing',
            'cc',
            'gpu',
            'input',
            'benchmark',
            'disabled-by-default-v8.gc',
            'toplevel',
            '__metadata',
          ],
        },
        transferMode: 'ReportEvents',
      });
    }
    if (cdp && profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    // The machine's floor: frames of the same page doing nothing, just before the scrolling.
    await startFrames(page);
    await page.waitForTimeout(2_000);
    const idleFrames = await stopFrames(page);
    const metrics = await context.newCDPSession(page);
    await metrics.send('Performance.enable');
    const before = await cpuMetrics(metrics);
    const begin = Date.now();
    await startFrames(page);
    await wheelScroll(page);
    const frames = await stopFrames(page);
    const wallMs = Date.now() - begin;
    const after = await cpuMetrics(metrics);
    if (cdp && profile) {
      const { profile: cpu } = await cdp.send('Profiler.stop');
      profileSummary = summariseProfile(cpu);
      if (typeof profile === 'string') {
        writeFileSync(profile, JSON.stringify(cpu));
        log(`CPU profile written to ${profile} (open it in DevTools)`);
      }
    }
    if (cdp && trace) {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      writeFileSync(trace, JSON.stringify({ traceEvents }));
      traceSummary = summariseTrace(traceEvents);
      log(`trace written to ${trace}`);
    }
    const renderedRows = await page.locator('.ant-table-tbody-virtual .ant-table-row').count();
    const cpu = Object.fromEntries(Object.keys(after).map((name) => [name, after[name] - before[name]]));
    listRuns.push({ ...firstRender, frames, idleFrames, renderedRows, cpu, wallMs });
    const long = frames.filter((ms) => ms > longFrameMs).length;
    const idleLong = idleFrames.filter((ms) => ms > longFrameMs).length;
    log(
      `run ${run + 1}: ${long} of ${frames.length} frames over ${longFrameMs} ms (${round(share(long, frames.length))} %; idle page: ${idleLong} of ${idleFrames.length}); ` +
        `main thread CPU ${round(cpu.ThreadTime)} ms (script ${round(cpu.ScriptDuration)}, style ${round(cpu.RecalcStyleDuration)}, layout ${round(cpu.LayoutDuration)}) ` +
        `in ${wallMs} ms; load ${os.loadavg()[0].toFixed(1)}`,
    );
    await context.close();
  }
  const allFrames = listRuns.flatMap((run) => run.frames).sort((a, b) => a - b);
  const idleFrames = listRuns.flatMap((run) => run.idleFrames);
  const cpuPerStep = (name) => median(listRuns.map((run) => run.cpu[name] / wheelSteps));
  const longFrames = allFrames.filter((ms) => ms > longFrameMs).length;
  const idleLongFrames = idleFrames.filter((ms) => ms > longFrameMs).length;
  return {
    loadBefore,
    loadAfter: os.loadavg(),
    cores: os.cpus().length,
    longShare: share(longFrames, allFrames.length),
    idleLongShare: share(idleLongFrames, idleFrames.length),
    idleFrames: idleFrames.length,
    idleLongFrames,
    cpuPerStep: {
      thread: cpuPerStep('ThreadTime'),
      process: cpuPerStep('ProcessTime'),
      script: cpuPerStep('ScriptDuration'),
      style: cpuPerStep('RecalcStyleDuration'),
      layout: cpuPerStep('LayoutDuration'),
    },
    firstRenderMs: median(listRuns.map((run) => run.totalMs)),
    responseEndMs: median(listRuns.map((run) => run.responseEndMs)),
    payloadMb: (listRuns[0]?.bytes ?? 0) / 1024 / 1024,
    frames: allFrames.length,
    frameP50: percentile(allFrames, 50),
    frameP95: percentile(allFrames, 95),
    frameMax: allFrames.at(-1) ?? Number.NaN,
    longFrames,
    perRun: listRuns.map((run) => ({ frames: run.frames.length, long: run.frames.filter((ms) => ms > longFrameMs).length })),
    renderedRows: Math.max(...listRuns.map((run) => run.renderedRows)),
    runs: listRuns.length,
    traceSummary,
    profileSummary,
  };
}

/** The report lines of `pnpm bench` for the figures of `measureScroll`. */
export function scrollTable(bigList, students = bigListStudents) {
  return [
    `## Student list with ${students.toLocaleString('en-US')} rows (records page, page size ${students}, antd virtual table)`,
    '',
    '| measure | value |',
    '|---|---:|',
    `| page size chosen to table shown (median of ${bigList.runs}) | ${round(bigList.firstRenderMs)} ms |`,
    `| of which the search answer arrived (${round(bigList.payloadMb, 1)} MB JSON) | ${round(bigList.responseEndMs)} ms |`,
    `| rows in the DOM at any time | ${bigList.renderedRows} |`,
    `| frame time while wheel-scrolling (600 px per frame, about 2,000 rows): p50 / p95 / max | ${round(bigList.frameP50)} / ${round(bigList.frameP95)} / ${round(bigList.frameMax)} ms |`,
    `| frames over ${longFrameMs} ms (visible stutter), all runs | ${round(bigList.longShare)} % (${bigList.longFrames} of ${bigList.frames}; per run ${bigList.perRun.map((run) => `${run.long}/${run.frames}`).join(', ')}) |`,
    `| the same page idle, just before (the machine's floor): frames over ${longFrameMs} ms | ${round(bigList.idleLongShare)} % (${bigList.idleLongFrames} of ${bigList.idleFrames}) |`,
    `| renderer CPU per wheel step (median): main thread / whole renderer | ${round(bigList.cpuPerStep.thread, 2)} / ${round(bigList.cpuPerStep.process, 2)} ms |`,
    `| of the main thread: script / style / layout | ${round(bigList.cpuPerStep.script, 2)} / ${round(bigList.cpuPerStep.style, 2)} / ${round(bigList.cpuPerStep.layout, 2)} ms |`,
    `| load average of the machine (1 min) before / after, ${bigList.cores} cores | ${bigList.loadBefore[0].toFixed(1)} / ${bigList.loadAfter[0].toFixed(1)} |`,
    '',
    'Frame times are wall-clock gaps between animation frames: other processes on the machine lengthen them. Read them next to the idle floor and the load average; the renderer CPU per wheel step moves far less with load (about ±10 % where the frame share moved ±35 % for one build), so compare builds by it, in runs side by side.',
  ];
}

// ---------------------------------------------------------------------------------------------------
// Alone.

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const runs = Number(option('--runs', '3'));
  const outDir = option('--out-dir', 'dist-bench');
  const webPort = Number(option('--web-port', '10402'));
  const mockPort = Number(option('--mock-port', '10412'));
  const trace = args.includes('--trace') ? path.resolve(option('--trace')) : undefined;
  const host = '127.0.0.1';
  const log = (line) => process.stderr.write(`scroll: ${line}\n`);
  const children = [];
  const stopAll = () => stopChildren(children);
  process.on('exit', stopAll);
  process.on('SIGINT', () => process.exit(130));

  if (!args.includes('--no-build')) {
    log(`building apps/web into ${outDir} ...`);
    // --no-minify keeps the functions' names, for a profile that says where the time goes.
    const minify = args.includes('--no-minify') ? ['--minify', 'false'] : [];
    const build = spawnSync(
      process.execPath,
      [path.join(webDir, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error', ...minify],
      { cwd: webDir, stdio: 'inherit' },
    );
    if (build.status !== 0) process.exit(1);
  }
  const tsx = path.join(root, 'apps/mock-server/node_modules/.bin/tsx');
  const mockUrl = `http://${host}:${mockPort}`;
  await start(
    'mock server',
    tsx,
    ['src/main.ts', '--host', host, '--port', String(mockPort), '--students', String(bigListStudents), '--quiet'],
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
  // --profile takes an optional file: a following word that is not itself a flag.
  const profileArg = option('--profile');
  const profile = !args.includes('--profile') ? false : profileArg && !profileArg.startsWith('--') ? path.resolve(profileArg) : true;
  const result = await measureScroll(browser, `http://${host}:${webPort}`, { runs, mockUrl, trace, profile, log });
  const loadAfter = os.loadavg();
  await browser.close();
  stopAll();

  const lines = scrollTable(result);
  lines.push(
    `machine: ${os.cpus().length} cores, load average (1/5/15 min) before ${loadBefore.map((v) => v.toFixed(1)).join(' / ')}, after ${loadAfter.map((v) => v.toFixed(1)).join(' / ')}`,
  );
  if (result.traceSummary) {
    lines.push(
      '',
      `main thread during the traced run: GC ${round(result.traceSummary.gcMs)} ms in ${result.traceSummary.gcCount} pauses`,
      '',
      '| slice | count | total ms | max ms |',
      '|---|---:|---:|---:|',
    );
    for (const [name, entry] of result.traceSummary.top) lines.push(`| ${name} | ${entry.count} | ${round(entry.totalMs)} | ${round(entry.maxMs)} |`);
  }
  if (result.profileSummary) {
    lines.push('', `CPU profile of the first run (${round(result.profileSummary.totalMs)} ms sampled), self time:`, '', '| function | ms |', '|---|---:|');
    for (const [name, ms] of result.profileSummary.top) lines.push(`| ${name} | ${round(ms)} |`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exit(0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
}
