import { apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { studentKeys } from './keys.ts';

/** SPEC 7: stuinfoByStusss/NotAuth, at most 50 students of the caller's scope matching a keyword. */
export function usePickStudents(keyword: string) {
  const text = keyword.trim();
  return useQuery({
    ...apiQueryOptions(api, studentKeys, '/cloud-xj/api/xj/xjxx/stuinfoByStusss/NotAuth', { params: { query: { keyword: text } } }),
    placeholderData: keepPreviousData,
    enabled: text.length > 0,
  });
}
