import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import type { AccessTable } from '../../http/access.ts';

/** Who reviews leave from the list /xj/qjgl: the graduate school and the college secretaries. */
const REVIEWERS: readonly RoleKey[] = ['admin', 'staff', 'college'];

export const leaveAccess: AccessTable = {
  // Cut to the caller's data scope (SPEC 6) like the engine's list.
  listLeaves: { access: 'signed-in', scope: 'filtered' },
  // The list as a workbook (issue 22 §3), in the same scope.
  exportLeaves: { access: 'signed-in', scope: 'filtered' },
  // The student records their own return; the graduate school may record it for them.
  cancelLeave: { access: 'role', roles: ['student', 'staff'], scope: 'application-scope' },
};

/**
 * Leave (请假, SPEC 2 routes /xj/qjgl, /qjgl/toDetails). Applying, reading and withdrawing are the
 * engine's operations; the area brings its kind, its list, the cancel-leave and its menu entries.
 */
export const leaveMenus: readonly MenuContribution[] = [
  { group: '/xj', order: 80, entry: page('/xj/qjgl', 'Qjgl', 'xj/qjgl/index', '请假管理', 'calendar-event-line', { roles: REVIEWERS }) },
  { group: '/xj', order: 140, entry: hidden('/qjgl/toDetails', 'QjglDetails', 'xj/qjgl/details', '请假详情', '/xj/qjgl', REVIEWERS) },
  // A supervisor opens their students' leaves from their home page; a student their own from "my applications".
  { group: '/ds', order: 85, entry: hidden('/qjgl/toDetails', 'QjglDetails', 'xj/qjgl/details', '请假详情', '/ds/wdxs', ['teacher']) },
  { group: '/my', order: 26, entry: hidden('/qjgl/toDetails', 'QjglDetails', 'xj/qjgl/details', '请假详情', '/my/applications', ['student']) },
];
