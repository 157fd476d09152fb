import type { components } from '@gs/sdk/schema';
import type { RoleKey } from '../../core/menu.ts';
import type { MockContext } from '../../http/context.ts';

/** What a kind's rules read: the store, and the request's clock when there is one (seeding has none). */
export type KindContext = Pick<MockContext, 'store'> & Partial<Pick<MockContext, 'now'>>;

export type Application = components['schemas']['Application'];
export type KindId = components['schemas']['ApplicationKind'];
export type PayloadInput = components['schemas']['ApplicationPayloadInput'];
export type Payload = components['schemas']['ApplicationPayload'];
export type StepRole = components['schemas']['StepRole'];
type Student = components['schemas']['Student'];

/**
 * A kind of application the engine runs (our model), declared by the area it belongs to
 * (`AreaDefinition.applicationKinds`) and merged by the catalog.
 */
export interface ApplicationKind {
  kind: KindId;
  name: string;
  /** How the approval dialog is opened for it (SPEC 3): a decision must name these. */
  mkCode: string;
  coreCode: string;
  type: string;
  callback: string;
  /** Data-configuration key of its application window; without one it is always open. */
  window?: string;
  /** Roles that may submit it (admins pass): a student for themselves, staff for a student. */
  applicants: readonly RoleKey[];
  /** The chain of deciders, in order, for this student (and payload: a leave's chain follows its length). */
  steps(subject: Student, ctx: KindContext, payload?: Payload): readonly StepRole[];
  /**
   * The payload checked for this student, as it will be stored: throws a `Refusal` (400 for a payload
   * that breaks the kind's rules, 409 for a student whose state the kind does not allow).
   */
  validate(payload: PayloadInput, subject: Student, ctx: KindContext): Payload;
  /** One line of what is asked, for lists. */
  summary(payload: Payload, ctx: KindContext): string;
  /** What the last approval changes, said before and applied (inside the approval's write) after. */
  effect?: {
    describe(payload: Payload, subject: Student, ctx: KindContext): string;
    /** Applies the change; may refuse (a quota filled meanwhile), which refuses the approval. */
    apply(application: Application, ctx: KindContext): void;
  };
}
