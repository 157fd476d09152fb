import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import { type AccessTable, SIGNED_IN, needs } from '../../http/access.ts';

/**
 * Degree audits (our model, issue 23 §1). An audit and its exceptions are open to any signed-in account and
 * checked per student by the data scope (SPEC 6): a student their own, a supervisor their students, a college
 * secretary their college's, the graduate school all; 403 outside it. Only the graduate school records and
 * removes exceptions.
 */
export const auditsPermissions = {
  'pkgl:xspyjh:edit': ['staff'],
} as const;

export const auditsAccess: AccessTable = {
  getDegreeAudit: SIGNED_IN,
  listAuditExceptions: SIGNED_IN,
  createAuditException: needs('pkgl:xspyjh:edit'),
  deleteAuditException: needs('pkgl:xspyjh:edit'),
};

const MANAGERS: readonly RoleKey[] = ['admin', 'staff', 'college'];

/**
 * SPEC 2's hidden route of 学生培养计划 (moved here from `areas/menu.ts`), opened with `?xykh=` by those who read
 * other students' audits; and the student's own audit in their one top-level entry.
 */
export const auditsMenus: readonly MenuContribution[] = [
  { group: '/pkgl', order: 120, entry: hidden('/zdyxd/xspyjhView', 'XspyjhView', 'pkgl/pyfa/plan-view', '学生培养计划', '/pkgl/pyfa', MANAGERS) },
  // A supervisor opens it from their students (/ds/wdxs).
  { group: '/ds', order: 87, entry: hidden('/zdyxd/xspyjhView', 'XspyjhView', 'pkgl/pyfa/plan-view', '学生培养计划', '/ds/wdxs', ['teacher']) },
  { group: '/my', order: 29, entry: page('/my/pyjh', 'MyPyjh', 'my/pyjh/index', '我的培养计划', 'route-line', { roles: ['student'] }) },
];
