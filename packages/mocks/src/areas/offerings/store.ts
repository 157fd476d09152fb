import type { components } from '@gs/sdk/schema';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { Refusal } from '../../core/refusal.ts';
import { defineSlice } from '../../core/store.ts';
import type { Caller } from '../../http/context.ts';
import { seesEveryone } from '../../http/data-scope.ts';
import { coursesSlice } from '../courses/store.ts';

type Offering = components['schemas']['Offering'];

/**
 * An offering as stored (our model, issue 23 §3): the answer's fields without what is worked out per request
 * (the college's name, the enrolment count), and the card numbers of the students enrolled, in card order.
 */
export type OfferingRecord = Omit<Offering, 'xymc' | 'enrolled'> & { students: readonly string[] };

/** Newest term first, then course code, then id (two offerings of one course). */
export const offeringOrder = (a: OfferingRecord, b: OfferingRecord) => b.term.localeCompare(a.term) || a.kcdm.localeCompare(b.kcdm) || a.id.localeCompare(b.id);

const add = (index: Map<string, Set<string>>, key: string, id: string) => (index.get(key) ?? index.set(key, new Set()).get(key)!).add(id);

/** Where and when an offering is taught (the timetable's part of the record). */
export type OfferingPlacement = Pick<OfferingRecord, 'room' | 'roomId' | 'weeks' | 'slots' | 'dates'>;

/** Hears every change of an offering (added: `before` undefined; removed: `after` undefined), undo and loading too. */
export type OfferingListener = (before: OfferingRecord | undefined, after: OfferingRecord | undefined) => void;

/**
 * Offerings (教学班) and their enrolments: the collection, and the indexes by teacher (staff number and
 * user id), by student and by term that the grades area and the timetable read.
 *
 * What other areas use: `offerings` read-only, `offering`, `ofTeacher`, `ofStudent`, `ofTerm`, `teaches`,
 * `reaches`, `listen` (the timetable's occupancy index), and the timetable's writes `open`, `amend`, `place`,
 * `remove`, `nextIdOf`.
 */
export const offeringsSlice = defineSlice('offerings', (store) => {
  const byTeacher = new Map<string, Set<string>>();
  const byStudent = new Map<string, Set<string>>();
  const byTerm = new Map<string, Set<string>>();
  const listeners: OfferingListener[] = [];
  const offerings = store.collection<OfferingRecord>('offerings', (o) => o.id, {
    onChange(before, after) {
      if (before) byTerm.get(before.term)?.delete(before.id);
      if (after) add(byTerm, after.term, after.id);
      for (const listener of listeners) listener(before, after);
      if (before) {
        for (const t of before.teachers) {
          byTeacher.get(t.gh)?.delete(before.id);
          if (t.id) byTeacher.get(t.id)?.delete(before.id);
        }
        for (const xykh of before.students) byStudent.get(xykh)?.delete(before.id);
      }
      if (after) {
        for (const t of after.teachers) {
          add(byTeacher, t.gh, after.id);
          if (t.id) add(byTeacher, t.id, after.id);
        }
        for (const xykh of after.students) add(byStudent, xykh, after.id);
      }
    },
  });

  const ids = (set: Set<string> | undefined) => [...(set ?? [])].flatMap((id) => offerings.get(id) ?? []);

  // The library keeps a course that an offering names (its delete asks here).
  store.slice(coursesSlice).addUser((courseId) => {
    const course = store.slice(coursesSlice).courseById(courseId);
    if (!course) return [];
    const named = [...offerings.values()].filter((o) => o.kcdm === course.kcdm);
    return named.length === 0 ? [] : [{ zh: `${named.length} 个教学班（${named[0]!.id} 等）`, en: `${named.length} offering(s) (${named[0]!.id} ...)` }];
  });

  /** Whether the caller teaches the offering (by the staff number or the user id of their account). */
  function teaches(caller: Caller, offering: Pick<OfferingRecord, 'teachers'>): boolean {
    return offering.teachers.some((t) => t.id === caller.user.id || (caller.user.gh !== null && t.gh === caller.user.gh));
  }

  return {
    offerings: offerings as ReadonlyCollection<OfferingRecord>,
    /** The offering, or a 404 refusal. */
    offering(id: string): OfferingRecord {
      const offering = offerings.get(id);
      if (!offering) throw new Refusal(404, `教学班 ${id} 不存在`, `Offering ${id} does not exist`);
      return offering;
    },
    /** The offerings a teacher teaches, by staff number or user id. */
    ofTeacher(ghOrUserId: string): OfferingRecord[] {
      return ids(byTeacher.get(ghOrUserId));
    },
    /** The offerings a student is enrolled in. */
    ofStudent(xykh: string): OfferingRecord[] {
      return ids(byStudent.get(xykh));
    },
    teaches,
    /**
     * Whether the caller reaches the offering (our model): the graduate school (and admins) every one, a college
     * secretary those their college offers, anyone else only those they teach.
     */
    reaches(caller: Caller, offering: Pick<OfferingRecord, 'teachers' | 'xydm'>): boolean {
      if (seesEveryone(caller)) return true;
      if (caller.role.dataScope === 'college') return caller.user.deptId !== null && offering.xydm === caller.user.deptId;
      return teaches(caller, offering);
    },
    /** The offerings of a term (index by term: a term of 2,000 offerings is not found by a scan of every term's). */
    ofTerm(term: string): OfferingRecord[] {
      return ids(byTerm.get(term));
    },
    /** Hears every change of an offering from now on (the timetable keeps its occupancy index by it). */
    listen(listener: OfferingListener): void {
      listeners.push(listener);
    },
    /** Stores an offering as given (while seeding, or inside the caller's write). */
    put(offering: OfferingRecord): OfferingRecord {
      return offerings.set(offering);
    },
    /** Opens a new offering (the timetable's create; inside the caller's write). */
    open(offering: OfferingRecord): OfferingRecord {
      if (offerings.has(offering.id)) throw new Refusal(409, `教学班 ${offering.id} 已存在`, `Offering ${offering.id} already exists`);
      return offerings.set(offering);
    },
    /** Changes an offering's teachers, places or scale (the timetable's update; its rules are the caller's). */
    amend(id: string, changes: Pick<OfferingRecord, 'teachers' | 'capacity' | 'scale'>): OfferingRecord {
      const offering = offerings.get(id);
      if (!offering) throw new Refusal(404, `教学班 ${id} 不存在`, `Offering ${id} does not exist`);
      return offerings.set({ ...offering, ...changes });
    },
    /** Replaces where and when an offering is taught (the timetable's save). */
    place(id: string, placement: OfferingPlacement): OfferingRecord {
      const offering = offerings.get(id);
      if (!offering) throw new Refusal(404, `教学班 ${id} 不存在`, `Offering ${id} does not exist`);
      return offerings.set({ ...offering, ...placement });
    },
    /** Deletes an offering nobody is enrolled in (409 naming how many are). */
    remove(id: string): void {
      const offering = offerings.get(id);
      if (!offering) throw new Refusal(404, `教学班 ${id} 不存在`, `Offering ${id} does not exist`);
      if (offering.students.length > 0)
        throw new Refusal(
          409,
          `教学班 ${id} 已有 ${offering.students.length} 名学生选课，不能删除`,
          `Offering ${id} has ${offering.students.length} student(s) enrolled and cannot be deleted`,
        );
      offerings.delete(id);
    },
    /**
     * The id of the next offering opened in a term: after the highest number below the cohort lecture's 900, or
     * after the highest above it once those run out.
     */
    nextIdOf(term: string): string {
      let below = 0;
      let above = COHORT_NUMBER;
      for (const id of byTerm.get(term) ?? []) {
        const n = Number(id.slice(`jxb-${term}-`.length));
        if (!Number.isInteger(n)) continue;
        if (n < COHORT_NUMBER) below = Math.max(below, n);
        else above = Math.max(above, n);
      }
      return offeringIdOf(term, below + 1 < COHORT_NUMBER ? below + 1 : above + 1);
    },
  };
});

export type Offerings = ReturnType<typeof offeringsSlice.create>;

/** The id of the `n`th offering of a term (1-based): `jxb-2026-2027-1-001`. */
export const offeringIdOf = (term: string, n: number) => `jxb-${term}-${String(n).padStart(3, '0')}`;

/**
 * The lecture that the whole first-year cohort takes in the current term (GG0004), with a sheet of some
 * hundreds of students: the grade grid's size that `pnpm bench` measures, and a realistic one (a public
 * course's final exam). Numbered past every other offering of the term.
 */
export const COHORT_COURSE = 'GG0004';
const COHORT_NUMBER = 900;
export const cohortOfferingId = (term: string) => offeringIdOf(term, COHORT_NUMBER);
