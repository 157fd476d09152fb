import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { useRefreshDegree } from './degree.ts';
import { REVIEWERS_PATH, SIMILARITY_PATH, THESES_PATH, type ThesisQuery, degreeKeys } from './keys.ts';

/** GET a page of theses (listTheses), cut by the server to the caller's college. */
export function useTheses(query: ThesisQuery) {
  return useQuery({ ...apiQueryOptions(api, degreeKeys, THESES_PATH, { params: { query } }), staleTime: 0, placeholderData: keepPreviousData });
}

/** PUT a thesis's similarity figure (setThesisSimilarity). */
export function useSetSimilarity() {
  const refresh = useRefreshDegree();
  return useMutation({ ...apiMutation(api, degreeKeys, 'put', SIMILARITY_PATH), onSuccess: refresh });
}

/** POST reviewers to a thesis (assignReviewers). */
export function useAssignReviewers() {
  const refresh = useRefreshDegree();
  return useMutation({ ...apiMutation(api, degreeKeys, 'post', REVIEWERS_PATH), onSuccess: refresh });
}
