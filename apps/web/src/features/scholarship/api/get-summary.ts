import { apiQueryOptions } from '@gs/sdk/query';
import type { components } from '@gs/sdk/schema';
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query.ts';
import { api } from '../../../lib/api.ts';
import { scholarshipKeys } from './keys.ts';

export type ScholarshipSummary = components['schemas']['ScholarshipSummary'];
export type CollegeSummary = components['schemas']['ScholarshipCollegeSummary'];
export type RankRow = components['schemas']['ScholarshipRankRow'];

export const summaryPath = '/cloud-xj/api/xj/xyjxj/summary' as const;
export const summaryExportPath = '/cloud-xj/api/xj/xyjxj/summary/export' as const;

/** GET the ranked summary of a year (every college in scope, or one); read again whenever the page shows. */
export function useScholarshipSummary(query: { year: string; xydm?: string | undefined }, enabled: boolean) {
  const params = { year: query.year, ...(query.xydm ? { xydm: query.xydm } : {}) };
  return useQuery({
    ...apiQueryOptions(api, scholarshipKeys, summaryPath, { params: { query: params } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });
}
