// Each stage of `pnpm bench` starts on a quiet machine: what an earlier stage left running (an export
// still streaming, a journal being compacted, a server still collecting garbage) must not be measured
// as the next stage's cost. The machine is quiet when its CPUs, all of them together, were busy less
// than `threshold` of the time in each of `windows` consecutive windows of `windowMs`, as the kernel
// counts CPU time (os.cpus(): the same on every platform Node runs on).
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/** The share of CPU time the whole machine spent busy over the next `windowMs`. */
async function busyOver(windowMs) {
  const before = cpuTimes();
  await sleep(windowMs);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/**
 * Waits until the machine is quiet, or gives up after `timeoutMs` (a machine that others load never
 * is); resolves with what the stage started on, for the report: how long it waited and how busy the
 * machine was in the last window.
 */
export async function waitForQuiet(stage, { threshold = 0.15, windowMs = 1000, windows = 3, timeoutMs = 90_000, log = () => undefined } = {}) {
  const started = Date.now();
  let quietWindows = 0;
  let busy = 1;
  while (quietWindows < windows && Date.now() - started < timeoutMs) {
    busy = await busyOver(windowMs);
    quietWindows = busy < threshold ? quietWindows + 1 : 0;
  }
  const waitedMs = Date.now() - started;
  const quiet = quietWindows >= windows;
  if (!quiet) log(`${stage}: the machine stayed busy (${Math.round(busy * 100)} % of CPU) for ${Math.round(waitedMs / 1000)} s; measuring anyway`);
  return { stage, quiet, waitedMs, busyPercent: Math.round(busy * 100) };
}

/** The report's table of how each stage started. */
export function quietTable(rows, { threshold = 0.15, windows = 3, windowMs = 1000 } = {}) {
  return [
    `Each stage waits for a quiet machine before it starts: all CPUs together less than ${Math.round(threshold * 100)} % busy in ${windows} consecutive windows of ${windowMs / 1000} s (kernel CPU times, \`os.cpus()\`), or 90 s at most, in which case the row says the machine was busy.`,
    '',
    '| stage | started on | waited | CPU busy in the last second |',
    '|---|---|---:|---:|',
    ...rows.map((row) => `| ${row.stage} | ${row.quiet ? 'a quiet machine' : '**a busy machine**'} | ${round(row.waitedMs / 1000)} s | ${row.busyPercent} % |`),
  ];
}

const round = (value) => Math.round(value * 10) / 10;
