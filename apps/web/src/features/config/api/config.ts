import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { HISTORY_PATH, type HistoryQuery, ITEMS_PATH, ITEM_PATH, TERMS_PATH, configKeys } from './keys.ts';

/** GET every item (listConfigItems), in the server's order. */
export function useConfigItems() {
  return useQuery(apiQueryOptions(api, configKeys, ITEMS_PATH));
}

/** GET one item (getConfigItem; 404 for an unknown key). Waits for a key. */
export function useConfigItem(key: string) {
  return useQuery({ ...apiQueryOptions(api, configKeys, ITEM_PATH, { params: { path: { key } } }), enabled: key !== '' });
}

/** GET the changes, newest first (listConfigHistory), of one item or of all, paged on the server. */
export function useConfigHistory(query: HistoryQuery, enabled = true) {
  return useQuery({ ...apiQueryOptions(api, configKeys, HISTORY_PATH, { params: { query } }), placeholderData: keepPreviousData, enabled });
}

/** GET the terms (the current-term item's choices). */
export function useConfigTerms(enabled: boolean) {
  return useQuery({ ...apiQueryOptions(api, configKeys, TERMS_PATH), staleTime: 10 * 60_000, enabled });
}

/**
 * PUT an item's value (updateConfigItem). Every query is read again afterwards, not only this page's: the
 * areas obey the new value on their next call (a closed window, the current term), so what other open
 * pages hold may have changed with it.
 */
export function useUpdateConfigItem() {
  const client = useQueryClient();
  return useMutation({
    ...apiMutation(api, configKeys, 'put', ITEM_PATH),
    onSuccess: () => client.invalidateQueries(),
  });
}
