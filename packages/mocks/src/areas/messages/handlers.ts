import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import type { MockContext } from '../../http/context.ts';
import { say } from '../../http/language.ts';
import type { Router } from '../../http/route.ts';
import { type MessageRecord, messagesSlice } from './store.ts';

type Message = components['schemas']['Message'];

/** A message as answered: without whose it is (the caller's, always). */
function answerOf({ ownerId: _owner, ...message }: MessageRecord): Message {
  return message;
}

export function messageHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const messages = ctx.store.slice(messagesSlice);
  return [
    route.authed('get', '/kernel/messages', ({ query, caller }) => {
      const page = messages.pageOf(caller.user.id, { unread: query.unread === true, current: query.current, size: query.size });
      return { data: { ...page, records: page.records.map(answerOf) } };
    }),

    route.authed('post', '/kernel/messages/read', ({ body, caller, lang }) => ({
      data: { unread: messages.markRead(caller.user.id, body.ids) },
      message: say(lang, '已标记为已读', 'Marked as read'),
    })),
  ];
}
