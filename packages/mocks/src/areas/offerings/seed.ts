import type { components } from '@gs/sdk/schema';
import { identitySlice } from '../../core/identity.ts';
import { Random } from '../../core/random.ts';
import type { Store } from '../../core/store.ts';
import { configSlice } from '../config/store.ts';
import { type CourseRecord, coursesSlice } from '../courses/store.ts';
import { orgSlice } from '../org/store.ts';
import { plansSlice } from '../plans/store.ts';
import { studentsSlice } from '../students/store.ts';
import { COHORT_COURSE, type OfferingRecord, cohortOfferingId, offeringIdOf, offeringsSlice } from './store.ts';

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

const START_PERIODS = [1, 3, 5, 7, 9] as const;

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
      const start = random.pick(START_PERIODS);
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
        room: random.chance(0.95) ? random.pick(rooms).name : null,
        weeks: { from: 1, to: course.xs >= 48 ? 18 : 16, parity },
        slots,
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
      weeks: { from: 1, to: 16, parity: 'all' },
      slots: [{ weekday: 3, start: 9, end: 10 }],
      scale: 'score',
    });
  }
}
