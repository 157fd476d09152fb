import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { OFFERINGS_PATH, OFFERING_PATH, OFFERING_STUDENTS_PATH, type OfferingQuery, type OfferingStudentQuery, timetableKeys } from './keys.ts';

/** GET the offerings of the list (listOfferings): filters and paging on the server. Waits for the term. */
export function useOfferings(query: OfferingQuery, enabled = true) {
  return useQuery({ ...apiQueryOptions(api, timetableKeys, OFFERINGS_PATH, { params: { query } }), placeholderData: keepPreviousData, enabled });
}

/** GET one offering (getOffering): the students page's header. */
export function useOffering(id: string) {
  return useQuery({ ...apiQueryOptions(api, timetableKeys, OFFERING_PATH, { params: { path: { id } } }), enabled: id !== '' });
}

/** GET the students enrolled in an offering (listOfferingStudents), searched and paged on the server. */
export function useOfferingStudents(id: string, query: OfferingStudentQuery) {
  return useQuery({
    ...apiQueryOptions(api, timetableKeys, OFFERING_STUDENTS_PATH, { params: { path: { id }, query } }),
    placeholderData: keepPreviousData,
    enabled: id !== '',
  });
}

/** DELETE an offering without students (deleteOffering; 409 naming how many are enrolled): every list and grid reads again. */
export function useDeleteOffering() {
  const client = useQueryClient();
  return useMutation({
    ...apiMutation(api, timetableKeys, 'delete', OFFERING_PATH),
    onSuccess: () => client.invalidateQueries({ queryKey: timetableKeys.all }),
  });
}
