import type { components } from '@gs/sdk/schema';
import { DAY_MS, SEED_NOW, utc, utcDate, utcDateTime } from '../../core/clock.ts';
import { identitySlice } from '../../core/identity.ts';
import { Random } from '../../core/random.ts';
import type { Store } from '../../core/store.ts';
import { type SeedOutcome, applicationsSlice } from '../applications/store.ts';
import { type ConfigRecord, configSlice } from '../config/store.ts';
import { collegeByCode } from '../dicts/data.ts';
import { seedPeopleOf } from '../people.ts';
import { studentsSlice } from '../students/store.ts';
import { SCHOLARSHIP_KIND, currentYear } from './kind.ts';
import { LEVELS, RULE_CATEGORIES, scored, yearBounds } from './rules.ts';
import { countKey } from './summary.ts';

type Student = components['schemas']['Student'];
type AchievementInput = components['schemas']['ScholarshipAchievementInput'];

/** The scholarship area's own sequence: merging other new areas before or after it leaves its data as it is. */
function ownRandom(seed: number): Random {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of 'scholarship') hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return new Random(hash >>> 0);
}

const TOPICS = [
  '图神经网络',
  '联邦学习',
  '知识图谱',
  '多模态检索',
  '边缘计算',
  '区块链溯源',
  '小样本学习',
  '可信人工智能',
  '时空数据挖掘',
  '软件缺陷预测',
  '智能电网调度',
  '新型储能材料',
];
const TITLES: Readonly<Record<string, readonly ((topic: string) => string)[]>> = {
  '1': [(t) => `基于${t}的高效推理方法研究`, (t) => `面向${t}的鲁棒优化算法`, (t) => `${t}中的表示学习：理论与实验`],
  '2': [(t) => `国家自然科学基金青年项目“${t}关键技术”（参与）`, (t) => `省重点研发计划“${t}应用示范”（参与）`, (t) => `校研究生创新项目“${t}”（主持）`],
  '3': [() => '中国研究生数学建模竞赛', () => '“挑战杯”全国大学生课外学术科技作品竞赛', () => '中国研究生创“芯”大赛', () => '全国研究生电子设计竞赛'],
  '4': [(t) => `一种${t}的数据处理方法及系统`, (t) => `${t}实验平台软件 V1.0`],
  '5': [() => '暑期“三下乡”社会实践', () => '社区科普志愿服务', () => '乡村振兴调研实践'],
  '6': [() => '研究生会学术部部长', () => '班级党支部书记', () => '研究生班长'],
};
const STATEMENTS = [
  '本学年我在导师指导下专注于课题研究，按计划完成了课程学习和开题工作，积极参加学术交流，取得了一定的研究成果。',
  '本学年我认真完成课程学习，参与导师的科研项目，在学术论文和学科竞赛方面均有收获，同时积极参加学生工作和社会实践。',
  '过去一年我在科研上投入了大量时间，发表了论文并参与项目申报，也在学院学生组织中承担工作，希望继续努力做出更好的成果。',
];
const AGREE = ['同意', '成果属实，同意推荐', '材料齐全，同意'];
const REFUSE = ['成果证明材料不全，不同意', '所列成果不在本学年内，请核实后重新申请'];

/** Places per level of the `college` account's college, as counts (every other college uses the percentages). */
const COLLEGE_COUNTS: Readonly<Record<string, number>> = { '1': 2, '2': 3, '3': 4 };

/**
 * Seeded scholarship applications (our model): for the year assessed now, a meaningful ranking in the
 * `college` account's college (about fourteen approved, a few still being decided, one refused) and
 * smaller ones in five other colleges; the demo student's approved application of the year before (so
 * that they may apply for this one); one waiting for the demo teacher. Decisions come with their approval
 * records. Dates follow SEED_NOW: this year's applications after the window opened on 1 September.
 */
export function seedScholarships(store: Store): void {
  const random = ownRandom(store.seed);
  const identity = store.slice(identitySlice);
  const students = store.slice(studentsSlice);
  const engine = store.slice(applicationsSlice);
  const ctx = { store };
  const year = currentYear(ctx);
  const previous = `${Number(year.slice(0, 4)) - 1}-${year.slice(0, 4)}`;

  const college = identity.userByUsername('college');
  const ownCollege = college?.deptId ?? '001';
  const demo = students.byXykh(identity.userByUsername('student')?.xykh ?? '');
  const demoUser = identity.userByUsername('student');
  const teacherGh = identity.userByUsername('teacher')?.gh ?? undefined;
  const people = seedPeopleOf(store, random);

  function achievements(of: string, strength: number): AchievementInput[] {
    const { start, end } = yearBounds(of);
    const from = utc(Number(start.slice(0, 4)), 9, 1);
    const days = Math.round((utc(Number(end.slice(0, 4)), 8, 31) - from) / DAY_MS);
    const count = random.int(1, 3 + strength);
    return Array.from({ length: count }, (): AchievementInput => {
      const category = random.weighted([
        ['1', 3 + strength],
        ['2', 2],
        ['3', 2],
        ['4', 1],
        ['5', 2],
        ['6', 2],
      ] as const);
      const rule = RULE_CATEGORIES.find((r) => r.category === category)!;
      // Stronger applicants publish in better venues: the level is drawn from the top for them.
      const levels = rule.levels;
      const level =
        levels.length === 0 ? undefined : levels[Math.min(levels.length - 1, Math.max(0, random.int(0, levels.length - 1) - random.int(0, strength)))]!.level;
      return {
        category,
        title: random.pick(TITLES[category]!)(random.pick(TOPICS)),
        ...(level ? { level } : {}),
        date: utcDate(from + random.int(0, days) * DAY_MS),
      };
    });
  }

  /** One application, decided `decided` steps (the last of them refused when `refused`), submitted at `at`. */
  function add(student: Student, of: string, at: number, decided: number, refused = false): void {
    const id = store.nextId();
    const score = scored(achievements(of, random.int(0, 2)));
    const payload = { kind: 'scholarship' as const, year: of, statement: random.pick(STATEMENTS), ...score };
    const deciders = [people.supervisorOf(student), people.secretaryOf(student.xydm)];
    const chain = SCHOLARSHIP_KIND.steps(student, ctx).map((role, i) => ({ role, decider: deciders[i] }));
    // A step without a decider is skipped: deciding as many as are left approves the application.
    const left = chain.filter((step) => step.decider).length;
    const outcome: SeedOutcome =
      refused && decided <= left
        ? { decided: decided - 1, last: 'rejected' }
        : decided >= left
          ? { decided: left, last: 'approved' }
          : { decided, last: 'open' };
    engine.seedDecidedApplication({
      id,
      kind: SCHOLARSHIP_KIND,
      subject: { type: 'student', student },
      applicant: { id: student.id === demo?.id && demoUser ? demoUser.id : student.id, name: student.xm },
      payload,
      chain,
      outcome,
      at,
      wait: () => random.int(6, 60) * 3_600_000,
      opinion: (refuse) => random.pick(refuse ? REFUSE : AGREE),
    });
  }

  const eligible = (s: Student) => s.xjzt === '01' && s.lb === '1' && s.id !== demo?.id && Boolean(s.dsgh);
  const all = [...students.students.values()].filter(eligible);
  const used = new Set<string>();
  const take = (pool: readonly Student[], n: number) => {
    const picked = pool.filter((s) => !used.has(s.id)).slice(0, n);
    for (const s of picked) used.add(s.id);
    return picked;
  };
  // This year's applications were submitted after the window opened (SEED_NOW is its first day).
  let day = 1;
  const next = () => SEED_NOW + (day += random.int(0, 1)) * DAY_MS + random.int(1, 10) * 3_600_000;

  // The demo student's approved application of last year: they may apply for this year.
  if (demo && demoUser) add(demo, previous, SEED_NOW - random.int(330, 350) * DAY_MS, 2);
  // One waiting for the demo teacher (their student, at the supervisor step).
  const [waiting] = take(
    all.filter((s) => s.dsgh === teacherGh),
    1,
  );
  if (waiting) add(waiting, year, next(), 0);

  const ofCollege = (xydm: string) => all.filter((s) => s.xydm === xydm);
  const plan: [string, number, number][] = [[ownCollege, 14, 3]];
  const others = [...new Set(all.map((s) => s.xydm))]
    .filter((x) => x !== ownCollege)
    .sort()
    .slice(0, 5);
  for (const xydm of others) plan.push([xydm, random.int(4, 8), random.int(1, 2)]);
  for (const [xydm, approved, pending] of plan) {
    const pool = take(ofCollege(xydm), approved + pending + 1);
    pool.slice(0, approved).forEach((s) => add(s, year, next(), 2));
    pool.slice(approved, approved + pending).forEach((s, i) => add(s, year, next(), i % 2));
    const refused = pool[approved + pending];
    if (refused) add(refused, year, next(), random.int(1, 2), true);
  }
  // Last year's ranking of the college, for the year filter.
  for (const s of take(ofCollege(ownCollege), 5)) add(s, previous, SEED_NOW - random.int(330, 350) * DAY_MS, 2);

  const config = store.slice(configSlice);
  const updateTime = utcDateTime(SEED_NOW - 12 * DAY_MS + 9 * 3_600_000);
  const collegeName = collegeByCode(ownCollege)?.name ?? ownCollege;
  const collegeNameEn = collegeByCode(ownCollege)?.en ?? collegeName;
  for (const { level, name, nameEn } of LEVELS) {
    const item: ConfigRecord = {
      key: countKey(ownCollege, level),
      name: `${collegeName}${name}学业奖学金名额（人）`,
      nameEn: `${collegeNameEn}: ${nameEn.toLowerCase()} academic scholarship places`,
      group: 'xyjxj',
      type: 'number',
      value: COLLEGE_COUNTS[level]!,
      min: 0,
      max: 1000,
      description: `${collegeName}获${name}学业奖学金的人数；未配置名额的学院按比例计算`,
      descriptionEn: `Places of the ${nameEn.toLowerCase()} academic scholarship in ${collegeNameEn}; colleges without places use the shares`,
      updateTime,
      updateBy: 'staff',
    };
    config.define(item);
  }
}
