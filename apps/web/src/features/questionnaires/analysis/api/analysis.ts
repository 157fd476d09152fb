import { apiPostQueryOptions } from '@gs/sdk/query';
import type { components } from '@gs/sdk/schema';
import { hashKey, keepPreviousData, useQueries, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useMemo } from 'react';
import { api } from '../../../../lib/api.ts';
import { mark, perfMarks } from '../../../../lib/perf-marks.ts';
import { useQuery } from '../../../../lib/query.ts';
import { ViewShownContext } from '../../../../lib/view-shown.ts';
import { questionnaireKeys } from '../../api/keys.ts';

export const ANALYSIS_PATH = '/cloud-xj/api/examination/tasks/{id}/analysis' as const;
export const TEXT_ANSWERS_PATH = '/cloud-xj/api/examination/tasks/{id}/text-answers' as const;

export type TaskAnalysis = components['schemas']['TaskAnalysis'];
export type QuestionStats = components['schemas']['QuestionStats'];
export type AnalysisInput = components['schemas']['AnalysisInput'];
export type AnalysisFilter = components['schemas']['AnalysisFilter'];
export type TextAnswersInput = components['schemas']['TextAnswersInput'];
export type TextAnswer = components['schemas']['TextAnswer'];

/** The submit days the analysis covers (either end may be open). */
export interface DateRange {
  from?: string;
  to?: string;
}

/** The whole analysis as a PDF report (exportTaskReport), for the download helper: the date range goes with it. */
export const taskReportPdfPath = (id: string) => `/cloud-xj/api/examination/tasks/${encodeURIComponent(id)}/report/pdf`;

/** The analysis call with its answer marked in hand: the bench's first mark (scripts/bench/questionnaire.mjs). */
function analysisOptions(id: string, body: AnalysisInput) {
  const options = apiPostQueryOptions(api, questionnaireKeys, ANALYSIS_PATH, { params: { path: { id } }, body });
  const fetchAnalysis = options.queryFn;
  if (!fetchAnalysis) return options;
  return {
    ...options,
    queryFn: async (context: Parameters<typeof fetchAnalysis>[0]) => {
      const data = await fetchAnalysis(context);
      mark(perfMarks.analysisData);
      return data;
    },
  };
}

/**
 * The task's whole analysis (no range, no filter), asked for by the page alongside the task itself: the
 * view's first request is the same query, so the two calls run side by side instead of one after the other.
 */
export function useWholeAnalysis(id: string) {
  return useQuery({ ...analysisOptions(id, analysisBody({}, [])), enabled: id !== '' });
}

/** The body of an analysis: the date range's ends that are set, and the filters when there are any. */
export function analysisBody(range: DateRange, filters: readonly AnalysisFilter[]): AnalysisInput {
  return {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
    ...(filters.length > 0 ? { filters: filters.map((filter) => ({ questionId: filter.questionId, values: [...filter.values] })) } : {}),
  };
}

/**
 * POST the analyses of a task (analyseTask), one per set of filters (the cross-filter asks for several:
 * model/cross-filter.ts); the first, with every filter, is the one the page stands on. That one is a
 * query of its own, which keeps showing its last answer while the next one comes: the charts move to
 * the new figures instead of the page blinking. (In one `useQueries` the observer holding the last
 * answer would move to whichever new request has the same key, leaving the first without one.) The
 * others are read again when the view is shown after a submission made them stale, as lib/query.ts
 * does for the first.
 */
export function useAnalyses(id: string, bodies: readonly AnalysisInput[]) {
  const client = useQueryClient();
  const shown = useContext(ViewShownContext);
  const base = useQuery({ ...analysisOptions(id, bodies[0] ?? {}), placeholderData: keepPreviousData, enabled: id !== '' });
  const queries = useMemo(() => bodies.slice(1).map((body) => ({ ...analysisOptions(id, body), enabled: id !== '' })), [id, bodies]);
  const hashes = useMemo(() => new Set(queries.map((query) => hashKey(query.queryKey))), [queries]);
  useEffect(() => {
    if (!shown) return undefined;
    return shown.listen(() => {
      void client.refetchQueries({ predicate: (query) => hashes.has(query.queryHash), stale: true, type: 'active' });
    });
  }, [shown, client, hashes]);
  const others = useQueries({ queries });
  return [base, ...others];
}

/** POST a page of a text question's answers (listTextAnswers), searched, in the analysis' range and filters. */
export function useTextAnswers(id: string, body: TextAnswersInput) {
  return useQuery({
    ...apiPostQueryOptions(api, questionnaireKeys, TEXT_ANSWERS_PATH, { params: { path: { id } }, body }),
    placeholderData: keepPreviousData,
    enabled: id !== '',
  });
}
