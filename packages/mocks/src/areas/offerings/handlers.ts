import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import type { Caller, MockContext } from '../../http/context.ts';
import { paginate } from '../../http/paging.ts';
import { fail } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { inParity, weekOf } from '@gs/sdk/rules/timetable';
import { dictsSlice } from '../dicts/store.ts';
import { orgSlice } from '../org/store.ts';
import { studentsSlice } from '../students/store.ts';
import { type OfferingRecord, offeringOrder, offeringsSlice } from './store.ts';

type Offering = components['schemas']['Offering'];
type OfferingStudent = components['schemas']['OfferingStudent'];

export function offeringsHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const store = ctx.store;
  const offerings = store.slice(offeringsSlice);
  const dicts = store.slice(dictsSlice);
  const students = store.slice(studentsSlice);
  const org = store.slice(orgSlice);
  const base = '/cloud-xj/api/pkgl/offerings' as const;

  function answerOf({ students: enrolled, ...offering }: OfferingRecord): Offering {
    return { ...offering, xymc: dicts.label('xj_xy', offering.xydm) ?? offering.xydm, enrolled: enrolled.length };
  }

  /** Whether an offering teaches in week `week` of its term: a weekly slot in its weeks and parity, or a dated session. */
  function teachesIn(offering: OfferingRecord, week: number): boolean {
    if (offering.slots.length > 0 && week >= offering.weeks.from && week <= offering.weeks.to && inParity(week, offering.weeks.parity)) return true;
    const term = org.terms.get(offering.term);
    return term !== undefined && offering.dates.some((d) => weekOf(term.startDate, d.date) === week);
  }

  /** The offering if the caller reaches it: 404 unknown, 403 outside their reach. */
  function reachable(caller: Caller, id: string): OfferingRecord {
    const offering = offerings.offering(id);
    if (!offerings.reaches(caller, offering))
      fail(403, `无权查看教学班 ${id}：只能查看本人任教或本学院的教学班`, `You may not see offering ${id}: only those you teach or of your college`);
    return offering;
  }

  return [
    route.authed('get', base, ({ query, caller }) => {
      const keyword = query.keyword?.trim().toLowerCase();
      const teacher = query.teacher?.trim();
      const { week, placed, roomId } = query;
      // A term's offerings come from the index by term; without one, every offering.
      const candidates = query.term ? offerings.ofTerm(query.term) : [...offerings.offerings.values()];
      // A teacher reaches only the offerings they teach; whoever reaches more may ask for theirs with `mine`.
      const rows = candidates.filter(
        (o) =>
          offerings.reaches(caller, o) &&
          (!roomId || o.roomId === roomId) &&
          (placed === undefined || placed === o.slots.length + o.dates.length > 0) &&
          (week === undefined || teachesIn(o, week)) &&
          (!query.mine || offerings.teaches(caller, o)) &&
          (!query.term || o.term === query.term) &&
          (!query.xydm || o.xydm === query.xydm) &&
          (!teacher || o.teachers.some((t) => t.gh === teacher || t.id === teacher)) &&
          (!keyword || o.kcdm.toLowerCase().includes(keyword) || o.kcmc.toLowerCase().includes(keyword) || Boolean(o.kcmcEn?.toLowerCase().includes(keyword))),
      );
      const page = paginate(rows.sort(offeringOrder), query.current, query.size);
      return { data: { ...page, records: page.records.map(answerOf) } };
    }),

    route.authed('get', `${base}/{id}`, ({ params, caller }) => ({ data: answerOf(reachable(caller, params.id)) })),

    route.authed('get', `${base}/{id}/students`, ({ params, query, caller }) => {
      const offering = reachable(caller, params.id);
      const keyword = query.keyword?.trim().toLowerCase();
      const rows: OfferingStudent[] = offering.students.flatMap((xykh) => {
        const s = students.byXykh(xykh);
        if (!s || (keyword && !s.xykh.includes(keyword) && !s.xm.toLowerCase().includes(keyword))) return [];
        return [{ xykh: s.xykh, xm: s.xm, xb: s.xb, xydm: s.xydm, xymc: s.xymc ?? s.xydm, zydm: s.zydm, zymc: s.zymc ?? s.zydm, rxnj: s.rxnj }];
      });
      return { data: paginate(rows, query.current, query.size) };
    }),
  ];
}
