import type { components } from '@gs/sdk/schema';
import { utcDateTime } from '../../core/clock.ts';
import type { AnyApplicationKind, Application, KindContext, Payload, StepRole } from '../application-kind.ts';
import type { Person } from '../people.ts';
import { STEP_LABELS, type SubjectRecord, subjectOf, teacherSubjectOf } from './store.ts';

type ApprovalRecord = components['schemas']['ApprovalRecord'];
type Step = components['schemas']['ApplicationStep'];

/**
 * How far a seeded application got: `decided` steps approved, then the next one refused (`rejected`),
 * pending (`open`), or nothing more (`approved`: the chain is done; `withdrawn`: the applicant took it
 * back before anyone decided).
 */
export interface SeedOutcome {
  decided: number;
  last: 'approved' | 'rejected' | 'open' | 'withdrawn';
}

export interface DecidedApplicationInput {
  id: string;
  kind: AnyApplicationKind;
  subject: SubjectRecord;
  applicant: Person;
  payload: Payload;
  /** The chain and who decides each step; a step without a decider is skipped, as the engine skips it. */
  chain: readonly { role: StepRole; decider: Person | undefined }[];
  outcome: SeedOutcome;
  /** Submit time (ms). */
  at: number;
  /** Draws the wait (ms) before each decision, and before a withdrawal. */
  wait(reason: 'decision' | 'withdrawal'): number;
  /** Draws the opinion of a decision. */
  opinion(refused: boolean): string;
  ctx: KindContext;
  nextId(): string;
}

/**
 * A seeded application as the engine would have left it (our model): its steps decided in order as
 * `outcome` says, each decision also an approval record (so its history reads as a live one's), and
 * the time of its last change. Draws from the seed's sequence only through `wait` and `opinion`, one
 * wait then one opinion per decision, then the withdrawal's wait: a seed's data depends on that order.
 */
export function seedDecidedApplication(input: DecidedApplicationInput): { application: Application; approvals: ApprovalRecord[]; at: number } {
  const { id, kind, outcome, chain } = input;
  const approvals: ApprovalRecord[] = [];
  const steps: Step[] = chain.map(({ role, decider }) => ({
    role,
    label: STEP_LABELS[role],
    state: decider ? 'waiting' : 'skipped',
    deciderId: null,
    deciderName: null,
    decidedAt: null,
    opinion: null,
  }));
  // A step without a decider is skipped, so a chain may have fewer steps to decide than the outcome
  // asks for (a student without a supervisor): an open or refused application keeps its last step to
  // be pending or refused, and an approved one has every step approved.
  const deciding = steps.filter((step) => step.state !== 'skipped').length;
  const target = outcome.last === 'approved' ? deciding : outcome.last === 'withdrawn' ? 0 : Math.max(0, Math.min(outcome.decided, deciding - 1));
  let at = input.at;
  let decided = 0;
  let state: Application['state'] = 'submitted';
  let current: number | null = null;
  for (let i = 0; i < steps.length; i += 1) {
    const step = steps[i]!;
    if (step.state === 'skipped') continue;
    if (state === 'rejected' || state === 'withdrawn') {
      steps[i] = { ...step, state: 'skipped' };
      continue;
    }
    const refuse = outcome.last === 'rejected' && decided === target;
    if (decided < target || refuse) {
      at += input.wait('decision');
      const decider = chain[i]!.decider!;
      const opinion = input.opinion(refuse);
      const time = utcDateTime(at);
      steps[i] = { ...step, state: refuse ? 'rejected' : 'approved', deciderId: decider.id, deciderName: decider.name, decidedAt: time, opinion };
      approvals.push({
        id: input.nextId(),
        coreKey: id,
        type: kind.type,
        callback: kind.callback,
        mkCode: kind.mkCode,
        coreCode: kind.coreCode,
        status: refuse ? 9 : 1,
        opinion,
        approverId: decider.id,
        approverName: decider.name,
        createTime: time,
        appendData: {},
      });
      decided += 1;
      state = refuse ? 'rejected' : 'in_review';
    } else if (outcome.last === 'withdrawn') {
      steps[i] = { ...step, state: 'skipped' };
      state = 'withdrawn';
    } else if (current === null) {
      steps[i] = { ...step, state: 'pending' };
      current = i;
    }
  }
  if (outcome.last === 'approved') state = 'approved';
  if (outcome.last === 'withdrawn') at += input.wait('withdrawal');
  const created = utcDateTime(input.at);
  const updated = utcDateTime(at);
  const { subject, payload, ctx } = input;
  const [record, name] =
    subject.type === 'teacher' ? [teacherSubjectOf(subject.teacher), subject.teacher.xm] : [subjectOf(subject.student), subject.student.xm];
  // An approved application's effect is in the seeded records already (the areas seed them so).
  const description = describe(kind, subject, payload, ctx);
  const application: Application = {
    id,
    kind: kind.kind,
    kindName: kind.name,
    approval: { mkCode: kind.mkCode, coreCode: kind.coreCode, type: kind.type, callback: kind.callback },
    applicantId: input.applicant.id,
    applicantName: input.applicant.name,
    subject: record,
    title: `${name}的${kind.name}申请`,
    summary: kind.summary(payload, ctx),
    payload,
    attachments: [],
    state,
    steps,
    currentStep: current,
    effect: description === undefined ? null : { applied: state === 'approved', description, time: state === 'approved' ? updated : null },
    createTime: created,
    submitTime: created,
    updateTime: updated,
  };
  return { application, approvals, at };
}

/** The kind's description of its effect on this subject, when it has one. */
function describe(kind: AnyApplicationKind, subject: SubjectRecord, payload: Payload, ctx: KindContext): string | undefined {
  if (kind.subject === 'teacher') return subject.type === 'teacher' ? kind.effect?.describe(payload, subject.teacher, ctx) : undefined;
  return subject.type === 'student' ? kind.effect?.describe(payload, subject.student, ctx) : undefined;
}
