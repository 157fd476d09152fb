import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** Name of the saved state inside the data directory. */
export const SNAPSHOT_FILE = 'store.json';

const TEMP_PREFIX = `.${SNAPSHOT_FILE}.`;
const TEMP_SUFFIX = '.tmp';

/** What the server needs from a store to save it: a counter that moves on every mutation and a plain-JSON copy. */
export interface PersistentState {
  version(): number;
  snapshot(): unknown;
}

/** The saved state exists but cannot be read back; the message tells the developer what to do. */
export class SnapshotError extends Error {
  override readonly name = 'SnapshotError';
}

export function snapshotPath(dataDir: string): string {
  return path.join(dataDir, SNAPSHOT_FILE);
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}

/** Reads `DIR/store.json`; `undefined` when there is none yet. */
export async function readSnapshot(dataDir: string): Promise<unknown> {
  const file = snapshotPath(dataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SnapshotError(`${file} is not valid JSON (${reason}); pass --reset to discard it and start from the seed.`);
  }
}

export async function snapshotExists(dataDir: string): Promise<boolean> {
  try {
    return (await stat(snapshotPath(dataDir))).isFile();
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return false;
    throw error;
  }
}

/** `--reset`: forget the saved state, including temp files a killed process left behind. */
export async function removeSnapshot(dataDir: string): Promise<void> {
  await rm(snapshotPath(dataDir), { force: true });
  await removeStaleTempFiles(dataDir);
}

/** A process killed mid-write leaves its temp file; store.json itself is never touched until the rename. */
export async function removeStaleTempFiles(dataDir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return;
    throw error;
  }
  await Promise.all(
    names
      .filter((name) => name.startsWith(TEMP_PREFIX) && name.endsWith(TEMP_SUFFIX))
      .map((name) => rm(path.join(dataDir, name), { force: true })),
  );
}

/** Directory fsync makes the rename itself durable; some platforms (Windows) cannot open a directory for it. */
async function syncDirectory(dir: string): Promise<void> {
  let handle;
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

let tempCounter = 0;

/**
 * Writes the snapshot so that `store.json` is always either the old or the new complete file:
 * temp file in the same directory, fsync, rename over the target, fsync the directory.
 */
export async function writeSnapshotAtomic(dataDir: string, snapshot: unknown): Promise<void> {
  const text = JSON.stringify(snapshot);
  if (text === undefined) throw new TypeError('The store snapshot is not serialisable to JSON.');
  await mkdir(dataDir, { recursive: true });
  tempCounter += 1;
  const temp = path.join(dataDir, `${TEMP_PREFIX}${process.pid}.${tempCounter}${TEMP_SUFFIX}`);
  try {
    const handle = await open(temp, 'w', 0o644);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, snapshotPath(dataDir));
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dataDir);
}

export interface SnapshotWriter {
  /**
   * Saves the state when its version moved since the last save; resolves once it is on disk.
   * Calls are serialised, and one write covers every mutation made before its snapshot was taken.
   */
  persist(): Promise<void>;
  /** Resolves when no write is in progress. */
  idle(): Promise<void>;
}

/**
 * Starts a writer for `dataDir`. Writes the current state at once when the directory holds no
 * saved state yet, so a fresh seed is on disk before the first request.
 */
export async function createSnapshotWriter(dataDir: string, state: PersistentState): Promise<SnapshotWriter> {
  await mkdir(dataDir, { recursive: true });
  await removeStaleTempFiles(dataDir);

  let savedVersion = state.version();
  if (!(await snapshotExists(dataDir))) await writeSnapshotAtomic(dataDir, state.snapshot());

  let queue: Promise<void> = Promise.resolve();

  async function saveIfChanged(): Promise<void> {
    const version = state.version();
    if (version === savedVersion) return;
    // The snapshot is taken when this write starts, so it includes every mutation up to now.
    await writeSnapshotAtomic(dataDir, state.snapshot());
    savedVersion = version;
  }

  return {
    persist() {
      const run = queue.then(saveIfChanged);
      // A failed write fails its own request; the next request tries again.
      queue = run.catch(() => undefined);
      return run;
    },
    idle() {
      return queue;
    },
  };
}
