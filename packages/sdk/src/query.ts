import createQueryHooks from 'openapi-react-query';
import type { ApiClient } from './client.ts';

/**
 * TanStack Query on the typed client (openapi-react-query): `queries.queryOptions('get', path, init)`,
 * `queries.useQuery(...)`, `queries.useMutation('post', path)`, so pages never hand-write a fetch.
 * Keys are `[method, path, init]`; the prefixes below invalidate every query of a tag at once.
 */
export function createApiQueries(api: ApiClient) {
  return createQueryHooks(api.client);
}

export type ApiQueries = ReturnType<typeof createApiQueries>;

/** Key prefixes per tag: `queryClient.invalidateQueries({ queryKey: queryKeys.notices })`. */
export const queryKeys = {
  userInfo: ['get', '/auth/info'],
  menus: ['get', '/auth/menus'],
  dicts: ['get', '/kernel/dictDetail/get'],
  notices: ['get', '/kernel/notice'],
  files: ['get', '/kernel/storage'],
  approvals: ['get', '/cloud-yg/api/approval/list'],
  students: ['get', '/cloud-xj/api/xj/xjxx/stuinfo'],
  studentSearch: ['post', '/cloud-xj/api/xj/xjxx/stuinfo/Search'],
} as const;

/** `select` for query options: the envelope's payload (the transport has rejected every failure). */
export function envelopeData<T>(envelope: { data?: T }): T | undefined {
  return envelope.data;
}
