import type { components } from '@gs/sdk/schema';
import { type TermCalendar, dateOf, dayNumber, periodMask, slotText, teachingWeeks, weeksText } from '@gs/sdk/rules/timetable';
import { type Lang, say } from '../../http/language.ts';
import type { OfferingRecord } from '../offerings/store.ts';
import { type HeldSession, Occupancy, heldSessions, roomKey, studentKey, teacherKey } from './store.ts';

type Room = components['schemas']['Room'];
type TimetableConflict = components['schemas']['TimetableConflict'];
type TimetableDraft = components['schemas']['TimetableDraft'];
type AvailabilityCell = components['schemas']['AvailabilityCell'];

/** A draft whose offering and room were found (the handlers refuse the others with 400 first). */
export interface ResolvedDraft {
  draft: TimetableDraft;
  offering: OfferingRecord;
  room: Room | null;
}

/** What the engine reads besides the drafts: the term, its stored occupancy, offerings and students by key. */
export interface EngineContext {
  calendar: TermCalendar;
  occupancy: Occupancy;
  offeringOf: (id: string) => OfferingRecord | undefined;
  studentName: (xykh: string) => string;
  lang: Lang;
}

/** At most this many dates and student names are named in one conflict. */
const DATES_NAMED = 20;
const NAMES_NAMED = 5;

interface Group {
  kind: TimetableConflict['kind'];
  resolved: ResolvedDraft;
  otherId: string;
  subject: string;
  session: HeldSession;
  dates: Set<string>;
  students: Set<string>;
}

/** Where a drafted session is: `第1-16周 周五 第7-8节` for a weekly slot, `2026-10-10 第1-2节` for a dated one. */
function whenOf(resolved: ResolvedDraft, session: HeldSession, lang: Lang): string {
  if (session.source === 'date') {
    const range = session.start === session.end ? `${session.start}` : `${session.start}-${session.end}`;
    return say(lang, `${session.date} 第${range}节`, `${session.date} periods ${range}`);
  }
  return `${weeksText(resolved.draft.weeks, lang)} ${slotText(session, lang)}`;
}

const offeringName = (o: Pick<OfferingRecord, 'id' | 'kcmc' | 'kcmcEn'>, lang: Lang) =>
  say(lang, `教学班 ${o.id}（${o.kcmc}）`, `offering ${o.id} (${o.kcmcEn ?? o.kcmc})`);

/**
 * The clashes of drafts (issue 23 §2), on real dates: each held session of each draft against the stored
 * occupancy (the drafted offerings' own stored sessions left out: a draft replaces them) and against the drafts
 * before it, for its teachers, its room and its students; then rooms with fewer seats than the offering's
 * students. One conflict per drafted slot, kind and other offering (and teacher), naming the dates.
 */
export function conflictsOf(drafts: readonly ResolvedDraft[], ctx: EngineContext): TimetableConflict[] {
  const drafted = new Set(drafts.map((d) => d.offering.id));
  const pending = new Occupancy();
  const groups = new Map<string, Group>();
  const out: TimetableConflict[] = [];

  for (const resolved of drafts) {
    const { offering, room, draft } = resolved;
    const sessions = heldSessions(ctx.calendar, draft);
    const resources: { kind: Group['kind']; key: string; subject: string; xykh?: string }[] = [
      ...offering.teachers.map((t) => ({ kind: 'teacher' as const, key: teacherKey(t.gh), subject: t.xm })),
      ...(room ? [{ kind: 'room' as const, key: roomKey(room.id), subject: room.name }] : []),
      ...offering.students.map((xykh) => ({ kind: 'student' as const, key: studentKey(xykh), subject: '', xykh })),
    ];
    const seen = (otherId: string, r: (typeof resources)[number], s: HeldSession) => {
      const slotKey = `${s.source}${s.index}`;
      const key = `${offering.id}|${slotKey}|${r.kind}|${otherId}|${r.kind === 'student' ? '' : r.key}`;
      const group =
        groups.get(key) ??
        groups.set(key, { kind: r.kind, resolved, otherId, subject: r.subject, session: s, dates: new Set(), students: new Set() }).get(key)!;
      group.dates.add(s.date);
      if (r.xykh) group.students.add(r.xykh);
    };
    for (const s of sessions) {
      for (const r of resources) {
        for (const b of ctx.occupancy.at(r.key, s.day)) if ((b.mask & s.mask) !== 0 && !drafted.has(b.id)) seen(b.id, r, s);
        for (const b of pending.at(r.key, s.day)) if ((b.mask & s.mask) !== 0 && b.id !== offering.id) seen(b.id, r, s);
      }
    }
    for (const s of sessions) for (const r of resources) pending.add(r.key, s.day, { id: offering.id, mask: s.mask });

    if (room && sessions.length > 0 && room.capacity < offering.students.length) {
      const first = sessions[0]!;
      const count = sessions.length;
      out.push({
        kind: 'capacity',
        offeringId: offering.id,
        kcmc: offering.kcmc,
        kcmcEn: offering.kcmcEn,
        otherOfferingId: null,
        otherKcdm: null,
        otherKcmc: null,
        otherKcmcEn: null,
        subject: room.name,
        weekday: first.weekday,
        start: first.start,
        end: first.end,
        dates: sessions.slice(0, DATES_NAMED).map((s) => s.date),
        count,
        message: say(
          ctx.lang,
          `${offeringName(offering, 'zh')} 有 ${offering.students.length} 名学生，教室 ${room.name} 只有 ${room.capacity} 个座位`,
          `${offeringName(offering, 'en')} has ${offering.students.length} students; room ${room.name} seats only ${room.capacity}`,
        ),
      });
    }
  }

  for (const g of groups.values()) {
    const other = ctx.offeringOf(g.otherId);
    const dates = [...g.dates].sort();
    const { offering } = g.resolved;
    const zhWhen = whenOf(g.resolved, g.session, 'zh');
    const enWhen = whenOf(g.resolved, g.session, 'en');
    const otherZh = other ? offeringName(other, 'zh') : `教学班 ${g.otherId}`;
    const otherEn = other ? offeringName(other, 'en') : `offering ${g.otherId}`;
    const times = { zh: `（${dates.length} 次）`, en: ` (${dates.length} time${dates.length === 1 ? '' : 's'})` };
    let subject = g.subject;
    let zh: string;
    let en: string;
    if (g.kind === 'student') {
      const named = [...g.students].sort().slice(0, NAMES_NAMED);
      const more = g.students.size > named.length;
      subject = say(
        ctx.lang,
        `${g.students.size} 名学生：${named.map((x) => `${ctx.studentName(x)}（${x}）`).join('、')}${more ? ' 等' : ''}`,
        `${g.students.size} student${g.students.size === 1 ? '' : 's'}: ${named.map((x) => `${ctx.studentName(x)} (${x})`).join(', ')}${more ? ', ...' : ''}`,
      );
      zh = `${offeringName(offering, 'zh')}：${subject} ${zhWhen} 已选 ${otherZh}${times.zh}`;
      en = `${offeringName(offering, 'en')}: ${subject} already take ${otherEn} on ${enWhen}${times.en}`;
    } else if (g.kind === 'teacher') {
      zh = `${offeringName(offering, 'zh')}：教师 ${g.subject} ${zhWhen} 已在 ${otherZh}上课${times.zh}`;
      en = `${offeringName(offering, 'en')}: teacher ${g.subject} already teaches ${otherEn} on ${enWhen}${times.en}`;
    } else {
      zh = `${offeringName(offering, 'zh')}：教室 ${g.subject} ${zhWhen} 已被 ${otherZh}占用${times.zh}`;
      en = `${offeringName(offering, 'en')}: room ${g.subject} on ${enWhen} is taken by ${otherEn}${times.en}`;
    }
    out.push({
      kind: g.kind,
      offeringId: offering.id,
      kcmc: offering.kcmc,
      kcmcEn: offering.kcmcEn,
      otherOfferingId: g.otherId,
      otherKcdm: other?.kcdm ?? null,
      otherKcmc: other?.kcmc ?? null,
      otherKcmcEn: other?.kcmcEn ?? null,
      subject,
      weekday: g.session.weekday,
      start: g.session.start,
      end: g.session.end,
      dates: dates.slice(0, DATES_NAMED),
      count: dates.length,
      message: say(ctx.lang, zh, en),
    });
  }
  const order = new Map(drafts.map((d, i) => [d.offering.id, i]));
  const kinds = ['room', 'teacher', 'student', 'capacity'];
  return out.sort(
    (a, b) =>
      order.get(a.offeringId)! - order.get(b.offeringId)! ||
      a.weekday - b.weekday ||
      a.start - b.start ||
      kinds.indexOf(a.kind) - kinds.indexOf(b.kind) ||
      (a.otherOfferingId ?? '').localeCompare(b.otherOfferingId ?? ''),
  );
}

/**
 * The busy (weekday, period) cells of an offering over the dates of `weeks` (holidays left out): its teachers,
 * the room and its students, taken by another offering (stored, or one of the other drafts, which replace their
 * offerings' stored placement). The offering's own placement does not count.
 */
export function availabilityOf(
  offering: OfferingRecord,
  roomId: string | null,
  weeks: TimetableDraft['weeks'],
  others: readonly ResolvedDraft[],
  ctx: EngineContext,
): AvailabilityCell[] {
  const skip = new Set([offering.id, ...others.map((d) => d.offering.id)]);
  const pending = new Occupancy();
  for (const d of others) if (d.offering.id !== offering.id) pending.book(ctx.calendar, d.offering, { ...d.draft, roomId: d.room?.id ?? null });
  const holidays = new Set(ctx.calendar.holidays.map((h) => h.date));
  const weekList = teachingWeeks(weeks);
  const all = periodMask(1, 12);
  /** The periods a resource is taken on `weekday` over the weeks, as a mask. */
  const busy = (key: string, weekday: number) => {
    let mask = 0;
    for (const week of weekList) {
      const date = dateOf(ctx.calendar.startDate, week, weekday);
      if (holidays.has(date)) continue;
      const day = dayNumber(date);
      for (const b of ctx.occupancy.at(key, day)) if (!skip.has(b.id)) mask |= b.mask;
      for (const b of pending.at(key, day)) mask |= b.mask;
      if (mask === all) break;
    }
    return mask;
  };
  const cells: AvailabilityCell[] = [];
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const teacher = offering.teachers.reduce((m, t) => m | busy(teacherKey(t.gh), weekday), 0);
    const room = roomId ? busy(roomKey(roomId), weekday) : 0;
    const counts = new Array<number>(13).fill(0);
    for (const xykh of offering.students) {
      const mask = busy(studentKey(xykh), weekday);
      if (mask !== 0) for (let p = 1; p <= 12; p += 1) if ((mask & (1 << p)) !== 0) counts[p]! += 1;
    }
    for (let period = 1; period <= 12; period += 1) {
      const bit = 1 << period;
      const cell = { weekday, period, teacher: (teacher & bit) !== 0, room: (room & bit) !== 0, students: counts[period]! };
      if (cell.teacher || cell.room || cell.students > 0) cells.push(cell);
    }
  }
  return cells;
}
