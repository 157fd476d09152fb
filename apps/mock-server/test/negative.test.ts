import { createHash } from 'node:crypto';
import { defaultMockOptions } from '@gs/mocks/config';
import { createContext, createHandlers, seedStore } from '@gs/mocks/areas';
import type { Store } from '@gs/mocks/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READING_POSTS } from '../../../scripts/contract/check.ts';
import { type BadRequest, badRequests, requestLimitsOf } from '../../../scripts/contract/negative.ts';
import { loadSpec } from '../../../scripts/contract/spec.ts';
import { startMockBackend } from '../src/backend.ts';
import { startMockServer, type RunningMockServer } from '../src/server.ts';
import { capturingLogger, tempDir } from './helpers.ts';
import { nodePdfFonts } from '@gs/mocks/cjk-font';

/**
 * Schema-guided bad input against the standalone server (SPEC 8, issue 13 section 1): every request
 * that breaks the OpenAPI description or its `x-request-limits` answers 4xx in the backend envelope
 * with a message, never 5xx; the server keeps answering; nothing a refused request carried reaches
 * the store. The run prints its status histograms and latencies; time is printed, not asserted (the
 * machine may be loaded), except that a request unanswered for HANG_MS counts as a hang.
 */
const CONCURRENCY = 16;
/**
 * Bodies of megabytes go two at a time: the client builds them in the server's own process, and
 * sixteen 8 MB bodies at once would measure the test's memory traffic rather than the server.
 */
const HEAVY_CONCURRENCY = 2;
/** Far beyond any answer on a loaded machine; it only keeps a hung server from hanging the run. */
const HANG_MS = 120_000;
/** What issue 13 counts as a stall. */
const SLOW_MS = 5_000;
/**
 * The photo archive is built on the event loop and stalls every request next to it (issue 13
 * section 4, fixed on its own): its requests run in a phase of their own and are listed apart.
 */
const LATENCY_EXCLUDED = new Set(['exportPhotos']);
/**
 * Operations only a student may call (`stu/updateAvatar` changes the caller's own photo; a student uploads their own
 * thesis and appeals its review): sent with a student's token.
 */
const STUDENT_OPERATIONS = new Set(['updateOwnPhoto', 'submitThesis', 'appealReview']);
const spec = loadSpec();
const limits = requestLimitsOf(spec);
const errorEnvelope = spec.validatorAt('/components/schemas/ErrorEnvelope');

interface Answer {
  request: BadRequest;
  status: number;
  body: unknown;
  mediaType: string;
  ms: number;
  problem?: string;
}

function digest(store: Store): string {
  return createHash('sha256').update(JSON.stringify(store.toSnapshot())).digest('hex');
}

/** An upload name as a backend may store it: one path segment, no control characters, not too long. */
function cleanFileName(name: unknown): boolean {
  return typeof name === 'string' && name !== '' && !/[/\\]|\p{Cc}/u.test(name) && [...name].length <= limits.maxFileNameLength;
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
  const data = mediaType === 'application/json' ? (body as { data?: unknown } | null)?.data : undefined;
  if (request.expect === 'write') {
    // A stored upload keeps its last path segment only.
    if (status === 200 && request.kind === 'file-name' && !cleanFileName((data as { realName?: unknown } | null)?.realName)) {
      return `stored as ${JSON.stringify((data as { realName?: unknown } | null)?.realName)}`;
    }
    return undefined;
  }
  // Hostile but valid: a read may answer it, and an injection string must then match nothing.
  const rows = Array.isArray(data) ? data : (data as { records?: unknown[] } | null)?.records;
  if (status === 200 && Array.isArray(rows) && rows.length > 0) return `matched ${rows.length} rows`;
  return undefined;
}

async function signIn(url: string, username: string): Promise<string> {
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: '123456' }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

function histogram(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return (
    [...counts]
      .sort((a, b) => a[0] - b[0])
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ') || 'none'
  );
}

function describeRequest(answer: Answer): string {
  return `${answer.request.method} ${answer.request.path.slice(0, 100)} [${answer.request.kind} at ${answer.request.where.slice(0, 80)}]`;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

describe('bad input against the standalone mock server', () => {
  let server: RunningMockServer;
  let store: Store;
  const tokens = { admin: '', student: '' };
  const log = capturingLogger();

  let requests: BadRequest[];

  beforeAll(async () => {
    // Built first: the build takes seconds, and no keep-alive connection should sit idle meanwhile.
    requests = badRequests(spec, { readingPosts: READING_POSTS });
    const options = defaultMockOptions;
    store = seedStore(options);
    server = await startMockServer({
      port: 0,
      host: '127.0.0.1',
      quiet: true,
      logger: log.logger,
      handlers: createHandlers(await createContext(store, undefined, { pdfFonts: nodePdfFonts() })),
    });
    tokens.admin = await signIn(server.url, 'admin');
    tokens.student = await signIn(server.url, 'student');
  }, 0);
  afterAll(() => server.close());

  let retried = 0;

  /**
   * A request that got no answer at all is sent once more: a loaded machine can stall the shared
   * event loop past the server's keep-alive timeout, which then closes the connection the client
   * is about to reuse (ECONNRESET before the server read the request). Twice without an answer is a
   * failure.
   */
  async function send(request: BadRequest): Promise<Answer> {
    const first = await sendOnce(request);
    if (first.status !== 0) return first;
    retried += 1;
    return sendOnce(request);
  }

  async function sendOnce(request: BadRequest): Promise<Answer> {
    const url = new URL(`${server.url}${request.path}`);
    for (const [name, value] of Object.entries(request.query)) {
      for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(name, one);
    }
    const headers = new Headers();
    if (request.auth === 'caller') headers.set('Authorization', `Bearer ${STUDENT_OPERATIONS.has(request.operationId) ? tokens.student : tokens.admin}`);
    else if (request.auth !== 'none') headers.set('Authorization', request.auth.header);
    let body: BodyInit | undefined;
    if (request.body && 'form' in request.body) body = request.body.form();
    else if (request.body) {
      if (request.body.contentType !== undefined) headers.set('Content-Type', request.body.contentType);
      // Bytes, not a string: fetch would add text/plain to a string body that has no type.
      body = 'bytes' in request.body ? request.body.bytes() : new TextEncoder().encode(request.body.text);
    }
    const started = performance.now();
    try {
      const response = await fetch(url, { method: request.method, headers, body, signal: AbortSignal.timeout(HANG_MS) });
      const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
      const text = await response.text();
      const ms = performance.now() - started;
      let parsed: unknown;
      try {
        parsed = mediaType === 'application/json' ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      return { request, status: response.status, body: parsed, mediaType, ms, problem: judge(request, response.status, mediaType, parsed) };
    } catch (error) {
      const ms = performance.now() - started;
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      return {
        request,
        status: 0,
        body: undefined,
        mediaType: '',
        ms,
        problem: `no answer: ${error instanceof Error ? error.message : String(error)}${cause}`,
      };
    }
  }

  async function sendAll(requests: BadRequest[], concurrency = CONCURRENCY): Promise<Answer[]> {
    const answers: Answer[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests.length) {
          const request = requests[next++]!;
          answers.push(await send(request));
        }
      }),
    );
    return answers;
  }

  it('answers every request that breaks the spec or its limits with a 4xx envelope, never 5xx, and changes nothing', { timeout: 0 }, async () => {
    const versionBefore = store.version;
    const digestBefore = digest(store);

    const started = performance.now();
    const isExcluded = (r: BadRequest) => LATENCY_EXCLUDED.has(r.operationId);
    const isHeavy = (r: BadRequest) => r.body !== undefined && 'bytes' in r.body;
    const refused = requests.filter((r) => r.expect !== 'write' && !isExcluded(r));
    const answers = [...(await sendAll(refused.filter((r) => !isHeavy(r)))), ...(await sendAll(refused.filter(isHeavy), HEAVY_CONCURRENCY))];
    const excluded = await sendAll(requests.filter((r) => r.expect !== 'write' && isExcluded(r)));
    const refusedSeconds = (performance.now() - started) / 1000;

    // Not one refused request (nor a hostile read) reached the store.
    const versionAfterRefused = store.version;
    const digestAfterRefused = digest(store);

    // Then the writes the spec answers by normalising (upload names with directories).
    const writes = await sendAll(requests.filter((r) => r.expect === 'write'));
    const all = [...answers, ...excluded, ...writes];
    const seconds = (performance.now() - started) / 1000;

    const byKind = new Map<string, number>();
    for (const answer of all) byKind.set(answer.request.kind, (byKind.get(answer.request.kind) ?? 0) + 1);
    const measured = [...answers, ...writes];
    const times = measured.map((a) => a.ms).sort((a, b) => a - b);
    const slow = measured.filter((a) => a.ms >= SLOW_MS).sort((a, b) => b.ms - a.ms);
    // Every stall, or the three slowest answers when there is none.
    const slowest = slow.length > 0 ? slow.slice(0, 40) : [...measured].sort((a, b) => b.ms - a.ms).slice(0, 3);
    const excludedTimes = excluded.map((a) => a.ms).sort((a, b) => a - b);
    const schemaBreaking = all.filter((a) => a.request.expect === '4xx');
    console.log(
      [
        `negative input: ${all.length} requests in ${seconds.toFixed(1)} s (refused and hostile reads: ${refusedSeconds.toFixed(1)} s) over ${new Set(requests.map((r) => r.operationId)).size} operations`,
        `  ${schemaBreaking.length} break the schema or x-request-limits (must be 4xx), ${all.filter((a) => a.request.expect === 'hostile').length} hostile but valid reads (must not 5xx, must match nothing), ${writes.length} writes the spec normalises (must not 5xx)`,
        `  status histogram, schema-breaking: ${histogram(schemaBreaking)}`,
        `  status histogram, hostile reads:   ${histogram(all.filter((a) => a.request.expect === 'hostile'))}`,
        `  status histogram, normalised writes: ${histogram(writes)}`,
        `  answers >= 500: ${all.filter((a) => a.status >= 500).length}; without an answer: ${all.filter((a) => a.status === 0).length} (${retried} sent again after a dropped connection)`,
        `  latency of ${measured.length} answers: p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, max ${percentile(times, 100).toFixed(0)} ms; ${slow.length} took ${SLOW_MS / 1000} s or more`,
        ...slowest.map((a) => `    ${a.ms.toFixed(0)} ms ${a.status} ${describeRequest(a)}`),
        `  excluded from the latency count (${[...LATENCY_EXCLUDED].join(', ')}, issue 13 section 4): ${excluded.length} requests, p50 ${percentile(excludedTimes, 50).toFixed(0)} ms, max ${percentile(excludedTimes, 100).toFixed(0)} ms, ${excluded.filter((a) => a.ms >= SLOW_MS).length} took ${SLOW_MS / 1000} s or more`,
        `  by kind: ${[...byKind]
          .sort((a, b) => b[1] - a[1])
          .map(([kind, n]) => `${kind} ${n}`)
          .join(', ')}`,
      ].join('\n'),
    );

    const problems = all.filter((a) => a.problem).map((a) => `${describeRequest(a)}: ${a.problem}`);
    if (problems.length > 0) console.log(`${problems.length} wrong answers, the first 50:\n${problems.slice(0, 50).join('\n')}`);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(schemaBreaking.length).toBeGreaterThanOrEqual(5000);
    for (const kind of ['deep-nesting', 'unknown-field', 'huge-body', 'huge-array', 'query-limits', 'file-name', 'not-an-image'] as const) {
      expect(schemaBreaking.filter((a) => a.request.kind === kind).length, kind).toBeGreaterThan(0);
    }
    expect(log.error).toEqual([]);
    expect(versionAfterRefused).toBe(versionBefore);
    expect(digestAfterRefused).toBe(digestBefore);

    // Still up, still signing in.
    const health = await fetch(`${server.url}/publicKey`);
    expect(health.status).toBe(200);
    const info = await fetch(`${server.url}/auth/info`, { headers: { Authorization: `Bearer ${tokens.admin}` } });
    expect(info.status).toBe(200);
  });
});

describe('a deeply nested edit with --data-dir (issue 13 section 1)', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;

  it('is refused before it reaches the store, and the writes after it are saved', async () => {
    const temp = await tempDir();
    const log = capturingLogger();
    try {
      const backend = await startMockBackend({ port: 0, dataDir: temp.dir, students: 40, quiet: true, logger: log.logger });
      const token = await signIn(backend.url, 'admin');
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const search = await fetch(`${backend.url}/cloud-xj/api/xj/xjxx/stuinfo/Search`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ current: 1, size: 1 }),
      });
      const student = ((await search.json()) as { data: { records: { id: string; bz?: string }[] } }).data.records[0]!;
      const read = async (url: string, bearer: string) =>
        (await (await fetch(`${url}/cloud-xj/api/xj/xjxx/getStuById?id=${student.id}`, { headers: { Authorization: `Bearer ${bearer}` } })).json()) as {
          data: Record<string, unknown>;
        };

      for (const depth of [3_000, 10_000]) {
        const edit = await fetch(`${backend.url}/cloud-xj/api/xj/xjxx/stuinfo`, {
          method: 'PUT',
          headers,
          body: `{"id":"${student.id}","bz":"deep ${depth}","deep":${nested(depth)}}`,
        });
        expect(edit.status).toBe(400);
        expect(((await edit.json()) as { message: string }).message).toMatch(/32/);
        const after = await read(backend.url, token);
        expect(after.data).not.toHaveProperty('deep');
        expect(after.data.bz).toBe(student.bz);
      }

      const saved = await fetch(`${backend.url}/cloud-xj/api/xj/xjxx/stuinfo`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ id: student.id, bz: 'saved after the deep edits' }),
      });
      expect(saved.status).toBe(200);
      const againToken = await signIn(backend.url, 'staff');
      expect(againToken).not.toBe('');
      await backend.close();
      expect(log.error).toEqual([]);

      // The edit is on disk: a server started from the same directory answers it.
      const restarted = await startMockBackend({ port: 0, dataDir: temp.dir, quiet: true, logger: log.logger });
      try {
        const reread = await read(restarted.url, await signIn(restarted.url, 'admin'));
        expect(reread.data.bz).toBe('saved after the deep edits');
        expect(reread.data).not.toHaveProperty('deep');
      } finally {
        await restarted.close();
      }
    } finally {
      await temp.remove();
    }
  });
});
