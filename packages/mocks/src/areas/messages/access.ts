import type { AccessTable } from '../../http/access.ts';

/** Everyone signed in reads and marks their own messages only (the handlers never look at anyone else's). */
export const messagesAccess: AccessTable = {
  listMessages: { access: 'signed-in', scope: 'own-records' },
  markMessagesRead: { access: 'signed-in', scope: 'own-records' },
};
