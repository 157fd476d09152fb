import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCli, type CliConfig } from '../src/cli-options.ts';

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

