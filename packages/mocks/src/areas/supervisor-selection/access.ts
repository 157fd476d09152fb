import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import type { AccessTable } from '../../http/access.ts';

/**
 * Who sees the selections (AREAS.md roles): the graduate school and admins all of them, a college
 * secretary those of their college's teachers, a teacher their own (where they also apply).
 */
const READERS: readonly RoleKey[] = ['admin', 'staff', 'college', 'teacher'];

export const supervisorSelectionAccess: AccessTable = {
  // A teacher uploads the review form of their own application (admins pass, as everywhere).
  uploadSupervisorReviewForm: { access: 'role', roles: ['teacher'] },
};

/** Supervisor selection (导师遴选, SPEC 2 routes /ds/dsls and the hidden /zlds/apply/view). */
export const supervisorSelectionMenus: readonly MenuContribution[] = [
  { group: '/ds', order: 30, entry: page('/ds/dsls', 'Dsls', 'ds/dsls/index', '导师遴选', 'user-search-line', { roles: READERS }) },
  { group: '/ds', order: 60, entry: hidden('/zlds/apply/view', 'ZldsApplyView', 'ds/dsls/apply-view', '导师遴选申请详情', '/ds/dsls', READERS) },
];
