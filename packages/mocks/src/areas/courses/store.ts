import type { components } from '@gs/sdk/schema';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { Refusal } from '../../core/refusal.ts';
import { defineSlice } from '../../core/store.ts';

type Course = components['schemas']['Course'];

/**
 * A course as the library stores it (our model, issue 23 §1): the answer's fields without what is
 * worked out per request (the college's name, the prerequisites' codes and names). `xxkc` holds ids.
 */
export type CourseRecord = Omit<Course, 'xymc' | 'xxkcList'>;

/** A record of another area that names a course, as a refused delete names it (zh, en). */
export interface CourseUse {
  zh: string;
  en: string;
}

/**
 * The course library: its collection, the index by code (unique, capital letters) and the index of who
 * names a course as a prerequisite, which the delete rule and the training plans read.
 *
 * What other areas use (the training-plan area reads courses, never changes them): `courses` read-only,
 * `courseById`, `courseByCode`, `coursesByIds`, `dependentsOf` and `list`.
 */
export const coursesSlice = defineSlice('courses', (store) => {
  const byCode = new Map<string, string>();
  /** Course id -> ids of the courses that name it as a prerequisite. */
  const dependents = new Map<string, Set<string>>();
  /**
   * What other areas keep that names a course (a training plan's group): each area that reads courses
   * registers who of its records names one, so that the library keeps a course still in use without
   * importing those areas (they import it).
   */
  const users: ((id: string) => CourseUse[])[] = [];
  const courses = store.collection<CourseRecord>('courses', (c) => c.id, {
    onChange(before, after) {
      if (before) {
        if (byCode.get(before.kcdm) === before.id) byCode.delete(before.kcdm);
        for (const id of before.xxkc) dependents.get(id)?.delete(before.id);
      }
      if (after) {
        byCode.set(after.kcdm, after.id);
        for (const id of after.xxkc) (dependents.get(id) ?? dependents.set(id, new Set()).get(id)!).add(after.id);
      }
    },
  });

  function courseById(id: string): CourseRecord | undefined {
    return courses.get(id);
  }

  function courseByCode(code: string): CourseRecord | undefined {
    const id = byCode.get(code.trim().toUpperCase());
    return id === undefined ? undefined : courses.get(id);
  }

  return {
    courses: courses as ReadonlyCollection<CourseRecord>,
    courseById,
    courseByCode,
    /** The course an id or a code names (the prerequisites of an edit or an import may give either). */
    courseByRef(ref: string): CourseRecord | undefined {
      return courses.get(ref) ?? courseByCode(ref);
    },
    /** The courses of `ids` that exist, in the order given (an unknown id is left out). */
    coursesByIds(ids: readonly string[]): CourseRecord[] {
      return ids.flatMap((id) => courses.get(id) ?? []);
    },
    /** Every course, in code order. */
    list(): CourseRecord[] {
      return [...courses.values()].sort((a, b) => a.kcdm.localeCompare(b.kcdm));
    },
    /** The courses that name `id` as a prerequisite, in code order. */
    dependentsOf(id: string): CourseRecord[] {
      return [...(dependents.get(id) ?? [])].flatMap((other) => courses.get(other) ?? []).sort((a, b) => a.kcdm.localeCompare(b.kcdm));
    },
    /** Registers another area's records that name courses (see `users`). */
    addUser(usesOf: (id: string) => CourseUse[]): void {
      users.push(usesOf);
    },
    /** The records of other areas that name `id`. */
    usesOf(id: string): CourseUse[] {
      return users.flatMap((usesOf) => usesOf(id));
    },
    /** The course, or a 404 refusal. */
    get(id: string): CourseRecord {
      const course = courses.get(id);
      if (!course) throw new Refusal(404, `课程 ${id} 不存在`, `Course ${id} does not exist`);
      return course;
    },
    /** Stores a course as given (inside the caller's write, or while seeding); the handlers have checked the rules. */
    put(course: CourseRecord): CourseRecord {
      return courses.set(course);
    },
    /** Removes a course (the handler has checked that no course needs it). */
    remove(id: string): boolean {
      return courses.delete(id);
    },
  };
});

export type Courses = ReturnType<typeof coursesSlice.create>;
