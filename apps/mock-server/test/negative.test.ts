import { createHash } from 'node:crypto';
import { defaultMockOptions } from '@gs/mocks/config';
import { createContext, createHandlers, seedStore } from '@gs/mocks/areas';
import type { Store } from '@gs/mocks/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READING_POSTS } from '../../../scripts/contract/check.ts';
import { type BadRequest, badRequests } from '../../../scripts/contract/negative.ts';
import { loadSpec } from '../../../scripts/contract/spec.ts';
import { startMockServer, type RunningMockServer } from '../src/server.ts';
import { capturingLogger } from './helpers.ts';

/**
 * Schema-guided bad input against the standalone server (SPEC 8): every request that breaks the
 * OpenAPI description answers 4xx in the backend envelope with a message, never 5xx; the server keeps
 * answering; nothing a rejected request carried reaches the store.
 */
const CONCURRENCY = 16;
const spec = loadSpec();
const errorEnvelope = spec.validatorAt('/components/schemas/ErrorEnvelope');

interface Answer {
  request: BadRequest;
  status: number;
  body: unknown;
  mediaType: string;
  problem?: string;
}

function digest(store: Store): string {
  return createHash('sha256').update(JSON.stringify(store.toSnapshot())).digest('hex');
}

function judge(request: BadRequest, status: number, mediaType: string, body: unknown): string | undefined {
  if (status >= 500 || status < 200) return `HTTP ${status}`;
  if (request.expect === '4xx') {
    if (status < 400) return `HTTP ${status}, expected 4xx`;
    if (mediaType !== 'application/json') return `HTTP ${status} answered as '${mediaType}', not the envelope`;
    if (!errorEnvelope(body)) return `HTTP ${status} body is not an error envelope: ${JSON.stringify(body).slice(0, 200)}`;
    const { code, message } = body as { code: unknown; message: unknown };
    if (spec.successCodes.includes(code)) return `HTTP ${status} with the success code ${JSON.stringify(code)}`;
    if (typeof message !== 'string' || message.trim() === '') return `HTTP ${status} without a message`;
    return undefined;
  }
  // Hostile but valid: a read may answer it, and an injection string must then match nothing.
  if (mediaType === 'application/json') {
    const data = (body as { data?: unknown } | null)?.data;
    const rows = Array.isArray(data) ? data : (data as { records?: unknown[] } | null)?.records;
    if (status === 200 && Array.isArray(rows) && rows.length > 0) return `matched ${rows.length} rows`;
  }
  return undefined;
}

describe('bad input against the standalone mock server', () => {
  let server: RunningMockServer;
  let store: Store;
  let token: string;
  const log = capturingLogger();

  beforeAll(async () => {
    const options = { ...defaultMockOptions, students: 300 };
    store = seedStore(options);
    server = await startMockServer({ port: 0, host: '127.0.0.1', quiet: true, logger: log.logger, handlers: createHandlers(await createContext(store)) });
    const login = await fetch(`${server.url}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: '123456' }) });
    token = ((await login.json()) as { data: { token: string } }).data.token;
  });
  afterAll(() => server.close());

  async function send(request: BadRequest): Promise<Answer> {
    const url = new URL(`${server.url}${request.path}`);
    for (const [name, value] of Object.entries(request.query)) url.searchParams.append(name, value);
    const headers = new Headers();
    if (request.auth === 'caller') headers.set('Authorization', `Bearer ${token}`);
    else if (request.auth !== 'none') headers.set('Authorization', request.auth.header);
    let body: BodyInit | undefined;
    if (request.body && 'form' in request.body) body = request.body.form();
    else if (request.body) {
      if (request.body.contentType !== undefined) headers.set('Content-Type', request.body.contentType);
      // Bytes, not a string: fetch would add text/plain to a string body that has no type.
      body = new TextEncoder().encode(request.body.text);
    }
    try {
      const response = await fetch(url, { method: request.method, headers, body });
      const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = mediaType === 'application/json' ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      return { request, status: response.status, body: parsed, mediaType, problem: judge(request, response.status, mediaType, parsed) };
    } catch (error) {
      return { request, status: 0, body: undefined, mediaType: '', problem: `no answer: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  it('answers every schema-breaking request with a 4xx envelope, never 5xx, and changes nothing', async () => {
    const requests = badRequests(spec, { readingPosts: READING_POSTS });
    const versionBefore = store.version;
    const digestBefore = digest(store);

    const started = performance.now();
    const answers: Answer[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) {
          const request = requests[next++]!;
          answers.push(await send(request));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const histogram = (group: BadRequest['expect']) => {
      const counts = new Map<number, number>();
      for (const answer of answers) if (answer.request.expect === group) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
      return [...counts].sort((a, b) => a[0] - b[0]).map(([status, n]) => `${status}: ${n}`).join(', ');
    };
    const byKind = new Map<string, number>();
    for (const answer of answers) byKind.set(answer.request.kind, (byKind.get(answer.request.kind) ?? 0) + 1);
    const bad = answers.filter((a) => a.request.expect === '4xx').length;
    console.log(
      [
        `negative input: ${answers.length} requests in ${seconds.toFixed(1)} s (${Math.round(answers.length / seconds)}/s) over ${new Set(requests.map((r) => r.operationId)).size} operations`,
        `  ${bad} break the schema (must be 4xx), ${answers.length - bad} hostile but valid reads (must not 5xx, must match nothing)`,
        `  status histogram, schema-breaking: ${histogram('4xx')}`,
        `  status histogram, hostile reads:   ${histogram('hostile')}`,
        `  by kind: ${[...byKind].sort((a, b) => b[1] - a[1]).map(([kind, n]) => `${kind} ${n}`).join(', ')}`,
      ].join('\n'),
    );

    const problems = answers.filter((a) => a.problem).map((a) => `${a.request.method} ${a.request.path.slice(0, 120)} [${a.request.kind} at ${a.request.where}]: ${a.problem}`);
    if (problems.length > 0) console.log(`${problems.length} wrong answers, the first 50:\n${problems.slice(0, 50).join('\n')}`);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(bad).toBeGreaterThanOrEqual(5000);
    expect(log.error).toEqual([]);

    // Still up, still signing in, and not one rejected write reached the store.
    const health = await fetch(`${server.url}/publicKey`);
    expect(health.status).toBe(200);
    const info = await fetch(`${server.url}/auth/info`, { headers: { Authorization: `Bearer ${token}` } });
    expect(info.status).toBe(200);
    expect(store.version).toBe(versionBefore);
    expect(digest(store)).toBe(digestBefore);
  });
});
