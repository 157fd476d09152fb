/**
 * One kind of record in the mock store (students, notices, sessions, ...), keyed by a string.
 *
 * Records are immutable once stored: a change stores a new object (`set`), never edits the old one in
 * place (records are frozen, so an in-place edit throws). That is what lets the store undo a refused
 * request exactly, write only what changed to the journal, and take a consistent snapshot by copying
 * references while requests go on.
 */
export interface CollectionHooks<T> {
  /**
   * Called after every change of a record (`before` undefined: added; `after` undefined: removed),
   * including undo and loading, so that indexes an area keeps beside the collection stay right.
   */
  onChange?(before: T | undefined, after: T | undefined): void;
}

/** The store side of a collection: what the unit of work and the snapshot code need. */
export interface CollectionHost {
  /** Throws unless a write is open; records the change for undo and the journal. */
  recordChange(collection: AnyCollection, key: string, before: unknown, after: unknown): void;
}

export type AnyCollection = Collection<unknown>;

/**
 * What a slice hands out of a collection that other areas read: lookups, lists and the version a cache
 * of derived rows compares. The records change only through the slice's own functions, which name
 * what a change means (`withdraw`, `recordCancellation`), so no area writes another's records raw.
 */
export type ReadonlyCollection<T> = Pick<Collection<T>, 'name' | 'size' | 'get' | 'has' | 'values' | 'keys' | 'toArray'> & { readonly version: number };

export class Collection<T> {
  private readonly records = new Map<string, T>();
  /** Moves on every change of this collection: a cache of derived rows compares it. */
  version = 0;

  constructor(
    readonly name: string,
    readonly keyOf: (record: T) => string,
    private readonly host: CollectionHost,
    private readonly hooks: CollectionHooks<T> = {},
  ) {}

  get size(): number {
    return this.records.size;
  }

  get(key: string): T | undefined {
    return this.records.get(key);
  }

  has(key: string): boolean {
    return this.records.has(key);
  }

  values(): IterableIterator<T> {
    return this.records.values();
  }

  keys(): IterableIterator<string> {
    return this.records.keys();
  }

  /** Stores `record` under its key (adds or replaces). Only inside `store.write`. */
  set(record: T): T {
    const frozen = Object.freeze(record);
    const key = this.keyOf(frozen);
    const before = this.records.get(key);
    this.host.recordChange(this as AnyCollection, key, before, frozen);
    this.apply(key, frozen);
    return frozen;
  }

  /** Removes the record with `key`; false when there was none. Only inside `store.write`. */
  delete(key: string): boolean {
    const before = this.records.get(key);
    if (before === undefined) return false;
    this.host.recordChange(this as AnyCollection, key, before, undefined);
    this.apply(key, undefined);
    return true;
  }

  /**
   * Puts a record in place without recording a change: for seeding, loading, replaying the journal
   * and undoing, which the store drives itself.
   */
  apply(key: string, after: T | undefined): void {
    const before = this.records.get(key);
    if (after === undefined) this.records.delete(key);
    else this.records.set(key, Object.freeze(after));
    this.version += 1;
    this.hooks.onChange?.(before, after);
  }

  /** The records as an array of references (cheap: the records themselves are not copied). */
  toArray(): T[] {
    return [...this.records.values()];
  }
}
