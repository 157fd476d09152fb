import type { components } from '@gs/sdk/schema';
import { DAY_MS, SEED_NOW, utcDateTime } from '../../core/clock.ts';
import { Random } from '../../core/random.ts';
import { simplePdf } from '../../files/pdf.ts';
import type { Payload } from '../application-kind.ts';
import type { ApplicationEngine, SeedOutcome } from '../applications/store.ts';
import { collegeByCode } from '../dicts/data.ts';
import type { Direction } from '../org/store.ts';
import type { Person } from '../people.ts';
import type { FileRecord } from '../storage/store.ts';
import { REVIEW_FORM_MODULE, SUPERVISOR_SELECTION } from './kind.ts';

type Teacher = components['schemas']['Teacher'];

export interface SelectionPeople {
  /** Teachers of a college, in seed order, without the demo accounts (they apply in the journeys). */
  teachers: readonly Teacher[];
  directionsOf(zydm: string): readonly Direction[];
  /** The account of a teacher (or, without one, their staff number), who applies and uploads the form. */
  personOf(teacher: Teacher): Person;
  /** The `college` demo account's college and the account itself. */
  collegeCode: string | undefined;
  secretaryOf(xydm: string): Person;
  registrar: Person;
  nextId(): string;
  /** Where the applications are stored and their decisions recorded. */
  engine: Pick<ApplicationEngine, 'seedDecidedApplication'>;
}

/** A sequence of the area's own: the selections do not draw from the areas' shared one (design-15 seeding). */
export function selectionRandom(seed: number): Random {
  let hash = 0x811c9dc5 ^ seed;
  for (const c of 'supervisorSelection') hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193);
  return new Random(hash >>> 0);
}

const ACHIEVEMENTS = [
  '近五年主持国家自然科学基金面上项目 1 项、省部级项目 2 项，以第一或通讯作者发表 SCI 论文 8 篇，获省科技进步二等奖 1 项。',
  '主持国家重点研发计划课题 1 项，发表高水平论文 12 篇（其中 CCF-A 类 3 篇），授权发明专利 4 项，协助指导硕士研究生 6 名。',
  '主持横向科研项目 5 项，累计到账经费 320 万元，出版专著 1 部，获校级优秀教学成果一等奖，协助指导研究生 4 名。',
  '主持省自然科学基金项目 2 项，发表中文核心及 SCI 论文 10 篇，担任两门研究生课程主讲教师，教学评价优秀。',
];
const AGREE = ['同意推荐', '材料齐全，符合遴选条件，同意', '经学院学位评定分委员会审议，同意推荐', '经审核，同意'];
const REFUSE = ['近三年科研成果不满足遴选条件，不同意', '评审表填写不完整，请补充后下一轮再申请'];

type Outcome = 'pending-college' | 'pending-school' | 'approved' | 'rejected' | 'withdrawn';
const OUTCOMES: Readonly<Record<Outcome, SeedOutcome>> = {
  'pending-college': { decided: 0, last: 'open' },
  'pending-school': { decided: 1, last: 'open' },
  approved: { decided: 2, last: 'approved' },
  rejected: { decided: 0, last: 'rejected' },
  withdrawn: { decided: 0, last: 'withdrawn' },
};

/**
 * Selection applications in every state (our model): one waiting at the `college` account's college,
 * one at the graduate school, and from last year's round one approved (the teacher's profile already
 * shows the kind it gave), one refused by the college and one withdrawn. Each has its review form, a
 * stored PDF of the teacher's; each decision is also an approval record, so the history is the same as
 * for a live decision.
 */
export function seedSelections(random: Random, people: SelectionPeople): { files: { record: FileRecord; bytes: Uint8Array }[] } {
  const files: { record: FileRecord; bytes: Uint8Array }[] = [];
  const used = new Set<string>();

  function payloadFor(teacher: Teacher, dslx: '1' | '2'): Payload | undefined {
    const college = teacher.xydm ? collegeByCode(teacher.xydm) : undefined;
    const own = teacher.directions.map((d) => d.zydm).find((zydm) => college?.majors.some((m) => m.code === zydm));
    const zydm = own ?? college?.majors[0]?.code;
    if (!zydm) return undefined;
    const directions = people.directionsOf(zydm);
    if (directions.length === 0) return undefined;
    const picked = random.faker.helpers.arrayElements(directions, { min: 1, max: Math.min(2, directions.length) }).map((d) => d.id);
    // A doctoral application names a senior title: the title the teacher holds now, if the staff record is older.
    const zc = dslx === '1' ? random.pick(['1', '3']) : (teacher.zc ?? '2');
    return { kind: 'dsls', dslx, zydm, directionIds: picked, zc, researchSummary: random.pick(ACHIEVEMENTS), reviewForm: '' };
  }

  function add(teacher: Teacher, dslx: '1' | '2', outcome: Outcome, at: number): void {
    const base = payloadFor(teacher, dslx);
    if (!base || base.kind !== 'dsls') return;
    used.add(teacher.gh);
    const applicant = people.personOf(teacher);
    const id = people.nextId();
    const fileId = people.nextId();
    const created = utcDateTime(at);
    const bytes = simplePdf('Supervisor selection review form', [
      `Staff number: ${teacher.gh}`,
      `Requested: ${dslx === '1' ? 'doctoral' : "master's"} supervisor`,
      `Discipline: ${base.zydm}`,
      `Submitted: ${created}`,
    ]);
    files.push({
      record: {
        meta: {
          id: fileId,
          realName: `导师遴选评审表-${teacher.gh}.pdf`,
          fileSize: bytes.byteLength,
          suffix: 'pdf',
          contentType: 'application/pdf',
          modules: REVIEW_FORM_MODULE,
          biz: teacher.gh,
          createBy: applicant.username ?? teacher.gh,
          createTime: created,
        },
        ownerId: applicant.id,
        scope: { kind: 'application', key: id },
      },
      bytes,
    });
    const payload: Payload = { ...base, reviewForm: fileId };
    const deciders = [people.secretaryOf(teacher.xydm ?? ''), people.registrar];
    const chain = (['college', 'school'] as const).map((role, i) => ({ role, decider: deciders[i] }));
    const open = outcome === 'pending-college' || outcome === 'pending-school';
    people.engine.seedDecidedApplication({
      id,
      kind: SUPERVISOR_SELECTION,
      subject: { type: 'teacher', teacher },
      applicant,
      payload,
      chain,
      outcome: OUTCOMES[outcome],
      at,
      // This year's round opened this morning: its decisions are hours apart, last year's days.
      wait: (reason) => (reason === 'withdrawal' ? random.int(2, 30) : open ? random.int(1, 3) : random.int(20, 120)) * 3_600_000,
      opinion: (refused) => random.pick(refused ? REFUSE : AGREE),
    });
  }

  const pick = (test: (t: Teacher) => boolean) => people.teachers.find((t) => !used.has(t.gh) && test(t));
  // The open ones in this year's round (the window opens on the seed's day), the decided ones from last year's.
  const today = SEED_NOW - 7 * 3_600_000;
  const lastRound = SEED_NOW - 320 * DAY_MS;
  const atCollege = pick((t) => t.xydm === people.collegeCode && t.dslx === '2') ?? pick((t) => t.dslx === '2');
  if (atCollege) add(atCollege, '1', 'pending-college', today + random.int(0, 2) * 3_600_000);
  const atSchool = pick((t) => t.xydm !== people.collegeCode && t.dslx === '2');
  if (atSchool) add(atSchool, '1', 'pending-school', today);
  // Approved last year: the profile has shown the kind it gave ever since.
  const approved = pick((t) => t.dslx === '1' && t.quota > 0);
  if (approved) add(approved, '1', 'approved', lastRound);
  const refused = pick((t) => t.dslx === '2' && t.xydm !== people.collegeCode);
  if (refused) add(refused, '1', 'rejected', lastRound + 2 * DAY_MS);
  const withdrawn = pick((t) => t.dslx === '2');
  if (withdrawn) add(withdrawn, '1', 'withdrawn', lastRound + 5 * DAY_MS);
  return { files };
}
