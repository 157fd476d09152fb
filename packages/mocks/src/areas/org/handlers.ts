import type { HttpHandler } from 'msw';
import type { MockContext } from '../../http/context.ts';
import { inScope } from '../../http/data-scope.ts';
import { paginate, paginateMatching } from '../../http/paging.ts';
import { fail } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { studentsSlice } from '../students/store.ts';
import { configSlice } from '../config/store.ts';
import { orgSlice, termNameEn } from './store.ts';

export function orgHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const org = ctx.store.slice(orgSlice);
  const students = ctx.store.slice(studentsSlice);
  const config = ctx.store.slice(configSlice);
  return [
    route.authed('get', '/kernel/org/tree', () => ({ data: org.tree() })),

    route.authed('get', '/kernel/terms', () => {
      // The current term is the data configuration's (it may change), so it is read per request.
      const current = config.items.get('term.current')?.value;
      return { data: [...org.terms.values()].map((term) => ({ ...term, nameEn: termNameEn(term), current: term.id === current })) };
    }),

    route.authed('get', '/kernel/rooms', ({ query }) => {
      const building = query.building?.trim();
      const keyword = query.keyword?.trim();
      const rows = [...org.rooms.values()].sort((a, b) => a.name.localeCompare(b.name));
      const match = (r: (typeof rows)[number]) =>
        (!building || r.building === building) &&
        (!keyword || r.name.includes(keyword)) &&
        (query.minCapacity === undefined || r.capacity >= query.minCapacity);
      return { data: paginateMatching(rows, match, query.current, query.size) };
    }),

    route.authed('get', '/kernel/teachers', ({ query }) => {
      const keyword = query.keyword?.trim();
      const rows = [...students.staff.keys()].sort().flatMap((gh) => org.teacherOf(gh) ?? []);
      const filtered = rows.filter(
        (t) =>
          (!query.xydm || t.xydm === query.xydm) && (!query.dslx || t.dslx === query.dslx) && (!keyword || t.xm.includes(keyword) || t.gh.includes(keyword)),
      );
      return { data: paginate(filtered, query.current, query.size) };
    }),

    route.authed('get', '/kernel/teachers/{gh}', ({ params, caller }) => {
      const teacher = org.teacherOf(params.gh);
      if (!teacher) fail(404, `工号 ${params.gh} 的教师不存在`);
      const member = students.staffMember(params.gh)!;
      const current = students.studentsOfSupervisor(params.gh).filter((s) => ['01', '02', '06'].includes(s.xjzt));
      const perYear = new Map<number, number>();
      for (const s of current) perYear.set(s.rxnj, (perYear.get(s.rxnj) ?? 0) + 1);
      return {
        data: {
          ...teacher,
          ...(member.sjhm ? { sjhm: member.sjhm } : {}),
          ...(member.dzyx ? { dzyx: member.dzyx } : {}),
          yearCounts: [...perYear].sort((a, b) => b[0] - a[0]).map(([rxnj, count]) => ({ rxnj, count })),
          students: current
            .filter((s) => inScope(caller, s))
            .map((s) => ({
              id: s.id,
              xykh: s.xykh,
              xm: s.xm,
              ...(s.xymc ? { xymc: s.xymc } : {}),
              ...(s.zymc ? { zymc: s.zymc } : {}),
              rxnj: s.rxnj,
              pycc: s.pycc,
              xjzt: s.xjzt,
            })),
        },
      };
    }),
  ];
}
