import { createSnapshotWriter, type PersistentState } from './persistence.ts';

/**
 * What the request pipeline needs from persistence: one call before each answer, and a way to wait
 * for saves in progress at shutdown. Any store format that offers these two can replace the
 * snapshot writer without the pipeline changing.
 */
export interface StatePersister {
  /** Resolves once every change made so far is on disk; rejects when saving failed. */
  persist(): Promise<void>;
  /** Resolves when no save is in progress. */
  idle(): Promise<void>;
}

export interface MockServerPersistence extends PersistentState {
  /** Directory of `store.json`; the state is saved there before every answer that changed it. */
  dataDir: string;
}

/** The persister of `--data-dir`: the whole state as one snapshot, written when it changed. */
export async function createPersister(persistence: MockServerPersistence): Promise<StatePersister> {
  return createSnapshotWriter(persistence.dataDir, persistence);
}
