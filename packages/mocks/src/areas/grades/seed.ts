import type { components } from '@gs/sdk/schema';
import { type GradeLevel, LEVEL_POINTS, PASS_SCORE } from '@gs/sdk/rules/grade';
import { SEED_NOW, utc, utcDateTime } from '../../core/clock.ts';
import { identitySlice } from '../../core/identity.ts';
import { Random } from '../../core/random.ts';
import type { Store } from '../../core/store.ts';
import { auditsSlice } from '../audits/store.ts';
import { configSlice } from '../config/store.ts';
import { type CourseRecord, coursesSlice } from '../courses/store.ts';
import { type OfferingRecord, cohortOfferingId, offeringsSlice } from '../offerings/store.ts';
import { orgSlice } from '../org/store.ts';
import { REGISTRAR } from '../people.ts';
import { studentsSlice } from '../students/store.ts';
import { Occupancy, SEED_PLACES, resourcesOf, roomKey, studentKey, timetableSlice } from '../timetable/store.ts';
import { type Actor, type GradeMark, gradesSlice } from './store.ts';

type PracticeKind = components['schemas']['PracticeKind'];

/**
 * The area's own sequence (from the store's seed and its name): the areas before it keep their data. A later
 * addition draws from one of its own name, so the records seeded before it keep theirs.
 */
function ownRandom(seed: number, name = 'grades'): Random {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return new Random(hash >>> 0);
}

const LEVEL_WEIGHTS: readonly (readonly [GradeLevel, number])[] = [
  ['A', 25],
  ['B', 40],
  ['C', 22],
  ['D', 10],
  ['E', 3],
];

/** A mark drawn for a student: mostly 70-95, a few flags (absent, deferred, misconduct). */
function drawMark(random: Random, scale: OfferingRecord['scale']): GradeMark {
  const roll = random.next();
  if (roll < 0.015) return { score: null, level: null, flag: 'absent' };
  if (roll < 0.025) return { score: null, level: null, flag: 'deferred' };
  if (roll < 0.028) return { score: null, level: null, flag: 'misconduct' };
  if (scale === 'level') return { score: null, level: random.weighted(LEVEL_WEIGHTS), flag: null };
  // A rough bell around 82 (the sum of three draws), one decimal now and then.
  const base = 62 + random.int(0, 12) + random.int(0, 12) + random.int(0, 12);
  const score = Math.min(100, random.chance(0.2) ? base + 0.5 : base);
  return { score: random.chance(0.04) ? random.int(35, 59) : score, level: null, flag: null };
}

const TOPICS: Readonly<Record<PracticeKind, readonly string[]>> = {
  research: [
    '课题组文献综述与开题准备',
    '实验平台搭建与数据采集',
    '国家自然科学基金项目子课题研究',
    '校企联合研发项目',
    '学术会议论文撰写与报告',
    '野外调查与样本分析',
  ],
  teaching: ['本科生课程助教', '本科生实验课指导', '本科毕业设计辅导', '研讨课组织与答疑'],
};
const PLACES: Readonly<Record<PracticeKind, readonly string[]>> = {
  research: ['学院重点实验室', '联合研发中心', '校外实践基地', '课题组实验室'],
  teaching: ['本科教学楼', '学院实验中心', '线上课程平台'],
};

/**
 * Grades of the seeded offerings (our model, issue 23 §3). Past terms: every sheet submitted and released a week
 * after the term, every row graded (a few absent, deferred or for misconduct), and a few corrections by the
 * graduate school with their reasons. The current term (`term.current`): the demo teacher's sheets are, in
 * offering order, a draft of 36 with six marks, an empty draft, a level-scale draft half done and a submitted
 * sheet not yet released; `multi`'s a draft and a submitted sheet; the others a mix of submitted, complete,
 * partial and empty drafts. Every mark set has its `entry` history (and a submitted sheet its `submit`).
 * Practice evaluations for about 60% of the students (research practice; teaching practice too for doctoral
 * students), a fifth of them still pending. Last, the demo doctoral student's coursework (`seedCoursework`).
 */
export function seedGrades(store: Store): void {
  const random = ownRandom(store.seed);
  const grades = store.slice(gradesSlice);
  const offerings = store.slice(offeringsSlice);
  const students = store.slice(studentsSlice);
  const org = store.slice(orgSlice);
  const identity = store.slice(identitySlice);
  const current = String(store.slice(configSlice).items.get('term.current')?.value ?? '2026-2027-1');
  const registrarUser = [...identity.users.values()].find((u) => u.gh === REGISTRAR.gh);
  const registrar: Actor = { id: registrarUser?.id ?? REGISTRAR.gh, name: REGISTRAR.xm };
  const { teacher, otherTeacher } = students.demoPeople();

  const actorOf = (offering: OfferingRecord): Actor => {
    const first = offering.teachers[0]!;
    return { id: first.id ?? first.gh, name: first.xm };
  };
  /** Enters marks for `rows` of the offering, one `entry` each, minutes apart from `start`. */
  const enter = (offering: OfferingRecord, rows: readonly string[], start: number) => {
    const by = actorOf(offering);
    rows.forEach((xykh, i) => grades.setMark(offering.id, xykh, drawMark(random, offering.scale), 'entry', by, utcDateTime(start + i * 47_000)));
  };
  const submit = (offering: OfferingRecord, at: number, releaseAt: string | null) => {
    const by = actorOf(offering);
    grades.setSheet(
      { offeringId: offering.id, state: 'submitted', submittedAt: utcDateTime(at), submittedById: by.id, submittedByName: by.name, releaseAt },
      'submit',
      offering.students,
      by,
      utcDateTime(at),
    );
  };

  const all = [...offerings.offerings.values()].sort((a, b) => a.id.localeCompare(b.id));
  // The demo student's first graded course of the demo teacher shows a correction in its history.
  let demoCorrected = false;
  const demoStudent = students.demoPeople().student.xykh;
  for (const offering of all) {
    const term = org.terms.get(offering.term);
    // The cohort lecture's sheet stays empty, with no draw: the other sheets keep their data.
    if (!term || offering.students.length === 0 || offering.id === cohortOfferingId(current)) continue;
    if (offering.term !== current) {
      // Graded in the last days of the term, submitted on its last day, released a week later.
      const [y, m, d] = term.endDate.split('-').map(Number) as [number, number, number];
      const end = utc(y, m, d, 9);
      enter(offering, offering.students, end - random.int(2, 5) * 86_400_000 + random.int(0, 8) * 3_600_000);
      submit(offering, end + random.int(1, 6) * 3_600_000, utcDateTime(end + 7 * 86_400_000));
      // Now and then the graduate school corrects a mark after submission, with its reason.
      const showcase: boolean = !demoCorrected && offering.teachers.some((t) => t.gh === teacher.gh) && offering.students.includes(demoStudent);
      if (showcase || random.chance(0.05)) {
        demoCorrected ||= showcase;
        const xykh = showcase ? demoStudent : random.pick(offering.students);
        const mark: GradeMark = offering.scale === 'level' ? { score: null, level: 'B', flag: null } : { score: 88, level: null, flag: null };
        const reason = random.pick(['复核试卷发现漏计分数', '任课教师提交更正申请，平时成绩登记有误', '缓考后补考成绩录入']);
        grades.setMark(offering.id, xykh, mark, 'correction', registrar, utcDateTime(end + 3 * 86_400_000), reason);
      }
      continue;
    }
    // The current term, in the morning the seed stands at.
    const start = SEED_NOW - 3 * 3_600_000 + random.int(0, 90) * 60_000;
    const mine = offerings
      .ofTeacher(teacher.gh)
      .filter((o) => o.term === current)
      .sort((a, b) => a.id.localeCompare(b.id));
    const multi = offerings
      .ofTeacher(otherTeacher.gh)
      .filter((o) => o.term === current)
      .sort((a, b) => a.id.localeCompare(b.id));
    const demo = mine.indexOf(offering);
    const other = multi.indexOf(offering);
    let plan: 'submitted' | 'complete' | 'partial' | 'empty';
    let partial = Math.ceil(offering.students.length / 2);
    if (demo >= 0) {
      plan = (['partial', 'empty', 'partial', 'submitted'] as const)[demo] ?? 'empty';
      if (demo === 0) partial = 6;
    } else if (other >= 0) plan = other === 0 ? 'partial' : 'submitted';
    else
      plan = random.weighted([
        ['submitted', 3],
        ['complete', 1],
        ['partial', 3],
        ['empty', 3],
      ] as const);
    if (plan === 'empty') continue;
    enter(offering, plan === 'partial' ? offering.students.slice(0, partial) : offering.students, start);
    if (plan === 'submitted') submit(offering, start + 2 * 3_600_000, null);
  }

  // Practice evaluations.
  const levelScore: Readonly<Record<GradeLevel, readonly [number, number]>> = { A: [90, 98], B: [80, 89], C: [70, 79], D: [60, 69], E: [40, 59] };
  for (const student of [...students.students.values()].sort((a, b) => a.xykh.localeCompare(b.xykh))) {
    if (!random.chance(0.6)) continue;
    const kinds: PracticeKind[] = student.pycc === '1' ? ['research', 'teaching'] : ['research'];
    const evaluator = (student.dsgh && students.staffMember(student.dsgh)?.xm) || registrar.name;
    for (const kind of kinds) {
      // First-year students have not been evaluated yet.
      const pending = random.chance(0.2) || student.rxnj >= 2026;
      const level = pending ? null : random.weighted(LEVEL_WEIGHTS);
      const [low, high] = level ? levelScore[level] : [0, 0];
      grades.putPractice({
        id: `sj-${student.xykh}-${kind}`,
        xykh: student.xykh,
        xydm: student.xydm,
        kind,
        title: random.pick(TOPICS[kind]),
        place: random.pick(PLACES[kind]),
        evaluator,
        level,
        score: level ? random.int(low, high) : null,
        evaluatedAt: level ? utcDateTime(utc(student.rxnj + 1, 6, random.int(10, 28), random.int(9, 17))) : null,
      });
    }
  }

  seedCoursework(store);
}

/** The longest the coursework below goes on (a course or a few per round; the doctoral plan has four groups). */
const COURSEWORK_ROUNDS = 6;

/** The term before `id` (`2026-2027-1` -> `2025-2026-2` -> `2025-2026-1`), as the offerings seed counts them. */
function previousTerm(id: string): string {
  const [from, to, xq] = id.split('-').map(Number) as [number, number, number];
  return xq === 2 ? `${from}-${to}-1` : `${from - 1}-${to - 1}-2`;
}

/**
 * The demo doctoral student's coursework (issue 24 §1: the degree journey's student has met their plan), after
 * everything above so every record seeded before keeps its id and values, with marks from a sequence of its own.
 * Read from their degree audit at the seed's "today": for each group not met, the required courses not passed
 * (with the group's minimum grade: a course passed below it is taken again) and then the group's other courses in
 * the plan's order for the credits still short (then any course for the plan's own minimum). Each is taken in a
 * seeded term before the current one and after the student's last attempt at it, the suggested term's half of the
 * year first (`enrolInTerm`). The mark passes and reaches the group's minimum (`gradeCoursework`).
 */
function seedCoursework(store: Store): void {
  const students = store.slice(studentsSlice);
  const doctoral = students.demoPeople().doctoral;
  const audits = store.slice(auditsSlice);
  const plan = doctoral ? audits.ownPlanOf(doctoral) : undefined;
  if (!doctoral || !plan) return;
  const offerings = store.slice(offeringsSlice);
  const courses = store.slice(coursesSlice);
  const org = store.slice(orgSlice);
  const random = ownRandom(store.seed, 'grades-coursework');
  const current = String(store.slice(configSlice).items.get('term.current')?.value ?? '2026-2027-1');
  const terms = [previousTerm(previousTerm(current)), previousTerm(current)].filter((t) => org.terms.has(t) && Number(t.slice(0, 4)) >= doctoral.rxnj);
  const today = utcDateTime(SEED_NOW);

  for (let round = 0; round < COURSEWORK_ROUNDS; round += 1) {
    const audit = audits.ownAuditStatus(doctoral.xykh, today);
    if (!audit || audit.status === 'met') return;
    const wanted: { courseId: string; minGrade: number | null; term: number | null }[] = [];
    for (const group of audit.groups) {
      if (group.status === 'met') continue;
      const open = group.courses.filter((c) => c.state === 'needed' || c.state === 'in-progress');
      const required = open.filter((c) => c.required);
      let short = group.minCredits - group.earned - required.reduce((sum, c) => sum + c.xf, 0);
      const chosen = [...required];
      for (const c of open.filter((x) => !x.required && x.state === 'needed')) {
        if (short <= 0) break;
        chosen.push(c);
        short -= c.xf;
      }
      wanted.push(...chosen.map((c) => ({ courseId: c.courseId, minGrade: group.minGrade, term: c.suggestedTerm })));
    }
    // Every group met but the plan's own minimum not yet: one more course of the first group with one left.
    if (wanted.length === 0) {
      const group = audit.groups.find((g) => g.courses.some((c) => c.state === 'needed'));
      const c = group?.courses.find((x) => x.state === 'needed');
      if (!group || !c) return;
      wanted.push({ courseId: c.courseId, minGrade: group.minGrade, term: c.suggestedTerm });
    }
    let taken = 0;
    for (const want of wanted) {
      const course = courses.courseById(want.courseId);
      if (!course) continue;
      const tried = offerings.ofStudent(doctoral.xykh).filter((o) => o.kcdm === course.kcdm);
      const after = terms.filter((t) => tried.every((o) => o.term < t));
      // The suggested term's half of the year first (odd terms of a plan are autumns).
      const half = want.term === null ? null : want.term % 2 === 1 ? '1' : '2';
      const order = [...after.filter((t) => t.endsWith(`-${half}`)), ...after.filter((t) => !t.endsWith(`-${half}`))];
      // An existing offering in any of those terms before a new one.
      let offering: OfferingRecord | undefined;
      for (const opening of [false, true]) for (const term of order) offering ??= enrolInTerm(store, doctoral.xykh, course, term, opening);
      if (!offering) continue;
      taken += 1;
      gradeCoursework(store, offering, doctoral.xykh, passingMark(random, offering.scale, want.minGrade));
    }
    if (taken === 0) return;
  }
}

/**
 * Enrols a student in a course in a past term the seed has placed: in the first existing offering of the course
 * (by id) whose sessions the student is free in and whose capacity and room seat one more; with `open`, else in a
 * new offering of the course (numbered after the term's others) at the first weekday and start, in the order the
 * offerings seed places by, where its teachers and the student are free on every date and then in the smallest
 * free room that seats them: the timetable stays clash-free. It is taught by whoever last taught the course, else
 * the first of its college's staff by staff number. Not the demo teachers' offerings, nor new ones of theirs: the
 * journeys count their sheets. Draws nothing. Answers the offering, or undefined when none fits.
 */
function enrolInTerm(store: Store, xykh: string, course: CourseRecord, term: string, open: boolean): OfferingRecord | undefined {
  const offerings = store.slice(offeringsSlice);
  const org = store.slice(orgSlice);
  const students = store.slice(studentsSlice);
  const calendar = store.slice(timetableSlice).calendarOf(term);
  if (!calendar) return undefined;
  const { teacher, otherTeacher } = students.demoPeople();
  const demo = (gh: string) => gh === teacher.gh || gh === otherTeacher.gh;
  const occupancy = new Occupancy();
  for (const o of open ? offerings.ofTerm(term) : offerings.ofStudent(xykh).filter((x) => x.term === term)) occupancy.book(calendar, o);
  const freeFor = (resources: readonly string[], placement: Pick<OfferingRecord, 'weeks' | 'slots' | 'dates'>) =>
    occupancy.free(calendar, resources, placement);

  const existing = offerings
    .ofTerm(term)
    .filter((o) => o.kcdm === course.kcdm && !o.students.includes(xykh) && !o.teachers.some((t) => demo(t.gh)) && o.slots.length > 0)
    .sort((a, b) => a.id.localeCompare(b.id))
    .find((o) => {
      const room = o.roomId ? org.rooms.get(o.roomId) : undefined;
      const seats = o.capacity > o.students.length && (!o.roomId || (room !== undefined && room.capacity > o.students.length));
      return seats && freeFor([studentKey(xykh)], o);
    });
  if (existing) return offerings.put({ ...existing, students: [...existing.students, xykh].sort() });
  if (!open) return undefined;

  const last = [...offerings.offerings.values()]
    .filter((o) => o.kcdm === course.kcdm && !o.teachers.some((t) => demo(t.gh)))
    .sort((a, b) => b.id.localeCompare(a.id))[0];
  const first = students
    .allStaff()
    .filter((s) => s.xydm === course.xydm && !demo(s.gh))
    .sort((a, b) => a.gh.localeCompare(b.gh))[0];
  const userOf = (gh: string) => [...store.slice(identitySlice).users.values()].find((u) => u.gh === gh)?.id ?? null;
  const teachers = last ? last.teachers : first ? [{ id: userOf(first.gh), gh: first.gh, xm: first.xm }] : [];
  if (teachers.length === 0) return undefined;
  const people = resourcesOf({ teachers, students: [xykh] }, null);
  const rooms = [...org.rooms.values()].filter((r) => r.capacity >= 1).sort((a, b) => a.capacity - b.capacity || a.name.localeCompare(b.name));
  const weeks = { from: 1, to: course.xs >= 48 ? 18 : 16, parity: 'all' as const };
  for (const { weekday, start } of SEED_PLACES) {
    const placement = { weeks, slots: [{ weekday, start, end: start + (course.xf >= 3 ? 2 : 1) }], dates: [] };
    if (placement.slots[0]!.end > 12 || !freeFor(people, placement)) continue;
    const room = rooms.find((r) => freeFor([roomKey(r.id)], placement));
    if (!room) continue;
    return offerings.put({
      id: offerings.nextIdOf(term),
      term,
      kcdm: course.kcdm,
      kcmc: course.kcmc,
      kcmcEn: course.kcmcEn,
      xf: course.xf,
      kclx: course.kclx,
      xydm: course.xydm,
      teachers,
      capacity: 30,
      students: [xykh],
      room: room.name,
      roomId: room.id,
      ...placement,
      scale: course.kclx === '4' ? 'level' : 'score',
    });
  }
  return undefined;
}

/** A passing mark that reaches `minGrade` too: a level at or above it, or a score a little to well above it. */
function passingMark(random: Random, scale: OfferingRecord['scale'], minGrade: number | null): GradeMark {
  const floor = Math.max(PASS_SCORE, minGrade ?? 0);
  if (scale === 'level') return { score: null, level: random.weighted(LEVEL_WEIGHTS.filter(([level]) => LEVEL_POINTS[level] >= floor)), flag: null };
  return { score: Math.min(100, floor + random.int(3, 18) + (random.chance(0.2) ? 0.5 : 0)), level: null, flag: null };
}

/**
 * The student's mark in a past-term offering, entered by its teacher the day before the sheet's submission, and
 * the submission recorded: a sheet submitted already keeps its own times (the row joins it late), a new one is
 * submitted on the term's last day and released a week later, as the seed's past sheets are.
 */
function gradeCoursework(store: Store, offering: OfferingRecord, xykh: string, mark: GradeMark): void {
  const grades = store.slice(gradesSlice);
  const term = store.slice(orgSlice).terms.get(offering.term);
  if (!term) return;
  const first = offering.teachers[0]!;
  const by: Actor = { id: first.id ?? first.gh, name: first.xm };
  const [y, m, d] = term.endDate.split('-').map(Number) as [number, number, number];
  const end = utc(y, m, d, 9);
  const before = grades.sheetOf(offering.id);
  const submittedAt = before.state === 'submitted' && before.submittedAt ? before.submittedAt : utcDateTime(end + 3 * 3_600_000);
  const sheet =
    before.state === 'submitted' && before.submittedAt
      ? before
      : { ...before, state: 'submitted' as const, submittedAt, submittedById: by.id, submittedByName: by.name, releaseAt: utcDateTime(end + 7 * 86_400_000) };
  grades.setMark(offering.id, xykh, mark, 'entry', by, utcDateTime(Date.parse(`${submittedAt.replace(' ', 'T')}Z`) - 26 * 3_600_000));
  grades.setSheet(sheet, 'submit', [xykh], by, submittedAt);
}
