import { apiMutation } from '@gs/sdk/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { admissionsKeys } from './keys.ts';

/**
 * The writes of the admissions office. Each refreshes every admissions query; enrolment also the
 * student records, which it adds to (their queries are read again when their page shows).
 */
function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: admissionsKeys.all });
}

/** PUT a pending candidate's fields. */
export function useUpdateCandidate() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, admissionsKeys, 'put', '/cloud-xj/api/zs/lq/info/{id}'), onSuccess });
}

/** POST confirm: pending candidates, all or none. */
export function useConfirmCandidates() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, admissionsKeys, 'post', '/cloud-xj/api/zs/lq/confirm'), onSuccess });
}

/** POST decline: pending or confirmed candidates, all or none. */
export function useDeclineCandidates() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, admissionsKeys, 'post', '/cloud-xj/api/zs/lq/decline'), onSuccess });
}

/** POST enrol: confirmed candidates become students with the next card numbers. */
export function useEnrolCandidates() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ predicate: (query) => ['admissions', 'students'].includes(String(query.queryKey[0])) });
  return useMutation({ ...apiMutation(api, admissionsKeys, 'post', '/cloud-xj/api/zs/lq/enrol'), onSuccess });
}
