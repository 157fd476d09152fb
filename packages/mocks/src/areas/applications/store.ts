import type { components } from '@gs/sdk/schema';
import { DAY_MS, utcDateTime } from '../../core/clock.ts';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { Refusal } from '../../core/refusal.ts';
import { type UserRecord, identitySlice } from '../../core/identity.ts';
import { defineSlice } from '../../core/store.ts';
import type { Caller, MockContext } from '../../http/context.ts';
import { inScope, seesEveryone, teacherInScope } from '../../http/data-scope.ts';
import { type Lang, say } from '../../http/language.ts';
import type { AnyApplicationKind, Application, ApplicationAnswer, HistoryEntry, KindContext, Payload, PayloadInput, StepRole } from '../application-kind.ts';
import { approvalsSlice } from '../approvals/store.ts';
import { configSlice } from '../config/store.ts';
import type { Person } from '../people.ts';
import { orgSlice } from '../org/store.ts';
import { studentsSlice } from '../students/store.ts';

type Student = components['schemas']['Student'];
type Teacher = components['schemas']['Teacher'];
type Step = components['schemas']['ApplicationStep'];
type Subject = components['schemas']['ApplicationSubject'];
type ApprovalRecord = components['schemas']['ApprovalRecord'];
type ApplicationBrief = components['schemas']['ApplicationBrief'];

export const STEP_LABELS: Readonly<Record<StepRole, string>> = { supervisor: '导师审核', college: '学院审核', school: '研究生院审核' };
const STEP_LABELS_EN: Readonly<Record<StepRole, string>> = { supervisor: 'Supervisor review', college: 'College review', school: 'Graduate school review' };
const DECIDERS: Readonly<Record<StepRole, string>> = { supervisor: '学生的导师', college: '学生所在学院的教务秘书', school: '研究生院' };
const DECIDERS_EN: Readonly<Record<StepRole, string>> = {
  supervisor: "the student's supervisor",
  college: "the secretary of the student's college",
  school: 'the graduate school',
};
/** The states in English, as the engine's messages name them (the dictionary `sq_zt` has them too). */
export const STATE_LABELS_EN: Readonly<Record<Application['state'], string>> = {
  draft: 'draft',
  submitted: 'submitted',
  in_review: 'in review',
  approved: 'approved',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};
export const STATE_LABELS: Readonly<Record<Application['state'], string>> = {
  draft: '草稿',
  submitted: '已提交',
  in_review: '审核中',
  approved: '已通过',
  rejected: '未通过',
  withdrawn: '已撤回',
};

export const OPEN_STATES: ReadonlySet<Application['state']> = new Set(['submitted', 'in_review']);

/** More rows than this in one export of a list are refused (our model): narrower filters, or a job for a batch. */
export const MAX_EXPORT_ROWS = 10_000;

/** The data-configuration item of the days a pending step may wait before it is overdue (our model, issue 22). */
export const OVERDUE_DAYS_KEY = 'sq.overdueDays';
export const DEFAULT_OVERDUE_DAYS = 3;

/**
 * When the pending step became pending (our model, issue 22): the last decision before it, or the
 * submission for the first step; null once the application is closed. Worked out from the steps, so
 * stored records need no field of their own and an older saved state answers the same.
 */
export function pendingSinceOf(application: Application): string | null {
  if (!OPEN_STATES.has(application.state) || application.currentStep === null) return null;
  let since = application.submitTime ?? application.createTime;
  for (let i = 0; i < application.currentStep; i += 1) {
    const decidedAt = application.steps[i]?.decidedAt;
    if (decidedAt && decidedAt > since) since = decidedAt;
  }
  return since;
}

export function subjectOf(student: Student): Subject {
  return {
    type: 'student',
    xykh: student.xykh,
    xm: student.xm,
    xydm: student.xydm,
    xymc: student.xymc ?? '',
    zydm: student.zydm,
    ...(student.zymc ? { zymc: student.zymc } : {}),
    pycc: student.pycc,
    dsgh: student.dsgh ?? null,
    dsxm: student.dsxm ?? null,
  };
}

/** A teacher as the subject of a teacher kind (supervisor selection): staff number, name, college. */
export function teacherSubjectOf(teacher: Teacher): Subject {
  return { type: 'teacher', gh: teacher.gh, xm: teacher.xm, xydm: teacher.xydm ?? '', xymc: teacher.xymc ?? '' };
}

/** The record an application is about, as the kind's rules read it. */
export type SubjectRecord = { type: 'student'; student: Student } | { type: 'teacher'; teacher: Teacher };

/** The subject's key among applications of its type: the card number of a student, the staff number of a teacher. */
function keyOf(subject: Subject): string | undefined {
  return subject.type === 'teacher' ? subject.gh : subject.xykh;
}

/** The context of words stored with a record: Chinese, whatever the request's language (English is rendered per request). */
function stored(ctx: KindContext): KindContext {
  return ctx.lang === undefined || ctx.lang === 'zh' ? ctx : { ...ctx, lang: 'zh' };
}

/** The kind's rules on its subject: the payload as stored, the chain and the effect's description. */
function rulesFor(
  kind: AnyApplicationKind,
  subject: SubjectRecord,
  payload: PayloadInput,
  ctx: KindContext,
  caller: Caller,
): { payload: Payload; roles: readonly StepRole[]; describe: string | undefined; subject: Subject; name: string } {
  if (kind.subject === 'teacher') {
    if (subject.type !== 'teacher') throw new Refusal(400, `${kind.name}申请须由教师本人提交`);
    const refused = kind.refuses?.(subject.teacher, ctx);
    if (refused) throw refused;
    const checked = kind.validate(payload, subject.teacher, ctx, caller);
    return {
      payload: checked,
      roles: kind.steps(subject.teacher, ctx, checked),
      describe: kind.effect?.describe(checked, subject.teacher, stored(ctx)),
      subject: teacherSubjectOf(subject.teacher),
      name: subject.teacher.xm,
    };
  }
  if (subject.type !== 'student') throw new Refusal(400, `${kind.name}申请须指定学生`);
  const refused = kind.refuses?.(subject.student, ctx);
  if (refused) throw refused;
  const checked = kind.validate(payload, subject.student, ctx, caller);
  return {
    payload: checked,
    roles: kind.steps(subject.student, ctx, checked),
    describe: kind.effect?.describe(checked, subject.student, stored(ctx)),
    subject: subjectOf(subject.student),
    name: subject.student.xm,
  };
}

/**
 * Whether the caller decides steps of this role for the application's subject (our model, AREAS.md roles).
 * It reads the subject's supervisor and college only, so a list's rows of one shape can ask it too.
 */
export function holdsStep(caller: Caller, application: { readonly subject: Pick<Subject, 'dsgh' | 'xydm'> }, role: StepRole): boolean {
  switch (role) {
    case 'supervisor':
      return caller.role.roleKey === 'teacher' && caller.user.gh !== null && caller.user.gh === application.subject.dsgh;
    case 'college':
      return caller.role.roleKey === 'college' && caller.user.deptId !== null && caller.user.deptId === application.subject.xydm;
    case 'school':
      return caller.isAdmin || caller.role.roleKey === 'staff';
  }
}

type EngineAction = Exclude<HistoryEntry['action'], 'cancelled'>;
const ACTION_LABELS: Readonly<Record<EngineAction, string>> = { submitted: '提交申请', approved: '同意', rejected: '拒绝', withdrawn: '撤回申请' };
const ACTION_LABELS_EN: Readonly<Record<EngineAction, string>> = { submitted: 'Submitted', approved: 'Approved', rejected: 'Rejected', withdrawn: 'Withdrawn' };
const actionLabel = (action: EngineAction, lang: Lang | undefined) => say(lang, ACTION_LABELS[action], ACTION_LABELS_EN[action]);

/** The refusal of a second open application of a kind about the same subject (409), in both languages. */
export function duplicateRefusal(kind: AnyApplicationKind, name: string, open: Application): Refusal {
  return new Refusal(
    409,
    `${name}已有一条处理中的${kind.name}申请（${STATE_LABELS[open.state]}），不能重复提交`,
    `${name} already has a ${kind.nameEn.toLowerCase()} application in progress (${STATE_LABELS_EN[open.state]}); it cannot be submitted twice`,
  );
}

/** The title of an application about `xm` (rendered per request in English; Chinese is stored). */
export function titleOf(kind: AnyApplicationKind, xm: string, lang?: Lang): string {
  return say(lang, `${xm}的${kind.name}申请`, `${kind.nameEn} application of ${xm}`);
}

/**
 * The application in the request's language (issue 22 §13): stored in Chinese, its words the engine
 * and its kind own (kind name, title, summary, payload words, effect, step labels) are rendered from the record in
 * English when asked for, so no English copy is stored to drift.
 */
function inLanguage(application: Application, kind: AnyApplicationKind | undefined, ctx: KindContext): Application {
  if (ctx.lang !== 'en' || !kind) return application;
  const { effect } = application;
  return {
    ...application,
    kindName: kind.nameEn,
    title: titleOf(kind, application.subject.xm, 'en'),
    summary: kind.summary(application.payload, ctx),
    payload: kind.payloadIn?.(application.payload, ctx) ?? application.payload,
    steps: application.steps.map((step) => ({ ...step, label: STEP_LABELS_EN[step.role] })),
    effect: effect && { ...effect, description: effectNow(kind, application, ctx) ?? effect.description },
  };
}

/** The effect's description rendered again (for another language), about the subject's record as it is. */
function effectNow(kind: AnyApplicationKind, application: Application, ctx: KindContext): string | undefined {
  const { subject } = application;
  if (kind.subject === 'teacher') {
    const teacher = subject.gh ? ctx.store.slice(orgSlice).teacherOf(subject.gh) : undefined;
    return teacher ? kind.effect?.describe(application.payload, teacher, ctx) : undefined;
  }
  const student = subject.xykh ? ctx.store.slice(studentsSlice).byXykh(subject.xykh) : undefined;
  return student ? kind.effect?.describe(application.payload, student, ctx) : undefined;
}

/**
 * The history of an application (our model), built from the record as the engine keeps it: its
 * submission, every decision in the order of the chain, its withdrawal, then what its kind recorded after
 * approval (a leave's return). Each says who, when, at which step and with which opinion.
 */
export function historyOf(application: Application, kind: AnyApplicationKind | undefined, ctx: KindContext): HistoryEntry[] {
  const history: HistoryEntry[] = [
    {
      action: 'submitted',
      label: actionLabel('submitted', ctx.lang),
      step: null,
      actorName: application.applicantName,
      time: application.submitTime ?? application.createTime,
      opinion: null,
    },
  ];
  for (const step of application.steps) {
    if ((step.state !== 'approved' && step.state !== 'rejected') || step.decidedAt === null) continue;
    history.push({
      action: step.state,
      label: actionLabel(step.state, ctx.lang),
      step: step.role,
      actorName: step.deciderName ?? '',
      time: step.decidedAt,
      opinion: step.opinion,
    });
  }
  // Only the applicant withdraws, and nothing changes a withdrawn application afterwards.
  if (application.state === 'withdrawn') {
    history.push({
      action: 'withdrawn',
      label: actionLabel('withdrawn', ctx.lang),
      step: null,
      actorName: application.applicantName,
      time: application.updateTime,
      opinion: null,
    });
  }
  for (const record of kind?.afterApproval?.(application, ctx) ?? []) history.push({ action: 'cancelled', step: null, ...record });
  return history;
}

export interface Decision {
  status: 1 | 9;
  opinion: string;
}

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
}

/**
 * A seeded application as the engine would have left it (our model): its steps decided in order as
 * `outcome` says, each decision also an approval record (so its history reads as a live one's), and
 * the time of its last change. Draws from the seed's sequence only through `wait` and `opinion`, one
 * wait then one opinion per decision, then the withdrawal's wait: a seed's data depends on that order.
 * Its approval records take their ids from the store's counter, one per decision, in order.
 */
function buildDecidedApplication(
  input: DecidedApplicationInput,
  ctx: KindContext,
  nextId: () => string,
): { application: Application; approvals: ApprovalRecord[]; at: number } {
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
      steps[i] = { ...step, state: 'unreached' };
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
        id: nextId(),
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
      steps[i] = { ...step, state: 'unreached' };
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
  const { subject, payload } = input;
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
    title: titleOf(kind, name),
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

/**
 * The application engine's records and rules (our model): applications of every kind, their chain of
 * steps and the effect the last approval applies. Every change happens inside the caller's write, so a
 * refusal anywhere (a rule of the kind, the effect itself) leaves nothing changed.
 */
export const applicationsSlice = defineSlice('applications', (store) => {
  const students = store.slice(studentsSlice);
  const history = store.slice(approvalsSlice);
  const config = store.slice(configSlice);
  const identity = store.slice(identitySlice);
  const applications = store.collection<Application>('applications', (a) => a.id);

  /** The configured days (read at request time, so a change applies at once), else the default. */
  function overdueDays(): number {
    const value = config.items.get(OVERDUE_DAYS_KEY)?.value;
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_OVERDUE_DAYS;
  }

  /**
   * The time a pending step must have become pending before to be overdue at `now` (ms): a step
   * pending since before it has waited longer than the configured days. Times compare as text.
   */
  function overdueCutoff(now: number): string {
    return store.now(new Date(now - overdueDays() * DAY_MS));
  }

  function studentOf(application: Application): Student | undefined {
    return application.subject.xykh ? students.byXykh(application.subject.xykh) : undefined;
  }

  /**
   * Who may read an application, worked out once for the caller (a list asks it for every row): admins
   * and the whole school (SPEC 6 scope `all`) read every one; anyone else its applicant, whoever decided
   * one of its steps or decides one for its subject, and whoever has the student (or the teacher) in
   * their data scope (SPEC 6), a supervisor's students as one set.
   */
  function readerOf(caller: Caller): (application: Application) => boolean {
    if (caller.isAdmin || seesEveryone(caller)) return () => true;
    const own =
      caller.role.dataScope !== 'college' && caller.role.roleKey === 'teacher' && caller.user.gh
        ? new Set(students.studentsOfSupervisor(caller.user.gh).map((s) => s.xykh))
        : undefined;
    return (application) => {
      if (application.applicantId === caller.user.id) return true;
      if (application.steps.some((step) => step.deciderId === caller.user.id || holdsStep(caller, application, step.role))) return true;
      if (application.subject.type === 'teacher') return teacherInScope(caller, application.subject);
      if (own) return own.has(application.subject.xykh ?? '');
      const student = studentOf(application);
      return student !== undefined && inScope(caller, student);
    };
  }

  function mayRead(caller: Caller, application: Application): boolean {
    return readerOf(caller)(application);
  }

  /** Whether the caller may decide the pending step now (the `todo` list). */
  function mayDecide(caller: Caller, application: Application): boolean {
    const step = application.currentStep === null ? undefined : application.steps[application.currentStep];
    return OPEN_STATES.has(application.state) && step !== undefined && holdsStep(caller, application, step.role);
  }

  /** Whether the caller may withdraw it now: its applicant, before the first decision (what `withdraw` allows). */
  function mayWithdraw(caller: Caller, application: Application): boolean {
    return application.applicantId === caller.user.id && application.state === 'submitted';
  }

  /** The open application of this kind about the subject (a student's card number, or a teacher's staff number). */
  function openOf(kind: string, key: string, type: Subject['type'] = 'student'): Application | undefined {
    for (const application of applications.values()) {
      if (application.kind === kind && application.subject.type === type && keyOf(application.subject) === key && OPEN_STATES.has(application.state))
        return application;
    }
    return undefined;
  }

  return {
    applications: applications as ReadonlyCollection<Application>,
    mayRead,
    readerOf,
    mayDecide,
    mayWithdraw,
    openOf,
    overdueDays,
    overdueCutoff,

    /**
     * The accounts that decide steps of this role for the application's subject (whom word of a step
     * waiting goes to; `holdsStep` by account): the subject's supervisor's teacher accounts, the
     * secretaries of the subject's college, the graduate school's staff accounts (admins, who may
     * decide anything, are not told of everything).
     */
    decidersOf(application: Application, role: StepRole): UserRecord[] {
      const { subject } = application;
      switch (role) {
        case 'supervisor':
          return subject.dsgh ? identity.accountsWithRole('teacher').filter((user) => user.gh === subject.dsgh) : [];
        case 'college':
          return subject.xydm ? identity.accountsWithRole('college').filter((user) => user.deptId === subject.xydm) : [];
        case 'school':
          return identity.accountsWithRole('staff');
      }
    },

    /** Whom an application is for: its applicant's account and the accounts of whom it is about (a student staff applied for). */
    partiesOf(application: Application): UserRecord[] {
      const applicant = identity.users.get(application.applicantId);
      const subjects = identity.accountsOf(application.subject.type === 'teacher' ? { gh: application.subject.gh } : { xykh: application.subject.xykh });
      return [...new Set([...(applicant ? [applicant] : []), ...subjects])];
    },

    /**
     * The application as answered to the caller (our model, api-spec `Application`): with what they may do
     * with it now by the rules the engine enforces (decide its pending step, withdraw it) and its kind's
     * (cancel its approved effect), and how long its pending step has waited (overdue past `cutoff`, from
     * `overdueCutoff(now)`). Worked out per answer, for the records answered only: a list does it for its
     * page, not for every row it filters.
     */
    answerFor(caller: Caller, application: Application, kind: AnyApplicationKind | undefined, ctx: KindContext, cutoff: string): ApplicationAnswer {
      const pendingSince = pendingSinceOf(application);
      return {
        ...inLanguage(application, kind, ctx),
        pendingSince,
        overdue: pendingSince !== null && pendingSince < cutoff,
        mayDecide: mayDecide(caller, application),
        mayWithdraw: mayWithdraw(caller, application),
        mayCancel: kind?.mayCancel?.(caller, application, ctx) ?? false,
        note: kind?.note?.(application, ctx) ?? null,
        history: historyOf(application, kind, ctx),
      };
    },
    studentOf,

    /**
     * The application in brief, as the rows of `approval/list` carry it (our model): what it is, about whom,
     * where it stands, and whether the caller may decide its pending step now.
     */
    briefFor(caller: Caller, application: Application, kind: AnyApplicationKind | undefined, ctx: KindContext): ApplicationBrief {
      const { subject } = application;
      const said = inLanguage(application, kind, ctx);
      return {
        id: application.id,
        kind: application.kind,
        kindName: said.kindName,
        title: said.title,
        summary: said.summary,
        state: application.state,
        subject: { xm: subject.xm, ...(subject.xykh ? { xykh: subject.xykh } : {}), ...(subject.gh ? { gh: subject.gh } : {}) },
        mayDecide: mayDecide(caller, application),
      };
    },

    /**
     * Checks and stores a new application; its first step that applies is pending. A student without a
     * supervisor, and a teacher (who has none), have no supervisor step to wait for.
     */
    submit(
      ctx: KindContext,
      kind: AnyApplicationKind,
      input: { caller: Caller; subject: SubjectRecord; payload: PayloadInput; attachments: readonly string[]; at?: string },
    ): Application {
      const { subject } = input;
      const [key, name] = subject.type === 'teacher' ? [subject.teacher.gh, subject.teacher.xm] : [subject.student.xykh, subject.student.xm];
      const duplicate = openOf(kind.kind, key, subject.type);
      if (duplicate) throw duplicateRefusal(kind, name, duplicate);
      const rules = rulesFor(kind, subject, input.payload, ctx, input.caller);
      const steps: Step[] = rules.roles.map((role) => ({
        role,
        label: STEP_LABELS[role],
        state: role === 'supervisor' && !rules.subject.dsgh ? 'skipped' : 'waiting',
        deciderId: null,
        deciderName: null,
        decidedAt: null,
        opinion: null,
      }));
      const first = steps.findIndex((step) => step.state === 'waiting');
      if (first < 0) throw new Error(`${kind.kind} has no step to decide`);
      steps[first] = { ...steps[first]!, state: 'pending' };
      const now = input.at ?? store.now();
      return applications.set({
        id: store.nextId(),
        kind: kind.kind,
        kindName: kind.name,
        approval: { mkCode: kind.mkCode, coreCode: kind.coreCode, type: kind.type, callback: kind.callback },
        applicantId: input.caller.user.id,
        applicantName: input.caller.user.realName || input.caller.user.nickName,
        subject: rules.subject,
        title: titleOf(kind, rules.name),
        summary: kind.summary(rules.payload, stored(ctx)),
        payload: rules.payload,
        attachments: [...input.attachments],
        state: 'submitted',
        steps,
        currentStep: first,
        effect: rules.describe === undefined ? null : { applied: false, description: rules.describe, time: null },
        createTime: now,
        submitTime: now,
        updateTime: now,
      });
    },

    /**
     * Decides the pending step as the caller (the approval call's hook): 403 for a caller who does not
     * decide it, 409 for a closed application or a step the caller has decided already. The last
     * approval applies the kind's effect in the same write.
     */
    decide(ctx: MockContext, kind: AnyApplicationKind, application: Application, caller: Caller, decision: Decision, at?: string): Application {
      if (!mayRead(caller, application))
        throw new Refusal(403, '该申请不在您的数据范围内，无权审批', 'This application is outside your data scope: you cannot decide it');
      if (!OPEN_STATES.has(application.state)) {
        throw new Refusal(
          409,
          `该申请已结束（${STATE_LABELS[application.state]}），不能再审批`,
          `This application is closed (${STATE_LABELS_EN[application.state]}) and cannot be decided any more`,
        );
      }
      const index = application.currentStep!;
      const step = application.steps[index]!;
      if (!holdsStep(caller, application, step.role)) {
        const done = application.steps.find((s) => (s.state === 'approved' || s.state === 'rejected') && holdsStep(caller, application, s.role));
        if (done)
          throw new Refusal(
            409,
            `「${done.label}」已审批，不能重复审批`,
            `“${STEP_LABELS_EN[done.role]}” has been decided already; it cannot be decided twice`,
          );
        throw new Refusal(
          403,
          `当前步骤「${step.label}」须由${DECIDERS[step.role]}审批`,
          `The current step “${STEP_LABELS_EN[step.role]}” is for ${DECIDERS_EN[step.role]} to decide`,
        );
      }
      const now = at ?? store.now();
      const steps = [...application.steps];
      steps[index] = {
        ...step,
        state: decision.status === 1 ? 'approved' : 'rejected',
        deciderId: caller.user.id,
        deciderName: caller.user.realName || caller.user.nickName,
        decidedAt: now,
        opinion: decision.opinion,
      };
      if (decision.status === 9) {
        // The steps after a refusal were never reached (`skipped` stays for a step that was not needed).
        for (let i = index + 1; i < steps.length; i += 1) if (steps[i]!.state === 'waiting') steps[i] = { ...steps[i]!, state: 'unreached' };
        return applications.set({ ...application, steps, state: 'rejected', currentStep: null, updateTime: now });
      }
      const next = steps.findIndex((s, i) => i > index && s.state === 'waiting');
      if (next >= 0) {
        steps[next] = { ...steps[next]!, state: 'pending' };
        return applications.set({ ...application, steps, state: 'in_review', currentStep: next, updateTime: now });
      }
      const approved = applications.set({ ...application, steps, state: 'approved', currentStep: null, updateTime: now });
      if (!kind.effect) return approved;
      kind.effect.apply(approved, ctx);
      return applications.set({ ...approved, effect: { applied: true, description: approved.effect?.description ?? '', time: now } });
    },

    /** The applicant withdraws before the first decision (409 after it, 403 for anyone else). */
    withdraw(application: Application, caller: Caller): Application {
      if (application.applicantId !== caller.user.id) throw new Refusal(403, '只有申请人本人可以撤回申请', 'Only the applicant may withdraw an application');
      if (application.state === 'in_review')
        throw new Refusal(409, '申请已进入审批，不能撤回', 'A step of this application has been decided: it can no longer be withdrawn');
      if (!mayWithdraw(caller, application)) {
        throw new Refusal(
          409,
          `该申请已结束（${STATE_LABELS[application.state]}），不能撤回`,
          `This application is closed (${STATE_LABELS_EN[application.state]}) and cannot be withdrawn`,
        );
      }
      const steps = application.steps.map((s): Step => (s.state === 'pending' || s.state === 'waiting' ? { ...s, state: 'unreached' } : s));
      return applications.set({ ...application, steps, state: 'withdrawn', currentStep: null, updateTime: store.now() });
    },

    /**
     * Records that an approved application's effect was cancelled (a leave's return, 销假): the kind's
     * payload after it, as the kind's own operation worked it out and checked it.
     */
    recordCancellation(application: Application, payload: Payload, at: string): Application {
      if (payload.kind !== application.kind) throw new Error(`A ${payload.kind} payload for the ${application.kind} application ${application.id}`);
      if (application.state !== 'approved') throw new Refusal(409, `申请审批通过后才能撤销（当前：${STATE_LABELS[application.state]}）`);
      return applications.set({ ...application, payload, updateTime: at });
    },

    /**
     * Stores a seeded application as the engine would have left it, decided as far as `outcome` says,
     * with an approval record for each decision (see `buildDecidedApplication`).
     */
    seedDecidedApplication(input: DecidedApplicationInput): { application: Application; at: number } {
      const seeded = buildDecidedApplication(input, { store }, () => store.nextId());
      applications.set(seeded.application);
      for (const approval of seeded.approvals) history.record(approval);
      return { application: seeded.application, at: seeded.at };
    },
  };
});

export type ApplicationEngine = ReturnType<typeof applicationsSlice.create>;
