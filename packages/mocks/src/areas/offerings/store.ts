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

/**
 * Offerings (教学班) and their enrolments: the collection, and the indexes by teacher (staff number and
 * user id) and by student that the grades area and the timetable read.
 *
 * What other areas use: `offerings` read-only, `offering`, `ofTeacher`, `ofStudent`, `teaches`, `reaches`.
 */
export const offeringsSlice = defineSlice('offerings', (store) => {
  const byTeacher = new Map<string, Set<string>>();
  const byStudent = new Map<string, Set<string>>();
  const offerings = store.collection<OfferingRecord>('offerings', (o) => o.id, {
    onChange(before, after) {
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
    /** Stores an offering as given (while seeding, or inside the caller's write). */
    put(offering: OfferingRecord): OfferingRecord {
      return offerings.set(offering);
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
export const cohortOfferingId = (term: string) => offeringIdOf(term, 900);
