/*
 * The rules of a course of the library (our model, issue 23 §1; api-spec `CourseFields`): what the mock
 * backend enforces on a create, an edit and each row of an import, and what the web's course form checks
 * while a manager types. The schema says the same of a JSON body; an import row is text and is read here.
 */

/** A course code: 6 to 10 capital letters or digits (api-spec `CourseCode`). */
export const COURSE_CODE = /^[A-Z0-9]{6,10}$/;

export function isCourseCode(code: string): boolean {
  return COURSE_CODE.test(code);
}

/** Credits: 0.5 to 10 in steps of 0.5. */
export function isCredit(value: number): boolean {
  return Number.isFinite(value) && value >= 0.5 && value <= 10 && Number.isInteger(value * 2);
}

/** Class hours: a whole number from 1 to 2,000. */
export function isHours(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 2000;
}

/**
 * The chain of prerequisites that would lead back to `course` if it required `prerequisites`: the
 * course, the prerequisite that starts the loop, each course after it, and the course again
 * (`[C, A, B, C]`: C needs A, A needs B, B needs C). Undefined when there is none. `prerequisitesOf`
 * gives the stored prerequisites of any other course (the course's own are the ones asked for). A
 * prerequisite that is the course itself is a loop of one: `[C, C]`.
 */
export function prerequisiteCycle(
  course: string,
  prerequisites: readonly string[],
  prerequisitesOf: (id: string) => readonly string[] | undefined,
): string[] | undefined {
  // Depth-first from each new prerequisite, remembering the path; a course seen once needs no second look.
  const seen = new Set<string>();
  const walk = (id: string, path: string[]): string[] | undefined => {
    if (id === course) return [...path, id];
    if (seen.has(id)) return undefined;
    seen.add(id);
    for (const next of prerequisitesOf(id) ?? []) {
      const found = walk(next, [...path, id]);
      if (found) return found;
    }
    return undefined;
  };
  for (const first of prerequisites) {
    const found = walk(first, [course]);
    if (found) return found;
  }
  return undefined;
}
