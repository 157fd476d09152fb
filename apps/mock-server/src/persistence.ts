import { type FileHandle, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { JournalEntry, StoreSnapshot } from '@gs/mocks/store';

/**
 * The state of `--data-dir`: a snapshot of the whole store, and a journal of the writes since.
 *
 * - `snapshot.json`: `{ journal: N, state }`, written whole (temp file, fsync, rename, fsync of the
 *   directory), so it is always either the old or the new complete file.
 * - `journal-N.ndjson`: one line per write acknowledged after that snapshot (the records it changed,
 *   not the store), appended and fsynced before the answer leaves. A write costs the same with 2,000
 *   students as with 100,000.
 * - Compaction runs off the request path: when the journal grows past a size, new writes go to
 *   `journal-(N+1)`, the snapshot is written in slices that yield to other requests, and the old
 *   journal goes. A kill at any point leaves a snapshot plus the journals to replay after it;
 *   replaying a write twice gives the same records (each line sets or removes whole records).
 */
export const SNAPSHOT_FILE = 'snapshot.json';
/** The single-file format of earlier versions; found in a data directory, it says to start again. */
const LEGACY_FILE = 'store.json';
const JOURNAL = /^journal-(\d+)\.ndjson$/;
const TEMP_SUFFIX = '.tmp';
/** Records serialised between two yields while a snapshot is written. */
const SLICE_RECORDS = 500;

/** The saved state exists but cannot be read back; the message tells the developer what to do. */
export class SnapshotError extends Error {
  override readonly name = 'SnapshotError';
}

export function snapshotPath(dataDir: string): string {
  return path.join(dataDir, SNAPSHOT_FILE);
}

export function journalPath(dataDir: string, generation: number): string {
  return path.join(dataDir, `journal-${generation}.ndjson`);
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return false;
    throw error;
  }
}

export async function journalGenerations(dataDir: string): Promise<number[]> {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return [];
    throw error;
  }
  return names
    .flatMap((name) => {
      const match = JOURNAL.exec(name);
      return match ? [Number(match[1])] : [];
    })
    .sort((a, b) => a - b);
}

/** What a data directory holds: the snapshot and the journal lines to replay after it, in order. */
export interface SavedState {
  snapshot: StoreSnapshot;
  journal: JournalEntry[];
  /** The journal generation new writes go to. */
  generation: number;
}

/** Reads the saved state of `dataDir`; `undefined` when there is none yet. */
export async function readSavedState(dataDir: string): Promise<SavedState | undefined> {
  const file = snapshotPath(dataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') {
      if (await exists(path.join(dataDir, LEGACY_FILE))) {
        throw new SnapshotError(
          `${path.join(dataDir, LEGACY_FILE)} was saved by an earlier version of the mock server; pass --reset to start again from the seed.`,
        );
      }
      return undefined;
    }
    throw error;
  }
  let saved: { journal?: unknown; state?: unknown };
  try {
    saved = JSON.parse(text) as typeof saved;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SnapshotError(`${file} is not valid JSON (${reason}); pass --reset to discard it and start from the seed.`);
  }
  if (typeof saved?.journal !== 'number' || typeof saved.state !== 'object' || saved.state === null) {
    throw new SnapshotError(`${file} is not a snapshot of this mock server; pass --reset to discard it and start from the seed.`);
  }
  const first = saved.journal;
  const generations = (await journalGenerations(dataDir)).filter((g) => g >= first);
  const journal: JournalEntry[] = [];
  for (const generation of generations) journal.push(...(await readJournal(journalPath(dataDir, generation))));
  return { snapshot: saved.state as StoreSnapshot, journal, generation: Math.max(first, ...generations) };
}

/**
 * The lines of one journal. A kill during an append can leave a last line cut short: that write
 * was never acknowledged, so it is dropped. A broken line before the last means the file was
 * damaged outside the server, which is an error.
 */
async function readJournal(file: string): Promise<JournalEntry[]> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  const entries: JournalEntry[] = [];
  lines.forEach((line, index) => {
    if (line === '') return;
    try {
      entries.push(JSON.parse(line) as JournalEntry);
    } catch {
      const last = lines.slice(index + 1).every((rest) => rest === '');
      if (!last) throw new SnapshotError(`${file} line ${index + 1} is damaged; pass --reset to discard the saved state.`);
    }
  });
  return entries;
}

/** `--reset`: forget the saved state, including temp files a killed process left behind. */
export async function removeSavedState(dataDir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return;
    throw error;
  }
  await Promise.all(
    names
      .filter((name) => name === SNAPSHOT_FILE || name === LEGACY_FILE || JOURNAL.test(name) || name.endsWith(TEMP_SUFFIX))
      .map((name) => rm(path.join(dataDir, name), { force: true })),
  );
}

/** Directory fsync makes a rename durable; some platforms (Windows) cannot open a directory for it. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    if (isErrnoException(error) && ['EISDIR', 'EPERM', 'EINVAL', 'ENOTSUP', 'EACCES'].includes(error.code ?? '')) return;
    throw error;
  } finally {
    await handle?.close();
  }
}

/**
 * Writes `snapshot.json` for journal generation `generation`, atomically. The records are the
 * store's frozen ones, so the view stays consistent while it is written in slices; between slices
 * other requests run.
 */
export async function writeSnapshot(dataDir: string, generation: number, view: StoreSnapshot): Promise<void> {
  const temp = path.join(dataDir, `.${SNAPSHOT_FILE}.${process.pid}.${generation}${TEMP_SUFFIX}`);
  const handle = await open(temp, 'w', 0o644);
  try {
    const { collections, ...head } = view;
    await handle.write(`{"journal":${generation},"state":${JSON.stringify(head).slice(0, -1)},"collections":{`);
    let firstCollection = true;
    for (const [name, records] of Object.entries(collections)) {
      await handle.write(`${firstCollection ? '' : ','}${JSON.stringify(name)}:[`);
      firstCollection = false;
      for (let start = 0; start < records.length; start += SLICE_RECORDS) {
        const slice = records.slice(start, start + SLICE_RECORDS).map((record) => JSON.stringify(record));
        await handle.write(`${start === 0 ? '' : ','}${slice.join(',')}`);
        await yieldToLoop();
      }
      await handle.write(']');
    }
    await handle.write('}}}');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await handle.close();
  await rename(temp, snapshotPath(dataDir));
  await syncDirectory(dataDir);
}

/** Temp files a killed process left behind (a snapshot it never renamed into place). */
export async function removeTempFiles(dataDir: string): Promise<void> {
  const names = await readdir(dataDir);
  await Promise.all(names.filter((name) => name.endsWith(TEMP_SUFFIX)).map((name) => rm(path.join(dataDir, name), { force: true })));
}
