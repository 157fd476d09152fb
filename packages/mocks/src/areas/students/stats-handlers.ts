import type { HttpHandler } from 'msw';
import type { MockContext } from '../../http/context.ts';
import type { Lang } from '../../http/language.ts';
import type { Router } from '../../http/route.ts';
import { dictsSlice } from '../dicts/store.ts';
import { STATS_BY_OPERATION, type StatsFilter, type StatsSource } from './stats.ts';
import { studentsSlice } from './store.ts';

/**
 * The statistics calls of SPEC 7: each answers the module's figures for the current records (never sampled),
 * its titles and labels in the request's language (issue 22 §13).
 */
export function statsHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const students = ctx.store.slice(studentsSlice);
  const dicts = ctx.store.slice(dictsSlice);
  const source: StatsSource = { students: students.students, staff: students.staff, dict: (name, lang) => dicts.dict(name, lang) };
  const base = '/cloud-xj/api/xj/xjxx' as const;
  const stats =
    (compute: (typeof STATS_BY_OPERATION)[keyof typeof STATS_BY_OPERATION]) =>
    ({ query, lang }: { query: StatsFilter; lang: Lang }) => ({
      data: compute(source, query, lang),
    });
  return [
    route.authed('get', `${base}/getXsTj`, stats(STATS_BY_OPERATION.getStudentStats)),
    route.authed('get', `${base}/getHdsjTj`, stats(STATS_BY_OPERATION.getVerificationStats)),
    route.authed('get', `${base}/getXsbdTj`, stats(STATS_BY_OPERATION.getRegistrationStats)),
    route.authed('get', `${base}/getDsxsTj`, stats(STATS_BY_OPERATION.getSupervisorStats)),
    route.authed('get', `${base}/getjxsxsTj`, stats(STATS_BY_OPERATION.getVisitingStats)),
    route.authed('get', `${base}/getTdxlxsTj`, stats(STATS_BY_OPERATION.getEquivalentStats)),
    route.authed('get', `${base}/getStu/queryAlldyCount`, stats(STATS_BY_OPERATION.getPartyMemberStats)),
    route.authed('get', '/cloud-xj/api/xw/getXsxwTj', stats(STATS_BY_OPERATION.getDegreeStats)),
  ];
}
