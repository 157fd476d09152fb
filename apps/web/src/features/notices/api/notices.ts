import { apiMutation, apiQueryOptions, noticeKeys } from '@gs/sdk/query';
import type { components } from '@gs/sdk/schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type Notice = components['schemas']['Notice'];

export interface NoticeQuery {
  current: number;
  size: number;
  title?: string;
}

/** SPEC 7: GET /kernel/notice (newest first, paged, by part of the title). */
export function useNotices(query: NoticeQuery) {
  return useQuery({ ...apiQueryOptions(api, '/kernel/notice', { params: { query } }), placeholderData: keepPreviousData });
}

/** SPEC 7: GET /kernel/api/config/notice/NotAuth?id= answers an array; the first item is the notice. Works signed out. */
export function usePublicNotice(id: string | undefined) {
  return useQuery({
    ...apiQueryOptions(api, '/kernel/api/config/notice/NotAuth', { params: { query: { id: id ?? '' } } }),
    enabled: Boolean(id),
    select: (list) => list?.[0],
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

function useInvalidateNotices() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: noticeKeys.all });
}

export function useAddNotice() {
  const invalidate = useInvalidateNotices();
  return useMutation({ ...apiMutation(api, 'post', '/kernel/api/config/notice'), onSuccess: invalidate });
}

export function useEditNotice() {
  const invalidate = useInvalidateNotices();
  return useMutation({ ...apiMutation(api, 'put', '/kernel/api/config/notice'), onSuccess: invalidate });
}

export function useDeleteNotice() {
  const invalidate = useInvalidateNotices();
  return useMutation({ ...apiMutation(api, 'delete', '/kernel/api/config/notice/{id}'), onSuccess: invalidate });
}
