/**
 * The application engine over the standalone server with `--data-dir` (issue 15 §2): a decision and
 * the effect it applies are one journaled write, so after a restart the application, its history and
 * the student record agree; a refused decision leaves nothing in the journal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startMockBackend, type RunningMockBackend } from '../src/backend.ts';
import { tempDir } from './helpers.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface Application {
  id: string;
  state: string;
  approval: { mkCode: string; coreCode: string; type: string; callback: string };
  subject: { xykh: string };
}

async function start(dir: string): Promise<RunningMockBackend> {
  const backend = await startMockBackend({ port: 0, host: '127.0.0.1', quiet: true, students: 300, dataDir: dir });
  cleanups.push(() => backend.close());
  return backend;
}

function client(url: string) {
  const tokens = new Map<string, string>();
  async function call<T>(username: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: Envelope<T> }> {
    if (!tokens.has(username)) {
      const login = await fetch(`${url}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: '123456' }),
      });
      tokens.set(username, ((await login.json()) as Envelope<{ token: string }>).data.token);
    }
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${tokens.get(username)!}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Envelope<T> };
  }
  return call;
}

describe('applications with --data-dir', () => {
  it('keeps a decided application, its history and its effect across a restart, and nothing of a refused decision', async () => {
    const temp = await tempDir();
    cleanups.push(temp.remove);
    let backend = await start(temp.dir);
    let call = client(backend.url);

    const applied = await call<Application>('student', 'POST', '/cloud-xj/api/sq/applications', {
      kind: 'suspension',
      payload: { kind: 'suspension', category: '2', reason: '参与创办科技企业，需全职投入', startDate: '2027-03-01', months: 12 },
    });
    expect(applied.status).toBe(200);
    const application = applied.json.data;
    const decision = { coreKey: application.id, ...application.approval, status: 1, opinion: '同意' };
    for (const username of ['teacher', 'college', 'staff']) expect((await call(username, 'POST', '/cloud-yg/api/approval', decision)).status).toBe(200);
    // Refused: the application is closed. Nothing of it may reach the journal.
    expect((await call('staff', 'POST', '/cloud-yg/api/approval', decision)).status).toBe(409);
    await backend.close();
    cleanups.pop();

    backend = await start(temp.dir);
    call = client(backend.url);
    expect(backend.restoredFrom).toBeDefined();
    const after = await call<Application>('student', 'GET', `/cloud-xj/api/sq/applications/${application.id}`);
    expect(after.json.data.state).toBe('approved');
    const record = await call<{ xjzt: string }>('student', 'GET', '/cloud-xj/api/xj/xjxx/stuinfoByStu/NotAuth');
    expect(record.json.data.xjzt).toBe('02');
    const history = await call<{ status: number }[]>('staff', 'GET', `/cloud-yg/api/approval/list?coreKey=${application.id}`);
    expect(history.json.data.map((h) => h.status)).toEqual([1, 1, 1]);
  });
});
