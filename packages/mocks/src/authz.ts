import type { operations } from '@gs/sdk/schema';
import type { PERMISSIONS } from './store/users.ts';

/**
 * Who may call which operation: one table, in the spec's order. The rule of each row follows the
 * OpenAPI description (`security: []` is `public`, `x-permission` is `permission`) and, for the
 * `NotAuth` calls that check the caller instead of a permission, the spec's description. Which role
 * holds which permission is the store's role table (`seedRoles` in store/users.ts); SPEC 6: the role
 * named 超级管理员 passes every permission check. `packages/mocks/test/authz-matrix.test.ts` checks the
 * table against the spec and calls every row as every demo account.
 */
export type OperationId = keyof operations;
export type Permission = (typeof PERMISSIONS)[number];

export type AccessRule =
  /** No token needed (`security: []`). */
  | { access: 'public' }
  /** Any signed-in account. */
  | { access: 'signed-in' }
  /** The current role holds the permission (`x-permission`); admins pass. */
  | { access: 'permission'; permission: Permission }
  /** Student accounts only: the token names the student record (admins do not pass: they have none). */
  | { access: 'student' }
  /** Accounts with a staff number (gh): supervisors and graduate-school staff, not admin or students. */
  | { access: 'staff-number' };

/**
 * Where the answer also depends on the record asked for, beyond who asks:
 * - `student-scope`: SPEC 6 data scope; holders of `xj:stuinfo:list` (and admins) see every student, a
 *   supervisor the students whose `dsgh` is their staff number, a student their own record; a record
 *   outside the scope answers 403.
 * - `filtered`: the same scope, but records outside it are left out of the answer (never 403).
 * - `own-user`: `userId` must be the caller's own id (admins may pass any), else 403.
 * - `own-roles`: the role switched to must be one of the caller's roles, else 403.
 * - `own-students`: the supervisor's own students (those whose `dsgh` is the caller's staff number).
 */
export type Scope = 'student-scope' | 'filtered' | 'own-user' | 'own-roles' | 'own-students';

export type AuthzRow = AccessRule & { scope?: Scope };

const PUBLIC: AuthzRow = { access: 'public' };
const SIGNED_IN: AuthzRow = { access: 'signed-in' };
const needs = (permission: Permission): AuthzRow => ({ access: 'permission', permission });
const inStudentScope: AuthzRow = { access: 'signed-in', scope: 'student-scope' };

export const AUTHZ: { readonly [Id in OperationId]: AuthzRow } = {
  // auth
  login: PUBLIC,
  sendSmsCode: PUBLIC,
  ssoLogin: PUBLIC,
  casLogin: PUBLIC,
  getUserInfo: SIGNED_IN,
  logout: SIGNED_IN,
  changePassword: SIGNED_IN,
  getMenus: SIGNED_IN,
  changeRole: { access: 'signed-in', scope: 'own-roles' },
  expireToken: SIGNED_IN,
  refreshToken: SIGNED_IN,
  listServices: SIGNED_IN,
  buildMenus: { access: 'signed-in', scope: 'own-user' },
  getPublicKey: PUBLIC,
  // dictionaries
  getDictDetails: SIGNED_IN,
  getDictMap: SIGNED_IN,
  // notices
  listNotices: SIGNED_IN,
  addNotice: needs('kernel:notice:edit'),
  editNotice: needs('kernel:notice:edit'),
  deleteNotice: needs('kernel:notice:edit'),
  getPublicNotice: PUBLIC,
  // files
  listFiles: needs('kernel:storage:list'),
  uploadFile: SIGNED_IN,
  deleteFile: needs('kernel:storage:delete'),
  deleteFiles: needs('kernel:storage:delete'),
  getFilesInfo: SIGNED_IN,
  previewFile: SIGNED_IN,
  downloadFile: SIGNED_IN,
  getCachedFile: SIGNED_IN,
  // approvals
  addApproval: needs('approval:add'),
  listApprovals: needs('approval:list'),
  // student records
  addStudent: needs('xj:stuinfo:add'),
  addVisitingStudent: needs('xj:stuinfo:add'),
  deleteStudent: needs('xj:stuinfo:delete'),
  listStudents: needs('xj:stuinfo:list'),
  updateStudent: needs('xj:stuinfo:edit'),
  returnVerification: needs('xj:stuinfo:verify'),
  changeStudentStatus: needs('xj:stuinfo:status'),
  changeCertificateNumber: needs('xj:stuinfo:edit'),
  getStudentById: needs('xj:stuinfo:list'),
  getStudentByCard: needs('xj:stuinfo:list'),
  getStaff: needs('xj:stuinfo:list'),
  getNextCardNumber: needs('xj:stuinfo:list'),
  checkCertificateRepeat: needs('xj:stuinfo:list'),
  listSupervisorStudents: { access: 'staff-number', scope: 'own-students' },
  getOwnStudentRecord: { access: 'student' },
  pickStudents: { access: 'signed-in', scope: 'filtered' },
  getStudentByCardInScope: inStudentScope,
  searchStudents: needs('xj:stuinfo:list'),
  getVisitingStudent: needs('xj:stuinfo:list'),
  getRegistration: inStudentScope,
  getRegistrationCheck: inStudentScope,
  // statistics
  getVerificationStats: needs('xj:stats:view'),
  getRegistrationStats: needs('xj:stats:view'),
  getStudentStats: needs('xj:stats:view'),
  getSupervisorStats: needs('xj:stats:view'),
  getVisitingStats: needs('xj:stats:view'),
  getEquivalentStats: needs('xj:stats:view'),
  getPartyMemberStats: needs('xj:stats:view'),
  getDegreeStats: needs('xj:stats:view'),
  // photos
  getPhoto: inStudentScope,
  downloadPhoto: inStudentScope,
  showPhoto: inStudentScope,
  updateOwnPhoto: { access: 'student' },
  uploadStudentPhoto: { ...needs('xj:stuinfo:edit'), scope: 'student-scope' },
  // exports
  exportStudentsExcel: needs('xj:stuinfo:export'),
  exportSearchExcel: needs('xj:stuinfo:export'),
  exportPhotos: needs('xj:stuinfo:export'),
  exportImportTemplate: needs('xj:stuinfo:export'),
  exportFreshmenExcel: needs('xj:stuinfo:export'),
  exportStudentsDbf: needs('xj:stuinfo:export'),
  exportEquivalentDbf: needs('xj:stuinfo:export'),
  downloadCcqj: needs('xj:stuinfo:export'),
  downloadXzzd: needs('xj:stuinfo:export'),
  downloadJybXX: needs('xj:stuinfo:export'),
  exportVerificationExcel: needs('xj:stuinfo:export'),
  getEnrolmentCertificate: needs('xj:stuinfo:export'),
  getAuthReport: needs('xj:stuinfo:export'),
  getOwnEnrolmentCertificate: { access: 'student' },
  exportGraduates: needs('xj:bysk:export'),
  exportGraduatesDbf: needs('xj:bysk:export'),
};

/** What the rules look at: the signed-in account and its current role. */
export interface CallerFacts {
  /** SPEC 6: the current role is 超级管理员. */
  isAdmin: boolean;
  /** Key of the current role (`student`, `teacher`, ...). */
  roleKey: string;
  /** Permissions of the current role (store: `permissionsOf`). */
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
  }
}

/** The status an in-scope, well-formed call answers: 200, 401 without a token, 403 without the right. */
export function expectedStatus(operationId: OperationId, caller: CallerFacts | undefined): 200 | 401 | 403 {
  const rule = AUTHZ[operationId];
  if (mayCall(rule, caller)) return 200;
  return caller ? 403 : 401;
}
