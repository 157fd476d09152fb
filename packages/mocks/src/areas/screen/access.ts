import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { page } from '../../core/menu.ts';
import { type AccessTable, needs } from '../../http/access.ts';

/**
 * The data screen (数据大屏, issue 24 §3): the graduate school's board of figures. Staff read it (`screen:view`);
 * admins pass everything. Each panel is its own operation, so each can be refused, fail and refresh on its own.
 */
export const screenPermissions = {
  'screen:view': ['staff'],
} as const;

export const screenAccess: AccessTable = {
  getScreenStudents: needs('screen:view'),
  getScreenDegrees: needs('screen:view'),
  getScreenApplications: needs('screen:view'),
  getScreenTimetable: needs('screen:view'),
  getScreenQuestionnaires: needs('screen:view'),
  getScreenActivity: needs('screen:view'),
};

const MANAGERS: readonly RoleKey[] = ['admin', 'staff'];

/** SPEC 2 /screen (moved here from `areas/menu.ts`): opens in a window of its own (`target: '_blank'`), no breadcrumb. */
export const screenMenus: readonly MenuContribution[] = [
  {
    group: '/system',
    order: 70,
    entry: page('/screen', 'Screen', 'screen/index', '数据大屏', 'dashboard-3-line', { roles: MANAGERS, meta: { target: '_blank', breadcrumbHidden: true } }),
  },
];
