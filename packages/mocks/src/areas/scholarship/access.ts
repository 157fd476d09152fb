import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import { type AccessTable, needs } from '../../http/access.ts';

const REVIEWERS: readonly RoleKey[] = ['admin', 'staff', 'college'];

/** The ranked summary and its export: the graduate school (every college) and college secretaries (their own). */
export const scholarshipPermissions = {
  'xj:xyjxj:summary': ['staff', 'college'],
} as const;

export const scholarshipAccess: AccessTable = {
  // The form shows the score as the student types, the detail where it comes from: any signed-in account.
  getScholarshipRules: { access: 'signed-in' },
  getScholarshipSummary: needs('xj:xyjxj:summary'),
  exportScholarshipSummary: needs('xj:xyjxj:summary'),
};

/**
 * Academic scholarships (学业奖学金, SPEC 2 /xj/xyjxj and the hidden /xyjxjHz). The applications open at
 * the engine's detail route /stuBySqView, which every role that reads one has in its menu.
 */
export const scholarshipMenus: readonly MenuContribution[] = [
  { group: '/xj', order: 90, entry: page('/xj/xyjxj', 'Xyjxj', 'xj/xyjxj/index', '学业奖学金', 'money-cny-circle-line', { roles: REVIEWERS }) },
  { group: '/xj', order: 150, entry: hidden('/xyjxjHz', 'XyjxjHz', 'xj/xyjxj/summary', '学业奖学金汇总', '/xj/xyjxj', REVIEWERS) },
];
