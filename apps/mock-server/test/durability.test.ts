import { readdir, readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotPath } from '../src/persistence.ts';
import { spawnTs, tempDir, type SpawnedNode } from './helpers.ts';

const FIXTURE = 'test/fixtures/counter-server.ts';
const children: SpawnedNode[] = [];
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const spawned of children.splice(0)) {
    if (spawned.child.exitCode === null && spawned.child.signalCode === null) spawned.child.kill('SIGKILL');
    await spawned.exited;
  }
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function startFixture(dir: string): Promise<{ spawned: SpawnedNode; url: string }> {
  const spawned = spawnTs(FIXTURE, [dir]);
  children.push(spawned);
  const match = await spawned.waitForLine(/^READY (http:\/\/\S+)$/);
  return { spawned, url: match[1] ?? '' };
}

describe('durability of --data-dir across SIGKILL', () => {
  it('keeps every write that was answered with success, and store.json always parses', async () => {
    const temp = await tempDir();
    cleanups.push(temp.remove);
    const { spawned, url } = await startFixture(temp.dir);

    const acknowledged: string[] = [];
    const sent = new Set<string>();
    let failures = 0;
    let killed = false;
    const KILL_AFTER = 80;

    // Workers keep a steady stream of concurrent writes in flight until the process dies.
    async function worker(w: number): Promise<void> {
      for (let i = 0; !killed || i === 0; i += 1) {
        const id = `w${w}-${i}`;
        sent.add(id);
        try {
          const response = await fetch(`${url}/writes/${id}`, { method: 'POST' });
          const body = (await response.json()) as { code: number };
          if (response.status === 200 && body.code === 200) acknowledged.push(id);
        } catch {
          failures += 1;
          return;
        }
        if (!killed && acknowledged.length >= KILL_AFTER) {
          killed = true;
          spawned.child.kill('SIGKILL');
        }
        if (i > 500) return;
      }
    }
    await Promise.all(Array.from({ length: 24 }, (_, w) => worker(w)));
    const exit = await spawned.exited;
    expect(exit.signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // The kill landed with writes still in flight.
    expect(failures).toBeGreaterThan(0);

    // Whatever moment the kill hit, the file is a complete snapshot.
    const onDisk = JSON.parse(await readFile(snapshotPath(temp.dir), 'utf8')) as { writes: string[] };
    expect(Array.isArray(onDisk.writes)).toBe(true);

    const restarted = await startFixture(temp.dir);
    const restored = ((await (await fetch(`${restarted.url}/writes`)).json()) as { data: string[] }).data;
    const restoredSet = new Set(restored);
    expect(acknowledged.filter((id) => !restoredSet.has(id))).toEqual([]);
    // Nothing that was never sent, nothing twice.
    expect(restored.every((id) => sent.has(id))).toBe(true);
    expect(restoredSet.size).toBe(restored.length);
    // The restart cleaned up the temp file a mid-write kill leaves behind.
    expect(await readdir(temp.dir)).toEqual(['store.json']);
  });
});
