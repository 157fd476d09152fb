import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query.ts';
import { api } from '../../../lib/api.ts';
import { supervisorKeys } from './keys.ts';

export type SupervisorProfile = components['schemas']['SupervisorProfile'];
export type SupervisorProfileDetail = components['schemas']['SupervisorProfileDetail'];
export type SupervisorProfileUpdate = components['schemas']['SupervisorProfileUpdate'];
export type ProfileQuery = NonNullable<paths['/cloud-xj/api/ds/dsxx']['get']['parameters']['query']>;
export type ProfileSortField = NonNullable<ProfileQuery['sortField']>;

/** GET the supervisor list: filters, paging and sorting, cut to a secretary's college by the server. */
export function useSupervisorProfiles(query: ProfileQuery) {
  return useQuery({ ...apiQueryOptions(api, supervisorKeys, '/cloud-xj/api/ds/dsxx', { params: { query } }), placeholderData: keepPreviousData });
}

/** GET one profile with the current students the caller may see. */
export function useSupervisorProfile(gh: string | null | undefined) {
  return useQuery({ ...apiQueryOptions(api, supervisorKeys, '/cloud-xj/api/ds/dsxx/{gh}', { params: { path: { gh: gh ?? '' } } }), enabled: Boolean(gh) });
}

/** PUT a profile: every supervisor page reads it again afterwards. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    ...apiMutation(api, supervisorKeys, 'put', '/cloud-xj/api/ds/dsxx/{gh}'),
    onSuccess: () => client.invalidateQueries({ queryKey: supervisorKeys.all }),
  });
}
