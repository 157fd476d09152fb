import { apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query.ts';
import { api } from '../../../lib/api.ts';
import { type CandidateQuery, LIST_PATH, admissionsKeys } from './keys.ts';

/** GET the admitted candidates: filters, paging and sorting on the server. */
export function useCandidates(query: CandidateQuery) {
  return useQuery({ ...apiQueryOptions(api, admissionsKeys, LIST_PATH, { params: { query } }), placeholderData: keepPreviousData });
}
