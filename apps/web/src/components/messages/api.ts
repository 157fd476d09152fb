import { apiMutation, apiQueryOptions, createQueryKeys } from '@gs/sdk/query';
import type { components } from '@gs/sdk/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query.ts';
import { api } from '../../lib/api.ts';

export type Message = components['schemas']['Message'];

/** The signed-in account's messages (our model, issue 22 §2: word of every decision), a scope of their own. */
export const messageKeys = createQueryKeys('messages');

/** GET the newest messages and the unread count; read again every minute (others decide meanwhile). */
export function useMessages(size = 10) {
  return useQuery({
    ...apiQueryOptions(api, messageKeys, '/kernel/messages', { params: { query: { current: 1, size } } }),
    refetchInterval: 60_000,
  });
}

/** POST read: the given messages, or every one of the caller's without ids. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    ...apiMutation(api, messageKeys, 'post', '/kernel/messages/read'),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
