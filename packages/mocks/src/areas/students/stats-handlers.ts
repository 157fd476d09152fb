import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import type { MockContext } from '../../http/context.ts';
import type { Router } from '../../http/route.ts';
import { dictsSlice } from '../dicts/store.ts';
import { studentsSlice } from './store.ts';

type Student = components['schemas']['Student'];
type StatsSummary = components['schemas']['StatsSummary'];
type StatGroup = components['schemas']['StatGroup'];

/** Counts per dictionary value, in dictionary order, labelled from the dictionary. */
function groupBy(ctx: MockContext, rows: Student[], field: keyof Student, dictName: string, title: string): StatGroup {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = String(row[field] ?? '');
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const items = ctx.store.slice(dictsSlice).dict(dictName).map((entry) => ({ code: entry.value, name: entry.label, value: counts.get(entry.value) ?? 0 }));
  return { key: String(field), title, items };
}

function summary(total: number, counters: Record<string, number>, groups: StatGroup[]): StatsSummary {
  return { total, counters, groups };
}

function count(rows: Student[], predicate: (s: Student) => boolean): number {
  let n = 0;
  for (const row of rows) if (predicate(row)) n += 1;
  return n;
}

/** The statistics calls of SPEC 7, all computed from the current records (never sampled). */
export function statsHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const scoped = (query: { rxnj?: number; xydm?: string }) =>
    [...ctx.store.slice(studentsSlice).students.values()].filter((s) => (query.rxnj === undefined || s.rxnj === query.rxnj) && (!query.xydm || s.xydm === query.xydm));
  const byCollege = (rows: Student[]) => groupBy(ctx, rows, 'xydm', 'xj_xy', '按学院');
  const base = '/cloud-xj/api/xj/xjxx' as const;

  return [
    route.authed('get', `${base}/getXsTj`, ({ query }) => {
      const rows = scoped(query);
      const enrolled = count(rows, (s) => s.xjzt === '01');
      return {
        data: summary(rows.length, { enrolled }, [
          byCollege(rows),
          groupBy(ctx, rows, 'pycc', 'xj_pycc', '按培养层次'),
          groupBy(ctx, rows, 'xjzt', 'xj_xjzt', '按学籍状态'),
          groupBy(ctx, rows, 'xb', 'sys_user_sex', '按性别'),
        ]),
      };
    }),

    route.authed('get', `${base}/getHdsjTj`, ({ query }) => {
      const rows = scoped(query);
      return {
        data: summary(
          rows.length,
          { verified: count(rows, (s) => s.hdzt === '1'), unverified: count(rows, (s) => s.hdzt === '0'), returned: count(rows, (s) => s.hdzt === '2') },
          [groupBy(ctx, rows, 'hdzt', 'xj_hdzt', '按核对状态'), byCollege(rows.filter((s) => s.hdzt !== '1'))],
        ),
      };
    }),

    route.authed('get', `${base}/getXsbdTj`, ({ query }) => {
      const rows = scoped(query);
      return {
        data: summary(rows.length, { registered: count(rows, (s) => s.bdzt === '1'), unregistered: count(rows, (s) => s.bdzt !== '1') }, [
          groupBy(ctx, rows, 'bdzt', 'xj_bdzt', '按报到状态'),
          byCollege(rows.filter((s) => s.bdzt === '1')),
        ]),
      };
    }),

    route.authed('get', `${base}/getDsxsTj`, ({ query }) => {
      const rows = scoped(query);
      const perSupervisor = new Map<string, number>();
      for (const s of rows) if (s.dsgh) perSupervisor.set(s.dsgh, (perSupervisor.get(s.dsgh) ?? 0) + 1);
      const items = [...perSupervisor.entries()]
        .map(([gh, value]) => ({ code: gh, name: ctx.store.slice(studentsSlice).staff.get(gh)?.xm ?? gh, value }))
        .sort((a, b) => b.value - a.value || a.code.localeCompare(b.code));
      return { data: summary(rows.length, { supervisors: perSupervisor.size }, [{ key: 'dsgh', title: '按导师', items }]) };
    }),

    route.authed('get', `${base}/getjxsxsTj`, ({ query }) => {
      const rows = scoped(query).filter((s) => s.lb === '2');
      return { data: summary(rows.length, { enrolled: count(rows, (s) => s.xjzt === '01') }, [byCollege(rows)]) };
    }),

    route.authed('get', `${base}/getTdxlxsTj`, ({ query }) => {
      const rows = scoped(query).filter((s) => s.lb === '3');
      return { data: summary(rows.length, { enrolled: count(rows, (s) => s.xjzt === '01') }, [byCollege(rows), groupBy(ctx, rows, 'xwlx', 'xj_xwlx', '按学位类型')]) };
    }),

    route.authed('get', `${base}/getStu/queryAlldyCount`, ({ query }) => {
      const rows = scoped(query);
      const members = count(rows, (s) => s.zzmm === '01');
      const probationary = count(rows, (s) => s.zzmm === '02');
      return { data: summary(rows.length, { members, probationary, total: members + probationary }, [groupBy(ctx, rows, 'zzmm', 'xj_zzmm', '按政治面貌')]) };
    }),

    route.authed('get', '/cloud-xj/api/xw/getXsxwTj', ({ query }) => {
      const rows = scoped(query);
      const awarded = rows.filter((s) => Boolean(s.xwzsbh));
      return {
        data: summary(rows.length, { awarded: awarded.length, pending: rows.length - awarded.length }, [
          groupBy(ctx, awarded, 'xwlx', 'xj_xwlx', '已授学位按学位类型'),
          groupBy(ctx, awarded, 'pycc', 'xj_pycc', '已授学位按培养层次'),
        ]),
      };
    }),
  ];
}
