// What a write costs with --data-dir, at 2,000 and at 100,000 students: the latency of adding a
// notice (journal append + fsync before the answer), and how long a read (`GET /publicKey`) waits
// while writes run. Starts the real mock server on 127.0.0.1 in a temporary data directory for
// each size and prints a table; `pnpm bench` imports measureWrites and writesTable.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverDir = path.join(root, 'apps/mock-server');
const host = '127.0.0.1';
const port = Number(process.env.BENCH_WRITES_PORT ?? 10520);

const percentile = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};
const round = (value) => Math.round(value * 10) / 10;

function startServer(students, dataDir) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts', '--host', host, '--port', String(port), '--students', String(students), '--data-dir', dataDir, '--quiet'],
      {
        cwd: serverDir,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      if (/Mock server on http/.test(output)) resolve({ child, startMs: performance.now() - started });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`mock server exited with ${code}:\n${output}`)));
  });
}

async function signIn(base) {
  const answer = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'staff', password: '123456' }),
  });
  return (await answer.json()).data.token;
}

async function addNotice(base, token, n) {
  const started = performance.now();
  const answer = await fetch(`${base}/kernel/api/config/notice`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: `bench ${n}`, content: `&lt;p&gt;bench ${n}&lt;/p&gt;` }),
  });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`write ${n} answered ${answer.status}`);
  return performance.now() - started;
}

async function measure(students, WRITES) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-bench-writes-'));
  const { child, startMs } = await startServer(students, dataDir);
  const base = `http://${host}:${port}`;
  try {
    const token = await signIn(base);
    for (let i = 0; i < 20; i += 1) await addNotice(base, token, -i);
    // One write at a time: what a single user's save costs.
    const sequential = [];
    for (let i = 0; i < WRITES; i += 1) sequential.push(await addNotice(base, token, i));
    // Four writers at once, and a reader meanwhile: how long a cheap read waits behind writes.
    let writing = true;
    const reads = [];
    const reader = (async () => {
      while (writing) {
        const started = performance.now();
        await (await fetch(`${base}/publicKey`)).arrayBuffer();
        reads.push(performance.now() - started);
      }
    })();
    let next = WRITES;
    const concurrent = [];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < WRITES * 2) concurrent.push(await addNotice(base, token, next++));
      }),
    );
    writing = false;
    await reader;
    return {
      students,
      startMs: Math.round(startMs),
      writeMedianMs: round(percentile(sequential, 50)),
      writeP95Ms: round(percentile(sequential, 95)),
      concurrentWriteMedianMs: round(percentile(concurrent, 50)),
      readDuringWritesP50Ms: round(percentile(reads, 50)),
      readDuringWritesP95Ms: round(percentile(reads, 95)),
      reads: reads.length,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Write latency and read wait at 2,000 and 100,000 students (20,000 with quick). */
export async function measureWrites({ quick = false, log = (line) => process.stderr.write(`bench: ${line}\n`) } = {}) {
  const results = [];
  for (const students of quick ? [2000, 20000] : [2000, 100000]) {
    log(`writes with --data-dir and ${students} students ...`);
    results.push(await measure(students, quick ? 100 : 300));
  }
  return results;
}

export function writesTable(results) {
  const lines = ['| students | start | write p50 | write p95 | 4 writers p50 | read while writing p50 / p95 |', '|---:|---:|---:|---:|---:|---:|'];
  for (const r of results) {
    lines.push(
      `| ${r.students.toLocaleString('en')} | ${r.startMs} ms | ${r.writeMedianMs} ms | ${r.writeP95Ms} ms | ${r.concurrentWriteMedianMs} ms | ${r.readDuringWritesP50Ms} / ${r.readDuringWritesP95Ms} ms (${r.reads} reads) |`,
    );
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await measureWrites({ quick: process.argv.includes('--quick') });
  console.log(writesTable(results).join('\n'));
}
