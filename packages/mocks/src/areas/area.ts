import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import type { MenuContribution, MenuGroup, RoleKey } from '../core/menu.ts';
import { createMenu } from '../core/menu.ts';
import type { Random } from '../core/random.ts';
import type { SliceDefinition, Store } from '../core/store.ts';
import type { AccessTable } from '../http/access.ts';
import type { Caller, FileReaderRule, MockContext, RequestContext } from '../http/context.ts';
import type { Router } from '../http/route.ts';
import type { AnyApplicationKind, ApplicationEvent } from './application-kind.ts';

type ApprovalSubmission = components['schemas']['ApprovalSubmission'];

/**
 * A business of the approval call (SPEC 3 `mkCode` + `coreCode`, our model) whose business ids (`coreKey`)
 * are one area's records, with the callback identifier (`type`) and path a submission of it names.
 */
export interface ApprovalBusiness {
  mkCode: string;
  coreCode: string;
  type: string;
  callback: string;
}

/**
 * Decides an approval of one of the area's businesses, called by the approval call inside its write,
 * before the approval is recorded: it finds the record `coreKey` names (a `Refusal` 404 when it names
 * none), checks that the caller may decide it (403 outside their data scope) and acts on it. A hook that
 * throws refuses the approval, and nothing of it is recorded or changed.
 */
export type ApprovalHook = (ctx: RequestContext, caller: Caller, submission: ApprovalSubmission) => void;

/** The area that owns a business of the approval call, and its hook. */
export interface ApprovalOwner {
  area: string;
  business: ApprovalBusiness;
  decide: ApprovalHook;
}

/** The key of a business among the catalog's owners. */
export const businessKey = (mkCode: string, coreCode: string): string => `${mkCode}\u0000${coreCode}`;

type ApprovalRecord = components['schemas']['ApprovalRecord'];

/**
 * What a caller reads of the approvals of a business record (`coreKey`): whether they may read them, and
 * what `approval/list` says on its rows about the record (an application's brief, a student's name and
 * card number) for a caller who may.
 */
export type ApprovalKeyView = { readable: boolean } & Pick<ApprovalRecord, 'application' | 'student'>;

/**
 * The view of a business record's approvals for the caller: `undefined` when the key is not one of the
 * area's records, so another area (or the default rule) decides.
 */
export type ApprovalReader = (ctx: RequestContext, caller: Caller, coreKey: string) => ApprovalKeyView | undefined;

/**
 * Called by the application engine inside the write that submitted, decided or withdrew an application,
 * after the change: a hook that throws refuses the whole request (the messages area records word of it).
 */
export type ApplicationEventHook = (ctx: MockContext, event: ApplicationEvent) => void;

/** What a seed function gets besides the store. */
export interface SeedContext {
  /** The seeded randomness, shared by the areas in registry order. */
  random: Random;
  /** Permission codes each role holds, from every area's `permissions`. */
  grants: Readonly<Record<RoleKey, readonly string[]>>;
  /** Every area's application kinds, in registry order (the engine's dictionary of kinds is built from them). */
  applicationKinds: readonly AnyApplicationKind[];
}

/**
 * One business area of the mock backend: its store slices, seed, handlers, permissions, access rules
 * and menu entries. The registry (`areas/index.ts`) lists the areas in seed order, one line each.
 */
export interface AreaDefinition {
  name: string;
  /** Store slices whose collections the area owns (created before a saved state is loaded). */
  slices?: readonly SliceDefinition<unknown>[];
  /** Fills the area's collections of a fresh store; runs in registry order, after the areas before it. */
  seed?(store: Store, context: SeedContext): void;
  /** Its handlers; the catalog holds what other areas declare for it (application kinds, approval hooks). */
  handlers(route: Router, ctx: MockContext, catalog: Catalog): HttpHandler[];
  /** Permission codes the area's operations check, and the roles that hold each (admins hold all). */
  permissions?: Readonly<Record<string, readonly RoleKey[]>>;
  /** Who may call each of the area's operations (the router enforces it, the matrix test reads it). */
  access: AccessTable;
  menus?: readonly MenuContribution[];
  /**
   * Who may read stored files that belong to this area's records: a rule per scope kind (a student's
   * photos: whoever has the student in their data scope).
   */
  fileScopes?: Readonly<Record<string, FileReaderRule>>;
  /** Kinds of application the area runs through the application engine (status changes, leave, ...). */
  applicationKinds?: readonly AnyApplicationKind[];
  /**
   * The businesses of the approval call whose ids are the area's records (the engine: its kinds'; the
   * students area: its record approvals). An approval of a business no area owns is refused.
   */
  approvalBusinesses?(kinds: readonly AnyApplicationKind[]): readonly ApprovalBusiness[];
  /**
   * Decides an approval of one of its `approvalBusinesses` inside the approval's write, before it is
   * recorded (an `ApprovalHook`: resolve the key, check the caller, act; the engine moves its
   * applications' steps).
   */
  onApproval?(ctx: RequestContext, caller: Caller, submission: ApprovalSubmission, catalog: Catalog): void;
  /**
   * Who reads the approval history of the area's records (`approval/list` keeps the rest out of sight),
   * and what its rows say of a record, in the request's language.
   */
  approvalReader?(ctx: RequestContext, caller: Caller, coreKey: string, catalog: Catalog): ApprovalKeyView | undefined;
  /** Hears of every application submitted, decided or withdrawn, inside the same write (issue 22: the messages). */
  onApplicationEvent?: ApplicationEventHook;
}

export function defineArea(area: AreaDefinition): AreaDefinition {
  return area;
}

export interface Catalog {
  areas: readonly AreaDefinition[];
  /** Every permission code, in area order. */
  permissions: readonly string[];
  grants: Readonly<Record<RoleKey, readonly string[]>>;
  access: AccessTable;
  menu: ReturnType<typeof createMenu>;
  fileScopes: Readonly<Record<string, FileReaderRule>>;
  /** Every application kind, by its id. */
  applicationKinds: ReadonlyMap<string, AnyApplicationKind>;
  /** Who owns each business of the approval call (`businessKey(mkCode, coreCode)`): the area and its hook. */
  approvalOwners: ReadonlyMap<string, ApprovalOwner>;
  /** The areas' `approvalReader`s, in area order: the first that knows a key decides. */
  approvalReaders: readonly ApprovalReader[];
  /** The areas' `onApplicationEvent` hooks, in area order. */
  applicationEventHooks: readonly ApplicationEventHook[];
}

const ROLE_KEYS: readonly RoleKey[] = ['admin', 'staff', 'teacher', 'student', 'college'];

/** Merges the areas' declarations; two areas claiming the same operation or permission is an error. */
export function buildCatalog(areas: readonly AreaDefinition[], groups: readonly MenuGroup[], extraMenus: readonly MenuContribution[] = []): Catalog {
  const permissions: string[] = [];
  const grants: Record<RoleKey, string[]> = { admin: [], staff: [], teacher: [], student: [], college: [] };
  const applicationKinds = new Map<string, AnyApplicationKind>();
  const approvalOwners = new Map<string, ApprovalOwner>();
  const approvalReaders: ApprovalReader[] = [];
  const applicationEventHooks: ApplicationEventHook[] = [];
  const access: AccessTable = {};
  const fileScopes: Record<string, FileReaderRule> = {};
  const owner = new Map<string, string>();
  for (const area of areas) {
    for (const [kind, rule] of Object.entries(area.fileScopes ?? {})) {
      if (owner.has(`scope ${kind}`)) throw new Error(`File scope ${kind} is declared by ${owner.get(`scope ${kind}`)} and ${area.name}`);
      owner.set(`scope ${kind}`, area.name);
      fileScopes[kind] = rule;
    }
    for (const [code, roles] of Object.entries(area.permissions ?? {})) {
      if (owner.has(`permission ${code}`)) throw new Error(`Permission ${code} is declared by ${owner.get(`permission ${code}`)} and ${area.name}`);
      owner.set(`permission ${code}`, area.name);
      permissions.push(code);
      grants.admin.push(code);
      for (const role of roles) if (role !== 'admin') grants[role].push(code);
    }
    for (const kind of area.applicationKinds ?? []) {
      if (owner.has(`kind ${kind.kind}`)) throw new Error(`Application kind ${kind.kind} is declared by ${owner.get(`kind ${kind.kind}`)} and ${area.name}`);
      owner.set(`kind ${kind.kind}`, area.name);
      applicationKinds.set(kind.kind, kind);
    }
    const { approvalReader } = area;
    if (approvalReader) approvalReaders.push((ctx, caller, coreKey) => approvalReader(ctx, caller, coreKey, catalog));
    if (area.onApplicationEvent) applicationEventHooks.push(area.onApplicationEvent);
    for (const [operationId, rule] of Object.entries(area.access)) {
      if (owner.has(operationId)) throw new Error(`Operation ${operationId} is claimed by ${owner.get(operationId)} and ${area.name}`);
      owner.set(operationId, area.name);
      access[operationId as keyof AccessTable] = rule;
    }
  }
  // Businesses follow from every area's kinds (the engine owns the businesses of the kinds other areas declare).
  const kinds = [...applicationKinds.values()];
  for (const area of areas) {
    const { onApproval } = area;
    const businesses = area.approvalBusinesses?.(kinds) ?? [];
    if (businesses.length > 0 && !onApproval) throw new Error(`${area.name} owns approval businesses but has no onApproval hook`);
    for (const business of businesses) {
      const key = businessKey(business.mkCode, business.coreCode);
      const known = approvalOwners.get(key);
      if (known && (known.area !== area.name || known.business.type !== business.type || known.business.callback !== business.callback)) {
        throw new Error(`Approval business ${business.mkCode}/${business.coreCode} is declared twice (${known.area}, ${area.name})`);
      }
      approvalOwners.set(key, { area: area.name, business, decide: (ctx, caller, submission) => onApproval!(ctx, caller, submission, catalog) });
    }
  }
  for (const role of ROLE_KEYS) grants[role] = [...new Set(grants[role])];
  const menu = createMenu(groups, [...areas.flatMap((area) => area.menus ?? []), ...extraMenus]);
  const catalog: Catalog = { areas, permissions, grants, access, menu, fileScopes, applicationKinds, approvalOwners, approvalReaders, applicationEventHooks };
  return catalog;
}
