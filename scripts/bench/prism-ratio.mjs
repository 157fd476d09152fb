// The mock server side by side with Stoplight Prism mocking the same bundled spec: both on 127.0.0.1,
// loaded in turn with the same autocannon settings, so the ratio holds on a machine whose load moves.
// `pnpm bench` uses it; on its own (`node scripts/bench/prism-ratio.mjs [--port N] [--rounds N]
// [--seconds N]`) it starts both servers itself, prints the table and stops them.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const specFile = path.join(root, 'packages/sdk/src/generated/openapi.json');

/** The calls the ratio is kept for (issue 14: aim for 5x on both). */
export const PRISM_CALLS = [
  { title: 'GET /auth/info', path: '/auth/info' },
  { title: 'GET /kernel/notice (page of 10)', path: '/kernel/notice?current=1&size=10' },
];

const median = (list) => {
  if (list.length === 0) return Number.NaN;
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function prismCli() {
  const requireFromRoot = createRequire(path.join(root, 'package.json'));
  const manifestPath = requireFromRoot.resolve('@stoplight/prism-cli/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin.prism;
  return { file: path.join(path.dirname(manifestPath), bin), version: manifest.version };
}

const clockTicks = process.platform === 'linux' ? Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100 : 0;

function statFields(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may itself hold spaces and parentheses.
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** The pid and every descendant (tsx runs the server in a child process). */
function processTree(pid) {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      parents.set(Number(name), Number(statFields(name)[1]));
    } catch {
      // Gone between the listing and the read.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

/**
 * CPU milliseconds (user + system) the server's processes have used so far; `undefined` off Linux.
 * Divided by the requests served, it is the server's cost per request, which the neighbours' load
 * on a shared machine moves far less than requests/s.
 */
function cpuMs(pids) {
  if (!clockTicks) return undefined;
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = statFields(pid);
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // An exited helper process adds nothing.
    }
  }
  return (ticks * 1000) / clockTicks;
}

/** A server already answering on the port would be measured instead of the one started here. */
async function assertNothingAnswers(url, name) {
  const answered = await fetch(url).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Something already answers on ${url}; pick another port for ${name} (--port)`);
}

async function waitForHttp(url, child, name) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${name} did not answer on ${url} within 120 s`);
}

/**
 * Starts Prism in static mode (the spec's examples, no faker per request) with its log silenced, as
 * the mock server runs with --quiet.
 */
export async function startPrism({ host = '127.0.0.1', port }) {
  const cli = prismCli();
  await assertNothingAnswers(`http://${host}:${port}`, 'Prism');
  const child = spawn(process.execPath, [cli.file, 'mock', '--host', host, '--port', String(port), '--verboseLevel', 'silent', specFile], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const url = `http://${host}:${port}`;
  try {
    await waitForHttp(url, child, 'Prism');
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${stderr}`, { cause: error });
  }
  return { url, version: cli.version, child, stop: () => child.kill('SIGTERM') };
}

async function measure(url, headers, seconds, pids) {
  // Two seconds unrecorded first: the figures are the server's steady state, not V8 warming up.
  await autocannon({ url, connections: 10, duration: 2, headers });
  const cpuBefore = pids ? cpuMs(pids) : undefined;
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  const cpuAfter = pids ? cpuMs(pids) : undefined;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuUsPerRequest = cpuBefore === undefined || cpuAfter === undefined ? Number.NaN : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { rps: result.requests.average, cpuUsPerRequest };
}

/**
 * Loads each call on both servers in turn, `rounds` times. The ratio of a call is the median of the
 * per-round ratios, each taken from two runs seconds apart, so a neighbour's load spike moves both.
 */
export async function compareWithPrism({ mockUrl, mockPid, prismUrl, prismPid, token, seconds, rounds, log = () => {} }) {
  const mockPids = clockTicks && mockPid ? processTree(mockPid) : undefined;
  const prismPids = clockTicks && prismPid ? processTree(prismPid) : undefined;
  const rows = [];
  for (const call of PRISM_CALLS) {
    const ours = [];
    const prism = [];
    for (let round = 0; round < rounds; round += 1) {
      log(`${call.title}: round ${round + 1} of ${rounds}`);
      ours.push(await measure(`${mockUrl}${call.path}`, { authorization: `Bearer ${token}` }, seconds, mockPids));
      // Prism checks only that a bearer token is present.
      prism.push(await measure(`${prismUrl}${call.path}`, { authorization: 'Bearer prism' }, seconds, prismPids));
    }
    const ratios = ours.map((run, index) => run.rps / prism[index].rps);
    rows.push({
      title: call.title,
      ours: Math.round(median(ours.map((run) => run.rps))),
      prism: Math.round(median(prism.map((run) => run.rps))),
      ratio: median(ratios),
      ratioMin: Math.min(...ratios),
      ratioMax: Math.max(...ratios),
      oursCpuUs: median(ours.map((run) => run.cpuUsPerRequest)),
      prismCpuUs: median(prism.map((run) => run.cpuUsPerRequest)),
      rounds,
    });
  }
  return rows;
}

export function formatPrismTable(rows, prismVersion) {
  const fixed = (value) => value.toFixed(2);
  const lines = [
    `| call | mock server req/s | Prism ${prismVersion} req/s | ratio (median) | ratio range | server CPU per request: mock / Prism |`,
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const cpu = Number.isNaN(row.oursCpuUs)
      ? 'n/a'
      : `${Math.round(row.oursCpuUs)} µs / ${Math.round(row.prismCpuUs)} µs (${fixed(row.prismCpuUs / row.oursCpuUs)}x)`;
    lines.push(`| ${row.title} | ${row.ours} | ${row.prism} | **${fixed(row.ratio)}x** | ${fixed(row.ratioMin)}x - ${fixed(row.ratioMax)}x | ${cpu} |`);
  }
  return lines;
}

async function main() {
  const args = process.argv.slice(2);
  const flag = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
  const host = '127.0.0.1';
  const port = flag('--port', 10520);
  const rounds = flag('--rounds', 3);
  const seconds = flag('--seconds', 5);
  const log = (line) => process.stderr.write(`prism-ratio: ${line}\n`);

  const tsx = path.join(root, 'apps/mock-server/node_modules/.bin/tsx');
  await assertNothingAnswers(`http://${host}:${port}`, 'the mock server');
  const mock = spawn(tsx, ['src/main.ts', '--host', host, '--port', String(port), '--quiet'], { cwd: path.join(root, 'apps/mock-server'), stdio: 'ignore' });
  let prism;
  const stop = () => {
    prism?.stop();
    if (mock.exitCode === null) mock.kill('SIGTERM');
  };
  process.on('exit', stop);
  try {
    const mockUrl = `http://${host}:${port}`;
    await waitForHttp(mockUrl, mock, 'mock server');
    prism = await startPrism({ host, port: port + 1 });
    const login = await fetch(`${mockUrl}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: '123456' }),
    });
    const token = (await login.json()).data.token;
    const rows = await compareWithPrism({ mockUrl, mockPid: mock.pid, prismUrl: prism.url, prismPid: prism.child.pid, token, seconds, rounds, log });
    process.stdout.write(`${formatPrismTable(rows, prism.version).join('\n')}\n`);
  } finally {
    stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
