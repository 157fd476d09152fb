import { leaveDays } from '@gs/sdk/rules/leave';
import type { components } from '@gs/sdk/schema';
import { DAY_MS, SEED_NOW, utcDate, utcDateTime } from '../../core/clock.ts';
import type { Random } from '../../core/random.ts';
import type { KindContext } from '../application-kind.ts';
import type { ApplicationEngine, SeedOutcome } from '../applications/store.ts';
import type { Person } from '../people.ts';
import { LEAVE_KIND, type LeavePayload, addDays } from './kinds.ts';

type Student = components['schemas']['Student'];
type Step = components['schemas']['ApplicationStep'];

export interface LeavePeople {
  students: readonly Student[];
  /** The demo student (a cancelled and an approved leave of their own) and the demo teacher's students (their to-do). */
  demoStudent: Student | undefined;
  demoStudentUser: Person | undefined;
  teacherStudents: readonly Student[];
  /** Who decides each step for a student (the supervisor, the college's secretary, the graduate school). */
  deciderOf(role: Step['role'], student: Student): Person | undefined;
  /** Who records a cancel-leave on a student's behalf (the graduate school). */
  registrar: Person;
  ctx: KindContext;
  nextId(): string;
  /** Where the leaves are stored, their decisions recorded and their returns noted. */
  engine: Pick<ApplicationEngine, 'seedDecidedApplication' | 'recordCancellation'>;
}

const REASONS: Readonly<Record<LeavePayload['leaveType'], readonly string[]>> = {
  '1': ['家中有事需回家处理', '办理个人证件及户籍相关事务', '参加亲属婚礼'],
  '2': ['感冒发烧，需就医休息', '急性肠胃炎，遵医嘱休息', '牙科手术后需复诊休养'],
  '3': ['本人登记结婚，申请婚假'],
  '4': ['直系亲属去世，回家奔丧'],
  '5': ['生育，申请产假'],
  '6': ['赴合作企业开展课题调研', '参加野外科学考察', '赴兄弟院校开展联合实验'],
  '9': ['参加学术会议并作报告', '参加全国研究生数学建模竞赛'],
};
const DESTINATIONS = ['北京市海淀区', '上海市浦东新区', '湖北省武汉市', '四川省成都市', '广东省深圳市', '浙江省杭州市', '陕西省西安市', '江苏省南京市'];
const AGREE = ['同意', '情况属实，同意请假', '同意，注意安全', '同意，返校后及时销假'];
const REFUSE = ['请假事由不充分，不同意', '课程与实验安排冲突，请调整时间后再申请'];

type Outcome = SeedOutcome & { cancel?: number };

/**
 * Leave applications in every state (our model), laid out from SEED_NOW: the demo student's approved
 * leave (to cancel) and a cancelled one; leaves of the demo teacher's students waiting for them and one
 * at the college step; decided, cancelled, refused and withdrawn ones elsewhere. Each decision is also an
 * approval record, so the history is the same as for a live decision.
 */
export function seedLeaves(random: Random, people: LeavePeople): void {
  const used = new Set<string>();
  const kind = LEAVE_KIND;

  function add(student: Student, start: number, days: number, outcome: Outcome, applicant?: Person, leaveType?: LeavePayload['leaveType']): void {
    used.add(student.id);
    const type =
      leaveType ??
      random.weighted([
        ['1', 5],
        ['2', 4],
        ['6', 3],
        ['9', 2],
        ['3', 1],
        ['4', 1],
      ] as const);
    const leaveStart = utcDate(SEED_NOW + start * DAY_MS);
    const leaveEnd = addDays(leaveStart, days - 1);
    const payload: LeavePayload = {
      kind: 'leave',
      leaveType: type,
      leaveStart,
      leaveEnd,
      days,
      reason: random.pick(REASONS[type]),
      destination: random.pick(DESTINATIONS),
      phone: student.sjhm && /^1[3-9]\d{9}$/.test(student.sjhm) ? student.sjhm : `139${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      cancellation: null,
    };
    // Asked for one to five days ahead, in office hours.
    const submitted = SEED_NOW + (start - random.int(1, 5)) * DAY_MS + random.int(1, 4) * 3_600_000;
    const id = people.nextId();
    const chain = kind.steps(student, people.ctx, payload).map((role) => ({ role, decider: people.deciderOf(role, student) }));
    const seeded = people.engine.seedDecidedApplication({
      id,
      kind,
      subject: { type: 'student', student },
      applicant: applicant ?? people.registrar,
      payload,
      chain,
      outcome,
      at: submitted,
      wait: (reason) => (reason === 'decision' ? random.int(1, 8) : random.int(2, 20)) * 3_600_000,
      opinion: (refused) => random.pick(refused ? REFUSE : AGREE),
    });
    const { application } = seeded;
    if (application.state === 'approved' && outcome.cancel !== undefined) {
      // Back `cancel` days after the first day (the last day of leave counts, so the return day does too).
      const returnDate = addDays(leaveStart, outcome.cancel);
      const canceller = applicant ?? people.registrar;
      const at = Math.max(seeded.at, SEED_NOW + (start + outcome.cancel) * DAY_MS + random.int(1, 8) * 3_600_000);
      const cancellation = {
        returnDate,
        actualDays: leaveDays(leaveStart, returnDate)!,
        remark: random.pick([null, '已按时返校', '提前返校']),
        cancelledAt: utcDateTime(at),
        cancelledById: canceller.id,
        cancelledByName: canceller.name,
      };
      people.engine.recordCancellation(application, { ...payload, cancellation }, utcDateTime(at));
    }
  }

  const self = (student: Student): Person => ({ id: `stu${student.xykh}`, name: student.xm });
  const enrolled = people.students.filter((s) => s.xjzt === '01' && s.lb === '1' && s.id !== people.demoStudent?.id);
  const pick = (prefer: readonly Student[] = []) => [...prefer, ...enrolled].find((s) => !used.has(s.id) && s.xjzt === '01');

  // Decided and cancelled leaves of the last weeks, and some refused or withdrawn.
  for (let i = 0; i < 8; i += 1) {
    const student = pick();
    if (!student) break;
    const days = random.pick([1, 2, 3, 5, 7, 10, 18]);
    const decided = days <= 3 ? 1 : days <= 14 ? 2 : 3;
    add(student, -random.int(20, 60), days, { decided, last: 'approved', cancel: days - 1 - random.int(0, Math.min(1, days - 1)) }, self(student));
  }
  for (const outcome of [
    { decided: 0, last: 'rejected' },
    { decided: 1, last: 'rejected' },
    { decided: 0, last: 'withdrawn' },
  ] as const) {
    const student = pick();
    if (student) add(student, random.int(-10, 10), random.pick([2, 6]), outcome, self(student));
  }
  // Open ones elsewhere: approved but not cancelled yet, at the graduate school, at the college.
  for (const [days, outcome] of [
    [3, { decided: 1, last: 'approved' }],
    [20, { decided: 2, last: 'open' }],
    [6, { decided: 1, last: 'open' }],
  ] as const) {
    const student = pick();
    if (student) add(student, random.int(2, 12), days, outcome, self(student));
  }
  // The demo teacher's students: two waiting for the supervisor, one (a week) at the college after the supervisor's yes.
  const mine = people.teacherStudents.filter((s) => s.id !== people.demoStudent?.id && s.xjzt === '01');
  const [first, second, third] = mine.filter((s) => !used.has(s.id));
  if (first) add(first, 3, 2, { decided: 0, last: 'open' }, self(first), '1');
  if (second) add(second, 5, 1, { decided: 0, last: 'open' }, self(second), '2');
  if (third) add(third, 8, 7, { decided: 1, last: 'open' }, self(third), '6');
  // Last, so that they are the newest: the demo student's cancelled leave and an approved one to cancel.
  const demo = people.demoStudent;
  const user = people.demoStudentUser;
  if (demo && user) {
    add(demo, -12, 2, { decided: 1, last: 'approved', cancel: 1 }, user, '2');
    add(demo, 4, 3, { decided: 1, last: 'approved' }, user, '1');
  }
}
