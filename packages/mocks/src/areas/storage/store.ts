import type { components } from '@gs/sdk/schema';
import { Refusal } from '../../core/refusal.ts';
import { defineSlice } from '../../core/store.ts';
import type { Caller, MockContext } from '../../http/context.ts';

type StoredFile = components['schemas']['StoredFile'];

/**
 * Who may read a stored file besides its uploader and the file managers (our model):
 * - `private`: nobody else;
 * - `public`: every signed-in account (notice attachments);
 * - `user`: that account (`key` is its user id: its avatar);
 * - any other kind: the rule an area declares for it (`student`, `key` a card number: whoever has
 *   that student in their data scope).
 */
export type FileScope = { kind: 'private' } | { kind: 'public' } | { kind: string; key: string };

/** A stored file's metadata (the API's `StoredFile`), its uploader and its scope; bytes are in the blob store. */
export interface FileRecord {
  meta: StoredFile;
  /** User id of the uploader; null for files no account uploaded. */
  ownerId: string | null;
  scope: FileScope;
}

/** Admins and holders of `kernel:storage:list` manage every file. */
function isFileManager(caller: Caller): boolean {
  return caller.isAdmin || caller.permissions.includes('kernel:storage:list');
}

/**
 * Who may read a file (our model): the file managers, its uploader, and whoever its scope lets in:
 * everyone signed in for `public`, the account itself for `user`, an area's rule for the rest.
 */
export function mayReadFile(ctx: MockContext, caller: Caller, file: FileRecord): boolean {
  if (isFileManager(caller) || file.ownerId === caller.user.id) return true;
  const { scope } = file;
  if (scope.kind === 'public') return true;
  if (!('key' in scope)) return false;
  if (scope.kind === 'user') return scope.key === caller.user.id;
  return ctx.fileScopes[scope.kind]?.(ctx, caller, scope.key) ?? false;
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
      if (store.blobs.usedBytes() + upload.bytes.byteLength > store.options.maxStoredBytes) {
        const mb = Math.round(store.options.maxStoredBytes / 1024 / 1024);
        throw new Refusal(413, `存储空间已满（上限 ${mb}M），请先删除不需要的文件 (storage quota of ${mb} MB reached)`);
      }
      const id = store.nextId();
      // The request layer has cut the name to its last segment and refused control characters.
      const name = upload.name;
      const dot = name.lastIndexOf('.');
      const meta: StoredFile = {
        id,
        realName: name,
        fileSize: upload.bytes.byteLength,
        suffix: dot < 0 ? '' : name.slice(dot + 1).toLowerCase(),
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
    /** Gives a file another scope (inside the caller's write): an attachment of a notice becomes public. */
    share(id: string, scope: FileScope): void {
      const file = files.get(id);
      if (file && JSON.stringify(file.scope) !== JSON.stringify(scope)) files.set({ ...file, scope });
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
