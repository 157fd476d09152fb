import type { MockOptions } from '../config.ts';
import { type BlobStore, MemoryBlobStore } from './blobs.ts';

export type { BlobStore } from './blobs.ts';
import { type AnyCollection, Collection, type CollectionHooks, type CollectionHost } from './collection.ts';
import { formatTime } from './clock.ts';

/** One changed record of a write: `after` undefined means removed. */
export interface Change {
  collection: AnyCollection;
  key: string;
  before: unknown;
  after: unknown;
}

/** What one successful write changed, in order; the unit the journal appends and an undo reverts. */
export interface Batch {
  /** `store.version` after this batch. */
  version: number;
  /** The id counter after this batch (ids handed out by a refused write are not reused). */
  seq: number;
  changes: Change[];
  /** Work that may only happen once the batch is saved (deleting a removed file's bytes). */
  afterSaved: (() => void)[];
}

/** A batch as JSON: `[collection, key, record | null]` per change. */
export interface JournalEntry {
  v: number;
  s: number;
  c: [collection: string, key: string, record: unknown][];
}

export const SNAPSHOT_FORMAT = 3;

/**
 * The whole state as plain JSON values. The records are the live (frozen) ones, not copies: a
 * snapshot is consistent however long its serialisation takes, because stored records never change.
 */
export interface StoreSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  /** The seed the data was first generated with (information only). */
  seed: number;
  /** The write counter (`Store.version`). */
  version: number;
  /** Last id handed out by `nextId`. */
  seq: number;
  collections: Record<string, unknown[]>;
}

/** A snapshot or journal this store cannot load; the message says what to do. */
export class StoreSnapshotError extends Error {
  override readonly name = 'StoreSnapshotError';
}

/** A store part that an area owns: its collections, indexes and rules, created once per store. */
export interface SliceDefinition<S> {
  readonly name: string;
  create(store: Store): S;
}

export function defineSlice<S>(name: string, create: (store: Store) => S): SliceDefinition<S> {
  return { name, create };
}

/** Ids look like the backend's snowflake ids: 19 digits, growing; seeded and new ones share the counter. */
const ID_BASE = 1_720_000_000_000_000_000n;

type Mode = 'seeding' | 'live';

/**
 * The mock backend's state, seeded deterministically (same options, same data, on Node and in the
 * browser). It knows no business area: areas register their collections through `slice()`.
 *
 * Every change happens inside `write(fn)`, a synchronous unit of work: if `fn` throws, every change
 * it made is undone and the store is as before, so a refused request never changes anything. A
 * write that returns commits one `Batch`; with `retainBatches()` on (the standalone server's
 * journal), committed batches wait in `takeBatches()` until they are durable, and `revert()` takes
 * them back when they cannot be saved.
 */
export class Store implements CollectionHost {
  /** Moves on every committed write. */
  version = 0;
  private seqValue = 0;
  private mode: Mode = 'seeding';
  private readonly collections = new Map<string, AnyCollection>();
  private readonly slices = new Map<SliceDefinition<unknown>, unknown>();
  /** Collection names by the slice that registered them. */
  private readonly sliceCollections = new Map<string, string[]>();
  private creating: string | undefined;
  /** Changes of the write in progress, and what waits for them to be saved. */
  private open: Change[] | undefined;
  private openAfterSaved: (() => void)[] = [];
  /** Committed batches not yet taken by the journal; undefined when no journal is attached. */
  private retained: Batch[] | undefined;

  constructor(
    readonly options: MockOptions,
    readonly seed: number,
    /** Bytes of stored files; in memory unless the server gives it a directory. */
    readonly blobs: BlobStore = new MemoryBlobStore(),
  ) {}

  /** Registers a collection (once per name); called by slices when they are created. */
  collection<T>(name: string, keyOf: (record: T) => string, hooks?: CollectionHooks<T>): Collection<T> {
    if (this.collections.has(name)) throw new Error(`Collection '${name}' is registered twice`);
    const collection = new Collection<T>(name, keyOf, this, hooks);
    this.collections.set(name, collection as AnyCollection);
    if (this.creating !== undefined) this.sliceCollections.get(this.creating)?.push(name);
    return collection;
  }

  /** The slice of an area, created on first use. */
  slice<S>(definition: SliceDefinition<S>): S {
    let slice = this.slices.get(definition as SliceDefinition<unknown>) as S | undefined;
    if (slice === undefined) {
      const outer = this.creating;
      this.creating = definition.name;
      this.sliceCollections.set(definition.name, []);
      try {
        slice = definition.create(this);
      } finally {
        this.creating = outer;
      }
      this.slices.set(definition as SliceDefinition<unknown>, slice);
    }
    return slice;
  }

  /** Names of the collections a slice registered. */
  collectionsOf(definition: SliceDefinition<unknown>): string[] {
    return [...(this.sliceCollections.get(definition.name) ?? [])];
  }

  /** A new snowflake-like id, after every seeded one (the counter is part of the snapshot). */
  nextId(): string {
    this.seqValue += 1;
    return String(ID_BASE + BigInt(this.seqValue));
  }

  get seq(): number {
    return this.seqValue;
  }

  /** `yyyy-MM-dd HH:mm:ss` in local time, the backend's format. */
  now(date: Date = new Date()): string {
    return formatTime(date);
  }

  /** Seeding is over: from now on every change needs a `write`. */
  goLive(): void {
    this.mode = 'live';
  }

  /**
   * Runs `fn` as one unit of work. Writes nest (an inner write joins the outer one). The changes must
   * happen synchronously: when `fn` returns a promise (an async handler), its synchronous part may not
   * change anything, and what it changes after an `await` needs a `write` of its own.
   */
  write<R>(fn: () => R): R {
    if (this.open !== undefined || this.mode === 'seeding') return fn();
    const changes: Change[] = [];
    this.open = changes;
    this.openAfterSaved = [];
    let result: R;
    try {
      result = fn();
      if (isThenable(result) && changes.length > 0) {
        throw new Error('store.write(): an async function changed the store before its first await; do the awaiting first, then write');
      }
    } catch (error) {
      this.open = undefined;
      undo(changes);
      throw error;
    }
    this.open = undefined;
    const afterSaved = this.openAfterSaved;
    if (changes.length > 0) {
      this.version += 1;
      const batch: Batch = { version: this.version, seq: this.seqValue, changes, afterSaved };
      if (this.retained) this.retained.push(batch);
      else Store.saved([batch]);
    }
    return result;
  }

  /**
   * Inside a write: runs `fn` once the write is saved (at once without a journal), never if the
   * write is undone. For effects outside the store that cannot be taken back, like deleting bytes.
   */
  afterSaved(fn: () => void): void {
    if (this.mode === 'seeding') return fn();
    if (this.open === undefined) throw new Error('store.afterSaved() belongs inside a write');
    this.openAfterSaved.push(fn);
  }

  /** The journal has saved these batches: their deferred effects run now. */
  static saved(batches: readonly Batch[]): void {
    for (const batch of batches) for (const fn of batch.afterSaved) fn();
  }

  /** CollectionHost: a change outside a write is a bug in the handler, not something to persist silently. */
  recordChange(collection: AnyCollection, key: string, before: unknown, after: unknown): void {
    if (this.mode === 'seeding') return;
    if (this.open === undefined) {
      throw new Error(`Change of ${collection.name}/${key} outside store.write(): wrap the changes of a request in one write`);
    }
    this.open.push({ collection, key, before, after });
  }

  // ---- persistence -------------------------------------------------------------------------------

  /** Keeps committed batches until `takeBatches()` (a journal is attached). */
  retainBatches(): void {
    this.retained ??= [];
  }

  /** How many committed batches wait to be taken. */
  pendingBatches(): number {
    return this.retained?.length ?? 0;
  }

  /** The batches committed since the last call, oldest first. */
  takeBatches(): Batch[] {
    const taken = this.retained ?? [];
    if (this.retained) this.retained = [];
    return taken;
  }

  /**
   * Takes batches back, newest first, and every batch committed after them that was not taken yet:
   * they could not be saved, so the writes they came from are answered with an error.
   */
  revert(batches: readonly Batch[]): void {
    const later = this.takeBatches();
    for (const batch of [...batches, ...later].reverse()) undo(batch.changes);
    if (batches.length + later.length > 0) this.version += 1;
  }

  /** A committed batch as JSON-ready journal entry. */
  static journalEntry(batch: Batch): JournalEntry {
    return { v: batch.version, s: batch.seq, c: batch.changes.map((change) => [change.collection.name, change.key, change.after ?? null]) };
  }

  /** Applies a journal entry while loading (no undo, no batch). */
  replay(entry: JournalEntry): void {
    for (const [name, key, record] of entry.c) {
      const collection = this.collections.get(name);
      if (!collection) throw new StoreSnapshotError(`The journal names an unknown collection '${name}'; start again from the seed (--reset).`);
      collection.apply(key, record === null ? undefined : record);
    }
    this.version = Math.max(this.version, entry.v);
    this.seqValue = Math.max(this.seqValue, entry.s);
  }

  /** Every collection's records (references), the id counter and the version: a consistent view. */
  toSnapshot(): StoreSnapshot {
    const collections: Record<string, unknown[]> = {};
    for (const [name, collection] of this.collections) collections[name] = collection.toArray();
    return { format: SNAPSHOT_FORMAT, seed: this.seed, version: this.version, seq: this.seqValue, collections };
  }

  /**
   * Fills the registered collections from a snapshot. Collections the snapshot lacks stay empty (the
   * caller seeds their areas); a collection the store does not know is an error.
   */
  loadSnapshot(snapshot: StoreSnapshot): Set<string> {
    if (snapshot?.format !== SNAPSHOT_FORMAT || typeof snapshot.collections !== 'object' || snapshot.collections === null) {
      const format = (snapshot as Partial<StoreSnapshot> | undefined)?.format;
      throw new StoreSnapshotError(`Unsupported store snapshot (format ${String(format)}, expected ${SNAPSHOT_FORMAT}); start again from the seed (--reset).`);
    }
    const loaded = new Set<string>();
    for (const [name, records] of Object.entries(snapshot.collections)) {
      const collection = this.collections.get(name);
      if (!collection)
        throw new StoreSnapshotError(`The saved state has a collection '${name}' this version does not know; start again from the seed (--reset).`);
      if (!Array.isArray(records)) throw new StoreSnapshotError(`The saved collection '${name}' is not a list; start again from the seed (--reset).`);
      for (const record of records) collection.apply(collection.keyOf(record), record);
      loaded.add(name);
    }
    this.version = snapshot.version;
    this.seqValue = snapshot.seq;
    return loaded;
  }

  /** Names of the registered collections. */
  collectionNames(): string[] {
    return [...this.collections.keys()];
  }
}

function isThenable(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

function undo(changes: readonly Change[]): void {
  for (let i = changes.length - 1; i >= 0; i -= 1) {
    const change = changes[i]!;
    change.collection.apply(change.key, change.before);
  }
}
