import type { operations } from '@gs/sdk/schema';

/**
 * Who may call an operation. Each area declares a rule for each of its operations (`access` in its
 * `access.ts`); the router enforces the rule before the handler runs, and the authorisation-matrix
 * test calls every operation as every demo account against the same table. `permission` rows must
 * name the spec's `x-permission` (checked when the handlers are built).
 */
export type OperationId = keyof operations;

export type AccessRule =
  /** No token needed (`security: []`). */
  | { access: 'public' }
  /** Any signed-in account. */
  | { access: 'signed-in' }
  /** The current role holds the permission (`x-permission`); admins pass. */
  | { access: 'permission'; permission: string }
  /** Student accounts only: the token names the student record (admins do not pass: they have none). */
  | { access: 'student' }
  /** Accounts with a staff number (gh): supervisors and graduate-school staff, not admin or students. */
  | { access: 'staff-number' }
  /** The current role is one of these (admins pass): who may apply, for example. */
  | { access: 'role'; roles: readonly string[] };

/**
 * Where the answer also depends on the record asked for, beyond who asks (the handler checks it):
 * - `student-scope`: SPEC 6 data scope; holders of `xj:stuinfo:list` (and admins) see every student, a
 *   supervisor the students whose `dsgh` is their staff number, a student their own record; a record
 *   outside the scope answers 403.
 * - `filtered`: the same scope, but records outside it are left out of the answer (never 403).
 * - `own-user`: `userId` must be the caller's own id (admins may pass any), else 403.
 * - `own-roles`: the role switched to must be one of the caller's roles, else 403.
 * - `own-students`: the supervisor's own students (those whose `dsgh` is the caller's staff number).
 * - `file-owner`: a stored file's owner and scope (uploader, the record it belongs to, public notice
 *   attachments).
 * - `application-scope`: an application in the caller's scope (its subject in their data scope, or
 *   applied for or decided by them), else 403.
 * - `applicant`: only the account that submitted the application, else 403.
 * - `own-records`: the caller's own records only (their messages); another's id answers 404, as an unknown one.
 */
export type Scope = 'student-scope' | 'filtered' | 'own-user' | 'own-roles' | 'own-students' | 'file-owner' | 'application-scope' | 'applicant' | 'own-records';

export type AuthzRow = AccessRule & { scope?: Scope };

export type AccessTable = Partial<Record<OperationId, AuthzRow>>;

export const PUBLIC: AuthzRow = { access: 'public' };
export const SIGNED_IN: AuthzRow = { access: 'signed-in' };
export const needs = (permission: string, scope?: Scope): AuthzRow => ({ access: 'permission', permission, ...(scope ? { scope } : {}) });

/** What the rules look at: the signed-in account and its current role. */
export interface CallerFacts {
  /** SPEC 6: the current role is 超级管理员. */
  isAdmin: boolean;
  /** Key of the current role (`student`, `teacher`, ...). */
  roleKey: string;
  /** Permissions of the current role. */
  permissions: readonly string[];
  /** The account carries a staff number (gh). */
  hasStaffNumber: boolean;
  /** The account carries a student card number (xykh). */
  hasCardNumber: boolean;
}

/** Whether the rule lets this caller in; `undefined` is a call without a token. */
export function mayCall(rule: AccessRule, caller: CallerFacts | undefined): boolean {
  if (rule.access === 'public') return true;
  if (!caller) return false;
  switch (rule.access) {
    case 'signed-in':
      return true;
    case 'permission':
      return caller.isAdmin || caller.permissions.includes(rule.permission);
    case 'student':
      return caller.roleKey === 'student' && caller.hasCardNumber;
    case 'staff-number':
      return caller.hasStaffNumber;
    case 'role':
      return caller.isAdmin || rule.roles.includes(caller.roleKey);
  }
}

/** Why a signed-in caller was refused, in the backend's words. */
export function refusal(rule: AccessRule): string {
  switch (rule.access) {
    case 'permission':
      return `无权访问：需要权限 ${rule.permission}`;
    case 'student':
      return '只有学生账号可以访问本人的数据';
    case 'staff-number':
      return '只有教职工账号（导师、教务员）可以访问';
    case 'role':
      return '当前角色无权执行该操作，请切换角色后重试';
    default:
      return '无权访问该资源';
  }
}
