import { defineArea } from '../area.ts';
import { storageAccess, storageMenus, storagePermissions } from './access.ts';
import { storageHandlers } from './handlers.ts';
import { seedFiles } from './seed.ts';
import { storageSlice } from './store.ts';

/** Stored files (SPEC 7 "Files"): uploads, downloads, previews; bytes in the blob store. */
export const storageArea = defineArea({
  name: 'storage',
  slices: [storageSlice],
  seed(store) {
    const storage = store.slice(storageSlice);
    for (const { record, bytes } of seedFiles(() => store.nextId())) storage.seedFile(record, bytes);
  },
  handlers: storageHandlers,
  permissions: storagePermissions,
  access: storageAccess,
  menus: storageMenus,
});
