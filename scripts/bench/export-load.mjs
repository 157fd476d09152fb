// What a long export does to everyone else (issue 13, section 4): the latency of a sign-in
// (`POST /auth/login`) and of `GET /publicKey`, probed one after the other, while 0, 1 and 8 photo
// exports of every student (`ExportExcel/DownloadPhotos`) run back to back, or one Excel or DBF export
// of every student, plus each export's time to first byte and to the last.
//
// `pnpm bench` calls `measureExportLoad` against its own mock server. Alone:
//   node scripts/bench/export-load.mjs [--url http://127.0.0.1:PORT | --port PORT] [--students N]
//     [--kinds photos,workbook,dbf] [--quick]
// starts a mock server from this checkout on 127.0.0.1 (default port 10520) unless --url points at
// a running one, prints the table, and stops what it started.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const X = '/cloud-xj/api/xj/xjxx';
/** The exports a phase can run, each of every student. */
const EXPORTS = {
  photos: { title: 'photo zip', method: 'POST', path: `${X}/ExportExcel/DownloadPhotos`, body: '{}' },
  workbook: { title: 'Excel of the whole search', method: 'POST', path: `${X}/ExportExcel/search`, body: '{}' },
  dbf: { title: 'DBF', method: 'GET', path: `${X}/ExportDbf` },
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function summary(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN };
}

/**
 * One HTTP call on node:http, without the fetch client's 300 s header timeout: a stalled server must
 * show up as a long latency, not as an error. Resolves to the time to the first body byte and to the end.
 */
function call(url, { method = 'GET', headers = {}, body, signal } = {}) {
  return new Promise((resolve, reject) => {
    const begin = performance.now();
    const request = http.request(url, { method, headers: body ? { ...headers, 'Content-Length': Buffer.byteLength(body) } : headers, signal }, (response) => {
      let firstByte = Number.NaN;
      let bytes = 0;
      response.on('data', (chunk) => {
        if (Number.isNaN(firstByte)) firstByte = performance.now() - begin;
        bytes += chunk.length;
      });
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${method} ${url}: HTTP ${response.statusCode}`));
        else resolve({ firstByte, total: performance.now() - begin, bytes });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const timed = async (url, init) => (await call(url, init)).total;

/** One export after the other until `stop` is set; resolves to each one's first-byte and total times. */
async function exportLoop(baseUrl, token, kind, state) {
  const { method, path: pathname, body } = EXPORTS[kind];
  const runs = [];
  while (!state.stop) {
    try {
      runs.push(
        await call(`${baseUrl}${pathname}`, {
          method,
          headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), Authorization: `Bearer ${token}` },
          body,
          signal: state.aborter.signal,
        }),
      );
      if (state.once) break;
    } catch (error) {
      if (state.stop) break;
      throw error;
    }
  }
  return runs;
}

/** Sign-ins and key reads, one after the other with a short pause, until `stop` is set. */
async function probeLoop(baseUrl, state) {
  const login = [];
  const publicKey = [];
  const body = JSON.stringify({ username: 'staff', password: '123456' });
  while (!state.stop) {
    login.push(await timed(`${baseUrl}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }));
    publicKey.push(await timed(`${baseUrl}/publicKey`));
    await sleep(20);
  }
  return { login, publicKey };
}

/** Waits until the server answers `/publicKey` quickly again (a stalled server finishes its backlog). */
async function settle(baseUrl) {
  for (let i = 0; i < 600; i += 1) {
    if ((await timed(`${baseUrl}/publicKey`)) < 20) return;
    await sleep(100);
  }
}

/** The phases of `pnpm bench`: nothing, one photo zip, eight photo zips. */
export const PHOTO_PHASES = [
  { kind: 'photos', exports: 0 },
  { kind: 'photos', exports: 1 },
  { kind: 'photos', exports: 8 },
];

/**
 * Runs each phase against a running mock server for `seconds` and returns one row per phase: probe
 * latencies (ms) and the exports' times. Each phase starts from a quiet server; an export still
 * running when its phase ends is cut.
 */
export async function measureExportLoad(baseUrl, { seconds = 15, phases = PHOTO_PHASES, log = () => {} } = {}) {
  const signIn = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  });
  const token = (await signIn.json()).data.token;
  // One export of each kind first, unmeasured: the students, the photos and the code paths are warm.
  for (const kind of new Set(phases.filter((phase) => phase.exports > 0).map((phase) => phase.kind))) {
    await exportLoop(baseUrl, token, kind, { stop: false, aborter: new AbortController(), once: true });
  }
  const rows = [];
  for (const { kind, exports } of phases) {
    log(`export under load: ${exports} ${EXPORTS[kind].title} export(s) running, ${seconds} s ...`);
    await settle(baseUrl);
    const state = { stop: false, aborter: new AbortController() };
    const loops = Array.from({ length: exports }, () => exportLoop(baseUrl, token, kind, state));
    const probes = probeLoop(baseUrl, state);
    await sleep(seconds * 1000);
    state.stop = true;
    const { login, publicKey } = await probes;
    state.aborter.abort();
    const runs = (await Promise.all(loops)).flat();
    rows.push({
      running: exports === 0 ? 'none' : `${exports} × ${EXPORTS[kind].title}`,
      login: summary(login),
      publicKey: summary(publicKey),
      exportFirstByte: summary(runs.map((run) => run.firstByte)),
      exportTotal: summary(runs.map((run) => run.total)),
      exportMb: runs.length ? runs[0].bytes / 1024 / 1024 : Number.NaN,
    });
  }
  return rows;
}

/** Markdown lines for BENCHMARKS.md. */
export function exportLoadTable(rows, students) {
  const fmt = (s) => (s.n ? `${round(s.p50)} / ${round(s.p95)} / ${round(s.max)}` : '-');
  return [
    `| running meanwhile (${students.toLocaleString('en-US')} students each) | sign-in p50 / p95 / max | \`/publicKey\` p50 / p95 / max | probes | export first byte p50 | export complete p50 / max | exports done | file |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.running} | ${fmt(row.login)} ms | ${fmt(row.publicKey)} ms | ${row.login.n} | ${row.exportTotal.n ? `${round(row.exportFirstByte.p50)} ms` : '-'} | ${row.exportTotal.n ? `${round(row.exportTotal.p50)} / ${round(row.exportTotal.max)} ms` : '-'} | ${row.exportTotal.n} | ${Number.isFinite(row.exportMb) ? `${round(row.exportMb)} MB` : '-'} |`,
    ),
  ];
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const quick = args.includes('--quick');
  const students = Number(option('--students') ?? 2000);
  let baseUrl = option('--url');
  let child;
  if (!baseUrl) {
    const port = Number(option('--port') ?? 10520);
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const tsx = path.join(root, 'apps/mock-server/node_modules/.bin/tsx');
    child = spawn(tsx, ['src/main.ts', '--host', '127.0.0.1', '--port', String(port), '--students', String(students), '--quiet'], {
      cwd: path.join(root, 'apps/mock-server'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk.toString();
        if (/started in \d+ ms/.test(output)) resolve();
      });
      child.on('exit', (code) => reject(new Error(`mock server exited with ${code}: ${output}`)));
    });
    baseUrl = `http://127.0.0.1:${port}`;
  }
  try {
    const kinds = (option('--kinds') ?? 'photos').split(',');
    const phases = [{ kind: kinds[0], exports: 0 }, ...kinds.flatMap((kind) => (kind === 'photos' ? [1, 8] : [1]).map((exports) => ({ kind, exports })))];
    const rows = await measureExportLoad(baseUrl, { seconds: quick ? 6 : 15, phases, log: (line) => process.stderr.write(`${line}\n`) });
    process.stdout.write(`${exportLoadTable(rows, students).join('\n')}\n`);
  } finally {
    child?.kill('SIGTERM');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
