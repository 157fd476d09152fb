import type { components } from '@gs/sdk/schema';
import { identitySlice } from '../../core/identity.ts';
import { Random } from '../../core/random.ts';
import type { Store } from '../../core/store.ts';
import { configSlice } from '../config/store.ts';
import { type CourseRecord, coursesSlice } from '../courses/store.ts';
import { orgSlice } from '../org/store.ts';
import { plansSlice } from '../plans/store.ts';
import { studentsSlice } from '../students/store.ts';
import { Occupancy, SEED_PLACES, SEED_START_PERIODS, heldSessions, resourcesOf, roomKey, timetableSlice } from '../timetable/store.ts';
import { COHORT_COURSE, type OfferingRecord, cohortOfferingId, offeringIdOf, offeringsSlice } from './store.ts';

type Room = components['schemas']['Room'];
type Staff = components['schemas']['Staff'];
type Student = components['schemas']['Student'];
type Teacher = OfferingRecord['teachers'][number];

/** The area's own sequence (from the store's seed and its name): the areas before it keep their data. */
function ownRandom(seed: number): Random {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of 'offerings') hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return new Random(hash >>> 0);
}

/** The term before `id` (`2026-2027-1` -> `2025-2026-2` -> `2025-2026-1`). */
function previousTerm(id: string): string {
  const [from, to, xq] = id.split('-').map(Number) as [number, number, number];
  return xq === 2 ? `${from}-${to}-1` : `${from - 1}-${to - 1}-2`;
}

/** `count` different items of `items` (all when there are fewer), drawn from `random`. */
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i += 1) {
    const j = random.int(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

/**
 * Offerings of the current term and the two before it (our model, issue 23 §3): about 150 a term, one per
 * course that a training plan names (the courses students take; a course no plan names, such as the spec's
 * deletable example, is not opened), each with one or two teachers of the course's college and 15 to 60 students
 * of its college (of every college for public and practice courses) who were studying then. The demo accounts
 * get theirs first in each term, so the journeys and the spec's examples find them by id: `teacher` teaches the
 * first offerings of each term (in the current term four, one of 36 students and one on the level scale) with
 * `student` enrolled in them, `multi` two of the current term.
 */
export function seedOfferings(store: Store): void {
  const random = ownRandom(store.seed);
  const offerings = store.slice(offeringsSlice);
  const courses = store.slice(coursesSlice);
  const students = store.slice(studentsSlice);
  const org = store.slice(orgSlice);
  const plans = store.slice(plansSlice);
  const identity = store.slice(identitySlice);
  const current = String(store.slice(configSlice).items.get('term.current')?.value ?? '2026-2027-1');
  const terms = [previousTerm(previousTerm(current)), previousTerm(current), current].filter((id) => org.terms.has(id));

  const userOf = new Map<string, string>();
  for (const user of identity.users.values()) if (user.gh && !userOf.has(user.gh)) userOf.set(user.gh, user.id);
  const teacherOf = (staff: Staff): Teacher => ({ id: userOf.get(staff.gh) ?? null, gh: staff.gh, xm: staff.xm });
  const staffByCollege = new Map<string, Staff[]>();
  const allStaff = students.allStaff().filter((s) => s.xydm);
  for (const s of allStaff) (staffByCollege.get(s.xydm!) ?? staffByCollege.set(s.xydm!, []).get(s.xydm!)!).push(s);
  const rooms = [...org.rooms.values()].sort((a, b) => a.name.localeCompare(b.name));

  // The courses the plans name, in code order.
  const named = new Set<string>();
  for (const record of [...plans.plans.values(), ...plans.templates.values()]) for (const g of record.groups) for (const c of g.courses) named.add(c.courseId);
  const pool = courses.list().filter((c) => named.has(c.id));
  const isCommon = (course: CourseRecord) => course.kclx === '1' || course.kclx === '4';

  const { teacher, otherTeacher, student } = students.demoPeople();
  const everyone = [...students.students.values()].sort((a, b) => a.xykh.localeCompare(b.xykh));
  /** Students who were studying in the term that starts in `year` (masters three years, doctors four). */
  const studyingIn = (year: number) => everyone.filter((s) => s.rxnj <= year && year - s.rxnj < (s.pycc === '1' ? 4 : 3) && s.xjzt !== '03');

  // Who took a course already (by code): nobody is enrolled in a course they have taken in an earlier term.
  const taken = new Map<string, Set<string>>();
  for (const term of terms) {
    const year = Number(term.slice(0, 4));
    const studying = studyingIn(year);
    const byCollege = new Map<string, Student[]>();
    for (const s of studying) (byCollege.get(s.xydm) ?? byCollege.set(s.xydm, []).get(s.xydm)!).push(s);
    let n = 0;
    const opened = new Set<string>();

    function open(
      course: CourseRecord | undefined,
      teachers: readonly Staff[],
      size: number,
      must: readonly Student[] = [],
      scale?: OfferingRecord['scale'],
    ): void {
      // A small seed (tests) may lack a course or a teacher of a kind: then there is nothing to open.
      if (!course || teachers.length === 0) return;
      n += 1;
      opened.add(course.id);
      const before = taken.get(course.kcdm) ?? taken.set(course.kcdm, new Set()).get(course.kcdm)!;
      // The demo student takes their college's courses with the demo teacher (the journeys count on it), others at random.
      const eligible = (isCommon(course) ? studying : (byCollege.get(course.xydm) ?? [])).filter(
        (s) => !must.includes(s) && !before.has(s.xykh) && (must.length > 0 || isCommon(course) || s.xykh !== student.xykh),
      );
      const enrolled = [...must, ...sample(random, eligible, size - must.length)].map((s) => s.xykh).sort();
      for (const xykh of enrolled) before.add(xykh);
      const capacity = [30, 45, 60, 80, 120].find((c) => c >= enrolled.length + 5) ?? 150;
      const start = random.pick(SEED_START_PERIODS);
      const parity = random.weighted<'all' | 'odd' | 'even'>([
        ['all', 8],
        ['odd', 1],
        ['even', 1],
      ]);
      const slots = [{ weekday: random.int(1, 5), start, end: start + (course.xf >= 3 ? 2 : 1) }];
      if (course.xf >= 3 && random.chance(0.4)) slots.push({ weekday: ((slots[0]!.weekday + 1) % 5) + 1, start, end: start + 1 });
      offerings.put({
        id: offeringIdOf(term, n),
        term,
        kcdm: course.kcdm,
        kcmc: course.kcmc,
        kcmcEn: course.kcmcEn,
        xf: course.xf,
        kclx: course.kclx,
        xydm: course.xydm,
        teachers: teachers.map(teacherOf),
        capacity,
        students: enrolled,
        // The same draws as before the timetable kept room ids: the room, or none.
        ...roomFields(random.chance(0.95) ? random.pick(rooms) : null),
        weeks: { from: 1, to: course.xs >= 48 ? 18 : 16, parity },
        slots,
        dates: [],
        scale: scale ?? (course.kclx === '4' || (course.kclx === '3' && random.chance(0.2)) ? 'level' : 'score'),
      });
    }

    // The demo accounts' offerings first (see above): courses of the teacher's college not yet taken by the student.
    const own = pool.filter((c) => c.xydm === teacher.xydm);
    const degree = own.filter((c) => c.kclx === '2');
    const elective = own.filter((c) => c.kclx === '3');
    const index = terms.indexOf(term);
    const pickOf = (list: readonly CourseRecord[], k: number): CourseRecord | undefined => list[k % Math.max(1, list.length)];
    const colleagues = (staffByCollege.get(teacher.xydm ?? '') ?? allStaff).filter((s) => s.gh !== teacher.gh && s.gh !== otherTeacher.gh);
    if (term === current) {
      open(pickOf(degree, index), [teacher], 36, [student], 'score');
      open(pickOf(elective, index), [teacher], 20, [student], 'score');
      open(pool.find((c) => c.kcdm === 'SJ0005') ?? pickOf(elective, index + 3), [teacher], 25, [student], 'level');
      open(pickOf(degree, terms.length), colleagues.length > 0 ? [teacher, random.pick(colleagues)] : [teacher], 28, [student], 'score');
      const otherOwn = pool.filter((c) => c.xydm === otherTeacher.xydm && c.kclx !== '1' && !opened.has(c.id));
      open(pickOf(otherOwn, 0), [otherTeacher], 24);
      open(pickOf(otherOwn, 1), [otherTeacher], 18);
    } else {
      open(pickOf(degree, index), [teacher], 30, [student], 'score');
      open(pickOf(elective, index), [teacher], 22, [student], index === 0 ? 'level' : 'score');
      const common = pool.find((c) => c.kcdm === (index === 0 ? 'GG0001' : 'GG0002') && !opened.has(c.id));
      if (common) open(common, sample(random, staffByCollege.get(common.xydm) ?? allStaff, 1), 55, [student], 'score');
    }

    for (const course of pool) {
      if (opened.has(course.id) || !random.chance(0.86)) continue;
      const staff = staffByCollege.get(course.xydm) ?? allStaff;
      const chosen = sample(
        random,
        staff.filter((s) => s.gh !== teacher.gh && s.gh !== otherTeacher.gh),
        random.chance(0.25) ? 2 : 1,
      );
      open(course, chosen.length > 0 || allStaff.length === 0 ? chosen : [random.pick(allStaff)], isCommon(course) ? random.int(40, 60) : random.int(15, 45));
    }
  }

  // The cohort lecture (COHORT_COURSE), after everything else and with no draw, so nothing above changes.
  const year = Number(current.slice(0, 4));
  const lecture = courses.list().find((c) => c.kcdm === COHORT_COURSE);
  const lecturer = (staffByCollege.get(lecture?.xydm ?? '') ?? allStaff)
    .filter((s) => s.gh !== teacher.gh && s.gh !== otherTeacher.gh)
    .sort((a, b) => a.gh.localeCompare(b.gh))[0];
  if (lecture && lecturer && terms.includes(current)) {
    const before = taken.get(lecture.kcdm) ?? new Set<string>();
    const enrolled = studyingIn(year)
      .filter((s) => s.rxnj === year && !before.has(s.xykh))
      .map((s) => s.xykh)
      .sort();
    offerings.put({
      id: cohortOfferingId(current),
      term: current,
      kcdm: lecture.kcdm,
      kcmc: lecture.kcmc,
      kcmcEn: lecture.kcmcEn,
      xf: lecture.xf,
      kclx: lecture.kclx,
      xydm: lecture.xydm,
      teachers: [teacherOf(lecturer)],
      capacity: Math.max(150, Math.ceil((enrolled.length + 20) / 50) * 50),
      students: enrolled,
      room: null,
      roomId: null,
      weeks: { from: 1, to: 16, parity: 'all' },
      slots: [{ weekday: 3, start: 9, end: 10 }],
      dates: [],
      scale: 'score',
    });
  }

  // Offerings for the timetable's bench (`--offerings N`), then the placement pass over every term (no draws from
  // `random` after this point, so everything seeded after the offerings stays as it was).
  if (store.options.offerings > offerings.ofTerm(current).length) {
    openExtraOfferings(store, current, store.options.offerings, pool, studyingIn(year), allStaff, teacherOf);
  }
  for (const term of terms) placeTerm(store, term);
  if (terms.includes(current)) stageJourney(store, current);
}

const roomFields = (room: Room | null) => ({ room: room?.name ?? null, roomId: room?.id ?? null });

/** A sequence of its own for the bench's extra offerings: the default seed draws nothing from it. */
function extraRandom(seed: number): Random {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of 'offerings-extra') hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return new Random(hash >>> 0);
}

/**
 * The bench's offerings (`--offerings N`): up to `total` offerings of the current term, spread over the courses,
 * the teachers (all staff in turn) and the rooms, with 5 to 11 students each (about eight: 2,000 offerings give about
 * 20,000 enrolments). When the rooms could not hold a term of that size, rooms of a building of their own are
 * added first (`综合教学楼`).
 */
function openExtraOfferings(
  store: Store,
  term: string,
  total: number,
  pool: readonly CourseRecord[],
  studying: readonly Student[],
  allStaff: readonly Staff[],
  teacherOf: (staff: Staff) => Teacher,
): void {
  const offerings = store.slice(offeringsSlice);
  const org = store.slice(orgSlice);
  const random = extraRandom(store.seed);
  if (pool.length === 0 || allStaff.length === 0 || studying.length === 0) return;
  // About 25 two-period blocks a week per room, each offering taking one or two: a room per 12 offerings.
  const wanted = Math.ceil(total / 12);
  for (let n = org.rooms.size; n < wanted; n += 1) {
    const k = n - org.rooms.size + 1;
    const number = `Z${Math.floor((k - 1) / 20) + 1}${String(((k - 1) % 20) + 1).padStart(2, '0')}`;
    org.addRoom({
      id: `room-z-${String(k).padStart(4, '0')}`,
      building: '综合教学楼',
      number,
      name: `综合教学楼${number}`,
      capacity: [40, 60, 80][k % 3]!,
      kind: '1',
    });
  }
  const rooms = [...org.rooms.values()].sort((a, b) => a.name.localeCompare(b.name));
  for (let k = offerings.ofTerm(term).length, i = 0; k < total; k += 1, i += 1) {
    const course = pool[i % pool.length]!;
    // Teachers in turn across the whole school: a college with many courses and few staff would give some
    // teacher more offerings than a week has blocks.
    const lecturer = allStaff[i % allStaff.length]!;
    const size = random.int(5, 11);
    const enrolled = sample(random, studying, size)
      .map((s) => s.xykh)
      .sort();
    const start = random.pick(SEED_START_PERIODS);
    offerings.put({
      id: offerings.nextIdOf(term),
      term,
      kcdm: course.kcdm,
      kcmc: course.kcmc,
      kcmcEn: course.kcmcEn,
      xf: course.xf,
      kclx: course.kclx,
      xydm: course.xydm,
      teachers: [teacherOf(lecturer)],
      capacity: 30,
      students: enrolled,
      ...roomFields(random.pick(rooms)),
      weeks: {
        from: 1,
        to: 16,
        parity: random.weighted<'all' | 'odd' | 'even'>([
          ['all', 8],
          ['odd', 1],
          ['even', 1],
        ]),
      },
      slots: [{ weekday: random.int(1, 5), start, end: start + 1 }],
      dates: [],
      scale: 'score',
    });
  }
}

/**
 * The placement pass of a term (our model, issue 23 §2): no draws, so nothing else changes. Offerings are placed
 * one by one (the cohort lecture first: hundreds of students fit nowhere later), each keeping its drawn slots and
 * room when its teachers, students and room are free on every date it teaches and the room seats its students,
 * else moved to the first free (weekday, start) for its teachers and students and then the first free room with
 * enough seats (the smallest first). One that fits nowhere is left unplaced (no room, no slots). An offering drawn
 * without a room stays without one (its people still may not clash). Answers the ids left unplaced.
 */
export function placeTerm(store: Store, term: string): string[] {
  const offerings = store.slice(offeringsSlice);
  const timetable = store.slice(timetableSlice);
  const org = store.slice(orgSlice);
  const calendar = timetable.calendarOf(term);
  if (!calendar) return [];
  const occupancy = new Occupancy();
  const bySize = [...org.rooms.values()].sort((a, b) => a.capacity - b.capacity || a.name.localeCompare(b.name));
  const cohort = cohortOfferingId(term);
  const order = offerings.ofTerm(term).sort((a, b) => Number(b.id === cohort) - Number(a.id === cohort) || a.id.localeCompare(b.id));
  const unplaced: string[] = [];

  for (const offering of order) {
    const people = resourcesOf(offering, null);
    const free = (resources: readonly string[], slots: OfferingRecord['slots']) =>
      occupancy.free(calendar, resources, { weeks: offering.weeks, slots, dates: [] });
    const drawn = offering.roomId ? org.rooms.get(offering.roomId) : undefined;
    const seats = (room: Room) => room.capacity >= offering.students.length;
    const roomFree = (room: Room, slots: OfferingRecord['slots']) => free([roomKey(room.id)], slots);

    let placement: Pick<OfferingRecord, 'room' | 'roomId' | 'slots'> | undefined;
    if (free(people, offering.slots) && (!offering.roomId || (drawn && seats(drawn) && roomFree(drawn, offering.slots)))) {
      placement = { room: offering.room, roomId: offering.roomId, slots: offering.slots };
    } else {
      const chosen: OfferingRecord['slots'][number][] = [];
      for (const slot of offering.slots) {
        const length = slot.end - slot.start;
        const candidates = [{ weekday: slot.weekday, start: slot.start }, ...SEED_PLACES].map((p) => ({
          weekday: p.weekday,
          start: p.start,
          end: p.start + length,
        }));
        const found = candidates.find(
          (c) =>
            c.end <= 12 &&
            !chosen.some((x) => x.weekday === c.weekday) &&
            free(people, [c]) &&
            (!offering.roomId || bySize.some((room) => seats(room) && roomFree(room, [c]))),
        );
        if (!found) break;
        chosen.push(found);
      }
      if (chosen.length === offering.slots.length) {
        if (!offering.roomId) placement = { room: null, roomId: null, slots: chosen };
        else {
          const room = [...(drawn && seats(drawn) ? [drawn] : []), ...bySize.filter(seats)].find((r) => roomFree(r, chosen));
          if (room) placement = { ...roomFields(room), slots: chosen };
        }
      }
    }
    if (!placement) {
      unplaced.push(offering.id);
      placement = { room: null, roomId: null, slots: [] };
    }
    const placed = { ...offering, ...placement };
    if (placed.roomId !== offering.roomId || placed.room !== offering.room || placed.slots !== offering.slots) offerings.put(placed);
    occupancy.book(calendar, placed);
  }
  return unplaced;
}

/** What the journey meets in the current term (see `stageJourney`), read from the store as it is. */
export interface JourneyFacts {
  /** The demo teacher's offering that the seed leaves unplaced (`jxb-<term>-002`). */
  unplaced: OfferingRecord | undefined;
  /** An odd-weeks and an even-weeks offering in one room and slot, no demo person in either. */
  pair: readonly [odd: OfferingRecord, even: OfferingRecord] | undefined;
  /** An every-week offering without demo people whose room and slot the unplaced one's people are free in. */
  clash: OfferingRecord | undefined;
}

export function journeyFacts(store: Store, term: string): JourneyFacts {
  const offerings = store.slice(offeringsSlice);
  const students = store.slice(studentsSlice);
  const org = store.slice(orgSlice);
  const calendar = store.slice(timetableSlice).calendarOf(term);
  const unplaced = offerings.offerings.get(offeringIdOf(term, 2));
  if (!calendar || !unplaced) return { unplaced, pair: undefined, clash: undefined };
  const occupancy = new Occupancy();
  for (const o of offerings.ofTerm(term)) occupancy.book(calendar, o);
  const { teacher, otherTeacher, student } = students.demoPeople();
  const demo = (o: OfferingRecord) => o.teachers.some((t) => t.gh === teacher.gh || t.gh === otherTeacher.gh) || o.students.includes(student.xykh);
  const oneSlot = (o: OfferingRecord) => o.roomId !== null && o.slots.length === 1 && !demo(o) && o.id !== unplaced.id;
  const byId = offerings.ofTerm(term).sort((a, b) => a.id.localeCompare(b.id));
  const placeOf = (o: OfferingRecord) => `${o.roomId}|${o.slots[0]!.weekday}|${o.slots[0]!.start}|${o.slots[0]!.end}`;
  const evens = new Map<string, OfferingRecord>();
  for (const o of byId) if (oneSlot(o) && o.weeks.parity === 'even' && !evens.has(placeOf(o))) evens.set(placeOf(o), o);
  const odd = byId.find((o) => oneSlot(o) && o.weeks.parity === 'odd' && evens.has(placeOf(o)));
  const pair = odd ? ([odd, evens.get(placeOf(odd))!] as const) : undefined;
  const people = resourcesOf(unplaced, null);
  const clash = byId.find((o) => {
    const room = o.roomId ? org.rooms.get(o.roomId) : undefined;
    const slot = o.slots[0];
    if (!oneSlot(o) || !slot || o.weeks.parity !== 'all' || !room || room.capacity < unplaced.students.length || slot.end - slot.start !== 1) return false;
    if (pair?.some((p) => p.id === o.id)) return false;
    return occupancy.free(calendar, people, { weeks: unplaced.weeks, slots: [slot], dates: [] });
  });
  return { unplaced, pair, clash };
}

/**
 * The journey's facts in the current term (issue 23 §2): the demo teacher's second offering (`-002`, the demo
 * student enrolled) is unplaced; one room holds an odd-weeks and an even-weeks offering in the same slot (when the
 * pass left no such pair, an even-weeks offering moves in with an odd-weeks one where it fits); and a room and
 * slot taken every week by an offering without demo people is where 002's teacher and students are free, so
 * drafting 002 there meets a room clash naming that offering (`journeyFacts`). The term stays clash-free.
 */
function stageJourney(store: Store, term: string): void {
  const offerings = store.slice(offeringsSlice);
  const org = store.slice(orgSlice);
  const calendar = store.slice(timetableSlice).calendarOf(term);
  const journey = offerings.offerings.get(offeringIdOf(term, 2));
  if (!calendar || !journey) return;
  offerings.put({ ...journey, room: null, roomId: null, slots: [], dates: [] });
  if (journeyFacts(store, term).pair) return;

  const occupancy = new Occupancy();
  for (const o of offerings.ofTerm(term)) occupancy.book(calendar, o);
  const students = store.slice(studentsSlice);
  const { teacher, otherTeacher, student } = students.demoPeople();
  const demo = (o: OfferingRecord) => o.teachers.some((t) => t.gh === teacher.gh || t.gh === otherTeacher.gh) || o.students.includes(student.xykh);
  const oneSlot = (o: OfferingRecord) => o.roomId !== null && o.slots.length === 1 && !demo(o) && o.id !== journey.id;
  const byId = offerings.ofTerm(term).sort((a, b) => a.id.localeCompare(b.id));
  for (const odd of byId.filter((o) => oneSlot(o) && o.weeks.parity === 'odd')) {
    const room = org.rooms.get(odd.roomId!);
    const slot = odd.slots[0]!;
    const even = byId.find((o) => {
      if (!room || !oneSlot(o) || o.weeks.parity !== 'even' || room.capacity < o.students.length) return false;
      if (o.slots[0]!.end - o.slots[0]!.start !== slot.end - slot.start) return false;
      const itself = (id: string) => id === o.id;
      return heldSessions(calendar, { weeks: o.weeks, slots: [slot], dates: [] }).every((s) =>
        resourcesOf(o, room.id).every((r) => !occupancy.taken(r, s.day, s.mask, itself)),
      );
    });
    if (even && room) {
      offerings.put({ ...even, ...roomFields(room), slots: [slot] });
      return;
    }
  }
}
