import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCli, type CliConfig } from '../src/cli-options.ts';
import { cleanEnv, spawnTs, tempDir, type SpawnedNode } from './helpers.ts';

const MAIN = 'src/main.ts';
const children: SpawnedNode[] = [];
const servers: Server[] = [];
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const spawned of children.splice(0)) {
    if (spawned.child.exitCode === null && spawned.child.signalCode === null) spawned.child.kill('SIGKILL');
    await spawned.exited;
  }
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

function runCli(args: string[], env: Record<string, string> = {}): SpawnedNode {
  const spawned = spawnTs(MAIN, args, cleanEnv(env));
  children.push(spawned);
  return spawned;
}

function config(argv: string[], env: NodeJS.ProcessEnv = {}): CliConfig {
  const result = parseCli(argv, env, '/home/dev/project');
  if (result.kind !== 'run') throw new Error(`expected a config, got ${JSON.stringify(result)}`);
  return result.config;
}

function parseError(argv: string[], env: NodeJS.ProcessEnv = {}): string {
  const result = parseCli(argv, env, '/home/dev/project');
  if (result.kind !== 'error') throw new Error(`expected an error, got ${JSON.stringify(result)}`);
  return result.message;
}

describe('flags and env vars', () => {
  it('starts on 127.0.0.1:10010 in memory with the mock defaults', () => {
    expect(config([])).toEqual({
      port: 10010,
      host: '127.0.0.1',
      seed: 20260901,
      students: 2000,
      applications: 0,
      offerings: 0,
      questionnaireAnswers: 0,
      latencyMs: 0,
      tokenLifetimeSec: 7200,
      encryption: false,
      dataDir: undefined,
      reset: false,
      quiet: false,
    });
  });

  it('reads every env var, and a flag wins over its env var', () => {
    const env = {
      MOCK_PORT: '4000',
      MOCK_HOST: '0.0.0.0',
      MOCK_SEED: '7',
      MOCK_STUDENTS: '10000',
      MOCK_APPLICATIONS: '20000',
      MOCK_OFFERINGS: '2000',
      MOCK_QUESTIONNAIRE_ANSWERS: '10000',
      MOCK_LATENCY: '250',
      MOCK_TOKEN_LIFETIME: '60',
      MOCK_ENCRYPTION: 'yes',
      MOCK_DATA_DIR: '.mock-data',
      MOCK_RESET: '1',
      MOCK_QUIET: 'true',
    };
    expect(config([], env)).toEqual({
      port: 4000,
      host: '0.0.0.0',
      seed: 7,
      students: 10000,
      applications: 20000,
      offerings: 2000,
      questionnaireAnswers: 10000,
      latencyMs: 250,
      tokenLifetimeSec: 60,
      encryption: true,
      dataDir: path.resolve('/home/dev/project', '.mock-data'),
      reset: true,
      quiet: true,
    });
    expect(config(['--port', '5000', '--no-encryption', '--students=3', '--data-dir', '/abs/dir'], env)).toMatchObject({
      port: 5000,
      encryption: false,
      students: 3,
      dataDir: '/abs/dir',
    });
  });

  it('accepts the separator pnpm forwards before the flags', () => {
    expect(config(['--', '--port', '4000']).port).toBe(4000);
  });

  it('ignores empty env vars', () => {
    expect(config([], { MOCK_PORT: '', MOCK_DATA_DIR: '  ' })).toMatchObject({ port: 10010, dataDir: undefined });
  });

  it('refuses values that make no sense, naming the flag or env var', () => {
    expect(parseError(['--port', 'abc'])).toBe('--port must be a whole number, got "abc".');
    expect(parseError(['--port', '70000'])).toMatch(/--port must be between 0 and 65535/);
    expect(parseError(['--students', '0'])).toMatch(/--students must be between 1 and 100000/);
    expect(parseError(['--students', '100001'])).toMatch(/--students must be between 1 and 100000/);
    expect(parseError(['--applications', '200001'])).toMatch(/--applications must be between 0 and 200000/);
    expect(parseError(['--offerings', '20001'])).toMatch(/--offerings must be between 0 and 20000/);
    expect(parseError(['--questionnaire-answers', '100001'])).toMatch(/--questionnaire-answers must be between 0 and 100000/);
    expect(parseError(['--latency', '1.5'])).toMatch(/--latency must be a whole number/);
    expect(parseError([], { MOCK_PORT: '80a' })).toMatch(/^MOCK_PORT must be a whole number/);
    expect(parseError([], { MOCK_ENCRYPTION: 'maybe' })).toMatch(/^MOCK_ENCRYPTION must be one of/);
    expect(parseError(['--prot', '1'])).toMatch(/--prot/);
    expect(parseError(['extra'])).toMatch(/extra/);
  });

  it('asks for help with --help and -h', () => {
    expect(parseCli(['--help'], {}, '/').kind).toBe('help');
    expect(parseCli(['-h', '--port', 'abc'], {}, '/').kind).toBe('help');
  });
});

describe('the CLI', () => {
  it('--help lists every flag with its env var and default, and exits 0', async () => {
    const cli = runCli(['--help']);
    const { code } = await cli.exited;
    expect(code).toBe(0);
    const out = cli.stdout();
    for (const [flag, env] of [
      ['--port', 'MOCK_PORT'],
      ['--host', 'MOCK_HOST'],
      ['--seed', 'MOCK_SEED'],
      ['--students', 'MOCK_STUDENTS'],
      ['--applications', 'MOCK_APPLICATIONS'],
      ['--offerings', 'MOCK_OFFERINGS'],
      ['--questionnaire-answers', 'MOCK_QUESTIONNAIRE_ANSWERS'],
      ['--latency', 'MOCK_LATENCY'],
      ['--token-lifetime', 'MOCK_TOKEN_LIFETIME'],
      ['--no-encryption', 'MOCK_ENCRYPTION'],
      ['--data-dir', 'MOCK_DATA_DIR'],
      ['--reset', 'MOCK_RESET'],
      ['--quiet', 'MOCK_QUIET'],
    ] as const) {
      const line = out.split('\n').find((l) => l.includes(`${flag} `) || l.includes(`${flag},`));
      expect(line, flag).toBeDefined();
      expect(line).toContain(env);
    }
    expect(out).toMatch(/--port N\s+MOCK_PORT\s+10010/);
    expect(out).toMatch(/--students N\s+MOCK_STUDENTS\s+2000/);
    expect(out).toContain('--help');
  });

  it('exits 2 with a clear message on an invalid value', async () => {
    const cli = runCli(['--students', '0']);
    const { code } = await cli.exited;
    expect(code).toBe(2);
    expect(cli.stderr()).toContain('--students must be between 1 and 100000, got 0.');
    expect(cli.stderr()).not.toMatch(/\n\s+at /);
  });

  it('exits 2 on a non-numeric port from the env var', async () => {
    const cli = runCli([], { MOCK_PORT: 'http' });
    expect((await cli.exited).code).toBe(2);
    expect(cli.stderr()).toContain('MOCK_PORT must be a whole number, got "http".');
  });

  it('exits 1 with one line and no stack trace when the port is taken', async () => {
    const blocker = createServer();
    servers.push(blocker);
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const cli = runCli(['--port', String(port), '--quiet']);
    const { code } = await cli.exited;
    expect(code).toBe(1);
    expect(cli.stderr()).toBe(`Port ${port} on 127.0.0.1 is already in use: stop the other process or pass --port N.\n`);
  });
});

describe('the CLI on the real store and handlers', () => {
  it('starts, prints one line with URL, seed, students and start-up time, answers, and stops on SIGTERM', async () => {
    const cli = runCli(['--port', '0', '--seed', '42', '--students', '50', '--quiet']);
    const match = await cli.waitForLine(/^Mock server on (http:\/\/127\.0\.0\.1:\d+) \(seed 42, 50 students, .*\) started in \d+ ms$/);
    const url = match[1] ?? '';
    const response = await fetch(`${url}/definitely/not/mocked`);
    expect(await response.json()).toEqual({ code: 404, message: 'No mock for GET /definitely/not/mocked', data: null });
    cli.child.kill('SIGTERM');
    expect((await cli.exited).code).toBe(0);
  });

  it('keeps the state in --data-dir and forgets it with --reset', async () => {
    const temp = await tempDir();
    cleanups.push(temp.remove);
    const first = runCli(['--port', '0', '--students', '20', '--quiet', '--data-dir', temp.dir]);
    await first.waitForLine(/^Mock server on .*state saved in /);
    expect(existsSync(path.join(temp.dir, 'snapshot.json'))).toBe(true);
    first.child.kill('SIGTERM');
    await first.exited;

    const second = runCli(['--port', '0', '--students', '20', '--quiet', '--data-dir', temp.dir]);
    await second.waitForLine(/^Mock server on .*state restored from /);
    second.child.kill('SIGTERM');
    await second.exited;

    const third = runCli(['--port', '0', '--students', '20', '--quiet', '--data-dir', temp.dir, '--reset']);
    await third.waitForLine(/^Mock server on .*state saved in /);
    third.child.kill('SIGTERM');
    await third.exited;
  });
});
