import { apiQueryOptions, createQueryKeys } from '@gs/sdk/query';
import type { components } from '@gs/sdk/schema';
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../lib/query.ts';
import { api } from '../../lib/api.ts';

export type StudentBrief = components['schemas']['StudentBrief'];
export type ApplicationCandidate = components['schemas']['ApplicationCandidate'];
type KindId = components['schemas']['ApplicationKind'];

/** The student picker's searches, a scope of their own (any page that picks a student shares them). */
export const studentPickerKeys = createQueryKeys('studentPicker');

/** SPEC 7: stuinfoByStusss/NotAuth, at most 50 students of the caller's scope matching a keyword. */
export function usePickStudents(keyword: string) {
  const text = keyword.trim();
  return useQuery({
    ...apiQueryOptions(api, studentPickerKeys, '/cloud-xj/api/xj/xjxx/stuinfoByStusss/NotAuth', { params: { query: { keyword: text } } }),
    placeholderData: keepPreviousData,
    enabled: text.length > 0,
  });
}

/**
 * The pick list of an application entered for a student (issue 22 §8): the students of the caller's
 * scope matching `keyword`, each with whether an application of `kind` may be entered for them and why
 * not, as the server would refuse it.
 */
export function useApplicationCandidates(keyword: string, kind: KindId | undefined) {
  const text = keyword.trim();
  return useQuery({
    ...apiQueryOptions(api, studentPickerKeys, '/cloud-xj/api/sq/candidates', { params: { query: { keyword: text, ...(kind ? { kind } : {}) } } }),
    placeholderData: keepPreviousData,
    enabled: text.length > 0,
  });
}
