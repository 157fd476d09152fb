/**
 * Timetables (issue 23 §2; our model) as each caller sees them: the seeded term is clash-free and holds the
 * journey's facts, the grid by room, teacher and class over a range of weeks with its holidays, clashes found on
 * real dates (odd and even weeks never meet, holidays clash with nothing, drafts with each other), a save that
 * stores all or nothing (409 naming the other offering), every bad input refused with 400, who may do what, where
 * an offering could go, everyone's own timetable and its calendar file, and the offerings' writes and export.
 */
import type { components } from '@gs/sdk/schema';
import { dateOf, teachingWeeks } from '@gs/sdk/rules/timetable';
import { afterAll, describe, expect, it } from 'vitest';
import { journeyFacts } from '../src/areas/offerings/seed.ts';
import { offeringsSlice } from '../src/areas/offerings/store.ts';
import { orgSlice } from '../src/areas/org/store.ts';
import { Occupancy, heldSessions, resourcesOf, timetableSlice } from '../src/areas/timetable/store.ts';
import { gradesSlice } from '../src/areas/grades/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

type Offering = components['schemas']['Offering'];
type OfferingPage = components['schemas']['OfferingPage'];
type TimetableGrid = components['schemas']['TimetableGrid'];
type TimetableConflict = components['schemas']['TimetableConflict'];
type TimetableDraft = components['schemas']['TimetableDraft'];
type Availability = components['schemas']['Availability'];
type MyTimetable = components['schemas']['MyTimetable'];

const mock = await createMockServer({ students: 2000 });
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());
const { store } = mock;
const offerings = store.slice(offeringsSlice);
const org = store.slice(orgSlice);
const students = store.slice(studentsSlice);

const [staff, teacher, student, college, admin] = await Promise.all([
  signIn('staff'),
  signIn('teacher'),
  signIn('student'),
  signIn('college'),
  signIn('admin'),
]);
const T = '/cloud-xj/api/pkgl/timetable';
const P = '/cloud-xj/api/pkgl/offerings';
const CURRENT = '2026-2027-1';
const facts = journeyFacts(store, CURRENT);
const journey = facts.unplaced!;
const clash = facts.clash!;
const [odd, even] = facts.pair!;

interface Answer<T> {
  status: number;
  json?: { code: number; message: string; data: T };
  bytes?: Uint8Array;
  headers: Headers;
}

async function call<T = never>(who: { token(): string | null } | null, method: string, path: string, body?: unknown, lang?: 'en'): Promise<Answer<T>> {
  const headers: Record<string, string> = who ? { Authorization: `Bearer ${who.token() ?? ''}` } : {};
  if (lang) headers['Accept-Language'] = lang;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if ((response.headers.get('content-type') ?? '').startsWith('application/json'))
    return { status: response.status, json: (await response.json()) as Answer<T>['json'], headers: response.headers };
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
}
async function data<T>(answer: Promise<Answer<T>>): Promise<T> {
  const got = await answer;
  expect(got.status, got.json?.message).toBe(200);
  return got.json!.data;
}
const draftOf = (o: {
  id: string;
  roomId: string | null;
  weeks: TimetableDraft['weeks'];
  slots: TimetableDraft['slots'];
  dates?: TimetableDraft['dates'];
}): TimetableDraft => ({
  offeringId: o.id,
  roomId: o.roomId,
  weeks: o.weeks,
  slots: o.slots,
  dates: o.dates ?? [],
});
const check = (drafts: TimetableDraft[], lang?: 'en') => call<{ conflicts: TimetableConflict[] }>(staff, 'POST', `${T}/check`, { term: CURRENT, drafts }, lang);
const save = (drafts: TimetableDraft[], lang?: 'en') => call<{ conflicts: TimetableConflict[] }>(staff, 'PUT', T, { term: CURRENT, drafts }, lang);
/** The journey's first draft: 002 into the room and slot the seed keeps taken by an offering without demo people. */
const intoClash = (): TimetableDraft => ({
  offeringId: journey.id,
  roomId: clash.roomId,
  weeks: { from: 1, to: 16, parity: 'all' },
  slots: [clash.slots[0]!],
  dates: [],
});

describe('the seeded timetable (issue 23 §2)', () => {
  it('is clash-free in every term for teachers, rooms and students, with rooms big enough', () => {
    const timetable = store.slice(timetableSlice);
    for (const term of ['2025-2026-1', '2025-2026-2', CURRENT]) {
      const calendar = timetable.calendarOf(term)!;
      const occupancy = new Occupancy();
      const clashes: string[] = [];
      for (const o of offerings.ofTerm(term)) {
        for (const s of heldSessions(calendar, o))
          for (const r of resourcesOf(o, o.roomId))
            for (const b of occupancy.at(r, s.day)) if ((b.mask & s.mask) !== 0) clashes.push(`${o.id}/${b.id} ${r} ${s.date}`);
        occupancy.book(calendar, o);
        const room = o.roomId ? org.rooms.get(o.roomId) : undefined;
        if (room && room.capacity < o.students.length) clashes.push(`${o.id} in ${room.name}`);
      }
      expect(clashes, term).toEqual([]);
    }
  });

  it('leaves the journey offering unplaced and keeps an odd/even pair and a room taken every week without demo people', () => {
    expect(journey.id).toBe('jxb-2026-2027-1-002');
    expect([journey.roomId, journey.slots, journey.dates]).toEqual([null, [], []]);
    expect(
      offerings
        .ofTerm(CURRENT)
        .filter((o) => o.slots.length === 0 && o.dates.length === 0)
        .map((o) => o.id),
    ).toEqual([journey.id]);
    expect([odd.roomId, odd.slots, odd.weeks.parity]).toEqual([even.roomId, even.slots, 'odd']);
    expect(even.weeks.parity).toBe('even');
    expect(clash.weeks.parity).toBe('all');
  });

  it('gives terms their holidays (National Day and New Year in the autumn, Qingming and Labour Day in the spring)', async () => {
    const terms = await data(call<components['schemas']['Term'][]>(staff, 'GET', '/kernel/terms'));
    const autumn = terms.find((t) => t.id === CURRENT)!;
    expect(autumn.holidays.map((h) => h.date)).toEqual([
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
      '2026-10-04',
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
      '2027-01-01',
    ]);
    const spring = terms.find((t) => t.id === '2026-2027-2')!;
    expect(spring.holidays.map((h) => `${h.date} ${h.nameEn}`)).toEqual([
      '2027-04-05 Qingming Festival',
      '2027-05-01 Labour Day',
      '2027-05-02 Labour Day',
      '2027-05-03 Labour Day',
      '2027-05-04 Labour Day',
      '2027-05-05 Labour Day',
    ]);
  });
});

describe('the grid (getTimetable)', () => {
  it('lists every room by name with the entries of the weeks asked, odd and even side by side in one cell', async () => {
    const grid = await data(call<TimetableGrid>(staff, 'GET', `${T}?term=${CURRENT}&by=room&weekFrom=1&weekTo=2`));
    expect(grid.rows).toHaveLength(org.rooms.size);
    expect(grid.rows.map((r) => r.label)).toEqual([...grid.rows.map((r) => r.label)].sort((a, b) => a.localeCompare(b, 'zh')));
    const inPairRoom = grid.entries.filter((e) => e.rowKey === odd.roomId && e.weekday === odd.slots[0]!.weekday && e.start === odd.slots[0]!.start);
    expect(inPairRoom.map((e) => [e.offeringId, e.weeks?.parity])).toEqual([
      [odd.id, 'odd'],
      [even.id, 'even'],
    ]);
    expect(grid.rows.find((r) => r.key === odd.roomId)!.count).toBe(grid.entries.filter((e) => e.rowKey === odd.roomId).length);
    // Week 2 only: the odd-weeks one is not taught.
    const week2 = await data(call<TimetableGrid>(staff, 'GET', `${T}?term=${CURRENT}&by=room&key=${odd.roomId}&weekFrom=2&weekTo=2`));
    expect(week2.rows.map((r) => r.key)).toEqual([odd.roomId]);
    expect(week2.entries.map((e) => e.offeringId)).toContain(even.id);
    expect(week2.entries.map((e) => e.offeringId)).not.toContain(odd.id);
  });

  it('names the holidays an entry skips in the weeks asked (National Day in week 6)', async () => {
    const grid = await data(call<TimetableGrid>(staff, 'GET', `${T}?term=${CURRENT}&by=room&key=${clash.roomId}&weekFrom=6&weekTo=6`));
    const entry = grid.entries.find((e) => e.offeringId === clash.id)!;
    expect(entry.skipped).toEqual([{ date: '2026-10-05', name: '国庆节', nameEn: 'National Day' }]);
    expect(grid.term.holidays).toHaveLength(8);
  });

  it('repeats an entry per teacher and per class row, and narrows by college and keyword', async () => {
    const byTeacher = await data(call<TimetableGrid>(staff, 'GET', `${T}?term=${CURRENT}&by=teacher&key=20141008`));
    expect(byTeacher.rows.map((r) => [r.key, r.label])).toEqual([['20141008', '许笑愚']]);
    expect(new Set(byTeacher.entries.map((e) => e.offeringId))).toEqual(
      new Set(
        offerings
          .ofTeacher('20141008')
          .filter((o) => o.term === CURRENT && o.slots.length > 0)
          .map((o) => o.id),
      ),
    );
    const byClass = await data(call<TimetableGrid>(staff, 'GET', `${T}?term=${CURRENT}&by=class&keyword=${encodeURIComponent(clash.kcmc)}`));
    const me = students.byXykh(clash.students[0]!)!;
    expect(byClass.entries.some((e) => e.offeringId === clash.id && e.rowKey === `${me.xydm}-${me.zydm}-${me.rxnj}`)).toBe(true);
    expect(byClass.rows.find((r) => r.key === `${me.xydm}-${me.zydm}-${me.rxnj}`)!.label).toContain(`${me.rxnj}级`);
    const college002 = await data(call<TimetableGrid>(staff, 'GET', `${T}?term=${CURRENT}&by=teacher&xydm=002`));
    expect(college002.entries.every((e) => e.xydm === '002')).toBe(true);
  });

  it('refuses an unknown term and weeks outside the term with 400', async () => {
    expect((await call(staff, 'GET', `${T}?term=2040-2041-1`)).status).toBe(400);
    expect((await call(staff, 'GET', `${T}?term=${CURRENT}&weekFrom=5&weekTo=3`)).status).toBe(400);
    expect((await call(staff, 'GET', `${T}?term=${CURRENT}&weekTo=19`)).status).toBe(400);
    expect((await call(staff, 'GET', `${T}?term=${CURRENT}&by=floor`)).status).toBe(400);
    expect((await call(staff, 'GET', T)).status).toBe(400);
  });
});

describe('clashes on real dates (checkTimetable)', () => {
  it("names the room's other offering, its dates and how many, in the caller's language", async () => {
    const { conflicts } = await data(check([intoClash()]));
    expect(conflicts).toHaveLength(1);
    const [c] = conflicts as [TimetableConflict];
    expect([c.kind, c.offeringId, c.otherOfferingId, c.otherKcmc, c.subject]).toEqual([
      'room',
      journey.id,
      clash.id,
      clash.kcmc,
      org.rooms.get(clash.roomId!)!.name,
    ]);
    // Mondays of weeks 1-16 but 2026-10-05 (National Day): a session on a holiday clashes with nothing.
    expect(c.count).toBe(15);
    expect(c.dates).not.toContain('2026-10-05');
    expect(c.dates[0]).toBe(dateOf('2026-09-01', 1, clash.slots[0]!.weekday));
    expect(c.message).toContain(`教学班 ${clash.id}（${clash.kcmc}）`);
    expect(c.message).toContain(`教学班 ${journey.id}（${journey.kcmc}）`);
    const [en] = (await data(check([intoClash()], 'en'))).conflicts as [TimetableConflict];
    expect(en.message).toContain(`is taken by offering ${clash.id}`);
  });

  it('does not clash an odd-weeks with an even-weeks session, and clashes two odd ones', async () => {
    expect((await data(check([draftOf(even)]))).conflicts).toEqual([]);
    const asOdd = { ...draftOf(even), weeks: { ...even.weeks, parity: 'odd' as const } };
    const { conflicts } = await data(check([asOdd]));
    expect(conflicts.filter((c) => c.kind === 'room').map((c) => c.otherOfferingId)).toEqual([odd.id]);
  });

  it('checks an offering without its own stored placement, and drafts against each other', async () => {
    expect((await data(check([draftOf(clash)]))).conflicts).toEqual([]);
    // Both moved into one free slot of an evening: they clash with each other only (the second names the first).
    const slot = { weekday: 7, start: 11, end: 12 };
    const a = { ...draftOf(odd), weeks: { from: 1, to: 16, parity: 'all' as const }, slots: [slot] };
    const b = { ...draftOf(clash), roomId: odd.roomId, slots: [slot] };
    const { conflicts } = await data(check([a, b]));
    expect(conflicts.filter((c) => c.kind === 'room').map((c) => [c.offeringId, c.otherOfferingId])).toEqual([[clash.id, odd.id]]);
  });

  it('says when the room has fewer seats than the offering has students', async () => {
    const small = [...org.rooms.values()].find((r) => r.capacity < journey.students.length)!;
    const { conflicts } = await data(check([{ ...intoClash(), roomId: small.id, slots: [{ weekday: 7, start: 11, end: 12 }] }]));
    const capacity = conflicts.find((c) => c.kind === 'capacity')!;
    expect([capacity.subject, capacity.otherOfferingId]).toEqual([small.name, null]);
  });

  it('names the students who take both (at most five) and the teacher', async () => {
    const other = offerings.ofTerm(CURRENT).find((o) => o.slots.length > 0 && o.students.some((x) => journey.students.includes(x)) && o.id !== journey.id)!;
    const draft = { ...intoClash(), roomId: null, weeks: other.weeks, slots: [other.slots[0]!] };
    const { conflicts } = await data(check([draft]));
    const c = conflicts.find((x) => x.kind === 'student' && x.otherOfferingId === other.id)!;
    expect(c.subject).toMatch(/^\d+ 名学生：/);
    expect(c.subject.split('、').length).toBeLessThanOrEqual(5);
    const taught = offerings.ofTeacher('20141008').find((o) => o.term === CURRENT && o.slots.length > 0 && o.id !== journey.id)!;
    const byTeacher = await data(check([{ ...intoClash(), roomId: null, weeks: taught.weeks, slots: [taught.slots[0]!] }]));
    expect(byTeacher.conflicts.find((x) => x.kind === 'teacher' && x.otherOfferingId === taught.id)?.subject).toBe('许笑愚');
  });
});

describe('bad input (400 naming the problem, never 5xx, nothing stored)', () => {
  const cases: [string, unknown][] = [
    ['unknown offering', { term: CURRENT, drafts: [{ ...intoClash(), offeringId: 'jxb-none' }] }],
    ['unknown room', { term: CURRENT, drafts: [{ ...intoClash(), roomId: 'no-room' }] }],
    ['offering of another term', { term: '2025-2026-2', drafts: [intoClash()] }],
    ['unknown term', { term: '2040-2041-1', drafts: [intoClash()] }],
    ['weeks from after to', { term: CURRENT, drafts: [{ ...intoClash(), weeks: { from: 9, to: 3, parity: 'all' } }] }],
    ['weeks beyond the term', { term: CURRENT, drafts: [{ ...intoClash(), weeks: { from: 1, to: 19, parity: 'all' } }] }],
    ['start after end', { term: CURRENT, drafts: [{ ...intoClash(), slots: [{ weekday: 1, start: 6, end: 5 }] }] }],
    ['period 13', { term: CURRENT, drafts: [{ ...intoClash(), slots: [{ weekday: 1, start: 12, end: 13 }] }] }],
    ['duplicate slot', { term: CURRENT, drafts: [{ ...intoClash(), slots: [clash.slots[0], clash.slots[0]] }] }],
    ['date outside the term', { term: CURRENT, drafts: [{ ...intoClash(), dates: [{ date: '2027-03-01', start: 1, end: 2 }] }] }],
    ['date on a holiday', { term: CURRENT, drafts: [{ ...intoClash(), dates: [{ date: '2026-10-02', start: 1, end: 2 }] }] }],
    ['offering twice', { term: CURRENT, drafts: [intoClash(), intoClash()] }],
    ['no drafts', { term: CURRENT, drafts: [] }],
    ['201 drafts', { term: CURRENT, drafts: Array.from({ length: 201 }, intoClash) }],
    ['an unknown field', { term: CURRENT, drafts: [{ ...intoClash(), colour: 'red' }] }],
  ];

  it.each(cases)('refuses %s on check and save', async (_, body) => {
    const version = offerings.offerings.version;
    for (const [method, path] of [
      ['POST', `${T}/check`],
      ['PUT', T],
    ] as const) {
      const answer = await call(staff, method, path, body);
      expect(answer.status, answer.json?.message).toBe(400);
      expect(answer.json?.code).toBe(400);
    }
    expect(offerings.offerings.version).toBe(version);
  });

  it('names the date and the holiday, in English too', async () => {
    const body = { term: CURRENT, drafts: [{ ...intoClash(), dates: [{ date: '2026-10-02', start: 1, end: 2 }] }] };
    expect((await call(staff, 'PUT', T, body)).json?.message).toContain('2026-10-02 是国庆节');
    expect((await call(staff, 'PUT', T, body, 'en')).json?.message).toContain('2026-10-02 is a holiday (National Day)');
  });
});

describe('who may do what', () => {
  it('lets staff and admin read, check and save, and refuses teachers, students and college secretaries with 403', async () => {
    const writes: [string, string, unknown][] = [
      ['GET', `${T}?term=${CURRENT}`, undefined],
      ['POST', `${T}/check`, { term: CURRENT, drafts: [intoClash()] }],
      ['PUT', T, { term: CURRENT, drafts: [intoClash()] }],
      ['POST', `${T}/availability`, { term: CURRENT, offeringId: journey.id, roomId: null, weeks: journey.weeks }],
      ['POST', P, { term: CURRENT, courseId: 'kc-XW00103', teachers: ['20141008'], capacity: 30, scale: 'score' }],
      ['PUT', `${P}/${journey.id}`, { teachers: ['20141008'], capacity: 30, scale: 'score' }],
      ['DELETE', `${P}/${journey.id}`, undefined],
    ];
    for (const who of [teacher, student, college])
      for (const [method, path, body] of writes) expect((await call(who, method, path, body)).status, `${method} ${path}`).toBe(403);
    for (const [method, path, body] of writes.slice(0, 2)) expect((await call(null, method, path, body)).status).toBe(401);
    expect((await call(admin, 'GET', `${T}?term=${CURRENT}&by=teacher`)).status).toBe(200);
  });

  it('exports the students of an offering within the offerings reach', async () => {
    const own = await call(teacher, 'GET', `${P}/${journey.id}/students/xlsx`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toContain(encodeURIComponent(`选课学生-${journey.id}.xlsx`));
    expect([...own.bytes!.slice(0, 2)]).toEqual([0x50, 0x4b]);
    expect((await call(teacher, 'GET', `${P}/${clash.id}/students/xlsx`)).status).toBe(403);
    expect((await call(student, 'GET', `${P}/${journey.id}/students/xlsx`)).status).toBe(403);
    expect((await call(staff, 'GET', `${P}/jxb-none/students/xlsx`)).status).toBe(404);
  });
});

describe('where an offering could go (getAvailability)', () => {
  it("marks the room taken where the clash is, and the teacher's and students' own sessions", async () => {
    const { cells } = await data(
      call<Availability>(staff, 'POST', `${T}/availability`, {
        term: CURRENT,
        offeringId: journey.id,
        roomId: clash.roomId,
        weeks: { from: 1, to: 16, parity: 'all' },
      }),
    );
    const slot = clash.slots[0]!;
    const at = (weekday: number, period: number) => cells.find((c) => c.weekday === weekday && c.period === period);
    expect(at(slot.weekday, slot.start)).toMatchObject({ room: true, teacher: false, students: 0 });
    const taught = offerings.ofTeacher('20141008').find((o) => o.term === CURRENT && o.slots.length > 0 && o.weeks.parity === 'all')!;
    expect(at(taught.slots[0]!.weekday, taught.slots[0]!.start)?.teacher).toBe(true);
    // Another draft counted as placed: the clash offering moved away frees its room.
    const moved = await data(
      call<Availability>(staff, 'POST', `${T}/availability`, {
        term: CURRENT,
        offeringId: journey.id,
        roomId: clash.roomId,
        weeks: { from: 1, to: 16, parity: 'all' },
        drafts: [{ ...draftOf(clash), roomId: null }],
      }),
    );
    expect(moved.cells.find((c) => c.weekday === slot.weekday && c.period === slot.start)).toBeUndefined();
  });
});

describe('saving (saveTimetable)', () => {
  it('answers 409 naming the other offering and stores nothing', async () => {
    const version = offerings.offerings.version;
    const answer = await save([intoClash()]);
    expect(answer.status).toBe(409);
    expect(answer.json!.data.conflicts.map((c) => c.otherOfferingId)).toEqual([clash.id]);
    expect(answer.json!.message).toMatch(/^排课冲突 1 处，未保存：/);
    expect((await save([intoClash()], 'en')).json!.message).toContain(clash.id);
    expect(offerings.offerings.version).toBe(version);
    expect(offerings.offering(journey.id).slots).toEqual([]);
  });

  it('stores every draft together once they are free, and the grid and the index follow', async () => {
    const { cells } = await data(
      call<Availability>(staff, 'POST', `${T}/availability`, {
        term: CURRENT,
        offeringId: journey.id,
        roomId: clash.roomId,
        weeks: { from: 1, to: 16, parity: 'odd' },
      }),
    );
    const busy = new Set(cells.map((c) => `${c.weekday}-${c.period}`));
    const free = [1, 2, 3, 4, 5]
      .flatMap((weekday) => [1, 3, 5, 7, 9].map((start) => ({ weekday, start, end: start + 1 })))
      .find((s) => !busy.has(`${s.weekday}-${s.start}`) && !busy.has(`${s.weekday}-${s.end}`))!;
    const draft: TimetableDraft = {
      ...intoClash(),
      weeks: { from: 1, to: 16, parity: 'odd' },
      slots: [free],
      dates: [{ date: '2026-10-10', start: 11, end: 12 }],
    };
    const saved = await data(call<{ offerings: Offering[] }>(staff, 'PUT', T, { term: CURRENT, drafts: [draft] }));
    expect(saved.offerings.map((o) => [o.id, o.roomId, o.room, o.slots, o.dates])).toEqual([[journey.id, clash.roomId, clash.room, [free], draft.dates]]);
    // Now the clash offering's draft into the same slot on odd weeks meets it.
    const { conflicts } = await data(check([{ ...draftOf(clash), weeks: { from: 1, to: 16, parity: 'odd' }, slots: [free] }]));
    expect(conflicts.some((c) => c.kind === 'room' && c.otherOfferingId === journey.id)).toBe(true);
    const placed = await data(call<OfferingPage>(staff, 'GET', `${P}?term=${CURRENT}&placed=false&size=50`));
    expect(placed.records).toEqual([]);
  });
});

describe("everyone's own timetable", () => {
  it("gives a student their enrolled offerings' sessions with the holidays they skip, a teacher theirs, an admin none", async () => {
    const mine = await data(call<MyTimetable>(student, 'GET', `${T}/mine`));
    expect(mine.term.id).toBe(CURRENT);
    const xykh = student.user.xykh!;
    const expected = offerings.ofStudent(xykh).filter((o) => o.term === CURRENT && o.slots.length + o.dates.length > 0);
    expect(new Set(mine.entries.map((e) => e.offeringId))).toEqual(new Set(expected.map((o) => o.id)));
    expect(mine.entries.every((e) => e.rowKey === 'me')).toBe(true);
    const dated = mine.entries.find((e) => e.id === `${journey.id}-d2026-10-10`)!;
    expect([dated.date, dated.weekday, dated.weeks]).toEqual(['2026-10-10', 6, null]);
    const teaching = await data(call<MyTimetable>(teacher, 'GET', `${T}/mine?term=${CURRENT}`));
    expect(teaching.entries.map((e) => e.offeringId)).toContain(journey.id);
    expect((await data(call<MyTimetable>(admin, 'GET', `${T}/mine`))).entries).toEqual([]);
    expect((await call(student, 'GET', `${T}/mine?term=2040-2041-1`)).status).toBe(400);
  });

  it('downloads it as an RFC 5545 calendar whose odd-weeks sessions fall on the real dates of the term', async () => {
    const answer = await call(student, 'GET', `${T}/mine/ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/calendar');
    expect(answer.headers.get('content-disposition')).toContain(`timetable-${CURRENT}.ics`);
    const raw = new TextDecoder().decode(answer.bytes);
    expect(raw.endsWith('\r\n')).toBe(true);
    expect(raw.replace(/\r\n/g, '').includes('\n')).toBe(false);
    for (const line of raw.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = raw.replace(/\r\n /g, '').split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('TZID:Asia/Shanghai');
    expect(lines).toContain('TZOFFSETTO:+0800');

    // The events, parsed: properties by name (parameters kept apart).
    const events: Map<string, string[]>[] = [];
    let current: Map<string, string[]> | undefined;
    for (const line of lines) {
      if (line === 'BEGIN:VEVENT') current = new Map();
      else if (line === 'END:VEVENT') {
        events.push(current!);
        current = undefined;
      } else if (current) {
        const at = line.indexOf(':');
        const name = line.slice(0, at).split(';')[0]!;
        current.set(name, [...(current.get(name) ?? []), line.slice(at + 1)]);
      }
    }
    const weekly = events.find((e) => e.get('UID')?.[0] === `${journey.id}-0@gs`)!;
    const slot = offerings.offering(journey.id).slots[0]!;
    expect(weekly.get('SUMMARY')).toEqual([journey.kcmc]);
    expect(weekly.get('LOCATION')).toEqual([clash.room]);
    expect(weekly.get('DESCRIPTION')![0]).toContain(journey.id);
    const rule = Object.fromEntries(
      weekly
        .get('RRULE')![0]!
        .split(';')
        .map((p) => p.split('=') as [string, string]),
    );
    expect([rule.FREQ, rule.INTERVAL]).toEqual(['WEEKLY', '2']);
    // Expand the rule as a calendar would: from DTSTART every INTERVAL weeks until UNTIL, without the EXDATEs.
    const start = weekly.get('DTSTART')![0]!;
    const iso = (v: string) => `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
    const until = iso(rule.UNTIL!);
    const excluded = new Set((weekly.get('EXDATE') ?? []).map(iso));
    const got: string[] = [];
    for (
      let d = new Date(`${iso(start)}T00:00:00Z`);
      d.toISOString().slice(0, 10) <= until;
      d = new Date(d.getTime() + 7 * Number(rule.INTERVAL) * 86_400_000)
    ) {
      const date = d.toISOString().slice(0, 10);
      if (!excluded.has(date)) got.push(date);
    }
    // Counted from the term's own week 1 (the week of Tuesday 2026-09-01 starts on Monday 2026-08-31).
    const holidays = new Set(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07']);
    const expected = teachingWeeks({ from: 1, to: 16, parity: 'odd' })
      .map((w) => dateOf('2026-09-01', w, slot.weekday))
      .filter((d) => !holidays.has(d));
    expect(got).toEqual(expected);
    expect(got[0]).toBe(dateOf('2026-09-01', 1, slot.weekday));
    expect(start.slice(9)).toBe(['080000', '085500', '100000', '105500', '140000', '145500', '160000', '165500', '190000'][slot.start - 1]);
    const dated = events.find((e) => e.get('DTSTART')?.[0]?.startsWith('20261010'))!;
    expect([dated.get('DTSTART'), dated.get('DTEND')]).toEqual([['20261010T205000'], ['20261010T223000']]);
  });
});

describe("the offerings' writes", () => {
  it("opens an offering numbered after the term's highest below 900, unplaced, and lists it with the filters", async () => {
    const created = await data(
      call<Offering>(staff, 'POST', P, { term: CURRENT, courseId: 'kc-XW00103', teachers: ['20141008'], capacity: 40, scale: 'score' }),
    );
    const below = offerings
      .ofTerm(CURRENT)
      .filter((o) => o.id !== created.id && Number(o.id.slice(-3)) < 900)
      .map((o) => Number(o.id.slice(-3)));
    expect(created.id).toBe(`jxb-${CURRENT}-${String(Math.max(...below) + 1).padStart(3, '0')}`);
    expect([created.roomId, created.slots, created.dates, created.weeks, created.enrolled, created.teachers[0]!.id]).toEqual([
      null,
      [],
      [],
      { from: 1, to: 18, parity: 'all' },
      0,
      '3',
    ]);
    const unplaced = await data(call<OfferingPage>(staff, 'GET', `${P}?term=${CURRENT}&placed=false&size=50`));
    expect(unplaced.records.map((o) => o.id)).toEqual([created.id]);
    const inRoom = await data(call<OfferingPage>(staff, 'GET', `${P}?term=${CURRENT}&roomId=${odd.roomId}&week=2&size=50`));
    expect(inRoom.records.map((o) => o.id)).toContain(even.id);
    expect(inRoom.records.map((o) => o.id)).not.toContain(odd.id);

    const changed = await data(call<Offering>(staff, 'PUT', `${P}/${created.id}`, { teachers: ['20141008'], capacity: 60, scale: 'level' }));
    expect([changed.capacity, changed.scale]).toEqual([60, 'level']);
    expect((await call(staff, 'DELETE', `${P}/${created.id}`)).status).toBe(200);
    expect(offerings.offerings.has(created.id)).toBe(false);
  });

  it('refuses a course or teacher nobody knows, too few places, a scale change after grades and deleting with students', async () => {
    expect((await call(staff, 'POST', P, { term: CURRENT, courseId: 'kc-NONE', teachers: ['20141008'], capacity: 40, scale: 'score' })).status).toBe(400);
    expect((await call(staff, 'POST', P, { term: CURRENT, courseId: 'kc-XW00103', teachers: ['00000000'], capacity: 40, scale: 'score' })).status).toBe(400);
    expect(
      (await call(staff, 'POST', P, { term: CURRENT, courseId: 'kc-XW00103', teachers: ['20141008', '20141008'], capacity: 40, scale: 'score' })).status,
    ).toBe(400);
    const graded = offerings.offering('jxb-2026-2027-1-001');
    const before = offerings.offerings.version;
    expect((await call(staff, 'PUT', `${P}/${graded.id}`, { teachers: ['20141008'], capacity: 10, scale: 'score' })).status).toBe(400);
    const hasGrades = graded.students.some((x) => store.slice(gradesSlice).entry(graded.id, x));
    expect(hasGrades).toBe(true);
    const scale = await call(staff, 'PUT', `${P}/${graded.id}`, { teachers: ['20141008'], capacity: 45, scale: 'level' });
    expect(scale.status).toBe(409);
    const gone = await call(staff, 'DELETE', `${P}/${graded.id}`);
    expect(gone.status).toBe(409);
    expect(gone.json?.message).toContain(`${graded.students.length} 名学生`);
    expect(offerings.offerings.version).toBe(before);
    expect((await call(staff, 'DELETE', `${P}/jxb-none`)).status).toBe(404);
  });
});
