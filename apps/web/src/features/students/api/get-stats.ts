import { apiQueryOptions } from '@gs/sdk/query';
import { useQuery } from '../../../lib/query.ts';
import { api } from '../../../lib/api.ts';
import { studentKeys } from './keys.ts';

/** The statistics calls of SPEC 7, each answering a `StatsSummary`. */
export const statsPaths = [
  '/cloud-xj/api/xj/xjxx/getXsTj',
  '/cloud-xj/api/xj/xjxx/getHdsjTj',
  '/cloud-xj/api/xj/xjxx/getXsbdTj',
  '/cloud-xj/api/xj/xjxx/getDsxsTj',
  '/cloud-xj/api/xj/xjxx/getjxsxsTj',
  '/cloud-xj/api/xj/xjxx/getTdxlxsTj',
  '/cloud-xj/api/xj/xjxx/getStu/queryAlldyCount',
  '/cloud-xj/api/xw/getXsxwTj',
] as const;

export type StatsPath = (typeof statsPaths)[number];

export interface StatsScope {
  rxnj?: number;
  xydm?: string;
}

export function useStats(path: StatsPath, scope: StatsScope) {
  const query: StatsScope = {};
  if (scope.rxnj !== undefined) query.rxnj = scope.rxnj;
  if (scope.xydm) query.xydm = scope.xydm;
  return useQuery(apiQueryOptions(api, studentKeys, path, { params: { query } }));
}
