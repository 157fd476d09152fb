/**
 * Where the bytes of stored files live, apart from the store's records: the standalone server keeps
 * them on disk (its data directory, or a temporary one), the browser worker and vitest in memory.
 * Only ids the store handed out are used as keys.
 */
export interface BlobStore {
  /** Saves the bytes (on disk: durable when the promise resolves). */
  put(id: string, bytes: Uint8Array): Promise<void>;
  /** Saves seeded bytes while a fresh store is generated (start-up only, not on a request path). */
  putSync(id: string, bytes: Uint8Array): void;
  get(id: string): Promise<Uint8Array | undefined>;
  delete(id: string): Promise<void>;
  /** Bytes held in all, for the storage quota. */
  usedBytes(): number;
}

export class MemoryBlobStore implements BlobStore {
  private readonly blobs = new Map<string, Uint8Array>();
  private used = 0;

  put(id: string, bytes: Uint8Array): Promise<void> {
    this.putSync(id, bytes);
    return Promise.resolve();
  }

  putSync(id: string, bytes: Uint8Array): void {
    this.used += bytes.byteLength - (this.blobs.get(id)?.byteLength ?? 0);
    // A copy: the caller's buffer may be reused.
    this.blobs.set(id, bytes.slice());
  }

  get(id: string): Promise<Uint8Array | undefined> {
    return Promise.resolve(this.blobs.get(id));
  }

  delete(id: string): Promise<void> {
    this.used -= this.blobs.get(id)?.byteLength ?? 0;
    this.blobs.delete(id);
    return Promise.resolve();
  }

  usedBytes(): number {
    return this.used;
  }
}
