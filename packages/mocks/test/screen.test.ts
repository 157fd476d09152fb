/**
 * The data screen (issue 24 §3; our model) as its callers see it: every panel answers managers only, its figures
 * are the stored records' (they agree with the statistics calls and with the records counted here) and follow a
 * change on the next call, the activity list is newest first, and bad parameters are refused with 400.
 */
import { unwrap } from '@gs/sdk/client';
import { PERIODS } from '@gs/sdk/rules/timetable';
import { afterAll, describe, expect, it } from 'vitest';
import type { Application } from '../src/areas/application-kind.ts';
import { applicationsSlice } from '../src/areas/applications/store.ts';
import { configSlice } from '../src/areas/config/store.ts';
import { offeringsSlice } from '../src/areas/offerings/store.ts';
import { orgSlice } from '../src/areas/org/store.ts';
import { questionnaireFigures } from '../src/areas/questionnaires/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { heldSessions, timetableSlice } from '../src/areas/timetable/store.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn, stage } from './support.ts';

// A Wednesday of the autumn term, 10:05 on the machine's clock (period 3): the server reads its local time.
const clock = new Date(2026, 10, 25, 10, 5, 0).getTime();
const mock = await createMockServer({ students: 600 }, () => clock);
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());
const { store } = mock;
const students = store.slice(studentsSlice);
const engine = store.slice(applicationsSlice);

const [staff, admin, teacher, student, college] = await Promise.all([
  signIn('staff'),
  signIn('admin'),
  signIn('teacher'),
  signIn('student'),
  signIn('college'),
]);
const S = '/cloud-xj/api/screen';
const PANELS = ['students', 'degrees', 'applications', 'timetable', 'questionnaires', 'activity'] as const;

async function raw(who: { token(): string | null } | null, path: string, lang?: 'en') {
  const headers: Record<string, string> = who ? { Authorization: `Bearer ${who.token() ?? ''}` } : {};
  if (lang) headers['Accept-Language'] = lang;
  const response = await fetch(`${BASE}${path}`, { headers });
  return { status: response.status, json: (await response.json()) as { code: number; message: string; data: unknown } };
}

describe('who may read the screen', () => {
  it('answers every panel to staff and admins, 403 to teachers, students and college secretaries, 401 without a token', async () => {
    for (const panel of PANELS) {
      for (const who of [staff, admin]) expect((await raw(who, `${S}/${panel}`)).status, panel).toBe(200);
      for (const who of [teacher, student, college]) {
        const answer = await raw(who, `${S}/${panel}`);
        expect(answer.status, panel).toBe(403);
        expect(answer.json.code).toBe(403);
      }
      expect((await raw(null, `${S}/${panel}`)).status).toBe(401);
    }
  });
});

describe('the figures are the records', () => {
  it('counts every student once in each breakdown, as the student statistics do', async () => {
    const panel = await unwrap(staff.api.client.GET('/cloud-xj/api/screen/students'));
    const all = [...students.students.values()];
    expect(panel.total).toBe(all.length);
    expect(panel.enrolled).toBe(all.filter((s) => s.xjzt === '01').length);
    expect(panel.doctoral + panel.master).toBe(all.filter((s) => s.pycc === '1' || s.pycc === '2').length);
    for (const breakdown of [panel.byCollege, panel.byDegreeType, panel.byStatus]) expect(breakdown.reduce((n, c) => n + c.value, 0)).toBe(all.length);
    const stats = await unwrap(staff.api.client.GET('/cloud-xj/api/xj/xjxx/getXsTj', { params: { query: {} } }));
    expect(panel.total).toBe(stats.total);
    expect(panel.byStatus.find((c) => c.code === '01')?.name).toBe('在读');
  });

  it('counts the degrees the degree statistics count, per year of conferral and type', async () => {
    const panel = await unwrap(staff.api.client.GET('/cloud-xj/api/screen/degrees', { params: { query: { years: 5 } } }));
    const stats = await unwrap(staff.api.client.GET('/cloud-xj/api/xw/getXsxwTj', { params: { query: {} } }));
    expect(panel.total).toBe(stats.counters.awarded);
    expect(panel.years.map((y) => y.year)).toEqual([2022, 2023, 2024, 2025, 2026]);
    for (const year of panel.years) {
      const awarded = [...students.students.values()].filter((s) => s.xwzsbh && s.yjbyrq?.startsWith(String(year.year)));
      expect(year.total, String(year.year)).toBe(awarded.length);
      expect(year.byType.reduce((n, t) => n + t.value, 0)).toBe(year.total);
      expect(year.byType.map((t) => t.code)).toEqual(['1', '2']);
    }
    expect(panel.years.some((y) => y.total > 0)).toBe(true);
    expect(panel.latestYear).toBe(panel.years.at(-1)!.total);
    const english = await raw(staff, `${S}/degrees`, 'en');
    expect((english.json.data as typeof panel).years[0]!.byType[0]!.name).toBe('Academic degree');
  });

  it("takes an application submitted now into the next call: in progress, this week's new, its kind, its step and the activity's top", async () => {
    const before = await unwrap(staff.api.client.GET('/cloud-xj/api/screen/applications'));
    const open = [...engine.applications.values()].find((a) => a.state === 'submitted' && a.currentStep !== null)!;
    const waitingAt = open.steps[open.currentStep!]!.role;
    const at = store.now(new Date(clock - 60_000));
    const copy: Application = { ...open, id: store.nextId(), submitTime: at, createTime: at, updateTime: at };
    store.write(() => stage(engine.applications, copy));
    const after = await unwrap(staff.api.client.GET('/cloud-xj/api/screen/applications'));
    expect(after.inProgress).toBe(before.inProgress + 1);
    expect(after.newThisWeek).toBe(before.newThisWeek + 1);
    expect(after.weekStart).toBe('2026-11-23');
    const count = (p: typeof before, kind: string) => p.byKind.find((k) => k.code === kind)?.value ?? 0;
    expect(count(after, open.kind)).toBe(count(before, open.kind) + 1);
    expect(after.byStep.find((s) => s.code === waitingAt)!.value).toBe(before.byStep.find((s) => s.code === waitingAt)!.value + 1);
    expect(after.byKind.reduce((n, k) => n + k.value, 0)).toBe(after.inProgress);
    expect(after.overdue).toBeLessThanOrEqual(after.inProgress);

    const activity = await unwrap(staff.api.client.GET('/cloud-xj/api/screen/activity', { params: { query: { limit: 5 } } }));
    expect(activity.events).toHaveLength(5);
    expect(activity.events[0]).toMatchObject({ id: `${copy.id}-submitted`, kind: 'application-submitted', who: copy.applicantName, time: at });
    expect(activity.events[0]!.what).toContain(copy.kindName);
    const times = activity.events.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("counts the current term's offerings, today's and this week's sessions and the rooms in use in the current period", async () => {
    const panel = await unwrap(staff.api.client.GET('/cloud-xj/api/screen/timetable'));
    const termId = String(store.slice(configSlice).items.get('term.current')!.value);
    expect(panel.term?.id).toBe(termId);
    const offerings = store.slice(offeringsSlice).ofTerm(termId);
    const calendar = store.slice(timetableSlice).calendarOf(termId)!;
    expect(panel.offerings).toBe(offerings.length);
    expect(panel.placed).toBe(offerings.filter((o) => o.slots.length + o.dates.length > 0).length);
    expect(panel.placedShare).toBeCloseTo(panel.placed / panel.offerings, 3);
    const held = offerings.flatMap((o) => heldSessions(calendar, o).map((s) => ({ ...s, roomId: o.roomId })));
    const today = held.filter((s) => s.date === '2026-11-25');
    expect(panel.sessionsToday).toBe(today.length);
    expect(panel.sessionsToday).toBeGreaterThan(0);
    expect(panel.sessionsThisWeek).toBe(held.filter((s) => s.date >= '2026-11-23' && s.date <= '2026-11-29').length);
    const period = PERIODS.find((p) => p.start <= '10:05' && '10:05' < p.end)!.period;
    expect(panel.roomsInUse).toBe(new Set(today.filter((s) => s.roomId && s.start <= period && period <= s.end).map((s) => s.roomId)).size);
    expect(panel.rooms).toBe(store.slice(orgSlice).rooms.size);
    expect(panel.week).toBe(13);
  });

  it('counts the questionnaire tasks open now as the questionnaires area does: respondents, submitted sheets, shares', async () => {
    const panel = await unwrap(staff.api.client.GET('/cloud-xj/api/screen/questionnaires'));
    const open = questionnaireFigures(store, new Date(clock));
    expect(panel.openTasks).toBe(open.openTasks);
    expect(panel.openTasks).toBeGreaterThan(0);
    expect(panel.respondents).toBe(open.respondents);
    expect(panel.answered).toBe(open.answered);
    expect(panel.answered).toBeGreaterThan(0);
    expect(panel.share).toBeCloseTo(panel.answered / panel.respondents, 3);
    for (const task of panel.tasks) {
      expect(task.answered).toBeLessThanOrEqual(task.respondents);
      expect(task.share).toBeCloseTo(task.respondents === 0 ? 0 : task.answered / task.respondents, 3);
    }
    expect(panel.tasks.map((t) => t.respondents)).toEqual([...panel.tasks.map((t) => t.respondents)].sort((a, b) => b - a));
  });
});

describe('bad input', () => {
  it('refuses years and limits out of range or not numbers with 400, changing nothing', async () => {
    const version = store.slice(studentsSlice).students.version;
    for (const path of [
      `${S}/degrees?years=0`,
      `${S}/degrees?years=21`,
      `${S}/degrees?years=abc`,
      `${S}/activity?limit=0`,
      `${S}/activity?limit=51`,
      `${S}/activity?limit=1.5`,
    ]) {
      const answer = await raw(staff, path);
      expect(answer.status, path).toBe(400);
      expect(answer.json.code, path).toBe(400);
      expect(answer.json.message, path).not.toBe('');
    }
    expect(store.slice(studentsSlice).students.version).toBe(version);
  });
});
