import { defineArea } from '../area.ts';
import { storageSlice } from '../storage/store.ts';
import { noticeAccess, noticeMenus, noticePermissions } from './access.ts';
import { noticeHandlers } from './handlers.ts';
import { seedNotices } from './seed.ts';
import { noticesSlice } from './store.ts';

/** Notices (SPEC 3, 7): the list, the editor's writes, the public read; attachments are stored files. */
export const noticesArea = defineArea({
  name: 'notices',
  slices: [noticesSlice],
  seed(store, { random }) {
    const fileIds = new Map([...store.slice(storageSlice).files.values()].map((f) => [f.meta.realName, f.meta.id]));
    const { notices } = store.slice(noticesSlice);
    for (const notice of seedNotices(random, fileIds, () => store.nextId())) notices.set(notice);
  },
  handlers: noticeHandlers,
  permissions: noticePermissions,
  access: noticeAccess,
  menus: noticeMenus,
});
