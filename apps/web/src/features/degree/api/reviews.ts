import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { useRefreshDegree } from './degree.ts';
import { DECLARATION_PATH, REVIEWS_PATH, REVIEW_PATH, REVIEW_SUBMIT_PATH, type ReviewQuery, degreeKeys } from './keys.ts';

/** GET a page of the caller's blind reviews (listMyReviews). */
export function useMyReviews(query: ReviewQuery, enabled = true) {
  return useQuery({ ...apiQueryOptions(api, degreeKeys, REVIEWS_PATH, { params: { query } }), staleTime: 0, placeholderData: keepPreviousData, enabled });
}

/** GET one of the caller's reviews (getMyReview); waits for an id. */
export function useMyReview(reviewId: string | null) {
  return useQuery({
    ...apiQueryOptions(api, degreeKeys, REVIEW_PATH, { params: { path: { reviewId: reviewId ?? '' } } }),
    staleTime: 0,
    enabled: Boolean(reviewId),
  });
}

/** POST the conflict-of-interest declaration (declareConflict): none opens the thesis, one declines the review. */
export function useDeclareConflict() {
  const refresh = useRefreshDegree();
  return useMutation({ ...apiMutation(api, degreeKeys, 'post', DECLARATION_PATH), onSuccess: refresh });
}

/** POST the review (submitReview): score, grade, comments and the uploaded review form. */
export function useSubmitReview() {
  const refresh = useRefreshDegree();
  return useMutation({ ...apiMutation(api, degreeKeys, 'post', REVIEW_SUBMIT_PATH), onSuccess: refresh });
}
