import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultMockOptions } from '@gs/mocks/config';
import { defineSlice, Store } from '@gs/mocks/store';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createJournalWriter, type StateWriter } from '../src/journal-writer.ts';
import { readSavedState, removeSavedState, SnapshotError, snapshotPath } from '../src/persistence.ts';
import { capturingLogger, serverPool, tempDir } from './helpers.ts';

const pool = serverPool();
const cleanups: Array<() => Promise<void>> = [];
const writers: StateWriter[] = [];
afterEach(async () => {
  await pool.closeAll();
  await Promise.all(writers.splice(0).map((writer) => writer.close()));
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function dataDir(): Promise<string> {
  const temp = await tempDir();
  cleanups.push(temp.remove);
  return temp.dir;
}

interface Note {
  id: string;
  text: string;
}

const notesSlice = defineSlice('notes', (store) => ({ notes: store.collection<Note>('notes', (n) => n.id) }));

/** A store of notes: seeded with `seed`, or restored from what `dir` holds. */
async function openStore(dir: string, seed: string[] = []) {
  const saved = await readSavedState(dir);
  const store = new Store(defaultMockOptions, 1);
  const { notes } = store.slice(notesSlice);
  if (saved) {
    store.loadSnapshot(saved.snapshot);
    for (const entry of saved.journal) store.replay(entry);
  } else {
    for (const text of seed) notes.set({ id: store.nextId(), text });
  }
  store.goLive();
  return { store, notes, generation: saved?.generation };
}

async function start(dir: string, options: { seed?: string[]; compactBytes?: number; logger?: ReturnType<typeof capturingLogger>['logger'] } = {}) {
  const { store, notes, generation } = await openStore(dir, options.seed);
  const writer = await createJournalWriter(dir, store, generation, { compactBytes: options.compactBytes });
  writers.push(writer);
  const server = await pool.start(
    [
      http.post('*/notes', async ({ request }) => {
        const { text } = (await request.json()) as { text: string };
        if (text === '') return HttpResponse.json({ code: 400, message: 'empty', data: null }, { status: 400 });
        store.write(() => notes.set({ id: store.nextId(), text }));
        return HttpResponse.json({ code: 200, message: 'ok', data: { count: notes.size } });
      }),
      http.get('*/notes', () => HttpResponse.json({ code: 200, message: 'ok', data: [...notes.values()].map((n) => n.text) })),
    ],
    { writer, logger: options.logger },
  );
  return { server, store, notes, writer };
}

async function post(url: string, text: string): Promise<Response> {
  return fetch(`${url}/notes`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text }) });
}

/** What a restart would see: the snapshot plus the journal. */
async function savedNotes(dir: string): Promise<string[]> {
  const { notes } = await openStore(dir);
  return [...notes.values()].map((n) => n.text);
}

const journalLines = async (dir: string) =>
  (await Promise.all((await readdir(dir)).filter((n) => n.startsWith('journal-')).map((n) => readFile(path.join(dir, n), 'utf8'))))
    .join('')
    .split('\n')
    .filter(Boolean);

describe('persistence in --data-dir', () => {
  it('writes the fresh state at start when the directory has none', async () => {
    const dir = await dataDir();
    await start(dir, { seed: ['seeded'] });
    expect(await savedNotes(dir)).toEqual(['seeded']);
    expect((await readdir(dir)).sort()).toEqual(['journal-1.ndjson', 'snapshot.json']);
  });

  it('journals a write before answering it: one line with the changed record, not the store', async () => {
    const dir = await dataDir();
    const { server } = await start(dir, { seed: Array.from({ length: 200 }, (_, i) => `seeded ${i}`) });
    const response = await post(server.url, '第一条');
    expect(response.status).toBe(200);
    // Read as soon as the answer arrived: the journal already holds the write.
    const lines = await journalLines(dir);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).c).toEqual([['notes', expect.any(String), { id: expect.any(String), text: '第一条' }]]);
    expect((await savedNotes(dir)).at(-1)).toBe('第一条');
  });

  it('journals nothing for reads and for refused writes', async () => {
    const dir = await dataDir();
    const { server } = await start(dir);
    for (let i = 0; i < 5; i += 1) await (await fetch(`${server.url}/notes`)).text();
    expect((await post(server.url, '')).status).toBe(400);
    await (await fetch(`${server.url}/unknown`)).text();
    expect(await journalLines(dir)).toEqual([]);
  });

  it('keeps every one of many concurrent writes, several to an fsync', async () => {
    const dir = await dataDir();
    const { server } = await start(dir);
    const texts = Array.from({ length: 60 }, (_, i) => `note-${i}`);
    const responses = await Promise.all(texts.map((text) => post(server.url, text)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect((await savedNotes(dir)).sort()).toEqual([...texts].sort());
    expect(await journalLines(dir)).toHaveLength(60);
  });

  it('survives a restart: a new server from the same directory sees the data', async () => {
    const dir = await dataDir();
    const first = await start(dir);
    await post(first.server.url, 'kept');
    await post(first.server.url, 'also kept');
    await first.server.close();
    await writers.splice(0)[0]!.close();

    const second = await start(dir);
    const response = await fetch(`${second.server.url}/notes`);
    expect(((await response.json()) as { data: string[] }).data).toEqual(['kept', 'also kept']);
    await post(second.server.url, 'after the restart');
    expect(await savedNotes(dir)).toEqual(['kept', 'also kept', 'after the restart']);
  });

  it('compacts a long journal into a new snapshot off the request path, losing nothing', async () => {
    const dir = await dataDir();
    const { server, writer } = await start(dir, { compactBytes: 2_000 });
    const texts = Array.from({ length: 80 }, (_, i) => `compacted note ${i}`);
    for (const text of texts) expect((await post(server.url, text)).status).toBe(200);
    await writer.idle();
    const names = await readdir(dir);
    expect(names.filter((n) => n.startsWith('journal-')).length).toBe(1);
    expect(names).not.toContain('journal-1.ndjson');
    const saved = await readSavedState(dir);
    expect(saved!.generation).toBeGreaterThan(1);
    expect(await savedNotes(dir)).toEqual(texts);
  });

  it('takes a write back and answers 500 when it cannot be saved, and saves the next one', async () => {
    const dir = await dataDir();
    const log = capturingLogger();
    const { server, store, notes } = await start(dir, { logger: log.logger });
    // A record JSON cannot write (a BigInt) stands for a journal that cannot be written.
    store.write(() => notes.set({ id: 'x', text: 1n as unknown as string }));
    const failed = await post(server.url, 'committed with the broken one');
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { message: string }).message).toMatch(/Could not save the mock state/);
    expect(log.error.join('\n')).toMatch(/Could not save the mock state/);
    expect(notes.has('x')).toBe(false);

    expect((await post(server.url, 'saved')).status).toBe(200);
    expect(await savedNotes(dir)).toEqual(['saved']);
  });

  it('drops a last journal line that a kill cut short, and removes temp files', async () => {
    const dir = await dataDir();
    const first = await start(dir);
    await post(first.server.url, 'whole');
    await first.server.close();
    await writers.splice(0)[0]!.close();
    const journal = path.join(dir, 'journal-1.ndjson');
    await writeFile(journal, `${await readFile(journal, 'utf8')}{"v":99,"s":1,"c":[["notes","y",{"id":"y","te`);
    await writeFile(path.join(dir, '.snapshot.json.12345.7.tmp'), '{"half":');
    expect(await savedNotes(dir)).toEqual(['whole']);
    await start(dir);
    expect((await readdir(dir)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('--reset forgets the saved state', async () => {
    const dir = await dataDir();
    const first = await start(dir);
    await post(first.server.url, 'gone after reset');
    await first.server.close();
    await writers.splice(0)[0]!.close();
    await removeSavedState(dir);
    expect(await readSavedState(dir)).toBeUndefined();
    expect(await readdir(dir)).toEqual([]);
  });

  it('says how to recover when snapshot.json is not JSON, or the directory holds the old format', async () => {
    const dir = await dataDir();
    await writeFile(snapshotPath(dir), '{"journal": 1, "state": [');
    const error = await readSavedState(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SnapshotError);
    expect((error as Error).message).toContain('--reset');

    const old = await dataDir();
    await writeFile(path.join(old, 'store.json'), JSON.stringify({ format: 2, students: [] }));
    const legacy = await readSavedState(old).catch((e: unknown) => e);
    expect(legacy).toBeInstanceOf(SnapshotError);
    expect((legacy as Error).message).toMatch(/store\.json.*--reset/);
  });

  it('refuses a snapshot of another store format with one line that names the file and --reset', async () => {
    const dir = await dataDir();
    await writeFile(snapshotPath(dir), JSON.stringify({ journal: 1, state: { format: 1, students: [] } }));
    const { startMockBackend } = await import('../src/backend.ts');
    const error = await startMockBackend({ port: 0, dataDir: dir, quiet: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SnapshotError);
    expect((error as Error).message).toContain(snapshotPath(dir));
    expect((error as Error).message).toContain('--reset');
  });
});
