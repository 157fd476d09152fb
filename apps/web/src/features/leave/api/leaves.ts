import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query.ts';
import { applicationKeys, useInvalidateApplications } from '../../../components/application/api.ts';
import { api } from '../../../lib/api.ts';

export type LeavePayload = components['schemas']['LeavePayload'];
export type LeaveQuery = NonNullable<paths['/cloud-xj/api/xj/qjgl']['get']['parameters']['query']>;
export type LeaveSortField = NonNullable<LeaveQuery['sortField']>;

/**
 * GET the leave list, with the leave's own filters. Its key is in the engine's scope, so a decision, a
 * withdrawal or a cancel-leave anywhere reads it again; read whenever the page shows (others decide).
 */
export function useLeaves(query: LeaveQuery) {
  return useQuery({
    ...apiQueryOptions(api, applicationKeys, '/cloud-xj/api/xj/qjgl', { params: { query } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** POST cancel-leave (销假): the applicant or the graduate school, once the leave is approved. */
export function useCancelLeave() {
  const invalidate = useInvalidateApplications();
  return useMutation({ ...apiMutation(api, applicationKeys, 'post', '/cloud-xj/api/xj/qjgl/{id}/cancel'), onSuccess: invalidate });
}
