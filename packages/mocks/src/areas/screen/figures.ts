import type { components } from '@gs/sdk/schema';
import { PERIODS, type TermCalendar, dayNumber, holidayOn, inParity, isoDate, weekOf, weekdayOf } from '@gs/sdk/rules/timetable';
import { type Lang, say } from '../../http/language.ts';
import type { AnyApplicationKind, Application, StepRole } from '../application-kind.ts';
import type { OfferingRecord } from '../offerings/store.ts';

type Student = components['schemas']['Student'];
type DictDetail = components['schemas']['DictDetail'];
type ScreenCount = components['schemas']['ScreenCount'];
type ScreenStudents = components['schemas']['ScreenStudents'];
type ScreenDegrees = components['schemas']['ScreenDegrees'];
type ScreenApplications = components['schemas']['ScreenApplications'];
type ScreenTimetable = components['schemas']['ScreenTimetable'];
type ScreenQuestionnaires = components['schemas']['ScreenQuestionnaires'];
type ScreenEvent = components['schemas']['ScreenEvent'];

/**
 * The data screen's figures (issue 24 §3): pure functions of the records they are handed, worked out on every
 * call (the screen refreshes every few seconds and must show what is stored now, not a copy). `now` is the
 * server's local time text (`YYYY-MM-DD HH:mm:ss`), the same clock the records' times are written in.
 */

/** A dictionary in the request's language (the dictionaries' slice fits). */
export type DictOf = (name: string, lang: Lang) => readonly DictDetail[];

/**
 * Counts per value of a field, one item per dictionary entry in its order (zeros kept, so the chart keeps its
 * categories), then values the dictionary lacks: the items add up to the rows.
 */
function countBy(rows: readonly Student[], value: (s: Student) => string, entries: readonly DictDetail[], lang: Lang): ScreenCount[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = value(row);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const items: ScreenCount[] = entries.map((entry) => {
    const n = counts.get(entry.value) ?? 0;
    counts.delete(entry.value);
    return { code: entry.value, name: entry.label, value: n };
  });
  for (const [code, n] of [...counts].sort(([a], [b]) => a.localeCompare(b)))
    items.push({ code, name: code === '' ? say(lang, '未填写', 'Not given') : code, value: n });
  return items;
}

export function studentsFigures(all: Iterable<Student>, dict: DictOf, lang: Lang, now: string): ScreenStudents {
  const rows = [...all];
  let enrolled = 0;
  let doctoral = 0;
  let master = 0;
  for (const s of rows) {
    if (s.xjzt === '01') enrolled += 1;
    if (s.pycc === '1') doctoral += 1;
    else if (s.pycc === '2') master += 1;
  }
  // Colleges with no student are left out: the board has room for the ones that have some.
  const byCollege = countBy(rows, (s) => s.xydm, dict('xj_xy', lang), lang)
    .filter((c) => c.value > 0)
    .sort((a, b) => b.value - a.value || a.code.localeCompare(b.code));
  return {
    total: rows.length,
    enrolled,
    doctoral,
    master,
    byCollege,
    byDegreeType: countBy(rows, (s) => s.xwlx ?? '', dict('xj_xwlx', lang), lang),
    byStatus: countBy(rows, (s) => s.xjzt ?? '', dict('xj_xjzt', lang), lang).filter((c) => c.value > 0),
    updateTime: now,
  };
}

/**
 * Degrees conferred per year: the rule of `getXsxwTj` (a degree certificate number on record), in the year of the
 * expected graduation date (the certificate is issued at graduation; the record keeps no other date of it).
 */
export function degreesFigures(all: Iterable<Student>, dict: DictOf, lang: Lang, now: string, years: number): ScreenDegrees {
  const types = dict('xj_xwlx', lang);
  const last = Number(now.slice(0, 4));
  const first = last - years + 1;
  const perYear = new Map<number, Map<string, number>>();
  let total = 0;
  for (const s of all) {
    if (!s.xwzsbh) continue;
    total += 1;
    const year = Number(String(s.yjbyrq ?? '').slice(0, 4));
    if (!(year >= first && year <= last)) continue;
    let counts = perYear.get(year);
    if (!counts) perYear.set(year, (counts = new Map()));
    const type = s.xwlx ?? '';
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  const out: ScreenDegrees['years'] = [];
  for (let year = first; year <= last; year += 1) {
    const counts = perYear.get(year) ?? new Map<string, number>();
    const byType = types.map((t) => ({ code: t.value, name: t.label, value: counts.get(t.value) ?? 0 }));
    let yearTotal = 0;
    for (const n of counts.values()) yearTotal += n;
    out.push({ year, total: yearTotal, byType });
  }
  return { total, latestYear: out.at(-1)?.total ?? 0, years: out, updateTime: now };
}

/** The Monday of the week `date` falls in. */
export function mondayOf(date: string): string {
  return isoDate(dayNumber(date) - (weekdayOf(date) - 1));
}

const STEP_ORDER: readonly StepRole[] = ['supervisor', 'college', 'school'];
const STEP_NAMES: Readonly<Record<StepRole, readonly [string, string]>> = {
  supervisor: ['导师审核', 'Supervisor'],
  college: ['学院审核', 'College'],
  school: ['研究生院审核', 'School'],
};
const OPEN = new Set<Application['state']>(['submitted', 'in_review']);

export interface ApplicationsSource {
  applications: Iterable<Application>;
  kinds: ReadonlyMap<string, AnyApplicationKind>;
  /** When a pending step became pending (the applications' `pendingSinceOf`). */
  pendingSince(application: Application): string | null;
  /** Pending since before this is overdue (the applications' `overdueCutoff`). */
  overdueCutoff: string;
}

/** The time of an application's last decision (the final step's), or null. */
function decidedAt(application: Application): string | null {
  let last: string | null = null;
  for (const step of application.steps) if (step.decidedAt && (last === null || step.decidedAt > last)) last = step.decidedAt;
  return last;
}

export function applicationsFigures(source: ApplicationsSource, lang: Lang, now: string): ScreenApplications {
  const weekStart = mondayOf(now.slice(0, 10));
  const byKind = new Map<string, number>();
  const byStep = new Map<StepRole, number>();
  let inProgress = 0;
  let overdue = 0;
  let newThisWeek = 0;
  let decidedThisWeek = 0;
  for (const a of source.applications) {
    if (a.state === 'draft') continue;
    if ((a.submitTime ?? '') >= weekStart) newThisWeek += 1;
    if ((a.state === 'approved' || a.state === 'rejected') && (decidedAt(a) ?? '') >= weekStart) decidedThisWeek += 1;
    if (!OPEN.has(a.state)) continue;
    inProgress += 1;
    byKind.set(a.kind, (byKind.get(a.kind) ?? 0) + 1);
    const step = a.currentStep === null ? undefined : a.steps[a.currentStep];
    if (step) byStep.set(step.role, (byStep.get(step.role) ?? 0) + 1);
    const since = source.pendingSince(a);
    if (since !== null && since < source.overdueCutoff) overdue += 1;
  }
  const kindName = (kind: string) => {
    const known = source.kinds.get(kind);
    return known ? say(lang, known.name, known.nameEn) : kind;
  };
  return {
    inProgress,
    overdue,
    newThisWeek,
    decidedThisWeek,
    weekStart,
    byKind: [...byKind].map(([code, value]) => ({ code, name: kindName(code), value })).sort((a, b) => b.value - a.value || a.code.localeCompare(b.code)),
    byStep: STEP_ORDER.map((role) => ({ code: role, name: say(lang, ...STEP_NAMES[role]), value: byStep.get(role) ?? 0 })),
    updateTime: now,
  };
}

export interface TimetableSource {
  term: { id: string; name: string; nameEn: string } | undefined;
  calendar: TermCalendar | undefined;
  offerings: Iterable<OfferingRecord>;
  rooms: number;
}

/** The period going on at `hhmm` (`10:05`), or 0 between periods. */
function periodAt(hhmm: string): number {
  return PERIODS.find((p) => p.start <= hhmm && hhmm < p.end)?.period ?? 0;
}

export function timetableFigures(source: TimetableSource, lang: Lang, now: string): ScreenTimetable {
  const { term, calendar } = source;
  if (!term || !calendar) {
    return {
      term: null,
      week: null,
      offerings: 0,
      placed: 0,
      placedShare: 0,
      sessionsToday: 0,
      sessionsThisWeek: 0,
      roomsInUse: 0,
      rooms: source.rooms,
      updateTime: now,
    };
  }
  const today = now.slice(0, 10);
  const period = periodAt(now.slice(11, 16));
  const week = weekOf(calendar.startDate, today);
  const inTerm = week >= 1 && week <= calendar.weeks;
  // The days of this week that are held (a holiday holds no session), Monday first.
  const monday = dayNumber(mondayOf(today));
  const days = Array.from({ length: 7 }, (_, i) => isoDate(monday + i)).filter((date) => holidayOn(calendar, date) === null);
  const held = new Set(days);
  const todayHeld = held.has(today);
  const todayWeekday = weekdayOf(today);
  let offerings = 0;
  let placed = 0;
  let sessionsToday = 0;
  let sessionsThisWeek = 0;
  const roomsInUse = new Set<string>();
  for (const o of source.offerings) {
    offerings += 1;
    if (o.slots.length > 0 || o.dates.length > 0) placed += 1;
    if (inTerm && o.weeks.from <= week && week <= o.weeks.to && inParity(week, o.weeks.parity)) {
      for (const slot of o.slots) {
        const date = isoDate(monday + slot.weekday - 1);
        if (!held.has(date)) continue;
        sessionsThisWeek += 1;
        if (slot.weekday === todayWeekday && todayHeld) {
          sessionsToday += 1;
          if (o.roomId && slot.start <= period && period <= slot.end) roomsInUse.add(o.roomId);
        }
      }
    }
    for (const session of o.dates) {
      if (!held.has(session.date)) continue;
      sessionsThisWeek += 1;
      if (session.date === today) {
        sessionsToday += 1;
        if (o.roomId && session.start <= period && period <= session.end) roomsInUse.add(o.roomId);
      }
    }
  }
  return {
    term: { id: term.id, name: say(lang, term.name, term.nameEn) },
    week: inTerm ? week : null,
    offerings,
    placed,
    placedShare: offerings === 0 ? 0 : Math.round((placed / offerings) * 10_000) / 10_000,
    sessionsToday,
    sessionsThisWeek,
    roomsInUse: roomsInUse.size,
    rooms: source.rooms,
    updateTime: now,
  };
}

/** One open task as the questionnaires area counts it. */
export interface OpenTaskFigure {
  id: string;
  title: string;
  respondents: number;
  answered: number;
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);

export function questionnairesFigures(tasks: readonly OpenTaskFigure[], now: string): ScreenQuestionnaires {
  let respondents = 0;
  let answered = 0;
  for (const t of tasks) {
    respondents += t.respondents;
    answered += t.answered;
  }
  return {
    openTasks: tasks.length,
    respondents,
    answered,
    share: share(answered, respondents),
    tasks: [...tasks]
      .sort((a, b) => b.respondents - a.respondents || a.id.localeCompare(b.id))
      .slice(0, 10)
      .map((t) => ({ id: t.id, title: t.title, respondents: t.respondents, answered: t.answered, share: share(t.answered, t.respondents) })),
    updateTime: now,
  };
}

export interface ActivitySource {
  applications: Iterable<Application>;
  kinds: ReadonlyMap<string, AnyApplicationKind>;
  /** Submitted grade sheets: who, when, the course. */
  gradeSheets: Iterable<{ offeringId: string; submittedAt: string | null; submittedByName: string | null }>;
  course(offeringId: string): { kcmc: string; kcmcEn: string | null } | undefined;
}

/**
 * The latest `limit` events, newest first: keeps only the newest `limit` while it reads (the records may be many
 * thousand; the list is a few dozen).
 */
export function activityFigures(source: ActivitySource, lang: Lang, limit: number): ScreenEvent[] {
  const kept: ScreenEvent[] = [];
  const keep = (event: ScreenEvent) => {
    if (kept.length >= limit && event.time <= kept[kept.length - 1]!.time) return;
    let at = kept.length;
    while (at > 0 && kept[at - 1]!.time < event.time) at -= 1;
    kept.splice(at, 0, event);
    if (kept.length > limit) kept.pop();
  };
  for (const a of source.applications) {
    if (a.state === 'draft') continue;
    const known = source.kinds.get(a.kind);
    const kind = known ? say(lang, known.name, known.nameEn) : a.kindName;
    const whose = say(lang, `${a.subject.xm}的${kind}`, `${kind} of ${a.subject.xm}`);
    if (a.submitTime)
      keep({
        id: `${a.id}-submitted`,
        kind: 'application-submitted',
        who: a.applicantName,
        what: say(lang, `提交了${kind}`, `submitted ${kind}`),
        time: a.submitTime,
      });
    const decided = a.steps.filter((s) => s.decidedAt && (s.state === 'approved' || s.state === 'rejected'));
    decided.forEach((step, i) => {
      const final = i === decided.length - 1 && (a.state === 'approved' || a.state === 'rejected');
      const who = step.deciderName ?? '';
      if (final && a.state === 'approved')
        keep({
          id: `${a.id}-${step.role}`,
          kind: 'application-approved',
          who,
          what: say(lang, `批准了${whose}`, `approved the ${whose}`),
          time: step.decidedAt!,
        });
      else if (final)
        keep({
          id: `${a.id}-${step.role}`,
          kind: 'application-rejected',
          who,
          what: say(lang, `驳回了${whose}`, `rejected the ${whose}`),
          time: step.decidedAt!,
        });
      else
        keep({
          id: `${a.id}-${step.role}`,
          kind: 'step-decided',
          who,
          what: say(lang, `${STEP_NAMES[step.role][0]}通过：${whose}`, `${STEP_NAMES[step.role][1]} approved the ${whose}`),
          time: step.decidedAt!,
        });
    });
  }
  for (const sheet of source.gradeSheets) {
    if (!sheet.submittedAt) continue;
    const course = source.course(sheet.offeringId);
    const name = course ? say(lang, course.kcmc, course.kcmcEn ?? course.kcmc) : sheet.offeringId;
    keep({
      id: `${sheet.offeringId}-grades`,
      kind: 'grades-submitted',
      who: sheet.submittedByName ?? '',
      what: say(lang, `提交了${name}的成绩`, `submitted the grades of ${name}`),
      time: sheet.submittedAt,
    });
  }
  return kept;
}
