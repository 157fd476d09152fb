import { apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { PRACTICE_COLLEGE_PATH, PRACTICE_PATH, type PracticeEvaluationQuery, type PracticeQuery, gradesKeys } from './keys.ts';

/** GET the practice evaluations summed per college (a college secretary gets their own row). */
export function usePracticeSummary(query: PracticeQuery) {
  return useQuery({ ...apiQueryOptions(api, gradesKeys, PRACTICE_PATH, { params: { query } }), placeholderData: keepPreviousData });
}

/** GET one college's practice evaluations, student by student. */
export function usePracticeEvaluations(xydm: string, query: PracticeEvaluationQuery) {
  return useQuery({
    ...apiQueryOptions(api, gradesKeys, PRACTICE_COLLEGE_PATH, { params: { path: { xydm }, query } }),
    placeholderData: keepPreviousData,
    enabled: Boolean(xydm),
  });
}
