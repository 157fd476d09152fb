import { apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { type CourseQuery, LIST_PATH, coursesKeys } from './keys.ts';

/** GET the course library: search, filters, paging and sorting on the server. */
export function useCourses(query: CourseQuery) {
  return useQuery({ ...apiQueryOptions(api, coursesKeys, LIST_PATH, { params: { query } }), placeholderData: keepPreviousData });
}

/** The courses a prerequisite picker offers for what was typed (code or name): the first 20 by code. */
export function useCourseSearch(keyword: string) {
  const text = keyword.trim();
  return useQuery({
    ...apiQueryOptions(api, coursesKeys, LIST_PATH, { params: { query: { size: 20, ...(text ? { keyword: text } : {}) } } }),
    placeholderData: keepPreviousData,
  });
}
