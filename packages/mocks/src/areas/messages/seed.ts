import { DAY_MS, SEED_NOW, utcDateTime } from '../../core/clock.ts';
import { compareIds } from '../../core/compare.ts';
import type { Store } from '../../core/store.ts';
import { applicationsSlice } from '../applications/store.ts';
import type { Notice } from './store.ts';
import { messagesSlice } from './store.ts';
import { noticesOfHistory } from './word.ts';

/** How far back the seeded bell goes, and how old seeded word is when it has been read (our model). */
const KEPT_DAYS = 90;
const READ_AFTER_DAYS = 7;

/**
 * The bell of a seeded store (our model, issue 22): the word every seeded application's history would
 * have left for the demo accounts, from the last three months, oldest first; what is older than a week
 * is read. No randomness: the same applications give the same messages.
 */
export function seedMessages(store: Store): void {
  const engine = store.slice(applicationsSlice);
  const messages = store.slice(messagesSlice);
  const since = utcDateTime(SEED_NOW - KEPT_DAYS * DAY_MS);
  const readBefore = utcDateTime(SEED_NOW - READ_AFTER_DAYS * DAY_MS);
  const notices: { notice: Notice; order: number }[] = [];
  for (const application of engine.applications.values()) {
    for (const notice of noticesOfHistory(engine, application)) {
      if (notice.to.length > 0 && notice.time >= since) notices.push({ notice, order: notices.length });
    }
  }
  notices.sort((a, b) =>
    a.notice.time < b.notice.time ? -1 : a.notice.time > b.notice.time ? 1 : compareIds(a.notice.application.id, b.notice.application.id) || a.order - b.order,
  );
  for (const { notice } of notices) messages.notify({ ...notice, read: notice.time < readBefore });
}
