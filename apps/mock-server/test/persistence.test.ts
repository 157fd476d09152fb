import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { readSnapshot, removeSnapshot, SnapshotError, snapshotPath } from '../src/persistence.ts';
import { capturingLogger, serverPool, tempDir } from './helpers.ts';

const pool = serverPool();
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await pool.closeAll();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function dataDir(): Promise<string> {
  const temp = await tempDir();
  cleanups.push(temp.remove);
  return temp.dir;
}

interface NotesSnapshot {
  notes: string[];
}

/** A stand-in for MockStore: a version that moves on every mutation and a plain-JSON snapshot. */
class FakeStore {
  version = 0;
  snapshots = 0;
  failNextSnapshot = false;
  constructor(readonly notes: string[] = []) {}

  static fromSnapshot(snapshot: unknown): FakeStore {
    return new FakeStore([...(snapshot as NotesSnapshot).notes]);
  }

  toSnapshot(): unknown {
    this.snapshots += 1;
    if (this.failNextSnapshot) {
      this.failNextSnapshot = false;
      // JSON.stringify refuses BigInt, as it would a store that is not plain JSON.
      return { notes: this.notes, broken: 1n };
    }
    return { notes: [...this.notes] } satisfies NotesSnapshot;
  }

  handlers() {
    return [
      http.post('*/notes', async ({ request }) => {
        const { text } = (await request.json()) as { text: string };
        this.notes.push(text);
        this.version += 1;
        return HttpResponse.json({ code: 200, message: 'ok', data: { count: this.notes.length } });
      }),
      http.get('*/notes', () => HttpResponse.json({ code: 200, message: 'ok', data: this.notes })),
    ];
  }
}

async function startWithStore(dir: string, store: FakeStore, logger = capturingLogger().logger) {
  return pool.start(store.handlers(), {
    logger,
    persistence: { dataDir: dir, version: () => store.version, snapshot: () => store.toSnapshot() },
  });
}

async function loadStore(dir: string): Promise<FakeStore> {
  const saved = await readSnapshot(dir);
  return saved === undefined ? new FakeStore() : FakeStore.fromSnapshot(saved);
}

async function post(url: string, text: string): Promise<Response> {
  return fetch(`${url}/notes`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text }) });
}

async function savedNotes(dir: string): Promise<string[]> {
  return (JSON.parse(await readFile(snapshotPath(dir), 'utf8')) as NotesSnapshot).notes;
}

describe('persistence in --data-dir', () => {
  it('writes the fresh state at start when the directory has none', async () => {
    const dir = await dataDir();
    await startWithStore(dir, new FakeStore(['seeded']));
    expect(await savedNotes(dir)).toEqual(['seeded']);
  });

  it('saves a write before answering it and leaves no temp files', async () => {
    const dir = await dataDir();
    const server = await startWithStore(dir, await loadStore(dir));
    const response = await post(server.url, '第一条');
    expect(response.status).toBe(200);
    // Read as soon as the answer arrived: the file already holds the write.
    expect(await savedNotes(dir)).toEqual(['第一条']);
    expect(await readdir(dir)).toEqual(['store.json']);
  });

  it('does not rewrite the file for requests that change nothing', async () => {
    const dir = await dataDir();
    const store = await loadStore(dir);
    const server = await startWithStore(dir, store);
    const afterStart = store.snapshots;
    for (let i = 0; i < 5; i += 1) await (await fetch(`${server.url}/notes`)).text();
    await (await fetch(`${server.url}/unknown`)).text();
    expect(store.snapshots).toBe(afterStart);
  });

  it('keeps every one of many concurrent writes, one write at a time', async () => {
    const dir = await dataDir();
    const store = await loadStore(dir);
    const server = await startWithStore(dir, store);
    const texts = Array.from({ length: 60 }, (_, i) => `note-${i}`);
    const responses = await Promise.all(texts.map((text) => post(server.url, text)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect((await savedNotes(dir)).sort()).toEqual([...texts].sort());
    // Writes that queue up behind one another are covered by one snapshot.
    expect(store.snapshots).toBeLessThanOrEqual(61);
    expect(await readdir(dir)).toEqual(['store.json']);
  });

  it('survives a restart: a new server from the same directory sees the data', async () => {
    const dir = await dataDir();
    const first = await startWithStore(dir, await loadStore(dir));
    await post(first.url, 'kept');
    await post(first.url, 'also kept');
    await first.close();

    const second = await startWithStore(dir, await loadStore(dir));
    const response = await fetch(`${second.url}/notes`);
    expect(((await response.json()) as { data: string[] }).data).toEqual(['kept', 'also kept']);
  });

  it('--reset forgets the saved state and starts from the seed', async () => {
    const dir = await dataDir();
    const first = await startWithStore(dir, await loadStore(dir));
    await post(first.url, 'gone after reset');
    await first.close();
    await writeFile(path.join(dir, '.store.json.999.1.tmp'), '{"half":');

    await removeSnapshot(dir);
    expect(await readSnapshot(dir)).toBeUndefined();
    const second = await startWithStore(dir, await loadStore(dir));
    const response = await fetch(`${second.url}/notes`);
    expect(((await response.json()) as { data: string[] }).data).toEqual([]);
    expect(await savedNotes(dir)).toEqual([]);
    expect(await readdir(dir)).toEqual(['store.json']);
  });

  it('answers 500 when the state cannot be saved, and saves again on the next write', async () => {
    const dir = await dataDir();
    const store = await loadStore(dir);
    const log = capturingLogger();
    const server = await startWithStore(dir, store, log.logger);
    store.failNextSnapshot = true;
    const failed = await post(server.url, 'not saved yet');
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { message: string }).message).toMatch(/Could not save the mock state/);
    expect(log.error.join('\n')).toMatch(/Could not save the mock state/);

    expect((await post(server.url, 'saved')).status).toBe(200);
    expect(await savedNotes(dir)).toEqual(['not saved yet', 'saved']);
  });

  it('removes temp files a killed process left behind', async () => {
    const dir = await dataDir();
    await writeFile(path.join(dir, '.store.json.12345.7.tmp'), '{"notes":["half');
    await startWithStore(dir, await loadStore(dir));
    expect(await readdir(dir)).toEqual(['store.json']);
  });

  it('says how to recover when store.json is not JSON', async () => {
    const dir = await dataDir();
    await writeFile(snapshotPath(dir), '{"notes": [');
    const error = await readSnapshot(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SnapshotError);
    expect((error as Error).message).toContain('--reset');
  });

  it('refuses a snapshot of an older store format with one line that names the file and --reset', async () => {
    const dir = await dataDir();
    await writeFile(snapshotPath(dir), JSON.stringify({ format: 1, students: [] }));
    const { startMockBackend } = await import('../src/backend.ts');
    const error = await startMockBackend({ port: 0, dataDir: dir, quiet: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SnapshotError);
    expect((error as Error).message).toContain(snapshotPath(dir));
    expect((error as Error).message).toContain('--reset');
  });
});
