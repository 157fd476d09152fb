import { apiMutation, apiQueryOptions, createQueryKeys } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query.ts';
import { api } from '../../lib/api.ts';
import { approvalKeys } from '../approval/api.ts';

/**
 * The application engine's calls (our model, issue 15), shared by every area whose records are
 * applications: status changes, my applications, the supervisor's to-do list. Every query starts
 * with this scope, so a decision or a withdrawal refreshes them all.
 */
export const applicationKeys = createQueryKeys('applications');

export type Application = components['schemas']['Application'];
export type ApplicationKind = components['schemas']['ApplicationKind'];
export type ApplicationState = components['schemas']['ApplicationState'];
export type ApplicationKindInfo = components['schemas']['ApplicationKindInfo'];
export type ApplicationInput = components['schemas']['ApplicationInput'];
export type ApplicationPayloadInput = components['schemas']['ApplicationPayloadInput'];
export type ApplicationQuery = NonNullable<paths['/cloud-xj/api/sq/applications']['get']['parameters']['query']>;
export type ApplicationSortField = NonNullable<ApplicationQuery['sortField']>;

const listPath = '/cloud-xj/api/sq/applications' as const;

/**
 * Applications move on other people's decisions: their lists and details are read again whenever a
 * page shows them (a tab coming back into view included), not kept for the app's usual 30 s.
 */
const fresh = { staleTime: 0 } as const;

/** GET applications: filters, paging and sorting, cut by the server to the caller's data scope. */
export function useApplications(query: ApplicationQuery, enabled = true) {
  return useQuery({ ...apiQueryOptions(api, applicationKeys, listPath, { params: { query } }), ...fresh, placeholderData: keepPreviousData, enabled });
}

/** GET one application (its steps, payload, attachments and effect). */
export function useApplication(id: string | null | undefined) {
  return useQuery({
    ...apiQueryOptions(api, applicationKeys, '/cloud-xj/api/sq/applications/{id}', { params: { path: { id: id ?? '' } } }),
    ...fresh,
    enabled: Boolean(id),
  });
}

/** GET the caller's work list counts (待办, 已办, 我发起, and the overdue of the first): tabs, menu and home. */
export function useWorklistCounts(enabled = true) {
  // Others' decisions and applications change it: read again every minute, as the bell is.
  return useQuery({ ...apiQueryOptions(api, applicationKeys, '/cloud-xj/api/sq/worklist'), ...fresh, refetchInterval: 60_000, enabled });
}

/** GET the kinds, with their window today and whether the caller may apply now (and why not). */
export function useApplicationKinds() {
  return useQuery(apiQueryOptions(api, applicationKeys, '/cloud-xj/api/sq/kinds'));
}

/** After a write or a decision: every application list and detail, and the approval histories. */
export function useInvalidateApplications() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: applicationKeys.all }), client.invalidateQueries({ queryKey: approvalKeys.all })]);
}

/** POST applications: a student for themself, staff for a student (`xykh`). */
export function useApply() {
  const invalidate = useInvalidateApplications();
  return useMutation({ ...apiMutation(api, applicationKeys, 'post', listPath), onSuccess: invalidate });
}

/** POST withdraw: the applicant, before the first decision. */
export function useWithdraw() {
  const invalidate = useInvalidateApplications();
  return useMutation({ ...apiMutation(api, applicationKeys, 'post', '/cloud-xj/api/sq/applications/{id}/withdraw'), onSuccess: invalidate });
}
