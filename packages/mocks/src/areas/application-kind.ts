import type { components } from '@gs/sdk/schema';
import type { RoleKey } from '../core/menu.ts';
import type { Caller, MockContext } from '../http/context.ts';
import type { Lang } from '../http/language.ts';
import type { Refusal } from '../core/refusal.ts';

/*
 * The plug-in contract of an application kind (AREAS.md "One way to run an application"; our model):
 * an area implements it (`AreaDefinition.applicationKinds`), the catalog merges the kinds and the
 * application engine (`areas/applications/`) runs them. It sits next to the area contract and knows
 * no area, so neither the area contract nor a kind depends on the engine's folder.
 */

/**
 * What a kind's rules read: the store, and the request's clock and language when there is one (seeding
 * has none: its words are Chinese). Words a kind renders (its summary, its effect's description, its
 * note, its after-approval records) are in `lang` where it is English (issue 22 §13).
 */
export type KindContext = Pick<MockContext, 'store'> & Partial<Pick<MockContext, 'now'>> & { lang?: Lang };

/** An application as answered: the record, and what the caller who asked may do with it now. */
export type ApplicationAnswer = components['schemas']['Application'];
/**
 * The request's part of an answer: what the caller may do (`mayDecide`, `mayWithdraw`, `mayCancel`), what
 * the records say of it now (`note`) and its history, worked out per request from the record, never stored.
 */
export type RequestPart = Pick<ApplicationAnswer, 'mayDecide' | 'mayWithdraw' | 'mayCancel' | 'note' | 'history'>;
export type HistoryEntry = components['schemas']['ApplicationHistoryEntry'];
/** A record a kind keeps of its approved application afterwards (a leave's return), as its history shows it. */
export type AfterApprovalRecord = Pick<HistoryEntry, 'label' | 'actorName' | 'time' | 'opinion'>;
/**
 * What an answer says of the pending step's wait (`pendingSince`, from the steps; `overdue`, by the
 * configured days and the request's clock): worked out per answer, never stored.
 */
export type WaitFacts = Pick<ApplicationAnswer, 'pendingSince' | 'overdue'>;
/** An application as stored: the answer without the request's part and the wait. */
export type Application = Omit<ApplicationAnswer, keyof RequestPart | keyof WaitFacts>;
export type KindId = components['schemas']['ApplicationKind'];
export type PayloadInput = components['schemas']['ApplicationPayloadInput'];
export type Payload = components['schemas']['ApplicationPayload'];
export type StepRole = components['schemas']['StepRole'];
type Student = components['schemas']['Student'];
type Teacher = components['schemas']['Teacher'];

/**
 * What just happened to an application (our model, issue 22), told to the areas' `onApplicationEvent`
 * hooks inside the same write, after the change: `application` is the record as it is now. `submitted`:
 * applied for; `decided`: the step at `step` was decided (the application may have moved on, closed
 * approved or closed refused); `withdrawn`: taken back by its applicant while `step` was pending.
 */
export type ApplicationEvent =
  | { type: 'submitted'; application: Application; actor: Caller }
  | { type: 'decided'; application: Application; step: number; actor: Caller }
  | { type: 'withdrawn'; application: Application; step: number | null; actor: Caller };

/** Whom a kind's applications are about: a student (status changes, leave) or a teacher (supervisor selection). */
export type SubjectType = components['schemas']['ApplicationSubject']['type'];

/**
 * The rules of a kind, about its subject `S` (a student record, or a teacher with their profile).
 * `caller` is the account applying (the rules of a kind may check what it owns, such as a review form).
 */
interface KindRules<S> {
  /** The chain of deciders, in order, for this subject (and payload: a leave's chain follows its length). */
  steps(subject: S, ctx: KindContext, payload?: Payload): readonly StepRole[];
  /**
   * The payload checked for this subject, as it will be stored: throws a `Refusal` (400 for a payload
   * that breaks the kind's rules, 409 for a subject whose state the kind does not allow).
   */
  validate(payload: PayloadInput, subject: S, ctx: KindContext, caller?: Caller): Payload;
  /**
   * Whom the kind does not take whatever they ask (a status it does not allow): the refusal (409) the
   * engine answers before `validate` runs, and the reason the application form's pick list gives
   * (`/cloud-xj/api/sq/candidates`, issue 22 §8). Without it the kind takes every subject.
   */
  refuses?(subject: S, ctx: KindContext): Refusal | null;
  /** Stored files the payload names (a review form): the engine gives them the application's scope. */
  files?(payload: Payload): readonly string[];
  /** What the last approval changes, said before and applied (inside the approval's write) after. */
  effect?: {
    describe(payload: Payload, subject: S, ctx: KindContext): string;
    /** Applies the change; may refuse (a quota filled meanwhile), which refuses the approval. */
    apply(application: Application, ctx: KindContext): void;
  };
}

/** A label and its value, one line of a printable form. */
export type FormField = readonly [label: string, value: string];

/** What every kind declares, whoever its subject is. */
interface KindBase {
  kind: KindId;
  name: string;
  /** Its name in English (issue 22 §13): the answers' `kindName`, `/sq/kinds` and the dictionary `sq_lx` in English. */
  nameEn: string;
  /** How the approval dialog is opened for it (SPEC 3): a decision must name these. */
  mkCode: string;
  coreCode: string;
  type: string;
  callback: string;
  /** Data-configuration key of its application window; without one it is always open. */
  window?: string;
  /**
   * Roles that may submit it (admins pass): a student for themselves, staff for a student; for a
   * teacher kind, the teacher themself (an account with a staff number).
   */
  applicants: readonly RoleKey[];
  /** One line of what is asked, for lists. */
  summary(payload: Payload, ctx: KindContext): string;
  /**
   * The payload as answered in `ctx.lang`, for a kind whose payload stores words of its own (a scholarship's
   * achievements' level names, 国家级项目): Chinese is stored, and the engine answers this in English
   * (issue 22 §13). A kind without it stores codes only, which the web labels.
   */
  payloadIn?(payload: Payload, ctx: KindContext): Payload;
  /**
   * Its printable form (issue 22 §4; our model): the title (申请审批表 when a kind has no form) and what
   * was asked, field by field in words, dictionary codes as their labels (without one, the summary).
   */
  form?: { title: string; fields(payload: Payload, ctx: KindContext): readonly FormField[] };
  /**
   * Whether the caller may cancel the effect of an approved application of the kind now (a leave's
   * return, 销假, once it has started by the request's clock), for the answers' `mayCancel`; the kind's
   * own operation does the cancelling. A kind
   * without it has nothing to cancel.
   */
  mayCancel?(caller: Caller, application: Application, ctx: KindContext): boolean;
  /**
   * What the kind says of an application now beyond its state, by the records as they are (the answers'
   * `note`; a scholarship whose student has left since is not ranked), or null.
   */
  note?(application: Application, ctx: KindContext): string | null;
  /**
   * What the kind recorded of an approved application afterwards, oldest first, for its history (action
   * `cancelled`: a leave's return, 销假). A kind without it records nothing after approval.
   */
  afterApproval?(application: Application, ctx: KindContext): readonly AfterApprovalRecord[];
}

/**
 * A kind of application about a student (our model), declared by the area it belongs to
 * (`AreaDefinition.applicationKinds`) and merged by the catalog.
 */
export interface ApplicationKind extends KindBase, KindRules<Student> {
  subject?: 'student';
}

/** A kind of application about a teacher, applied for by the teacher themself (supervisor selection). */
export interface TeacherApplicationKind extends KindBase, KindRules<Teacher> {
  subject: 'teacher';
}

/** Any kind the engine runs. */
export type AnyApplicationKind = ApplicationKind | TeacherApplicationKind;

/** Whom the kind's applications are about. */
export function subjectTypeOf(kind: AnyApplicationKind): SubjectType {
  return kind.subject ?? 'student';
}
