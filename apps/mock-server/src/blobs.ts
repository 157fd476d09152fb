import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '@gs/mocks/store';

// Uploaded bytes live on disk, not in the store or its journal, so a large upload costs one file
// write and the snapshot stays small.

/** Ids are the store's 19-digit ids; nothing else becomes a file name. */
const ID = /^\d{1,30}$/;

function fileOf(dir: string, id: string): string {
  if (!ID.test(id)) throw new Error(`Not a stored-file id: ${id.slice(0, 40)}`);
  return path.join(dir, id);
}

/**
 * The bytes of stored files as files of their own (`DIR/<id>`), so uploads do not sit in memory:
 * in the data directory, or in a temporary one without it. A put is durable (fsync, then rename)
 * before the record that points at it is written.
 */
export class DiskBlobStore implements BlobStore {
  private used = 0;
  private readonly sizes = new Map<string, number>();

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir)) {
      if (!ID.test(name)) continue;
      const size = statSync(path.join(dir, name)).size;
      this.sizes.set(name, size);
      this.used += size;
    }
  }

  async put(id: string, bytes: Uint8Array): Promise<void> {
    const file = fileOf(this.dir, id);
    const temp = `${file}.tmp`;
    await mkdir(this.dir, { recursive: true });
    const handle = await open(temp, 'w', 0o644);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
    this.track(id, bytes.byteLength);
  }

  putSync(id: string, bytes: Uint8Array): void {
    writeFileSync(fileOf(this.dir, id), bytes);
    this.track(id, bytes.byteLength);
  }

  async get(id: string): Promise<Uint8Array | undefined> {
    try {
      return new Uint8Array(await readFile(fileOf(this.dir, id)));
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    await unlink(fileOf(this.dir, id)).catch(() => undefined);
    this.used -= this.sizes.get(id) ?? 0;
    this.sizes.delete(id);
  }

  usedBytes(): number {
    return this.used;
  }

  /** Removes files no record points at (an upload whose write was refused, or cut by a kill). */
  async removeOrphans(keep: ReadonlySet<string>): Promise<number> {
    const orphans = [...this.sizes.keys()].filter((id) => !keep.has(id));
    for (const id of orphans) await this.delete(id);
    for (const name of readdirSync(this.dir)) if (name.endsWith('.tmp')) await rm(path.join(this.dir, name), { force: true });
    return orphans.length;
  }

  private track(id: string, size: number): void {
    this.used += size - (this.sizes.get(id) ?? 0);
    this.sizes.set(id, size);
  }
}
