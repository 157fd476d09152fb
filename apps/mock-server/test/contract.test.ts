import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultMockOptions } from '@gs/mocks/config';
import { createContext, createHandlers, seedStore } from '@gs/mocks/areas';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContract } from '../../../scripts/contract/check.ts';
import { type CliIo, runCli } from '../../../scripts/contract/cli.ts';
import { AREAS } from '../../../scripts/contract/scenarios/registry.ts';
import { loadSpec } from '../../../scripts/contract/spec.ts';
import { startMockBackend, type RunningMockBackend } from '../src/backend.ts';
import { startMockServer } from '../src/server.ts';
import { tempDir } from './helpers.ts';
import { nodePdfFonts } from '@gs/mocks/cjk-font';

function capture(): CliIo & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => lines.push(...line.split('\n')), err: (line) => errors.push(line) };
}

async function adminToken(url: string): Promise<string> {
  const answer = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

async function totals(url: string, token: string) {
  const get = async (target: string, init?: RequestInit) => {
    const answer = await fetch(`${url}${target}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } });
    return ((await answer.json()) as { data: { total: number } }).data.total;
  };
  return {
    notices: await get('/kernel/notice?size=1'),
    students: await get('/cloud-xj/api/xj/xjxx/stuinfo/Search', { method: 'POST', body: JSON.stringify({ size: 1 }) }),
    checkFiles: await get('/kernel/storage?size=1&modules=contract-check'),
  };
}

// No per-test deadline: a full run takes what a loaded machine needs; every request has its own timeout.
describe('pnpm contract against the standalone mock server', { timeout: 0 }, () => {
  let backend: RunningMockBackend;
  let temp: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    backend = await startMockBackend({ port: 0, host: '127.0.0.1', quiet: true });
    temp = await tempDir();
  }, 0);
  afterAll(async () => {
    await backend.close();
    await temp.remove();
  });

  it('passes or skips with a reason every operation of the spec, writes included, and leaves no records behind', async () => {
    const token = await adminToken(backend.url);
    const before = await totals(backend.url, token);
    const io = capture();
    const reportFile = path.join(temp.dir, 'report.json');
    // The base URL and the account come from the env vars, the rest from flags, as a CI job would mix them.
    const env = { CONTRACT_BASE_URL: backend.url, CONTRACT_USERNAME: 'admin', CONTRACT_PASSWORD: '123456' };
    const started = performance.now();
    const result = await runCli(
      [
        '--writes',
        '--allow-residue',
        '--report',
        reportFile,
        '--student-username',
        'student',
        '--student-password',
        '123456',
        '--teacher-username',
        'teacher',
        '--teacher-password',
        '123456',
        '--college-username',
        'college',
        '--college-password',
        '123456',
        '--sso-payload',
        'SSO-admin',
        '--cas-ticket',
        'ST-admin-contract-cas',
        '--sms-phone',
        '13800000001',
      ],
      env,
      io,
    );
    const report = result.report!;
    const { pass, fail, skip, calls } = report.counts;
    console.log(
      `contract check: ${report.operations.length} operations, ${pass} PASS, ${fail} FAIL, ${skip} SKIP, ${calls} requests in ${Math.round(performance.now() - started)} ms`,
    );

    expect(io.lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
    expect(result.code).toBe(0);
    const operationsInSpec = loadSpec().operations.length;
    expect(operationsInSpec).toBeGreaterThanOrEqual(80);
    expect(report.operations).toHaveLength(operationsInSpec);
    for (const op of report.operations) {
      expect(op.result === 'PASS' || (op.result === 'SKIP' && (op.reason ?? '').length > 10), `${op.method} ${op.path}: ${op.result} ${op.reason ?? ''}`).toBe(
        true,
      );
    }
    // One printed line per operation, in the documented shape.
    expect(io.lines.filter((line) => /^(PASS|FAIL|SKIP) (GET|POST|PUT|DELETE) \//.test(line))).toHaveLength(operationsInSpec);
    expect(io.lines).toContain('PASS GET /kernel/notice');

    const saved = JSON.parse(await readFile(reportFile, 'utf8')) as typeof report;
    expect(saved.counts).toEqual(report.counts);
    expect(saved.writes).toBe(true);

    // The records the check created are gone again (the approval stays: --allow-residue).
    expect(await totals(backend.url, token)).toEqual(before);
  });

  it('reads only without --writes, and says why each write was skipped', async () => {
    const io = capture();
    const result = await runCli(['--base-url', backend.url, '--report', path.join(temp.dir, 'reads.json')], {}, io);
    expect(result.code).toBe(0);
    const skipped = result.report!.operations.filter((op) => op.result === 'SKIP');
    expect(skipped.map((op) => op.operationId)).toContain('addNotice');
    expect(io.lines).toContain('SKIP POST /kernel/api/config/notice a write: pass --writes to run it on records the check creates and removes');
    expect(
      result
        .report!.operations.filter((op) => op.method === 'GET' && op.result !== 'PASS')
        .map((op) => op.operationId)
        .sort(),
    ).toEqual(['getOwnEnrolmentCertificate', 'getOwnStudentRecord', 'listSupervisorStudents']);
  });

  it('without a session still calls the public operations, and skips the others with the sign-in’s reason', async () => {
    const io = capture();
    const result = await runCli(['--base-url', backend.url, '--password', 'not-the-password', '--report', path.join(temp.dir, 'signed-out.json')], {}, io);
    expect(result.code).toBe(1);
    const byId = new Map(result.report!.operations.map((op) => [op.operationId, op]));
    expect(byId.get('login')).toMatchObject({ result: 'FAIL', reason: expect.stringMatching(/^HTTP 401/) });
    // The public notice is read with the spec's example id, which the seed holds.
    expect(byId.get('getPublicKey')!.result).toBe('PASS');
    expect(byId.get('getPublicNotice')!.result).toBe('PASS');
    expect(byId.get('listNotices')).toMatchObject({
      result: 'SKIP',
      reason: expect.stringMatching(/^needs a signed-in session: sign-in failed, POST \/auth\/login \$ HTTP 401/),
    });
    expect(result.report!.operations.filter((op) => op.result === 'FAIL').map((op) => op.operationId)).toEqual(['login']);
  });

  it('reports a scenario that stops on an error of its own, skips its operations with the reason, and goes on', async () => {
    const throwing = { name: 'dicts', tags: ['kernel-dict'], provide: () => Promise.reject(new Error('scenario bug')) };
    const report = await runContract(
      { baseUrl: backend.url, credentials: { username: 'admin', password: '123456' }, writes: false },
      AREAS.map((area) => (area.name === 'dicts' ? throwing : area)),
    );
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]).toMatch(/^The dicts scenario stopped in provide: Error: scenario bug/);
    const dictOps = report.operations.filter((op) => op.path.startsWith('/kernel/dictDetail/'));
    expect(dictOps.map((op) => [op.result, op.reason])).toEqual(dictOps.map(() => ['SKIP', 'the dicts scenario stopped in provide: scenario bug']));
    expect(report.operations.find((op) => op.operationId === 'listNotices')!.result).toBe('PASS');
  });

  it('refuses to run without a base URL', async () => {
    const io = capture();
    expect((await runCli([], {}, io)).code).toBe(2);
    expect(io.errors.join('\n')).toMatch(/--base-url/);
  });
});

describe('pnpm contract against a backend that breaks the contract', { timeout: 0 }, () => {
  it('fails with the JSON path and the reason, and exits 1', async () => {
    const options = { ...defaultMockOptions, students: 200 };
    // The standalone server's context: with the printable forms' font.
    const ctx = await createContext(seedStore(options), undefined, { pdfFonts: nodePdfFonts() });
    const broken = [
      // A notice whose title is a number, and a workbook sent as JSON.
      http.get('*/kernel/notice', () =>
        HttpResponse.json({
          code: 200,
          message: 'ok',
          data: {
            records: [{ id: '1', title: 7, deptName: 'x', time: '2026-09-01 08:00:00', content: '', filekey: '[]' }],
            total: 1,
            current: 1,
            size: 10,
            pages: 1,
          },
        }),
      ),
      http.post('*/cloud-xj/api/xj/xjxx/ExportExcelXjxxmb', () => HttpResponse.json({ code: 500, message: 'boom', data: null })),
      http.get('*/auth/service', () => HttpResponse.json({ code: '401', message: 'not signed in', data: null })),
    ];
    const server = await startMockServer({ port: 0, host: '127.0.0.1', quiet: true, handlers: [...broken, ...createHandlers(ctx)] });
    const temp = await tempDir();
    try {
      const io = capture();
      const result = await runCli(['--base-url', server.url, '--report', path.join(temp.dir, 'broken.json')], {}, io);
      expect(result.code).toBe(1);
      expect(io.lines).toContain('FAIL GET /kernel/notice $.data.records[0].title must be string');
      expect(io.lines.find((line) => line.startsWith('FAIL POST /cloud-xj/api/xj/xjxx/ExportExcelXjxxmb'))).toMatch(
        /header Content-Type is application\/json \(envelope code 500\)/,
      );
      expect(io.lines.find((line) => line.startsWith('FAIL GET /auth/service'))).toMatch(/\$\.code "401" is not a success code/);
      // The notice id read back from the broken list does not exist, so the public read of it 404s too.
      expect(
        result
          .report!.operations.filter((op) => op.result === 'FAIL')
          .map((op) => op.operationId)
          .sort(),
      ).toEqual(['exportImportTemplate', 'getPublicNotice', 'listNotices', 'listServices']);
    } finally {
      await server.close();
      await temp.remove();
    }
  });
});

describe('pnpm contract against a backend whose public key is no key', { timeout: 0 }, () => {
  it('fails /publicKey with the reason and runs every other operation with plain JSON', async () => {
    const options = { ...defaultMockOptions, students: 200 };
    // The standalone server's context: with the printable forms' font.
    const ctx = await createContext(seedStore(options), undefined, { pdfFonts: nodePdfFonts() });
    // The answer Prism built from the old spec: schema-valid, but the word `string` is no RSA key.
    const word = http.get('*/publicKey', () => HttpResponse.json({ code: 200, message: 'ok', data: { publicKey: 'string', mockServer: false } }));
    const server = await startMockServer({ port: 0, host: '127.0.0.1', quiet: true, handlers: [word, ...createHandlers(ctx)] });
    const temp = await tempDir();
    try {
      const io = capture();
      const result = await runCli(['--base-url', server.url, '--report', path.join(temp.dir, 'key.json')], {}, io);
      expect(io.errors).toEqual([]);
      expect(io.lines.find((line) => line.startsWith('FAIL GET /publicKey'))).toMatch(
        /^FAIL GET \/publicKey \$\.data\.publicKey is not a readable RSA public key \(.+\); JSON bodies are sent unencrypted$/,
      );
      const report = result.report!;
      expect(report.operations.filter((op) => op.result === 'FAIL').map((op) => op.operationId)).toEqual(['getPublicKey']);
      expect(report.operations.find((op) => op.operationId === 'login')!.result).toBe('PASS');
      expect(report.counts.pass).toBeGreaterThan(50);
    } finally {
      await server.close();
      await temp.remove();
    }
  });
});
