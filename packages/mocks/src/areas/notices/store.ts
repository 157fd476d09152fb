import type { components } from '@gs/sdk/schema';
import { defineSlice } from '../../core/store.ts';

type Notice = components['schemas']['Notice'];

/** Notices (SPEC 3): content entity-encoded, attachments as a JSON list of stored-file ids. */
export const noticesSlice = defineSlice('notices', (store) => {
  const notices = store.collection<Notice>('notices', (n) => n.id);
  return {
    notices,
    /** Newest first, optionally those whose title contains `title`. */
    list(title: string | undefined): Notice[] {
      return [...notices.values()].filter((n) => !title || n.title.includes(title)).sort((a, b) => b.time.localeCompare(a.time));
    },
  };
});
