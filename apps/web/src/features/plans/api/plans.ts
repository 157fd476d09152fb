import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { PLANS_PATH, type PlanQuery, plansKeys } from './keys.ts';

/** GET the plans: filters and paging on the server (a college secretary gets their college's only). */
export function usePlans(query: PlanQuery) {
  return useQuery({ ...apiQueryOptions(api, plansKeys, PLANS_PATH, { params: { query } }), placeholderData: keepPreviousData });
}

/** GET one plan with its groups and their courses. */
export function usePlan(id: string | null) {
  return useQuery({ ...apiQueryOptions(api, plansKeys, '/cloud-xj/api/pkgl/pyfa/{id}', { params: { path: { id: id ?? '' } } }), enabled: Boolean(id) });
}

/** GET every template. */
export function usePlanTemplates() {
  return useQuery(apiQueryOptions(api, plansKeys, '/cloud-xj/api/pkgl/pyfa/templates'));
}

/** The editor's pick list: the courses whose code or name holds what was typed (50 at most). */
export function usePlanCourses(keyword: string) {
  const text = keyword.trim();
  return useQuery({
    ...apiQueryOptions(api, plansKeys, '/cloud-xj/api/pkgl/pyfa/courses', { params: { query: text ? { keyword: text } : {} } }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: plansKeys.all });
}

/** POST a plan for a cohort, from a template or as the copy of another cohort's plan. */
export function useCreatePlan() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, plansKeys, 'post', PLANS_PATH), onSuccess });
}

/** PUT a plan's groups, total and note (refused when its courses cannot meet its rules). */
export function useUpdatePlan() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, plansKeys, 'put', '/cloud-xj/api/pkgl/pyfa/{id}'), onSuccess });
}

/** DELETE a plan no student follows yet. */
export function useDeletePlan() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, plansKeys, 'delete', '/cloud-xj/api/pkgl/pyfa/{id}'), onSuccess });
}

/** POST the rules to check: what a save would be refused for, by group (nothing is stored). */
export function useCheckPlan() {
  return useMutation(apiMutation(api, plansKeys, 'post', '/cloud-xj/api/pkgl/pyfa/check'));
}

/** DELETE a template (plans made from it keep their rules). */
export function useDeletePlanTemplate() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, plansKeys, 'delete', '/cloud-xj/api/pkgl/pyfa/templates/{id}'), onSuccess });
}
