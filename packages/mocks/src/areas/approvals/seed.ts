import type { components } from '@gs/sdk/schema';
import { DAY_MS, SEED_NOW, utcDateTime } from '../../core/clock.ts';
import type { Random } from '../../core/random.ts';
import type { Person } from '../people.ts';
import { RECORD_APPROVALS } from '../students/store.ts';

type ApprovalRecord = components['schemas']['ApprovalRecord'];
type Student = components['schemas']['Student'];

/** A business that goes through approval: how the approval dialog is configured for it (SPEC 3). */
interface Flow {
  mkCode: string;
  coreCode: string;
  type: string;
  callback: string;
  /** Extra form values the applicant or approver filled in. */
  appendData: (random: Random) => Record<string, unknown>;
}

// The businesses about a student record (the students area's): its review and its check. Each flow draws
// as many values, in the same order, as the flow it replaced (flows of other businesses keyed by a student
// id, which no area owns), so the data of every area seeded after this one stays as it was.
const FLOWS: Flow[] = [
  {
    ...RECORD_APPROVALS.review,
    appendData: (random) => ({
      shnr: random.pick(['基本信息', '联系方式', '学历信息', '培养信息']),
      shsm: random.pick(['信息与证明材料一致', '联系方式已更新', '补充本科学历信息', '培养方式已核实']),
    }),
  },
  {
    ...RECORD_APPROVALS.check,
    appendData: (random) => ({ gzxs: random.int(1, 20), hdfs: random.pick(['线上核对', '现场核对', '材料核对']) }),
  },
  {
    ...RECORD_APPROVALS.review,
    appendData: (random) => ({ shnr: random.pick(['基本信息', '联系方式', '学历信息', '培养信息']), clfs: random.int(3, 14) }),
  },
  { ...RECORD_APPROVALS.check, appendData: () => ({}) },
];

const AGREE = ['同意', '同意。', '情况属实，同意申请', '材料齐全，同意', '经审核，同意办理'];
const REFUSE = ['材料不全，请补充证明材料后重新提交', '申请理由不充分，不同意', '请先与导师沟通后再提交', '信息填写有误，请核实后重新提交'];

export interface ApprovalPeople {
  /** Students to give approval histories, the demo accounts' own first. */
  students: readonly Student[];
  supervisorOf(student: Student): Person | undefined;
  /** The secretary of a college: a seeded name (these histories name no demo account at the college step). */
  secretaryOf(xydm: string): Person;
  registrar: Person;
}

/**
 * About 60 approval records of student records (our model): each business goes supervisor -> college -> graduate school, stops at
 * the first refusal (status 9), and a refused application is sometimes resubmitted and approved.
 */
export function seedApprovals(random: Random, people: ApprovalPeople, nextId: () => string): ApprovalRecord[] {
  const records: ApprovalRecord[] = [];
  let day = 180;
  for (const student of people.students) {
    if (records.length >= 60) break;
    const flow = random.pick(FLOWS);
    const appendData = flow.appendData(random);
    const steps = [people.supervisorOf(student) ?? people.secretaryOf(student.xydm), people.secretaryOf(student.xydm), people.registrar];
    let at = SEED_NOW - day * DAY_MS + random.int(9, 11) * 3_600_000;
    day = Math.max(2, day - random.int(2, 8));
    const rounds = random.chance(0.25) ? 2 : 1;
    for (let round = 0; round < rounds; round += 1) {
      const refuseAt = round === 0 && (rounds === 2 || random.chance(0.15)) ? random.int(0, 2) : -1;
      for (let step = 0; step < steps.length; step += 1) {
        const refused = step === refuseAt;
        at += random.int(2, 30) * 3_600_000;
        if (at > SEED_NOW) break;
        records.push({
          id: nextId(),
          coreKey: student.id,
          type: flow.type,
          callback: flow.callback,
          mkCode: flow.mkCode,
          coreCode: flow.coreCode,
          status: refused ? 9 : 1,
          opinion: refused ? random.pick(REFUSE) : random.pick(AGREE),
          approverId: steps[step]!.id,
          approverName: steps[step]!.name,
          createTime: utcDateTime(at),
          appendData,
        });
        if (refused) break;
      }
      at += random.int(1, 5) * DAY_MS;
    }
  }
  return records;
}
