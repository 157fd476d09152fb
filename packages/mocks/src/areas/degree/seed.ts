import type { components } from '@gs/sdk/schema';
import { DAY_MS, SEED_NOW, utcDateTime } from '../../core/clock.ts';
import { identitySlice } from '../../core/identity.ts';
import { Random } from '../../core/random.ts';
import type { Store } from '../../core/store.ts';
import { simplePdf } from '../../files/pdf.ts';
import { applicationsSlice } from '../applications/store.ts';
import { seedPeopleOf } from '../people.ts';
import { storageSlice } from '../storage/store.ts';
import { studentsSlice } from '../students/store.ts';
import { DEGREE_APPLICATION, nextCertificateNumber } from './kind.ts';
import {
  DEFENCE_RECORD_MODULE,
  type FileRef,
  REVIEW_FORM_MODULE,
  REVIEW_FORM_SCOPE,
  type ReviewRecord,
  THESIS_MODULE,
  type TeacherRef,
  type ThesisRecord,
  degreeSlice,
} from './store.ts';

type Student = components['schemas']['Student'];
type Staff = components['schemas']['Staff'];
type ReviewGrade = components['schemas']['ReviewGrade'];

/**
 * Ids of the stored files the spec's examples name (a review form for `submitReview`, a defence record for
 * `closeDefence`, both the `admin` account's, which the examples run as): fixed, so that a change of another area's
 * seed, which moves the store's id counter, does not move them. 19 digits as every stored file's (the server names
 * the bytes' file after it), just below the first id the counter hands out, so never one of its ids.
 */
export const EXAMPLE_FILES = { reviewForm: '1719999999999999998', defenceRecord: '1719999999999999999' } as const;

/** Who decides the graduate school's step of the seeded degree applications (no demo account: see `application`). */
const DEGREE_OFFICE = { id: 'yjsy-xwb', name: '研究生院学位办' };

/** A sequence of the area's own: the degree records do not draw from the areas' shared one (design-15 seeding). */
function ownRandom(seed: number): Random {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of 'degree') hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return new Random(hash >>> 0);
}

const TITLES = [
  '面向异构集群的深度学习训练调度方法研究',
  '基于图神经网络的交通流量预测方法',
  '多模态医学影像配准算法研究',
  '城市更新背景下历史街区空间活力评价',
  '高熵合金的制备工艺与力学性能研究',
  '数字普惠金融对农村家庭消费的影响',
  '低碳约束下区域综合能源系统优化调度',
  '新型钙钛矿太阳能电池界面修饰研究',
  '基于联邦学习的隐私保护推荐算法',
  '黄河流域生态补偿机制研究',
  '复杂网络上的传播动力学建模与控制',
  '面向智能制造的设备剩余寿命预测',
  '乡村振兴视角下农村集体经济发展路径研究',
  '大跨度桥梁风致振动的数值模拟',
  '基于深度强化学习的机器人抓取策略',
  '跨境电商平台的消费者信任机制研究',
  '锂硫电池正极材料的设计与性能',
  '学术英语写作中的立场标记研究',
  '中小学教师数字素养的评价与提升',
  '基于遥感的城市热岛效应时空演变分析',
];

const COMMENTS: Readonly<Record<ReviewGrade, readonly string[]>> = {
  A: ['选题前沿，研究方法科学，实验充分，结论可信，写作规范，达到学位论文要求，同意答辩。', '论文工作量饱满，创新性突出，文献综述全面，同意按期答辩。'],
  B: ['选题有理论意义，实验设计合理；第四章的对比实验需补充说明参数设置，小修后可答辩。', '研究内容完整，结论基本可靠，个别图表不够规范，修改后同意答辩。'],
  C: ['实验部分数据不足，创新点论证不充分，需较大修改后重新评阅。', '第三章方法描述不清，缺少与主流方法的比较，请修改后再送评阅。'],
  D: ['论文工作量明显不足，核心结论缺乏实验支撑，不同意答辩。', '研究方法存在根本性问题，主要结论不能成立，不同意答辩。'],
};

const ROOMS = ['信息楼 305', '行政楼 2 楼会议室', '科技楼 B201', '图书馆报告厅', '逸夫楼 412'];

/** Instants of the seeded timeline, `days` from the seed's "today" (negative: before it). */
const day = (days: number, hour = 9, minute = 0) => utcDateTime(SEED_NOW + days * DAY_MS + (hour - 8) * 3_600_000 + minute * 60_000);

/**
 * The degree records of the seed (our model, issue 24 §1), a spread over final-year students: theses in every state
 * of the blind review (some reviews overdue, a doctoral thesis waiting for its extra reviewers after a D, theses in
 * revision, passed, failed, appealed), defences scheduled, passed and failed, two degrees conferred through approved
 * applications, one application on its way, an open and a closed disciplinary flag. The spec's examples name the
 * first records (`lw-0001` .. `lw-0004`, `ps-0002`, `ps-0004`, `db-0001`, `cf-0001`). The doctoral journey's cast
 * (`doctoral`, `advisor`, `reviewer1..3`, `multi`) is left out of everything, so the journey starts from nothing.
 */
export function seedDegree(store: Store): void {
  const random = ownRandom(store.seed);
  const degree = store.slice(degreeSlice);
  const students = store.slice(studentsSlice);
  const storage = store.slice(storageSlice);
  const identity = store.slice(identitySlice);
  const engine = store.slice(applicationsSlice);
  const people = seedPeopleOf(store, random);
  const demo = students.demoPeople();
  const demoTeacher = demo.teacher;
  const cast = new Set([demoTeacher.gh, demo.otherTeacher.gh, demo.advisor?.gh, ...demo.reviewers.map((r) => r.gh)].filter((gh): gh is string => !!gh));
  const demoStudents = new Set([demo.student.xykh, demo.classmate?.xykh, demo.doctoral?.xykh].filter((x): x is string => !!x));
  const teachers: Staff[] = [...students.staff.values()].filter((s) => s.xydm && !cast.has(s.gh)).sort((a, b) => a.gh.localeCompare(b.gh));
  if (teachers.length < 6) return;

  const used = new Set<string>();
  const finalYear = [...students.students.values()]
    .filter((s) => s.xjzt === '01' && s.lb === '1' && !s.xwzsbh && s.dsgh && !demoStudents.has(s.xykh))
    .filter((s) => (s.pycc === '2' && s.rxnj === 2024) || (s.pycc === '1' && s.rxnj <= 2023))
    .sort((a, b) => a.xykh.localeCompare(b.xykh));
  const take = (test: (s: Student) => boolean): Student | undefined => {
    const found = finalYear.find((s) => !used.has(s.xykh) && test(s));
    if (found) used.add(found.xykh);
    return found;
  };
  // The `teacher` account reviews and sits on committees here: none of its own students is in the spread.
  const notTeachers = (s: Student) => s.dsgh !== demoTeacher.gh;
  /** Any of the rest, drawn: the spread mixes levels, colleges and cohorts. */
  const draw = (test: (s: Student) => boolean): Student | undefined => {
    const candidates = finalYear.filter((s) => !used.has(s.xykh) && test(s));
    if (candidates.length === 0) return undefined;
    const found = random.pick(candidates);
    used.add(found.xykh);
    return found;
  };

  const accountOf = (gh: string) => identity.accountsOf({ gh })[0];
  const ref = (s: Staff): TeacherRef => ({ gh: s.gh, xm: s.xm });

  function seedFile(
    name: string,
    module: string,
    biz: string,
    owner: { id: string | null; username: string },
    scope: { kind: string; key: string } | { kind: 'private' },
    at: string,
    lines: string[],
    id?: string,
  ): FileRef {
    const fileId = id ?? store.nextId();
    const bytes = simplePdf(name.replace(/[^\x20-\x7e]/g, '').replace(/\.pdf$/, '') || 'Document', lines);
    storage.seedFile(
      {
        meta: {
          id: fileId,
          realName: name,
          fileSize: bytes.byteLength,
          suffix: 'pdf',
          contentType: 'application/pdf',
          modules: module,
          biz,
          createBy: owner.username,
          createTime: at,
        },
        ownerId: owner.id,
        scope,
      },
      bytes,
    );
    return { id: fileId, name };
  }

  /** Reviewers for a student's thesis: teachers of other colleges, not the supervisor, none already on it. */
  function reviewersFor(student: Student, count: number, thesis?: ThesisRecord): Staff[] {
    const taken = new Set(thesis ? degree.reviewsOf(thesis.id).map((r) => r.reviewerGh) : []);
    const free = (t: Staff) => t.gh !== student.dsgh && !taken.has(t.gh);
    const pool = teachers.filter((t) => t.xydm !== student.xydm && free(t));
    const picked: Staff[] = [];
    while (picked.length < count && pool.length > 0) picked.push(...pool.splice(random.int(0, pool.length - 1), 1));
    // A small seed may have too few teachers elsewhere: then of the student's college too.
    for (const t of teachers) if (picked.length < count && free(t) && !picked.includes(t)) picked.push(t);
    return picked;
  }

  function upload(student: Student, at: string, title = random.pick(TITLES), revisionNotes: string | null = null): ThesisRecord {
    const account = identity.accountsOf({ xykh: student.xykh })[0];
    const file = seedFile(
      `${student.xm}-学位论文.pdf`,
      THESIS_MODULE,
      student.xykh,
      { id: account?.id ?? null, username: account?.username ?? student.xykh },
      { kind: 'student', key: student.xykh },
      at,
      // The Info dictionary of the upload names the author, as a word processor's would: the reviewer's copy must not.
      [`Thesis of student ${student.xykh}`, `Supervisor ${student.dsgh ?? ''}`],
    );
    return degree.submitThesis(student.xykh, { title, file, revisionNotes }, at);
  }

  function assign(thesis: ThesisRecord, reviewers: readonly Staff[], at: string): ReviewRecord[] {
    return degree.assignReviewers(degree.theses.get(thesis.id)!, reviewers.map(ref), at);
  }

  function open(review: ReviewRecord, at: string): ReviewRecord {
    return degree.declare(degree.reviews.get(review.id)!, false, null, at);
  }

  function submit(review: ReviewRecord, grade: ReviewGrade, at: string, score?: number): ReviewRecord {
    const current = degree.reviews.get(review.id)!;
    const account = accountOf(current.reviewerGh);
    const form = seedFile(
      `评阅书-${degree.theses.get(current.thesisId)!.code}.pdf`,
      REVIEW_FORM_MODULE,
      current.reviewerGh,
      {
        id: account?.id ?? null,
        username: account?.username ?? current.reviewerGh,
      },
      { kind: REVIEW_FORM_SCOPE, key: current.id },
      at,
      [`Review form ${current.id}`],
    );
    const points = score ?? { A: random.int(88, 96), B: random.int(78, 87), C: random.int(62, 74), D: random.int(40, 58) }[grade];
    return degree.submitReview(current, { score: points, grade, comments: random.pick(COMMENTS[grade]), reviewForm: form }, at);
  }

  /** A thesis through its review: uploaded, two reviewers, both opened and submitted with these grades. */
  function reviewed(student: Student, grades: readonly ReviewGrade[], start: number, extra: Staff[] = []): ThesisRecord {
    const thesis = upload(student, day(start));
    const reviewers = [...extra, ...reviewersFor(student, grades.length - extra.length)];
    const reviews = assign(thesis, reviewers, day(start + 2));
    reviews.forEach((r, i) => {
      open(r, day(start + 3 + i));
      submit(r, grades[i]!, day(start + 12 + 3 * i));
    });
    degree.setSimilarity(degree.theses.get(thesis.id)!, random.int(20, 140) / 10);
    return degree.theses.get(thesis.id)!;
  }

  function committee(student: Student, thesis: ThesisRecord, withTeacher = false): (TeacherRef & { role: 'chair' | 'secretary' | 'member' })[] {
    const reviewers = new Set(degree.reviewsOf(thesis.id).map((r) => r.reviewerGh));
    const pool = teachers.filter((t) => t.xydm === student.xydm && t.gh !== student.dsgh && !reviewers.has(t.gh));
    const picked: Staff[] = [];
    while (picked.length < 3 && pool.length > 0) picked.push(...pool.splice(random.int(0, pool.length - 1), 1));
    const [chair, secretary, member] = picked.length === 3 ? picked : reviewersFor(student, 3, thesis);
    const members = [
      { ...ref(chair!), role: 'chair' as const },
      { ...ref(secretary!), role: 'secretary' as const },
      { ...ref(member!), role: 'member' as const },
    ];
    if (withTeacher) members.splice(2, 0, { ...ref(demoTeacher), role: 'member' });
    return members;
  }

  function defended(student: Student, thesis: ThesisRecord, at: number, votes: readonly ('pass' | 'fail')[] | null, withTeacher = false): void {
    const members = committee(student, thesis, withTeacher);
    let defence = degree.scheduleDefence(thesis, { time: day(at, 14).slice(0, 16), room: random.pick(ROOMS), members }, student.dsgh ?? null, day(at - 14));
    if (!votes) return;
    members.forEach((m, i) => {
      const vote = votes[i];
      if (vote) defence = degree.recordVote(defence, m.gh, vote, vote === 'pass' ? '同意通过' : '论文答辩表述不清，不同意通过');
    });
    if (votes.length < members.length) return;
    const registrar = people.registrar;
    const record = seedFile(
      `答辩记录-${thesis.code}.pdf`,
      DEFENCE_RECORD_MODULE,
      student.xykh,
      { id: registrar.id, username: 'staff' },
      { kind: 'student', key: student.xykh },
      day(at, 17),
      [`Defence record ${thesis.code}`],
    );
    const passed = votes.filter((v) => v === 'pass').length;
    degree.closeDefence(
      defence,
      passed === votes.length
        ? '答辩委员会经无记名投票，一致同意通过论文答辩，建议授予学位。'
        : passed * 3 >= votes.length * 2
          ? '答辩委员会经无记名投票，同意通过论文答辩，建议授予学位。'
          : '答辩委员会经无记名投票，未达到通过所需票数，论文答辩不通过，建议修改后重新答辩。',
      record,
      day(at, 17),
    );
  }

  // ---- the records the spec's examples name ----------------------------------------------------------------

  const sameCollege = (s: Student) => s.xydm === demo.student.xydm;
  // lw-0001: a doctoral thesis of the demo college whose first D asked for two more reviewers, not yet assigned; the
  // `teacher` account's review (ps-0002) is open. The student has the seed's open disciplinary flag (cf-0001).
  const x = take((s) => s.pycc === '1' && sameCollege(s) && notTeachers(s)) ?? take((s) => s.pycc === '1' && notTeachers(s)) ?? take(notTeachers);
  if (!x) return;
  const xThesis = upload(x, day(-50, 10));
  degree.setSimilarity(xThesis, 6.3);
  const [first, second] = reviewersFor(x, 2);
  const xReviews = assign(xThesis, [first!, demoTeacher, second!], day(-48));
  xReviews.forEach((r, i) => open(r, day(-47 + i)));
  // A doctoral thesis's first D asks for two more reviewers (a master's, in a seed without a doctoral student, would fail).
  if (x.pycc === '1') submit(xReviews[0]!, 'D', day(-20, 15), 52);
  submit(xReviews[2]!, 'A', day(-15, 11), 91);
  degree.addFlag(x.xykh, '2026 年 6 月课程考试违纪，给予警告处分', people.registrar.name, day(-80, 10));

  // lw-0002: a master's thesis with the `teacher` account's review waiting for its declaration (ps-0004).
  const z = take((s) => s.pycc === '2' && s.xydm !== demoTeacher.xydm && notTeachers(s));
  if (z) {
    const thesis = upload(z, day(-30));
    const [other] = reviewersFor(z, 1);
    const [, zOther] = assign(thesis, [demoTeacher, other!], day(-3));
    open(zOther!, day(-2));
  }

  // lw-0003: passed, its defence (db-0001) scheduled with the `teacher` account on the committee; every member but
  // the secretary has voted.
  const w = take((s) => sameCollege(s) && notTeachers(s));
  if (w) {
    const thesis = reviewed(w, ['A', 'B'], -70);
    defended(w, thesis, 20, null, true);
    let defence = degree.defencesOf(w.xykh)[0]!;
    for (const m of defence.members) if (m.role !== 'secretary') defence = degree.recordVote(defence, m.gh, 'pass', '同意通过');
  }

  // lw-0004: passed, no defence yet (the `scheduleDefence` example).
  const y = take((s) => sameCollege(s) && notTeachers(s));
  if (y) reviewed(y, ['B', 'A'], -65);

  // The `admin` account's defence record and review form, uploaded and not yet used (the examples run as admin).
  const admin = identity.userByUsername('admin');
  if (admin) {
    const owner = { id: admin.id, username: admin.username };
    seedFile('答辩记录.pdf', DEFENCE_RECORD_MODULE, 'admin', owner, { kind: 'private' }, day(-1, 16), ['Defence record'], EXAMPLE_FILES.defenceRecord);
    seedFile('评阅书.pdf', REVIEW_FORM_MODULE, 'admin', owner, { kind: 'private' }, day(-1, 20), ['Review form'], EXAMPLE_FILES.reviewForm);
  }

  // ---- conferred, applied for, failed defence ------------------------------------------------------------

  /**
   * A degree application the student made, decided by their supervisor, their college's secretary and the degree
   * office of the graduate school. Its students are of other colleges than the `college` account's and supervised by
   * neither demo teacher, so the demo accounts' work lists stay as the README says.
   */
  function application(student: Student, outcome: { decided: number; last: 'approved' | 'open' }, at: number): void {
    engine.seedDecidedApplication({
      id: store.nextId(),
      kind: DEGREE_APPLICATION,
      subject: { type: 'student', student },
      applicant: { id: student.xykh, name: student.xm },
      payload: { kind: 'xwsq', statement: null },
      chain: [
        { role: 'supervisor', decider: people.supervisorOf(student) },
        { role: 'college', decider: people.secretaryOf(student.xydm) },
        { role: 'school', decider: DEGREE_OFFICE },
      ],
      outcome,
      at: SEED_NOW + at * DAY_MS,
      wait: () => random.int(20, 72) * 3_600_000,
      opinion: () => random.pick(['同意', '符合学位授予条件，同意', '经学位评定分委员会审议，同意授予']),
    });
  }

  const collegeAccount = identity.userByUsername('college')?.deptId;
  const applies = (c: Student) => notTeachers(c) && c.dsgh !== demo.otherTeacher.gh && c.xydm !== collegeAccount;
  for (let i = 0; i < 2; i += 1) {
    const s = draw((c) => applies(c) && c.pycc === '2');
    if (!s) break;
    const thesis = reviewed(s, ['A', 'A'], -120 + i * 5);
    defended(s, thesis, -70 + i * 3, ['pass', 'pass', 'pass']);
    application(s, { decided: 3, last: 'approved' }, -50 + i * 3);
    students.awardDegree(s.xykh, nextCertificateNumber(store, '2026', s.pycc), day(-40 + i * 3, 10));
  }
  const applying = draw(applies);
  if (applying) {
    const thesis = reviewed(applying, ['B', 'A'], -90);
    defended(applying, thesis, -30, ['pass', 'pass', 'pass']);
    application(applying, { decided: 1, last: 'open' }, -6);
  }
  const failedDefence = draw((c) => notTeachers(c));
  if (failedDefence) defended(failedDefence, reviewed(failedDefence, ['B', 'B'], -80), -25, ['fail', 'pass', 'fail']);

  // ---- the spread ---------------------------------------------------------------------------------------

  // Waiting for reviewers: just uploaded.
  for (let i = 0; i < 3; i += 1) {
    const s = draw(notTeachers);
    if (s) upload(s, day(-random.int(1, 6), random.int(9, 17)));
  }
  // In review: some assigned long ago and overdue, one with a declined review replaced.
  for (let i = 0; i < 5; i += 1) {
    const s = draw(notTeachers);
    if (!s) break;
    const start = i < 2 ? -60 : -random.int(8, 20);
    const thesis = upload(s, day(start));
    const reviews = assign(thesis, reviewersFor(s, 2), day(start + 2));
    open(reviews[0]!, day(start + 3));
    if (i === 2) {
      degree.declare(degree.reviews.get(reviews[1]!.id)!, true, '与作者同一课题组', day(start + 4));
      assign(thesis, reviewersFor(s, 1, degree.theses.get(thesis.id)), day(start + 5));
    } else if (i === 3) {
      submit(reviews[0]!, 'B', day(start + 6));
    }
  }
  // In revision after a C, and one revised and back with its reviewer.
  for (let i = 0; i < 2; i += 1) {
    const s = draw(notTeachers);
    if (!s) break;
    const thesis = upload(s, day(-45 + i * 5));
    const reviews = assign(thesis, reviewersFor(s, 2), day(-43 + i * 5));
    reviews.forEach((r) => open(r, day(-42 + i * 5)));
    submit(reviews[0]!, 'A', day(-35 + i * 5));
    submit(reviews[1]!, 'C', day(-30 + i * 5));
    if (i === 1) upload(s, day(-12), degree.theses.get(thesis.id)!.title, '已按评阅意见补充第三章与主流方法的对比实验，并重写了方法描述。');
  }
  // Passed, the `teacher` account among the reviewers of one.
  for (let i = 0; i < 3; i += 1) {
    const s = draw((c) => notTeachers(c) && (i > 0 || c.xydm !== demoTeacher.xydm));
    if (s) reviewed(s, i === 0 ? ['A', 'B'] : [random.pick(['A', 'B'] as const), random.pick(['A', 'B'] as const)], -40 + i * 4, i === 0 ? [demoTeacher] : []);
  }
  // Failed a master's review by a D, the appeal window long over; and one whose appeal waits for the graduate school.
  const failed = draw((c) => notTeachers(c) && c.pycc === '2');
  if (failed) reviewed(failed, ['B', 'D'], -60);
  const appealing = draw((c) => notTeachers(c) && c.pycc === '2');
  if (appealing) {
    const thesis = reviewed(appealing, ['B', 'D'], -22);
    degree.appeal(thesis, '评阅人 1 的意见认为实验数据不足，但第五章已给出三组公开数据集上的完整对比实验，恳请复议。', day(-8, 10));
  }
  // A closed flag: a warning served and lifted.
  const lifted = draw(notTeachers);
  if (lifted) {
    const flag = degree.addFlag(lifted.xykh, '2025 年 12 月实验室安全违规，给予警告处分', people.registrar.name, day(-260, 10));
    degree.closeFlag(flag, '处分期满，经学院申请予以解除', people.registrar.name, day(-80, 15));
  }
}
