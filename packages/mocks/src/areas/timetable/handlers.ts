import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { expandSessions, placementProblems, weekOf, weekdayOf } from '@gs/sdk/rules/timetable';
import { identitySlice } from '../../core/identity.ts';
import { xlsxStream } from '../../files/xlsx-lite.ts';
import type { Caller, MockContext } from '../../http/context.ts';
import { type Lang, say } from '../../http/language.ts';
import { MockHttpError, SUCCESS, fail, fileResponse, streamResponse, MEDIA } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { configSlice } from '../config/store.ts';
import { coursesSlice } from '../courses/store.ts';
import { dictsSlice } from '../dicts/store.ts';
import { gradesSlice } from '../grades/store.ts';
import { type OfferingRecord, offeringsSlice } from '../offerings/store.ts';
import { type TermRecord, orgSlice, termNameEn } from '../org/store.ts';
import { studentsSlice } from '../students/store.ts';
import { type EngineContext, type ResolvedDraft, availabilityOf, conflictsOf } from './engine.ts';
import { timetableIcs } from './ics.ts';
import { timetableSlice } from './store.ts';

type Offering = components['schemas']['Offering'];
type Term = components['schemas']['Term'];
type TimetableDraft = components['schemas']['TimetableDraft'];
type TimetableEntry = components['schemas']['TimetableEntry'];
type TimetableRow = components['schemas']['TimetableRow'];
type TimetableBy = components['schemas']['TimetableBy'];

/** A problem of a request, in both languages. */
interface Said {
  zh: string;
  en: string;
}

/** At most this many problems are named in one refusal; the rest are counted. */
const NAMED = 5;

/** Refuses with 400 naming the first problems and how many more (nothing is stored: the write is undone). */
function refuseAll(problems: readonly Said[]): void {
  if (problems.length === 0) return;
  const first = problems.slice(0, NAMED);
  const more = problems.length - first.length;
  fail(
    400,
    `${first.map((p) => p.zh).join('；')}${more > 0 ? `；另有 ${more} 处错误` : ''}`,
    `${first.map((p) => p.en).join('; ')}${more > 0 ? `; and ${more} more` : ''}`,
  );
}

const EXPORT_COLUMNS = [
  { header: '学号', width: 14, text: true },
  { header: '姓名', width: 10 },
  { header: '性别', width: 6 },
  { header: '学院', width: 24 },
  { header: '专业', width: 24 },
  { header: '年级', width: 8 },
];

export function timetableHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const store = ctx.store;
  const offerings = store.slice(offeringsSlice);
  const timetable = store.slice(timetableSlice);
  const org = store.slice(orgSlice);
  const config = store.slice(configSlice);
  const students = store.slice(studentsSlice);
  const dicts = store.slice(dictsSlice);
  const courses = store.slice(coursesSlice);
  const grades = store.slice(gradesSlice);
  const identity = store.slice(identitySlice);
  const base = '/cloud-xj/api/pkgl/timetable' as const;
  const offeringsBase = '/cloud-xj/api/pkgl/offerings' as const;

  const currentTerm = () => String(config.items.get('term.current')?.value ?? '');

  function termAnswer(term: TermRecord): Term {
    return { ...term, holidays: term.holidays ?? [], nameEn: termNameEn(term), current: term.id === currentTerm() };
  }

  /** The term, or 400 naming it. */
  function termOf(id: string): TermRecord {
    const term = org.terms.get(id);
    if (!term) fail(400, `学期 ${id} 不存在`, `Term ${id} does not exist`);
    return term;
  }

  function offeringAnswer({ students: enrolled, ...offering }: OfferingRecord): Offering {
    return { ...offering, xymc: dicts.label('xj_xy', offering.xydm) ?? offering.xydm, enrolled: enrolled.length };
  }

  const nameOf = (xykh: string) => students.byXykh(xykh)?.xm ?? xykh;

  function engineOf(termId: string, lang: Lang): EngineContext {
    return {
      calendar: timetable.calendarOf(termId)!,
      occupancy: timetable.occupancyOf(termId),
      offeringOf: (id) => offerings.offerings.get(id),
      studentName: nameOf,
      lang,
    };
  }

  /** The drafts with their offerings and rooms, or 400 naming every problem (nothing stored). */
  function resolve(term: TermRecord, drafts: readonly TimetableDraft[]): ResolvedDraft[] {
    const problems: Said[] = [];
    const seen = new Set<string>();
    const calendar = timetable.calendarOf(term.id)!;
    const resolved: ResolvedDraft[] = [];
    for (const draft of drafts) {
      const offering = offerings.offerings.get(draft.offeringId);
      const who = { zh: `教学班 ${draft.offeringId}`, en: `offering ${draft.offeringId}` };
      if (!offering) {
        problems.push({ zh: `${who.zh} 不存在`, en: `${who.en} does not exist` });
        continue;
      }
      if (offering.term !== term.id)
        problems.push({ zh: `${who.zh} 属于学期 ${offering.term}，不是 ${term.id}`, en: `${who.en} belongs to term ${offering.term}, not ${term.id}` });
      if (seen.has(offering.id)) problems.push({ zh: `${who.zh} 重复出现`, en: `${who.en} is given twice` });
      seen.add(offering.id);
      const room = draft.roomId === null ? null : org.rooms.get(draft.roomId);
      if (room === undefined) problems.push({ zh: `${who.zh}：教室 ${draft.roomId} 不存在`, en: `${who.en}: room ${draft.roomId} does not exist` });
      for (const p of placementProblems(calendar, draft)) problems.push({ zh: `${who.zh}：${p.zh}`, en: `${who.en}: ${p.en}` });
      resolved.push({ draft, offering, room: room ?? null });
    }
    refuseAll(problems);
    return resolved;
  }

  /** Weeks `from`-`to` of a grid: the whole term by default; outside the term's weeks answers 400. */
  function rangeOf(term: TermRecord, from: number | undefined, to: number | undefined): [number, number] {
    const range: [number, number] = [from ?? 1, to ?? term.weeks];
    if (range[0] > range[1] || range[1] > term.weeks)
      fail(
        400,
        `周次 ${range[0]}-${range[1]} 不在本学期的 1-${term.weeks} 周内`,
        `Weeks ${range[0]}-${range[1]} are not within the term's weeks 1-${term.weeks}`,
      );
    return range;
  }

  /** The class rows (college, major, cohort) of an offering's students, cached per stored record (records never change in place). */
  const classCache = new WeakMap<OfferingRecord, readonly string[]>();
  const classLabels = new Map<string, { label: string; labelEn: string }>();
  function classesOf(offering: OfferingRecord): readonly string[] {
    let keys = classCache.get(offering);
    if (!keys) {
      const set = new Set<string>();
      for (const xykh of offering.students) {
        const s = students.byXykh(xykh);
        if (!s) continue;
        const key = `${s.xydm}-${s.zydm}-${s.rxnj}`;
        set.add(key);
        if (!classLabels.has(key)) {
          const college = s.xymc ?? s.xydm;
          const major = s.zymc ?? s.zydm;
          classLabels.set(key, { label: `${college} ${major} ${s.rxnj}级`, labelEn: `${college} ${major} ${s.rxnj}` });
        }
      }
      keys = [...set].sort();
      classCache.set(offering, keys);
    }
    return keys;
  }

  /**
   * The entries of an offering within weeks `from`-`to`: one per weekly slot with a date in the range (the
   * holidays among them listed as skipped) and one per dated session in it. Cached per stored record and range
   * (records never change in place), so a grid of 2,000 offerings expands each placement once.
   */
  const entryCache = new WeakMap<OfferingRecord, Map<string, readonly Omit<TimetableEntry, 'rowKey'>[]>>();
  function baseEntriesOf(term: TermRecord, offering: OfferingRecord, from: number, to: number): readonly Omit<TimetableEntry, 'rowKey'>[] {
    const ranges = entryCache.get(offering) ?? entryCache.set(offering, new Map()).get(offering)!;
    const range = `${from}-${to}`;
    const cached = ranges.get(range);
    if (cached) return cached;
    const calendar = timetable.calendarOf(term.id)!;
    const common = {
      offeringId: offering.id,
      kcdm: offering.kcdm,
      kcmc: offering.kcmc,
      kcmcEn: offering.kcmcEn,
      xydm: offering.xydm,
      teachers: offering.teachers.map((t) => t.xm),
      room: offering.room,
      roomId: offering.roomId,
      enrolled: offering.students.length,
      capacity: offering.capacity,
    };
    const out: Omit<TimetableEntry, 'rowKey'>[] = [];
    offering.slots.forEach((slot, index) => {
      const inRange = expandSessions(calendar, { weeks: offering.weeks, slots: [slot], dates: [] }).filter((s) => s.week >= from && s.week <= to);
      if (inRange.length === 0) return;
      const skipped = inRange.flatMap((s) => (s.holiday ? [{ date: s.date, name: s.holiday.name, nameEn: s.holiday.nameEn }] : []));
      out.push({
        ...common,
        id: `${offering.id}-${index}`,
        weekday: slot.weekday,
        start: slot.start,
        end: slot.end,
        weeks: offering.weeks,
        date: null,
        skipped,
      });
    });
    for (const session of offering.dates) {
      const week = weekOf(term.startDate, session.date);
      if (week < from || week > to) continue;
      out.push({
        ...common,
        id: `${offering.id}-d${session.date}`,
        weekday: weekdayOf(session.date),
        start: session.start,
        end: session.end,
        weeks: null,
        date: session.date,
        skipped: [],
      });
    }
    ranges.set(range, out);
    return out;
  }

  /** The entries of an offering within weeks `from`-`to`, for each row key given. */
  function entriesOf(term: TermRecord, offering: OfferingRecord, from: number, to: number, rowKeys: readonly string[]): TimetableEntry[] {
    const base = baseEntriesOf(term, offering, from, to);
    return rowKeys.flatMap((rowKey) => base.map((e) => ({ ...e, rowKey })));
  }

  const entryOrder = (a: TimetableEntry, b: TimetableEntry) =>
    a.rowKey.localeCompare(b.rowKey) || a.weekday - b.weekday || a.start - b.start || a.id.localeCompare(b.id);

  /** The offerings a caller takes or teaches in a term (a student's enrolments, a teacher's by staff number or user id). */
  function mineOf(caller: Caller, term: string): OfferingRecord[] {
    const found = new Map<string, OfferingRecord>();
    const add = (list: readonly OfferingRecord[]) => {
      for (const o of list) if (o.term === term) found.set(o.id, o);
    };
    if (caller.user.xykh) add(offerings.ofStudent(caller.user.xykh));
    if (caller.user.gh) add(offerings.ofTeacher(caller.user.gh));
    add(offerings.ofTeacher(caller.user.id));
    return [...found.values()].sort((a, b) => a.id.localeCompare(b.id));
  }

  /** The offering if the caller reaches it (the offerings' reach): 404 unknown, 403 outside it. */
  function reachable(caller: Caller, id: string): OfferingRecord {
    const offering = offerings.offering(id);
    if (!offerings.reaches(caller, offering))
      fail(403, `无权查看教学班 ${id}：只能查看本人任教或本学院的教学班`, `You may not see offering ${id}: only those you teach or of your college`);
    return offering;
  }

  /** Teachers by staff number: each a staff member, none twice (400 naming them). */
  function teachersOf(ghs: readonly string[]): OfferingRecord['teachers'] {
    const problems: Said[] = [];
    if (new Set(ghs).size !== ghs.length) problems.push({ zh: '教师重复', en: 'a teacher is named twice' });
    const found = ghs.flatMap((gh) => {
      const member = students.staffMember(gh);
      if (!member) problems.push({ zh: `工号 ${gh} 的教师不存在`, en: `No teacher has staff number ${gh}` });
      return member ? [member] : [];
    });
    refuseAll(problems);
    return found.map((m) => {
      let userId: string | null = null;
      for (const u of identity.users.values())
        if (u.gh === m.gh) {
          userId = u.id;
          break;
        }
      return { id: userId, gh: m.gh, xm: m.xm };
    });
  }

  return [
    route.authed('get', base, ({ query }) => {
      const term = termOf(query.term);
      const [from, to] = rangeOf(term, query.weekFrom, query.weekTo);
      const by: TimetableBy = query.by ?? 'room';
      const keyword = query.keyword?.trim().toLowerCase();
      const inCollege = offerings.ofTerm(term.id).filter((o) => !query.xydm || o.xydm === query.xydm);
      const shown = inCollege.filter(
        (o) =>
          !keyword || o.kcdm.toLowerCase().includes(keyword) || o.kcmc.toLowerCase().includes(keyword) || Boolean(o.kcmcEn?.toLowerCase().includes(keyword)),
      );

      let rows: TimetableRow[];
      let keysOf: (o: OfferingRecord) => readonly string[];
      if (by === 'room') {
        rows = [...org.rooms.values()].map((r) => ({ key: r.id, label: r.name, labelEn: r.name, capacity: r.capacity, count: 0 }));
        keysOf = (o) => (o.roomId ? [o.roomId] : []);
      } else if (by === 'teacher') {
        const teachers = new Map<string, string>();
        for (const o of inCollege) for (const t of o.teachers) teachers.set(t.gh, t.xm);
        rows = [...teachers].map(([gh, xm]) => ({ key: gh, label: xm, labelEn: xm, capacity: null, count: 0 }));
        keysOf = (o) => o.teachers.map((t) => t.gh);
      } else {
        const keys = new Set<string>();
        for (const o of inCollege) for (const k of classesOf(o)) keys.add(k);
        rows = [...keys].map((k) => ({ key: k, ...(classLabels.get(k) ?? { label: k, labelEn: k }), capacity: null, count: 0 }));
        keysOf = classesOf;
      }
      if (query.key) rows = rows.filter((r) => r.key === query.key);
      const wanted = new Set(rows.map((r) => r.key));
      const entries = shown.flatMap((o) => {
        const keys = keysOf(o).filter((k) => wanted.has(k));
        return keys.length === 0 ? [] : entriesOf(term, o, from, to, keys);
      });
      const counts = new Map<string, number>();
      for (const e of entries) counts.set(e.rowKey, (counts.get(e.rowKey) ?? 0) + 1);
      for (const r of rows) r.count = counts.get(r.key) ?? 0;
      rows.sort((a, b) => a.label.localeCompare(b.label, 'zh') || a.key.localeCompare(b.key));
      return { data: { term: termAnswer(term), by, weekFrom: from, weekTo: to, rows, entries: entries.sort(entryOrder) } };
    }),

    route.authed('put', base, ({ body, lang }) => {
      const term = termOf(body.term);
      const resolved = resolve(term, body.drafts);
      const conflicts = conflictsOf(resolved, engineOf(term.id, lang));
      if (conflicts.length > 0) {
        const first = conflicts[0]!;
        throw new MockHttpError(
          409,
          `排课冲突 ${conflicts.length} 处，未保存：${first.message}`,
          `${conflicts.length} clash(es), nothing saved: ${first.message}`,
          { conflicts },
        );
      }
      const saved = resolved.map(({ draft, room }) =>
        offerings.place(draft.offeringId, { room: room?.name ?? null, roomId: room?.id ?? null, weeks: draft.weeks, slots: draft.slots, dates: draft.dates }),
      );
      return { data: { offerings: saved.map(offeringAnswer) }, message: say(lang, '保存成功', 'Saved') };
    }),

    route.authed('post', `${base}/check`, ({ body, lang }) => {
      const term = termOf(body.term);
      return { data: { conflicts: conflictsOf(resolve(term, body.drafts), engineOf(term.id, lang)) } };
    }),

    route.authed('post', `${base}/availability`, ({ body, lang }) => {
      const term = termOf(body.term);
      const offering = offerings.offerings.get(body.offeringId);
      if (!offering) fail(400, `教学班 ${body.offeringId} 不存在`, `Offering ${body.offeringId} does not exist`);
      if (offering.term !== term.id)
        fail(
          400,
          `教学班 ${offering.id} 属于学期 ${offering.term}，不是 ${term.id}`,
          `Offering ${offering.id} belongs to term ${offering.term}, not ${term.id}`,
        );
      if (body.roomId !== null && !org.rooms.has(body.roomId)) fail(400, `教室 ${body.roomId} 不存在`, `Room ${body.roomId} does not exist`);
      const problems = placementProblems(timetable.calendarOf(term.id)!, { weeks: body.weeks, slots: [], dates: [] });
      refuseAll(problems);
      const others = resolve(term, body.drafts ?? []);
      return { data: { cells: availabilityOf(offering, body.roomId, body.weeks, others, engineOf(term.id, lang)) } };
    }),

    route.authed('get', `${base}/mine`, ({ query, caller }) => {
      const term = termOf(query.term ?? currentTerm());
      const entries = mineOf(caller, term.id).flatMap((o) => entriesOf(term, o, 1, term.weeks, ['me']));
      return { data: { term: termAnswer(term), entries: entries.sort(entryOrder) } };
    }),

    route.authed('get', `${base}/mine/ics`, ({ query, caller }) => {
      const term = termOf(query.term ?? currentTerm());
      const items = mineOf(caller, term.id).map((offering) => ({ offering, teachers: offering.teachers.map((t) => t.xm) }));
      const bytes = timetableIcs(term.id, term.name, timetable.calendarOf(term.id)!, items, ctx.now());
      return fileResponse(bytes, `timetable-${term.id}.ics`, 'text/calendar; charset=utf-8');
    }),

    route.authed('post', offeringsBase, ({ body, lang }) => {
      const term = termOf(body.term);
      const course = courses.courseById(body.courseId);
      if (!course) fail(400, `课程 ${body.courseId} 不存在`, `Course ${body.courseId} does not exist`);
      const teachers = teachersOf(body.teachers);
      const created = offerings.open({
        id: offerings.nextIdOf(term.id),
        term: term.id,
        kcdm: course.kcdm,
        kcmc: course.kcmc,
        kcmcEn: course.kcmcEn,
        xf: course.xf,
        kclx: course.kclx,
        xydm: course.xydm,
        teachers,
        capacity: body.capacity,
        students: [],
        room: null,
        roomId: null,
        weeks: { from: 1, to: term.weeks, parity: 'all' },
        slots: [],
        dates: [],
        scale: body.scale,
      });
      return { data: offeringAnswer(created), message: say(lang, ...SUCCESS.added) };
    }),

    route.authed('put', `${offeringsBase}/{id}`, ({ params, body, lang }) => {
      const offering = offerings.offering(params.id);
      const teachers = teachersOf(body.teachers);
      if (body.capacity < offering.students.length)
        fail(
          400,
          `容量 ${body.capacity} 少于已选课的 ${offering.students.length} 名学生`,
          `Capacity ${body.capacity} is below the ${offering.students.length} students enrolled`,
        );
      if (body.scale !== offering.scale) {
        const entered = offering.students.filter((xykh) => {
          const e = grades.entry(offering.id, xykh);
          return e !== undefined && (e.score !== null || e.level !== null || e.flag !== null);
        }).length;
        if (entered > 0)
          fail(
            409,
            `教学班 ${offering.id} 已录入 ${entered} 名学生的成绩，不能更改成绩类型`,
            `Offering ${offering.id} has grades of ${entered} student(s): its scale cannot change`,
          );
      }
      const saved = offerings.amend(offering.id, { teachers, capacity: body.capacity, scale: body.scale });
      return { data: offeringAnswer(saved), message: say(lang, ...SUCCESS.saved) };
    }),

    route.authed('delete', `${offeringsBase}/{id}`, ({ params, lang }) => {
      offerings.remove(params.id);
      return { data: null, message: say(lang, ...SUCCESS.deleted) };
    }),

    route.authed('get', `${offeringsBase}/{id}/students/xlsx`, ({ params, caller }) => {
      const offering = reachable(caller, params.id);
      const rows = offering.students.flatMap((xykh) => students.byXykh(xykh) ?? []);
      const cells = (i: number) => {
        const s = rows[i]!;
        return [s.xykh, s.xm, dicts.label('sys_user_sex', s.xb) ?? s.xb, s.xymc ?? s.xydm, s.zymc ?? s.zydm, s.rxnj];
      };
      return streamResponse(xlsxStream('选课学生', EXPORT_COLUMNS, rows.length, cells), `选课学生-${offering.id}.xlsx`, MEDIA.xlsx);
    }),
  ];
}
