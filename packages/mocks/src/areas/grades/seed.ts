import type { components } from '@gs/sdk/schema';
import type { GradeLevel } from '@gs/sdk/rules/grade';
import { SEED_NOW, utc, utcDateTime } from '../../core/clock.ts';
import { identitySlice } from '../../core/identity.ts';
import { Random } from '../../core/random.ts';
import type { Store } from '../../core/store.ts';
import { configSlice } from '../config/store.ts';
import { type OfferingRecord, cohortOfferingId, offeringsSlice } from '../offerings/store.ts';
import { orgSlice } from '../org/store.ts';
import { REGISTRAR } from '../people.ts';
import { studentsSlice } from '../students/store.ts';
import { type Actor, type GradeMark, gradesSlice } from './store.ts';

type PracticeKind = components['schemas']['PracticeKind'];

/** The area's own sequence (from the store's seed and its name): the areas before it keep their data. */
function ownRandom(seed: number): Random {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of 'grades') hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
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
 * students), a fifth of them still pending.
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
}
