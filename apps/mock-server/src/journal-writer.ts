import { mkdir, open, rm } from 'node:fs/promises';
import { Store, type StoreSnapshot } from '@gs/mocks/store';
import { journalGenerations, journalPath, removeTempFiles, writeSnapshot } from './persistence.ts';

// The saves on the request path (`--data-dir`): each answer waits until the writes committed before
// it are in the journal, many requests share one fsync, and compaction runs off the request path.
// The files themselves (snapshot, journals, what a kill can leave) are persistence.ts's.

/** Journal size that starts a compaction. */
export const DEFAULT_COMPACT_BYTES = 16 * 1024 * 1024;

export interface StateWriter {
  /** A ticket for a request that starts now; `persist(ticket)` reports saves that failed after it. */
  begin(): number;
  /**
   * Resolves once every write committed so far is on disk. Rejects when a save failed after
   * `ticket`: the writes it covered were taken back, so the request must not answer success.
   */
  persist(ticket?: number): Promise<void>;
  /** Resolves when no save or compaction is in progress. */
  idle(): Promise<void>;
  /** Saves what is left and closes the journal. */
  close(): Promise<void>;
}

export interface JournalOptions {
  /** Journal size that starts a compaction; default 16 MB. */
  compactBytes?: number;
  /** Where compaction failures go (the state stays safe in the journal). */
  onError?(error: unknown): void;
}

/**
 * Keeps `store` saved in `dataDir`. With no saved state there, the current state (a fresh seed) is
 * written first. From then on every committed write waits in the store until `persist()` appends it.
 */
export async function createJournalWriter(dataDir: string, store: Store, generation: number | undefined, options: JournalOptions = {}): Promise<StateWriter> {
  const compactBytes = options.compactBytes ?? DEFAULT_COMPACT_BYTES;
  await mkdir(dataDir, { recursive: true });
  await removeTempFiles(dataDir);
  store.retainBatches();

  let current = generation ?? 1;
  if (generation === undefined) await writeSnapshot(dataDir, current, store.toSnapshot());
  let journal = await open(journalPath(dataDir, current), 'a', 0o644);
  let journalBytes = (await journal.stat()).size;

  let failures = 0;
  let lastFailure: unknown;
  let queue: Promise<void> = Promise.resolve();
  let compacting: Promise<void> | undefined;

  /** Appends every batch committed so far, in one write and one fsync (group commit). */
  async function flush(): Promise<void> {
    const batches = store.takeBatches();
    if (batches.length === 0) return;
    let text: string;
    try {
      text = batches.map((batch) => `${JSON.stringify(Store.journalEntry(batch))}\n`).join('');
      await journal.write(text);
      await journal.datasync();
    } catch (error) {
      // The writes are taken back, so memory and disk agree again; later writes are not held up.
      store.revert(batches);
      failures += 1;
      lastFailure = error;
      // A half-written line is dropped when the journal is read; a fresh start of the line keeps the next one whole.
      await journal.write('\n').catch(() => undefined);
      throw error;
    }
    journalBytes += Buffer.byteLength(text);
    Store.saved(batches);
    if (journalBytes >= compactBytes && !compacting) {
      compacting = compact().finally(() => (compacting = undefined));
    }
  }

  /** Starts a new journal generation and writes a snapshot for it, off the request path. */
  async function compact(): Promise<void> {
    let view: StoreSnapshot | undefined;
    let next = 0;
    // Switch journals in the queue, at a moment when every committed write is saved, so the
    // snapshot holds exactly what the old journals hold.
    const switched = queue.then(async () => {
      await flush();
      if (store.pendingBatches() > 0) return;
      next = current + 1;
      const opened = await open(journalPath(dataDir, next), 'a', 0o644);
      view = store.toSnapshot();
      const old = journal;
      journal = opened;
      journalBytes = 0;
      current = next;
      await old.close();
    });
    queue = switched.catch(() => undefined);
    try {
      await switched;
      if (!view) return;
      await writeSnapshot(dataDir, next, view);
      for (const g of await journalGenerations(dataDir)) if (g < next) await rm(journalPath(dataDir, g), { force: true });
    } catch (error) {
      options.onError?.(error);
    }
  }

  async function idle(): Promise<void> {
    await queue;
    await compacting;
  }

  return {
    begin: () => failures,
    persist(ticket) {
      const run = queue.then(flush);
      queue = run.catch(() => undefined);
      return run.then(() => {
        if (ticket !== undefined && failures !== ticket) throw lastFailure;
      });
    },
    idle,
    async close() {
      await idle();
      await queue.then(flush).catch(() => undefined);
      await journal.close();
    },
  };
}
