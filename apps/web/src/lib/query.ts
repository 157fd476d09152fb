import {
  type DefaultError,
  hashKey,
  type QueryClient,
  type QueryKey,
  useQuery as useTanstackQuery,
  useQueryClient,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { ViewShownContext } from './view-shown.ts';

/**
 * TanStack Query's `useQuery`, for the app's pages. A kept-alive page stays subscribed while hidden
 * (page-outlet.tsx), so showing it again mounts nothing and its queries would not refetch as they did
 * on mount: here, when the page is shown again, its query is fetched anew if it is stale by its own
 * `staleTime` (an application another user decided meanwhile), in the background, the page showing
 * what it had until the answer comes. A query that is still fresh is left alone.
 */
export function useQuery<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const client = useQueryClient(queryClient);
  const shown = useContext(ViewShownContext);
  // The key by value: a new array of the same key is the same query.
  const hash = hashKey(options.queryKey);
  useEffect(() => {
    if (!shown) return undefined;
    return shown.listen(() => {
      void client.refetchQueries({ predicate: (query) => query.queryHash === hash, stale: true, type: 'active' });
    });
  }, [shown, client, hash]);
  return useTanstackQuery(options, queryClient);
}
