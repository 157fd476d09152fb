import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query.ts';
import { api } from '../../../lib/api.ts';
import { supervisorKeys } from './keys.ts';

export type Assessment = components['schemas']['Assessment'];
export type AssessmentCriterion = components['schemas']['AssessmentCriterion'];
export type AssessmentLevel = components['schemas']['AssessmentLevel'];
export type AssessmentState = components['schemas']['AssessmentState'];
export type AssessmentSummary = components['schemas']['AssessmentSummary'];
export type AssessmentQuery = NonNullable<paths['/cloud-xj/api/ds/dskh']['get']['parameters']['query']>;

/** GET the criteria (they change with a new release, not during a session). */
export function useCriteria() {
  return useQuery({ ...apiQueryOptions(api, supervisorKeys, '/cloud-xj/api/ds/dskh/criteria'), staleTime: 10 * 60_000 });
}

/** GET the supervisors with their assessment of a year, and the level distribution. */
export function useAssessments(query: AssessmentQuery) {
  return useQuery({ ...apiQueryOptions(api, supervisorKeys, '/cloud-xj/api/ds/dskh', { params: { query } }), placeholderData: keepPreviousData });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: supervisorKeys.all });
}

/** PUT the scores of one supervisor, as a draft or submitted. */
export function useSaveAssessment() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, supervisorKeys, 'put', '/cloud-xj/api/ds/dskh/{year}/{gh}'), onSuccess });
}

/** POST reopen: a submitted assessment back to a draft (the graduate school). */
export function useReopenAssessment() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, supervisorKeys, 'post', '/cloud-xj/api/ds/dskh/{year}/{gh}/reopen'), onSuccess });
}

/** POST submit: several drafts at once, each whole or refused with the reason. */
export function useSubmitAssessments() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, supervisorKeys, 'post', '/cloud-xj/api/ds/dskh/submit'), onSuccess });
}
