import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query.ts';
import { noticeKeys } from '../../../components/notice/api.ts';
import { api } from '../../../lib/api.ts';

export interface NoticeQuery {
  current: number;
  size: number;
  title?: string;
}

/** SPEC 7: GET /kernel/notice (newest first, paged, by part of the title). */
export function useNotices(query: NoticeQuery) {
  return useQuery({ ...apiQueryOptions(api, noticeKeys, '/kernel/notice', { params: { query } }), placeholderData: keepPreviousData });
}

/** SPEC 7: GET /kernel/api/config/notice/NotAuth?id= answers an array; the first item is the notice. Works signed out. */
export function usePublicNotice(id: string | undefined) {
  return useQuery({
    ...apiQueryOptions(api, noticeKeys, '/kernel/api/config/notice/NotAuth', { params: { query: { id: id ?? '' } } }),
    enabled: Boolean(id),
    select: (list) => list?.[0],
  });
}

function useInvalidateNotices() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: noticeKeys.all });
}

export function useAddNotice() {
  const invalidate = useInvalidateNotices();
  return useMutation({ ...apiMutation(api, noticeKeys, 'post', '/kernel/api/config/notice'), onSuccess: invalidate });
}

export function useEditNotice() {
  const invalidate = useInvalidateNotices();
  return useMutation({ ...apiMutation(api, noticeKeys, 'put', '/kernel/api/config/notice'), onSuccess: invalidate });
}

export function useDeleteNotice() {
  const invalidate = useInvalidateNotices();
  return useMutation({ ...apiMutation(api, noticeKeys, 'delete', '/kernel/api/config/notice/{id}'), onSuccess: invalidate });
}
