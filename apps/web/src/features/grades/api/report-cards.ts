import { apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { REPORT_CARDS_PATH, REPORT_CARD_PATH, type ReportCardQuery, gradesKeys } from './keys.ts';

/** GET the students of the caller's scope with their courses, credits and weighted average. */
export function useReportCards(query: ReportCardQuery) {
  return useQuery({ ...apiQueryOptions(api, gradesKeys, REPORT_CARDS_PATH, { params: { query } }), placeholderData: keepPreviousData });
}

/** GET one student's report card (a student's own lists released grades only: the server decides). */
export function useReportCard(xykh: string | null | undefined) {
  return useQuery({ ...apiQueryOptions(api, gradesKeys, REPORT_CARD_PATH, { params: { path: { xykh: xykh ?? '' } } }), enabled: Boolean(xykh) });
}
