import { apiQueryOptions } from '@gs/sdk/query';
import type { components } from '@gs/sdk/schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { statusChangeKeys } from './keys.ts';

export type StudentBrief = components['schemas']['StudentBrief'];

/** SPEC 7: stuinfoByStusss/NotAuth, at most 50 students of the caller's scope matching a keyword. */
export function usePickStudents(keyword: string) {
  const text = keyword.trim();
  return useQuery({
    ...apiQueryOptions(api, statusChangeKeys, '/cloud-xj/api/xj/xjxx/stuinfoByStusss/NotAuth', { params: { query: { keyword: text } } }),
    placeholderData: keepPreviousData,
    enabled: text.length > 0,
  });
}
