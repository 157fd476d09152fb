import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import { type AccessTable, type AuthzRow, needs } from '../../http/access.ts';

/**
 * Entering assessments is the graduate school's and, for their own college's supervisors, the college
 * secretaries'; reopening a submitted one only the graduate school's (admins pass every check).
 */
export const supervisorPermissions = {
  'ds:dskh:edit': ['staff', 'college'],
  'ds:dskh:reopen': ['staff'],
} as const;

/**
 * Who works with supervisor profiles (our model): the graduate school, college secretaries (their own
 * college, checked by the handlers) and teachers, who read the supervisor directory and their own
 * profile, students, and assessment. Students get none of it.
 */
const READERS: readonly RoleKey[] = ['staff', 'college', 'teacher'];
const readers: AuthzRow = { access: 'role', roles: READERS };

export const supervisorAccess: AccessTable = {
  listSupervisorProfiles: readers,
  // The list as a workbook (issue 22 §3), for the same readers and in the same scope.
  exportSupervisorProfiles: readers,
  getSupervisorProfile: readers,
  // Staff and college secretaries edit every field (a secretary their college's teachers), a teacher
  // their own directions and introduction: the handler checks which fields and whose profile.
  updateSupervisorProfile: readers,
  listAssessmentCriteria: readers,
  // A teacher's list holds only their own assessment.
  listAssessments: readers,
  saveAssessment: needs('ds:dskh:edit'),
  reopenAssessment: needs('ds:dskh:reopen'),
  submitAssessments: needs('ds:dskh:edit'),
};

const MENU_ROLES: readonly RoleKey[] = ['admin', ...READERS];

/** Supervisor pages (SPEC 2 /ds/dsxx, /dsxx/jsinfoView, /ds/dskh, /ds/wdxs). */
export const supervisorMenus: readonly MenuContribution[] = [
  { group: '/ds', order: 10, entry: page('/ds/wdxs', 'Wdxs', 'ds/wdxs/index', '我的学生', 'group-line', { roles: ['admin', 'staff', 'teacher'] }) },
  { group: '/ds', order: 20, entry: page('/ds/dsxx', 'Dsxx', 'ds/dsxx/index', '导师信息', 'contacts-line', { roles: MENU_ROLES }) },
  { group: '/ds', order: 40, entry: page('/ds/dskh', 'Dskh', 'ds/dskh/index', '导师考核', 'star-line', { roles: MENU_ROLES }) },
  { group: '/ds', order: 50, entry: hidden('/dsxx/jsinfoView', 'JsinfoView', 'ds/dsxx/view', '导师详情', '/ds/dsxx', MENU_ROLES) },
  // A college secretary opens the students of their college's supervisors from the profile.
  { group: '/ds', order: 75, entry: hidden('/stuDetails', 'StuDetails', 'xj/xjxx/details', '学生详情', '/ds/dsxx', ['college']) },
];
