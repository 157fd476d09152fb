import { createQueryKeys } from '@gs/sdk/query';
import type { components } from '@gs/sdk/schema';
import { useQuery } from '../../lib/query.ts';
import { api } from '../../lib/api.ts';

export type Notice = components['schemas']['Notice'];

/**
 * The notices' query keys: the notices area, the header bell and the home page all read notices, so
 * that a notice added, edited or deleted refreshes every list with one `invalidateQueries(noticeKeys.all)`.
 */
export const noticeKeys = createQueryKeys('notices');

/** The newest notices (SPEC 7 GET /kernel/notice, first page): the header bell and the home page. */
export function useLatestNotices(size: number, staleTime?: number) {
  const query = { current: 1, size };
  return useQuery({
    queryKey: noticeKeys.get('/kernel/notice', { query }),
    queryFn: () => api.get('/kernel/notice', { params: { query } }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** SPEC 3: `filekey` is a JSON list of stored-file ids as text; anything else means none. */
export function fileIds(filekey: string | undefined): string[] {
  if (!filekey) return [];
  try {
    const parsed: unknown = JSON.parse(filekey);
    return Array.isArray(parsed) ? parsed.filter((id): id is string | number => typeof id === 'string' || typeof id === 'number').map(String) : [];
  } catch {
    return [];
  }
}

/** SPEC 7: POST kernel/storage/info/ with the ids answers id, realName, fileSize (signed in). */
export function useFilesInfo(ids: readonly string[], enabled = true) {
  return useQuery({
    queryKey: [...noticeKeys.all, 'files', ...ids],
    queryFn: () => api.post('/kernel/storage/info', { body: [...ids] }),
    enabled: enabled && ids.length > 0,
    staleTime: 60_000,
  });
}
