import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { sheetKeys } from './sheets.ts';
import { CHANGES_PATH, GRADES_PATH, GRADE_PATH, type GradeChangeQuery, type GradeQuery, gradesKeys } from './keys.ts';

/** GET the grades of every sheet in the caller's scope: filters and paging on the server. */
export function useGrades(query: GradeQuery) {
  return useQuery({ ...apiQueryOptions(api, gradesKeys, GRADES_PATH, { params: { query } }), placeholderData: keepPreviousData });
}

/** GET one grade with its whole history (old and new value, who, when, how, why). */
export function useGrade(id: string | null) {
  return useQuery({ ...apiQueryOptions(api, gradesKeys, GRADE_PATH, { params: { path: { id: id ?? '' } } }), enabled: Boolean(id) });
}

/** GET the history of changes, newest first, filtered on the server. */
export function useGradeChanges(query: GradeChangeQuery) {
  return useQuery({ ...apiQueryOptions(api, gradesKeys, CHANGES_PATH, { params: { query } }), placeholderData: keepPreviousData });
}

/**
 * A write changes a grade, its sheet or its release, so the lists, the detail, the history and the
 * report cards are all read again, and grade entry's sheets (an unlocked sheet is a draft again).
 */
function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: gradesKeys.all }), client.invalidateQueries({ queryKey: sheetKeys.all })]);
}

/** POST a correction (mark, flag, reason, the version it was read at): 409 when someone changed it meanwhile. */
export function useCorrectGrade() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, gradesKeys, 'post', '/cloud-xj/api/cjgl/grades/{id}/correct'), onSuccess });
}

/** POST the unlock of a submitted sheet, with the reason: a draft again for its teacher. */
export function useUnlockSheet() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, gradesKeys, 'post', '/cloud-xj/api/cjgl/sheets/{offeringId}/unlock'), onSuccess });
}

/** PUT a sheet's release time (null: not released); students see none of its grades before it. */
export function useSetRelease() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, gradesKeys, 'put', '/cloud-xj/api/cjgl/sheets/{offeringId}/release'), onSuccess });
}
