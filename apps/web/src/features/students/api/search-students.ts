import { apiPostQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query.ts';
import { api } from '../../../lib/api.ts';
import { studentKeys } from './keys.ts';
import type { StudentSearch } from '../lib/fields.ts';

export const searchPath = '/cloud-xj/api/xj/xjxx/stuinfo/Search' as const;

/** SPEC 7: POST stuinfo/Search (filter, paging, up to 5 sort fields); the last page stays while the next loads. */
export function searchStudentsOptions(body: StudentSearch) {
  return queryOptions({ ...apiPostQueryOptions(api, studentKeys, searchPath, { body }), placeholderData: keepPreviousData });
}

export function useSearchStudents(body: StudentSearch, enabled = true) {
  return useQuery({ ...searchStudentsOptions(body), enabled });
}
