import { defineArea } from '../area.ts';
import { applicationsSlice } from '../applications/store.ts';
import { messagesAccess } from './access.ts';
import { messageHandlers } from './handlers.ts';
import { seedMessages } from './seed.ts';
import { messagesSlice } from './store.ts';
import { noticesOf } from './word.ts';

/**
 * The header bell's messages (站内消息; AREAS.md "word of every decision", issue 22 §2; our model): a
 * message per recipient, owned by them, made by the engine's hook in the same write as the submission,
 * decision or withdrawal it tells of.
 */
export const messagesArea = defineArea({
  name: 'messages',
  slices: [messagesSlice],
  seed: (store) => seedMessages(store),
  handlers: messageHandlers,
  access: messagesAccess,
  onApplicationEvent(ctx, event) {
    const messages = ctx.store.slice(messagesSlice);
    for (const notice of noticesOf(ctx.store.slice(applicationsSlice), event)) messages.notify(notice);
  },
});
