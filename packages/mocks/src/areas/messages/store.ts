import type { components } from '@gs/sdk/schema';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { compareIds } from '../../core/compare.ts';
import { Refusal } from '../../core/refusal.ts';
import { defineSlice } from '../../core/store.ts';
import type { Page } from '../../http/paging.ts';
import type { Application, StepRole } from '../application-kind.ts';

type Message = components['schemas']['Message'];
export type MessageEvent = components['schemas']['MessageEvent'];

/** A message as stored: the answer and whose it is (its recipient's user id, never answered). */
export interface MessageRecord extends Message {
  ownerId: string;
}

/** Word of one thing that happened to an application, for some recipients (our model, issue 22). */
export interface Notice {
  event: MessageEvent;
  application: Application;
  step: StepRole | null;
  /** Who did it: never told of their own doing. */
  actor: { id: string; name: string } | null;
  time: string;
  /** User ids of whom it concerns, in order; the actor and repeats are left out. */
  to: readonly string[];
  /** Seeded word of older events is read already. */
  read?: boolean;
}

/**
 * The header bell's messages (站内消息; our model, issue 22): one record per recipient, owned by them, made in
 * the same write as what it tells of. Other areas write them through `notify` only.
 */
export const messagesSlice = defineSlice('messages', (store) => {
  // Each recipient's messages by id, kept beside the collection (also on undo and loading).
  const byOwner = new Map<string, Map<string, MessageRecord>>();
  const messages = store.collection<MessageRecord>('messages', (m) => m.id, {
    onChange(before, after) {
      if (before) byOwner.get(before.ownerId)?.delete(before.id);
      if (after) {
        let own = byOwner.get(after.ownerId);
        if (!own) byOwner.set(after.ownerId, (own = new Map()));
        own.set(after.id, after);
      }
    },
  });

  const ownOf = (ownerId: string): Iterable<MessageRecord> => byOwner.get(ownerId)?.values() ?? [];

  function unreadOf(ownerId: string): number {
    let unread = 0;
    for (const message of ownOf(ownerId)) if (!message.read) unread += 1;
    return unread;
  }

  return {
    messages: messages as ReadonlyCollection<MessageRecord>,
    unreadOf,

    /** Records word of an event for each recipient (inside the caller's write); answers the messages made. */
    notify(notice: Notice): MessageRecord[] {
      const { application } = notice;
      const seen = new Set<string>(notice.actor ? [notice.actor.id] : []);
      const made: MessageRecord[] = [];
      for (const ownerId of notice.to) {
        if (seen.has(ownerId)) continue;
        seen.add(ownerId);
        made.push(
          messages.set({
            id: store.nextId(),
            ownerId,
            time: notice.time,
            read: notice.read ?? false,
            event: notice.event,
            application: { id: application.id, kind: application.kind, title: application.title, subjectName: application.subject.xm },
            step: notice.step,
            actorName: notice.actor?.name ?? null,
          }),
        );
      }
      return made;
    },

    /** The owner's messages, newest first (ids grow with time within one second), optionally only the unread. */
    pageOf(ownerId: string, options: { unread?: boolean; current?: number; size?: number }): Page<MessageRecord> & { unread: number } {
      const rows: MessageRecord[] = [];
      let unread = 0;
      for (const message of ownOf(ownerId)) {
        if (!message.read) unread += 1;
        if (!options.unread || !message.read) rows.push(message);
      }
      rows.sort((a, b) => (a.time === b.time ? compareIds(b.id, a.id) : a.time < b.time ? 1 : -1));
      const current = options.current ?? 1;
      const size = options.size ?? 10;
      const start = (current - 1) * size;
      return { records: rows.slice(start, start + size), total: rows.length, current, size, pages: Math.ceil(rows.length / size), unread };
    },

    /**
     * Marks the owner's messages read: those of `ids`, or all of them. An id that is not one of the owner's
     * messages refuses the whole call (404, as for an id that does not exist), with nothing marked.
     */
    markRead(ownerId: string, ids: readonly string[] | undefined): number {
      const own = byOwner.get(ownerId);
      const targets = ids === undefined ? [...(own?.values() ?? [])] : ids.map((id) => own?.get(id) ?? missing(id));
      for (const message of targets) if (!message.read) messages.set({ ...message, read: true });
      return unreadOf(ownerId);
    },
  };
});

function missing(id: string): never {
  throw new Refusal(404, `消息 ${id} 不存在`);
}

export type Messages = ReturnType<typeof messagesSlice.create>;
