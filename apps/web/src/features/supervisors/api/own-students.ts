import { apiQueryOptions } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query.ts';
import { api } from '../../../lib/api.ts';
import { supervisorKeys } from './keys.ts';

export type OwnStudent = components['schemas']['Student'];
export type OwnStudentQuery = NonNullable<paths['/cloud-xj/api/xj/xjxx/stuinfoByDsh/NotAuth']['get']['parameters']['query']>;

/** SPEC 7: stuinfoByDsh/NotAuth, the calling supervisor's own students (paged and filtered). */
export function useOwnStudents(query: OwnStudentQuery, enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(api, supervisorKeys, '/cloud-xj/api/xj/xjxx/stuinfoByDsh/NotAuth', { params: { query } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
