/**
 * `pnpm contract` against backends no one here wrote: Stoplight Prism mocking our own bundled spec.
 * With `--dynamic` every answer is a schema-valid but useless body (random codes, keys, ids and
 * bytes); without it Prism serves the spec's own examples. Either way the check must run to the end
 * and print one verdict per operation (issue 13, section 5).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliIo, type CliResult, runCli } from '../../../scripts/contract/cli.ts';
import { DEFAULT_SPEC_FILE, loadSpec } from '../../../scripts/contract/spec.ts';
import { tempDir } from './helpers.ts';

const require = createRequire(import.meta.url);
const PRISM_CLI = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
const OPERATIONS = loadSpec().operations;

/** A free port on 127.0.0.1 (Prism takes no port 0). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

interface RunningPrism {
  url: string;
  stop(): Promise<void>;
}

/** Starts Prism on 127.0.0.1 and waits until it answers; its log is kept for the failure message. */
async function startPrism(dynamic: boolean): Promise<RunningPrism> {
  const port = await freePort();
  const args = [PRISM_CLI, 'mock', '--host', '127.0.0.1', '--port', String(port), ...(dynamic ? ['--dynamic'] : []), DEFAULT_SPEC_FILE];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, SCARF_ANALYTICS: 'false', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Bounded by attempts, not by a deadline: a loaded machine only makes it slower.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`Prism exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${url}/publicKey`)).status > 0) {
        return {
          url,
          async stop() {
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
          },
        };
      }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`Prism did not answer:\n${log}`);
}

function capture(): CliIo & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => lines.push(...line.split('\n')), err: (line) => errors.push(line) };
}

/** Every flag, so every scenario runs its writes and its account-only reads against the mock. */
async function check(url: string, report: string): Promise<{ io: ReturnType<typeof capture>; result: CliResult }> {
  const io = capture();
  const result = await runCli(
    [
      '--base-url',
      url,
      '--writes',
      '--allow-residue',
      '--report',
      report,
      '--student-username',
      'student',
      '--student-password',
      '123456',
      '--teacher-username',
      'teacher',
      '--teacher-password',
      '123456',
      '--sso-payload',
      'SSO-admin',
      '--cas-ticket',
      'ST-admin-contract-cas',
      '--sms-phone',
      '13800000001',
    ],
    {},
    io,
  );
  return { io, result };
}

function expectAVerdictPerOperation(io: ReturnType<typeof capture>, result: CliResult): void {
  expect(io.errors).toEqual([]);
  const verdicts = io.lines.filter((line) => /^(PASS|FAIL|SKIP) (GET|POST|PUT|DELETE) \//.test(line));
  expect(verdicts).toHaveLength(OPERATIONS.length);
  expect(io.lines.at(-2)).toMatch(new RegExp(`^${OPERATIONS.length} operations: \\d+ PASS, \\d+ FAIL, \\d+ SKIP`));
  for (const op of result.report!.operations) {
    if (op.result !== 'PASS') expect((op.reason ?? '').length, `${op.method} ${op.path}`).toBeGreaterThan(10);
  }
}

// No per-test deadline: Prism's start and the run take what a loaded machine needs; every request of
// the check has its own timeout, and the start is bounded by attempts.
describe('pnpm contract against Prism answering schema-valid but useless bodies', () => {
  let prism: RunningPrism;
  let temp: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    temp = await tempDir();
    prism = await startPrism(true);
  }, 0);
  afterAll(async () => {
    await prism?.stop();
    await temp?.remove();
  });

  it('runs to the end and gives every operation a verdict with its reason', { timeout: 0 }, async () => {
    const { io, result } = await check(prism.url, path.join(temp.dir, 'dynamic.json'));
    expectAVerdictPerOperation(io, result);
    const report = result.report!;
    // Random envelope codes are not success codes, so sign-in fails and says why...
    const byId = new Map(report.operations.map((op) => [op.operationId, op]));
    expect(byId.get('login')!.result).toBe('FAIL');
    expect(byId.get('login')!.reason).toMatch(/is not a success code|\$\.data/);
    // ...and what needs a session is skipped with that reason, not called.
    expect(byId.get('listNotices')).toMatchObject({ result: 'SKIP', reason: expect.stringMatching(/^needs a signed-in session: sign-in failed/) });
    // The public operations are still called.
    for (const id of ['getPublicKey', 'getPublicNotice', 'ssoLogin', 'casLogin', 'sendSmsCode']) expect(byId.get(id)!.calls.length, id).toBeGreaterThan(0);
    expect(result.code).toBe(1);
  });
});

describe('pnpm contract against Prism serving the spec’s examples', () => {
  let prism: RunningPrism;
  let temp: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    temp = await tempDir();
    prism = await startPrism(false);
  }, 0);
  afterAll(async () => {
    await prism?.stop();
    await temp?.remove();
  });

  it('signs in with the example answers and fails no JSON operation', { timeout: 0 }, async () => {
    const { io, result } = await check(prism.url, path.join(temp.dir, 'static.json'));
    expectAVerdictPerOperation(io, result);
    const report = result.report!;
    console.log(`contract check against Prism (examples): ${report.counts.pass} PASS, ${report.counts.fail} FAIL, ${report.counts.skip} SKIP`);
    const json = new Set(OPERATIONS.filter((op) => op.ok.mediaTypes.includes('application/json')).map((op) => op.id));
    // Prism's blobs are example text, not a PDF or an image, so those FAIL; every JSON answer is a
    // realistic example, and the check gets through sign-in and every signed-in read with them.
    const broken = report.operations
      .filter((op) => json.has(op.operationId) && op.result === 'FAIL')
      .map((op) => `${op.method} ${op.path} ${op.jsonPath ?? ''} ${op.reason ?? ''}`);
    expect(broken).toEqual([]);
    expect(report.operations.find((op) => op.operationId === 'login')!.result).toBe('PASS');
    expect(report.operations.filter((op) => op.reason?.startsWith('needs a signed-in session'))).toEqual([]);
  });
});
