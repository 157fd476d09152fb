import type { components } from '@gs/sdk/schema';
import { DAY_MS, SEED_NOW, utcDate } from '../../core/clock.ts';
import type { Random } from '../../core/random.ts';
import type { Application, ApplicationKind, KindContext, Payload } from '../application-kind.ts';
import type { ApplicationEngine, SeedOutcome } from '../applications/store.ts';
import { collegeByCode } from '../dicts/data.ts';
import type { Person } from '../people.ts';

type Student = components['schemas']['Student'];
type Teacher = components['schemas']['Teacher'];

export interface StatusChangePeople {
  students: readonly Student[];
  /** The demo student (their own withdrawable application) and the demo teacher's students (the teacher's to-do). */
  demoStudent: Student | undefined;
  demoStudentUser: Person | undefined;
  teacherStudents: readonly Student[];
  /** The graduate-school staff member who enters applications for students and decides the last step. */
  registrar: Person;
  supervisorOf(student: Student): Person | undefined;
  /** The college of the `college` demo account. */
  collegeCode: string | undefined;
  /** The college's secretary: the `college` account for its college, a seeded name elsewhere. */
  secretaryOf(xydm: string): Person;
  /** Supervisors a student could change to (same college, of the right kind). */
  teachersOf(xydm: string): readonly Teacher[];
  kinds: ReadonlyMap<string, ApplicationKind>;
  ctx: KindContext;
  /** Where the applications are stored and their decisions recorded. */
  engine: Pick<ApplicationEngine, 'seedDecidedApplication'>;
  /** Older applications to add for load tests (`--applications`), refused, withdrawn or open; 0 by default. */
  extra: number;
  nextId(): string;
}

const REASONS = {
  suspension: {
    '1': ['因病需住院治疗，医嘱建议休养', '手术后需长期康复休养'],
    '2': ['参与创办科技企业，需全职投入'],
    '3': ['应征入伍，已收到入伍通知书'],
    '9': ['家庭变故，需回家照顾家人'],
  },
  withdrawal: ['个人发展规划调整，决定退学就业', '出国留学，申请退学', '身体原因无法继续学业'],
  extension: ['学位论文实验数据需补充，申请延期毕业', '论文盲审未通过，需修改后重新送审', '参加联合培养项目，研究进度推迟'],
  majorChange: ['研究兴趣转向相关学科，已与拟转入专业导师沟通', '所学专业与职业规划不符，申请转入相近专业'],
  supervisorChange: ['原导师调离本校，申请更换导师', '研究方向调整，经双方导师同意申请更换'],
} as const;

const AGREE = ['同意', '情况属实，同意申请', '材料齐全，同意', '经审核，同意办理'];
const REFUSE = ['申请理由不充分，不同意', '材料不全，请补充证明材料后重新提交', '请先与导师充分沟通后再提交'];

type Outcome = SeedOutcome;

/**
 * Status-change applications in every state (our model): the demo student's own open one, the demo
 * teacher's students waiting at each step, and decided ones whose effect the students' records already
 * show (a suspended student has an approved suspension). Each decision is also an approval record, so
 * the history (`approval/list?coreKey=`) is the same as for a live decision.
 */
export function seedStatusChanges(random: Random, people: StatusChangePeople): void {
  const applications: Application[] = [];
  const used = new Set<string>();
  let day = 120;

  function add(kindId: Payload['kind'], student: Student, payload: Payload, outcome: Outcome, applicant: Person): void {
    const kind = people.kinds.get(kindId)!;
    used.add(student.id);
    const at = SEED_NOW - day * DAY_MS + random.int(8, 11) * 3_600_000;
    day = Math.max(3, day - random.int(3, 9));
    const chain = kind.steps(student, people.ctx).map((role) => ({
      role,
      decider: role === 'supervisor' ? people.supervisorOf(student) : role === 'college' ? people.secretaryOf(student.xydm) : people.registrar,
    }));
    const seeded = people.engine.seedDecidedApplication({
      id: people.nextId(),
      kind,
      subject: { type: 'student', student },
      applicant,
      payload,
      chain,
      outcome,
      at,
      wait: (reason) => (reason === 'decision' ? random.int(3, 40) : random.int(2, 20)) * 3_600_000,
      opinion: (refused) => random.pick(refused ? REFUSE : AGREE),
    });
    applications.push(seeded.application);
  }

  const dateAround = (offsetDays: number) => utcDate(SEED_NOW + offsetDays * DAY_MS);
  const later = (date: string | undefined, years: number) => (date ? `${Number(date.slice(0, 4)) + years}${date.slice(4)}` : dateAround(365 * years));
  const suspension = (): Payload => {
    const category = random.weighted([
      ['1', 4],
      ['2', 1],
      ['3', 1],
      ['9', 2],
    ] as const);
    return {
      kind: 'suspension',
      category,
      reason: random.pick(REASONS.suspension[category]),
      startDate: dateAround(random.int(-60, 20)),
      months: category === '3' ? 24 : random.pick([6, 12]),
    };
  };
  const extension = (student: Student, years = 1): Payload => ({
    kind: 'extension',
    reason: random.pick(REASONS.extension),
    yjbyrq: later(student.yjbyrq, years),
  });
  const withdrawal = (): Payload => ({ kind: 'withdrawal', reason: random.pick(REASONS.withdrawal), withdrawDate: dateAround(random.int(-30, 30)) });
  const majorChange = (student: Student): Payload | undefined => {
    const majors = (collegeByCode(student.xydm)?.majors ?? []).filter((m) => m.code !== student.zydm && !(student.pycc === '1' && m.professional));
    if (majors.length === 0) return undefined;
    return { kind: 'majorChange', reason: random.pick(REASONS.majorChange), xydm: student.xydm, zydm: random.pick(majors).code };
  };
  const supervisorChange = (student: Student): Payload | undefined => {
    const teachers = people.teachersOf(student.xydm).filter((t) => t.gh !== student.dsgh && t.dslx !== '0' && (student.pycc !== '1' || t.dslx === '1'));
    if (teachers.length === 0) return undefined;
    return { kind: 'supervisorChange', reason: random.pick(REASONS.supervisorChange), dsgh: random.pick(teachers).gh };
  };

  const enrolled = people.students.filter((s) => s.xjzt === '01' && s.lb === '1');
  const pickEnrolled = (prefer: readonly Student[] = []) =>
    [...prefer, ...enrolled].find((s) => !used.has(s.id) && s.xjzt === '01' && s.dsgh !== null && s.dsgh !== undefined);
  const { registrar } = people;

  // Decided long ago, visible in the records today.
  for (const s of people.students.filter((x) => x.xjzt === '02').slice(0, 4)) add('suspension', s, suspension(), { decided: 3, last: 'approved' }, registrar);
  for (const s of people.students.filter((x) => x.xjzt === '03').slice(0, 2)) add('withdrawal', s, withdrawal(), { decided: 3, last: 'approved' }, registrar);
  for (const s of people.students.filter((x) => x.xjzt === '06').slice(0, 3)) add('extension', s, extension(s, 0), { decided: 3, last: 'approved' }, registrar);
  // Refused and withdrawn ones.
  const refusedMajor = pickEnrolled();
  const refusedMajorPayload = refusedMajor && majorChange(refusedMajor);
  if (refusedMajor && refusedMajorPayload) add('majorChange', refusedMajor, refusedMajorPayload, { decided: 0, last: 'rejected' }, registrar);
  const refusedSupervisor = pickEnrolled();
  const refusedSupervisorPayload = refusedSupervisor && supervisorChange(refusedSupervisor);
  if (refusedSupervisor && refusedSupervisorPayload)
    add('supervisorChange', refusedSupervisor, refusedSupervisorPayload, { decided: 1, last: 'rejected' }, registrar);
  const withdrawn = pickEnrolled();
  if (withdrawn) add('suspension', withdrawn, suspension(), { decided: 0, last: 'withdrawn' }, registrar);
  // Open ones: at the graduate school, at the college (of the demo teacher's students), at the supervisor.
  const atSchool = pickEnrolled();
  if (atSchool) add('withdrawal', atSchool, withdrawal(), { decided: 2, last: 'open' }, registrar);
  // At the college step for the `college` account's college, a student of the demo teacher's if they study there.
  const ofCollege = (list: readonly Student[]) => list.filter((s) => s.xydm === people.collegeCode && s.id !== people.demoStudent?.id);
  const atCollege = pickEnrolled([...ofCollege(people.teacherStudents), ...ofCollege(enrolled)]);
  if (atCollege) add('extension', atCollege, extension(atCollege), { decided: 1, last: 'open' }, registrar);
  const waiting = people.teacherStudents.filter((s) => s.id !== people.demoStudent?.id && s.xjzt === '01' && !used.has(s.id));
  const [first, second] = waiting;
  if (first) add('suspension', first, suspension(), { decided: 0, last: 'open' }, registrar);
  const secondPayload = second && majorChange(second);
  if (second && secondPayload) add('majorChange', second, secondPayload, { decided: 0, last: 'open' }, registrar);
  // Last, so that it is the newest: the demo student's own application, which they may still withdraw.
  day = 2;
  if (people.demoStudent && people.demoStudentUser)
    add('extension', people.demoStudent, extension(people.demoStudent), { decided: 0, last: 'open' }, people.demoStudentUser);

  // Load-test volume, after everything above so that the default seed is the same with or without it.
  // None is approved: an approved one would have to show in the student's record. An open one needs a
  // kind and student without another open one (the engine's rule), else it is refused instead.
  const open = new Set(applications.filter((a) => a.state === 'submitted' || a.state === 'in_review').map((a) => `${a.kind} ${a.subject.xykh}`));
  const supervised = people.students.filter((s) => s.dsgh !== null && s.dsgh !== undefined);
  for (let i = 0; i < people.extra && supervised.length > 0; i += 1) {
    const student = random.pick(supervised);
    const kind = random.weighted([
      ['suspension', 3],
      ['extension', 3],
      ['withdrawal', 1],
      ['majorChange', 1],
      ['supervisorChange', 1],
    ] as const);
    const payload =
      kind === 'suspension'
        ? suspension()
        : kind === 'extension'
          ? extension(student)
          : kind === 'withdrawal'
            ? withdrawal()
            : kind === 'majorChange'
              ? majorChange(student)
              : supervisorChange(student);
    if (!payload) continue;
    let outcome: Outcome = random.weighted([
      [{ decided: random.int(0, 2), last: 'rejected' }, 12],
      [{ decided: 0, last: 'withdrawn' }, 5],
      [{ decided: random.int(0, 2), last: 'open' }, 3],
    ] as const);
    if (outcome.last === 'open') {
      if (open.has(`${kind} ${student.xykh}`)) outcome = { decided: outcome.decided, last: 'rejected' };
      else open.add(`${kind} ${student.xykh}`);
    }
    day = random.int(3, 720);
    add(kind, student, payload, outcome, registrar);
  }
}
