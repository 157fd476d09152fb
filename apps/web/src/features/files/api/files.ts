import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query.ts';
import { api } from '../../../lib/api.ts';
import { fileKeys } from './keys.ts';

export interface FileQuery {
  current: number;
  size: number;
  realName?: string;
  modules?: string;
}

/** SPEC 7: GET kernel/storage/ (list with query, newest first). */
export function useFiles(query: FileQuery) {
  return useQuery({ ...apiQueryOptions(api, fileKeys, '/kernel/storage', { params: { query } }), placeholderData: keepPreviousData });
}

function useInvalidateFiles() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: fileKeys.all });
}

/** SPEC 7: DELETE kernel/storage/{id}. */
export function useDeleteFile() {
  const invalidate = useInvalidateFiles();
  return useMutation({ ...apiMutation(api, fileKeys, 'delete', '/kernel/storage/{id}'), onSuccess: invalidate });
}

/** SPEC 7: DELETE kernel/storage/multiple with the ids in the body. */
export function useDeleteFiles() {
  const invalidate = useInvalidateFiles();
  return useMutation({ ...apiMutation(api, fileKeys, 'delete', '/kernel/storage/multiple'), onSuccess: invalidate });
}

export { useInvalidateFiles };
