import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { AUDIT_PATH, auditKeys } from './keys.ts';

/** GET a student's degree audit, or with `whatIf` a hypothetical one against another plan (nothing is stored). */
export function useDegreeAudit(xykh: string | undefined, whatIf: string | undefined) {
  return useQuery({
    ...apiQueryOptions(api, auditKeys, AUDIT_PATH, { params: { path: { xykh: xykh ?? '' }, query: whatIf ? { whatIf } : {} } }),
    enabled: Boolean(xykh),
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: auditKeys.all });
}

/** POST an exception (a substitution or a waiver) with its reason; the graduate school only. */
export function useCreateAuditException() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, auditKeys, 'post', '/cloud-xj/api/pkgl/audits/{xykh}/exceptions'), onSuccess });
}

/** DELETE an exception: the audit reads the plan without it again. */
export function useDeleteAuditException() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, auditKeys, 'delete', '/cloud-xj/api/pkgl/audits/{xykh}/exceptions/{id}'), onSuccess });
}
