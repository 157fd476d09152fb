import { apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { paths } from '@gs/sdk/schema';
import { api } from '../../../lib/api.ts';
import { studentKeys } from './keys.ts';

export type SupervisorQuery = NonNullable<paths['/cloud-xj/api/xj/xjxx/stuinfoByDsh/NotAuth']['get']['parameters']['query']>;

/** SPEC 7: stuinfoByDsh/NotAuth, the calling supervisor's own students (paged and filtered). */
export function useSupervisorStudents(query: SupervisorQuery, enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(api, studentKeys, '/cloud-xj/api/xj/xjxx/stuinfoByDsh/NotAuth', { params: { query } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
