import { apiMutation } from '@gs/sdk/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { studentKeys } from './keys.ts';

/** After any write: every student list, record and statistic is read again. */
function useInvalidateStudents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: studentKeys.all });
}

/** SPEC 7: POST stuinfo/add (or stuinfo/addjxs for a visiting student). */
export function useAddStudent(visiting: boolean) {
  const invalidate = useInvalidateStudents();
  const options = visiting
    ? apiMutation(api, studentKeys, 'post', '/cloud-xj/api/xj/xjxx/stuinfo/addjxs')
    : apiMutation(api, studentKeys, 'post', '/cloud-xj/api/xj/xjxx/stuinfo/add');
  return useMutation({ ...options, onSuccess: invalidate });
}

/** SPEC 7: PUT stuinfo. */
export function useUpdateStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...apiMutation(api, studentKeys, 'put', '/cloud-xj/api/xj/xjxx/stuinfo'), onSuccess: invalidate });
}

/** SPEC 7: DELETE stuinfo/{id}. */
export function useDeleteStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...apiMutation(api, studentKeys, 'delete', '/cloud-xj/api/xj/xjxx/stuinfo/{id}'), onSuccess: invalidate });
}

/** SPEC 7: PUT stuinfoList, the status of several records at once. */
export function useChangeStatus() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...apiMutation(api, studentKeys, 'put', '/cloud-xj/api/xj/xjxx/stuinfoList'), onSuccess: invalidate });
}

/** SPEC 7: PUT stuinfo/thHdztTh, records back to 'returned' verification with a reason. */
export function useReturnVerification() {
  const invalidate = useInvalidateStudents();
  return useMutation({ ...apiMutation(api, studentKeys, 'put', '/cloud-xj/api/xj/xjxx/stuinfo/thHdztTh'), onSuccess: invalidate });
}

/** SPEC 7: GET getMaxXykh, the next free student card number of a year and college. */
export function nextCardNumber(rxnj: number, xydm: string): Promise<string | undefined> {
  return api.get('/cloud-xj/api/xj/xjxx/getMaxXykh', { params: { query: { rxnj, xydm } } });
}

/** SPEC 7: GET getByzbhReapeat, whether another record holds a graduation certificate number. */
export function certificateRepeat(byzbh: string, id: string | undefined) {
  return api.get('/cloud-xj/api/xj/xjxx/getByzbhReapeat', { params: { query: id ? { byzbh, id } : { byzbh } } });
}
