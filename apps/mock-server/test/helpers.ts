import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'msw';
import { startMockServer, type MockServerOptions, type RunningMockServer } from '../src/server.ts';

export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface CapturingLogger {
  info: string[];
  error: string[];
  logger: { info(line: string): void; error(line: string): void };
}

export function capturingLogger(): CapturingLogger {
  const info: string[] = [];
  const error: string[] = [];
  return { info, error, logger: { info: (line) => info.push(line), error: (line) => error.push(line) } };
}

/** Servers started through here are closed by `closeAll` in afterEach/afterAll. */
export function serverPool() {
  const running: RunningMockServer[] = [];
  return {
    async start(handlers: RequestHandler[], options: Omit<MockServerOptions, 'handlers'> = {}): Promise<RunningMockServer> {
      const server = await startMockServer({ port: 0, host: '127.0.0.1', quiet: true, ...options, handlers });
      running.push(server);
      return server;
    },
    async closeAll(): Promise<void> {
      await Promise.all(running.splice(0).map((server) => server.close()));
    },
  };
}

export async function tempDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gs-mock-server-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface SpawnedNode {
  child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first stdout line matching `pattern` (by default within 240 s: on a loaded 2-core machine tsx and the seed take a minute). */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Env without the developer's MOCK_* settings, so a test sees only what it sets. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('MOCK_')) env[key] = value;
  return { ...env, ...extra };
}

/** Runs a TypeScript entry in one Node process (no tsx wrapper process, so SIGKILL hits the server). */
export function spawnTs(script: string, args: string[], env: NodeJS.ProcessEnv = cleanEnv()): SpawnedNode {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: APP_DIR, env });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  const lineWaiters: Array<() => void> = [];
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    for (const waiter of [...lineWaiters]) waiter();
  });
  child.stderr.on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal }));
  });
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitForLine(pattern, timeoutMs = 240_000) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          for (const line of out.split('\n')) {
            const match = pattern.exec(line);
            if (match) {
              cleanup();
              resolve(match);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No line matching ${pattern} within ${timeoutMs} ms.\nstdout: ${out}\nstderr: ${err}`));
        }, timeoutMs);
        const onExit = (): void => {
          cleanup();
          reject(new Error(`Process exited before a line matching ${pattern}.\nstdout: ${out}\nstderr: ${err}`));
        };
        const cleanup = (): void => {
          clearTimeout(timer);
          const index = lineWaiters.indexOf(check);
          if (index !== -1) lineWaiters.splice(index, 1);
          child.off('close', onExit);
        };
        lineWaiters.push(check);
        child.on('close', onExit);
        check();
      });
    },
  };
}
