import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useInvalidateApplications } from '../../../components/application/api.ts';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import {
  APPEAL_DECISION_PATH,
  APPEAL_PATH,
  FILE_PATH,
  FLAGS_PATH,
  FLAG_CLOSE_PATH,
  TEACHERS_PATH,
  THESIS_PATH,
  type ThesisUploadForm,
  degreeKeys,
} from './keys.ts';

/**
 * After a write of the area: every degree query, and the applications (the file's latest application and
 * `mayApply` move with a review or a defence, and an application moves the file).
 */
export function useRefreshDegree() {
  const client = useQueryClient();
  const applications = useInvalidateApplications();
  return () => Promise.all([client.invalidateQueries({ queryKey: degreeKeys.all }), applications()]);
}

/** GET a student's degree file (getDegreeFile); waits for a card number. */
export function useDegreeFile(xykh: string | null | undefined) {
  return useQuery({ ...apiQueryOptions(api, degreeKeys, FILE_PATH, { params: { path: { xykh: xykh ?? '' } } }), staleTime: 0, enabled: Boolean(xykh) });
}

/** POST the thesis (submitThesis): the PDF, its title and, with a revised thesis, the notes on what changed. */
export function useSubmitThesis() {
  const refresh = useRefreshDegree();
  return useMutation({
    mutationKey: [degreeKeys.scope, THESIS_PATH, 'post'],
    mutationFn: ({ xykh, file, title, revisionNotes }: { xykh: string; file: File; title: string; revisionNotes?: string | undefined }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('title', title);
      if (revisionNotes) form.append('revisionNotes', revisionNotes);
      // The client sends FormData as it is (multipart); the schema's type names its fields.
      return api.post(THESIS_PATH, { params: { path: { xykh } }, body: form as unknown as ThesisUploadForm });
    },
    onSuccess: refresh,
  });
}

/** POST an appeal of a failed review (appealReview): once, within the window. */
export function useAppealReview() {
  const refresh = useRefreshDegree();
  return useMutation({ ...apiMutation(api, degreeKeys, 'post', APPEAL_PATH), onSuccess: refresh });
}

/** POST the graduate school's decision on an appeal (decideAppeal). */
export function useDecideAppeal() {
  const refresh = useRefreshDegree();
  return useMutation({ ...apiMutation(api, degreeKeys, 'post', APPEAL_DECISION_PATH), onSuccess: refresh });
}

/** POST a disciplinary flag (addDisciplinaryFlag). */
export function useAddFlag() {
  const refresh = useRefreshDegree();
  return useMutation({ ...apiMutation(api, degreeKeys, 'post', FLAGS_PATH), onSuccess: refresh });
}

/** POST the close of a flag with a note (closeDisciplinaryFlag). */
export function useCloseFlag() {
  const refresh = useRefreshDegree();
  return useMutation({ ...apiMutation(api, degreeKeys, 'post', FLAG_CLOSE_PATH), onSuccess: refresh });
}

/** GET the teachers a student's reviewers and committee are picked from (listDegreeTeachers), with their load and exclusions. */
export function useDegreeTeachers(xykh: string | undefined, keyword: string) {
  const text = keyword.trim();
  return useQuery({
    ...apiQueryOptions(api, degreeKeys, TEACHERS_PATH, { params: { path: { xykh: xykh ?? '' }, query: text ? { keyword: text } : {} } }),
    staleTime: 0,
    // The list stays while a search runs (the picker keeps its place), never another student's with its exclusions.
    placeholderData: (previous, query) => (query?.queryKey[2].path?.xykh === xykh ? previous : undefined),
    enabled: Boolean(xykh),
  });
}
