import type { components } from '@gs/sdk/schema';
import { defineSlice } from '../../core/store.ts';

type StoredFile = components['schemas']['StoredFile'];

/**
 * Who may read a stored file besides its uploader and the file managers (our model):
 * - `private`: nobody else;
 * - `public`: every signed-in account (notice attachments);
 * - `user`: that account (its avatar);
 * - `student`: whoever has that student in their data scope (the student's photos).
 */
export type FileScope =
  | { kind: 'private' }
  | { kind: 'public' }
  | { kind: 'user'; userId: string }
  | { kind: 'student'; xykh: string };

/** A stored file's metadata (the API's `StoredFile`), its uploader and its scope; bytes are in the blob store. */
export interface FileRecord {
  meta: StoredFile;
  /** User id of the uploader; null for files no account uploaded. */
  ownerId: string | null;
  scope: FileScope;
}

export interface NewUpload {
  name: string;
  contentType: string;
  bytes: Uint8Array;
  modules: string;
  biz: string;
  createBy: string;
  ownerId: string;
  scope: FileScope;
}

export const storageSlice = defineSlice('storage', (store) => {
  const files = store.collection<FileRecord>('files', (f) => f.meta.id);
  return {
    files,
    get(id: string): FileRecord | undefined {
      return files.get(id);
    },
    /** The bytes of a stored file; undefined when they are missing (lost outside the server). */
    bytesOf(id: string): Promise<Uint8Array | undefined> {
      return store.blobs.get(id);
    },
    /**
     * Saves the bytes first, then the record in one write (`change` may add more to the same write,
     * e.g. point a student's photo at the new file). When the write fails, the bytes go again.
     */
    async add<R>(upload: NewUpload, change: (meta: StoredFile) => R): Promise<R> {
      const id = store.nextId();
      const dot = upload.name.lastIndexOf('.');
      const meta: StoredFile = {
        id,
        realName: upload.name,
        fileSize: upload.bytes.byteLength,
        suffix: dot < 0 ? '' : upload.name.slice(dot + 1).toLowerCase(),
        contentType: upload.contentType,
        modules: upload.modules,
        biz: upload.biz,
        createBy: upload.createBy,
        createTime: store.now(),
      };
      await store.blobs.put(id, upload.bytes);
      try {
        return store.write(() => {
          files.set({ meta, ownerId: upload.ownerId, scope: upload.scope });
          return change(meta);
        });
      } catch (error) {
        await store.blobs.delete(id);
        throw error;
      }
    },
    /** Removes records inside the caller's write; their bytes go once the write is saved. */
    remove(ids: readonly string[]): void {
      for (const id of ids) {
        if (files.delete(id)) store.afterSaved(() => void store.blobs.delete(id));
      }
    },
    /** Seeding: a file whose bytes are generated with the store. */
    seedFile(record: FileRecord, bytes: Uint8Array): void {
      store.blobs.putSync(record.meta.id, bytes);
      files.set(record);
    },
  };
});

export type Storage = ReturnType<typeof storageSlice.create>;
