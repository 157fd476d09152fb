import { readdir } from 'node:fs/promises';
import { idCardCheckChar } from '@gs/sdk/validators';
import { afterEach, describe, expect, it } from 'vitest';
import { readSavedState } from '../src/persistence.ts';
import { cleanEnv, spawnTs, tempDir, type SpawnedNode } from './helpers.ts';

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
  it('keeps every write that was answered with success, through journal appends and compactions', async () => {
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

    // Whatever moment the kill hit, the snapshot and the journals read back.
    const onDisk = await readSavedState(temp.dir);
    expect(onDisk?.snapshot.format).toBe(3);

    const restarted = await startFixture(temp.dir);
    const restored = ((await (await fetch(`${restarted.url}/writes`)).json()) as { data: string[] }).data;
    const restoredSet = new Set(restored);
    expect(acknowledged.filter((id) => !restoredSet.has(id))).toEqual([]);
    // Nothing that was never sent, nothing twice.
    expect(restored.every((id) => sent.has(id))).toBe(true);
    expect(restoredSet.size).toBe(restored.length);
    // The restart cleaned up the temp file a kill during a compaction leaves behind.
    expect((await readdir(temp.dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

// ---- the real store: writes through the HTTP API of the mock server itself -------------------------

async function startBackend(dir: string): Promise<{ spawned: SpawnedNode; url: string }> {
  const spawned = spawnTs('src/main.ts', ['--port', '0', '--host', '127.0.0.1', '--data-dir', dir, '--students', '300', '--quiet'], cleanEnv());
  children.push(spawned);
  const match = await spawned.waitForLine(/^Mock server on (http:\/\/\S+) /);
  return { spawned, url: match[1] ?? '' };
}

async function signIn(url: string, username: string): Promise<string> {
  const answer = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: '123456' }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** A valid ID card number per write (born one day after another from 1951 on, which the seed never is). */
function idCard(n: number): string {
  const birth = new Date(Date.UTC(1951, 0, 1) + n * 86_400_000);
  const first17 = `110101${birth.getUTCFullYear()}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${String(birth.getUTCDate()).padStart(2, '0')}001`;
  return `${first17}${idCardCheckChar(first17)}`;
}

interface Acknowledged {
  kind: 'notice' | 'student' | 'file';
  id: string;
  /** What the write carried that a read must give back: title, ID card number, file content. */
  marker: string;
}

describe('durability of the real store across SIGKILL (mock server with --data-dir)', () => {
  it('keeps every notice, student and file whose write was answered with success', async () => {
    const temp = await tempDir();
    cleanups.push(temp.remove);
    const { spawned, url } = await startBackend(temp.dir);
    const token = await signIn(url, 'staff');
    const auth = { Authorization: `Bearer ${token}` };
    const json = { ...auth, 'Content-Type': 'application/json' };

    const acknowledged: Acknowledged[] = [];
    const sent = new Set<string>();
    let failures = 0;
    let killed = false;
    let parses = 0;
    let serial = 0;
    const KILL_AFTER = 90;

    /** One write of the next kind; resolves with what the server acknowledged, if it did. */
    async function write(n: number): Promise<Acknowledged | undefined> {
      const kind = (['notice', 'student', 'file'] as const)[n % 3]!;
      const marker = `durable-${n}`;
      sent.add(marker);
      let response: Response;
      if (kind === 'notice') {
        response = await fetch(`${url}/kernel/api/config/notice`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ title: marker, content: `&lt;p&gt;${marker}&lt;/p&gt;` }),
        });
      } else if (kind === 'student') {
        const body = { xm: marker, xb: '1', sfzh: idCard(n), xydm: '001', zydm: '081200', pycc: '2', xwlx: '1', xxxs: '1', rxnj: 2026 };
        response = await fetch(`${url}/cloud-xj/api/xj/xjxx/stuinfo/add`, { method: 'POST', headers: json, body: JSON.stringify(body) });
      } else {
        const form = new FormData();
        form.append('file', new Blob([`${marker}\n`], { type: 'text/plain' }), `${marker}.txt`);
        form.append('modules', 'durability');
        response = await fetch(`${url}/kernel/storage`, { method: 'POST', headers: auth, body: form });
      }
      const body = (await response.json()) as { code: number; data: { id: string } };
      if (response.status !== 200 || body.code !== 200) throw new Error(`${kind} write answered ${response.status}: ${JSON.stringify(body)}`);
      return { kind, id: body.data.id, marker };
    }

    // Each worker writes until a write fails, so the burst is still going when the kill lands (on a
    // loaded machine every write in flight may have been answered just before it).
    async function worker(): Promise<void> {
      for (;;) {
        try {
          const done = await write((serial += 1));
          if (done) acknowledged.push(done);
        } catch (error) {
          // Only the kill may cut a write short.
          if (!killed) throw error;
          failures += 1;
          return;
        }
        if (!killed && acknowledged.length >= KILL_AFTER) {
          killed = true;
          spawned.child.kill('SIGKILL');
        }
      }
    }

    // Meanwhile the saved state is read over and over: it must read back whenever it is looked at.
    async function reader(): Promise<void> {
      while (!killed) {
        const saved = await readSavedState(temp.dir);
        expect(saved?.snapshot.format).toBe(3);
        parses += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }

    await Promise.all([reader(), ...Array.from({ length: 16 }, () => worker())]);
    const exit = await spawned.exited;
    expect(exit.signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(failures).toBeGreaterThan(0);
    expect(parses).toBeGreaterThan(0);
    expect((await readSavedState(temp.dir))?.snapshot.format).toBe(3);

    // Restart from the same directory; every acknowledged write reads back as it was written.
    const restarted = await startBackend(temp.dir);
    const again = { Authorization: `Bearer ${await signIn(restarted.url, 'staff')}` };
    const missing: string[] = [];
    for (const write of acknowledged) {
      if (write.kind === 'notice') {
        const answer = await fetch(`${restarted.url}/kernel/api/config/notice/NotAuth?id=${write.id}`);
        const notice = answer.status === 200 ? ((await answer.json()) as { data: { title: string }[] }).data[0] : undefined;
        if (notice?.title !== write.marker) missing.push(`${write.kind} ${write.marker}`);
      } else if (write.kind === 'student') {
        const answer = await fetch(`${restarted.url}/cloud-xj/api/xj/xjxx/getStuById?id=${write.id}`, { headers: again });
        const student = answer.status === 200 ? ((await answer.json()) as { data: { xm: string } }).data : undefined;
        if (student?.xm !== write.marker) missing.push(`${write.kind} ${write.marker}`);
      } else {
        const answer = await fetch(`${restarted.url}/kernel/storage/download/${write.id}`, { headers: again });
        if (answer.status !== 200 || (await answer.text()) !== `${write.marker}\n`) missing.push(`${write.kind} ${write.marker}`);
      }
    }
    expect(missing).toEqual([]);

    // Nothing that was never sent, nothing twice.
    const notices = (
      (await (await fetch(`${restarted.url}/kernel/notice?size=1000&title=durable-`, { headers: again })).json()) as { data: { records: { title: string }[] } }
    ).data.records.map((n) => n.title);
    const students = (
      (await (
        await fetch(`${restarted.url}/cloud-xj/api/xj/xjxx/stuinfo/Search`, {
          method: 'POST',
          headers: { ...again, 'Content-Type': 'application/json' },
          body: JSON.stringify({ xm: 'durable-', size: 1000 }),
        })
      ).json()) as {
        data: { records: { xm: string }[] };
      }
    ).data.records.map((s) => s.xm);
    const files = (
      (await (await fetch(`${restarted.url}/kernel/storage?size=1000&modules=durability`, { headers: again })).json()) as {
        data: { records: { realName: string }[] };
      }
    ).data.records.map((f) => f.realName.replace(/\.txt$/, ''));
    const restored = [...notices, ...students, ...files];
    expect(restored.every((marker) => sent.has(marker))).toBe(true);
    expect(new Set(restored).size).toBe(restored.length);
    const kinds = (kind: Acknowledged['kind']) => acknowledged.filter((w) => w.kind === kind).length;
    console.log(
      `durability (real store): ${acknowledged.length} writes acknowledged before SIGKILL (${kinds('notice')} notices, ${kinds('student')} students, ${kinds('file')} files), ` +
        `all ${acknowledged.length} verified after the restart; ${restored.length - acknowledged.length} in-flight writes also landed; the saved state read back ${parses} times during the burst`,
    );
  });
});
