import type { DegreeTeacher } from '../api/keys.ts';

/** How many teachers a picker lists at once: the school has some hundreds, and a search narrows them. */
export const SHOWN_TEACHERS = 30;

/**
 * The teachers a picker lists: the chosen ones first (kept while a search shows others), then those found,
 * at most `SHOWN_TEACHERS` besides the chosen.
 */
export function shownTeachers(found: readonly DegreeTeacher[], chosen: readonly DegreeTeacher[]): DegreeTeacher[] {
  const ids = new Set(chosen.map((teacher) => teacher.gh));
  return [...chosen, ...found.filter((teacher) => !ids.has(teacher.gh)).slice(0, SHOWN_TEACHERS)];
}
