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
 * Academic scholarships (学业奖学金, SPEC 2 /xj/xyjxj and the hidden /xyjxjHz). An application opens on
 * its own hidden route /xyjxj/toDetails (our model; SPEC 2 names none for it), in the menu of every role
 * that reads one, so its tab and breadcrumb say what it is.
 */
export const scholarshipMenus: readonly MenuContribution[] = [
  { group: '/xj', order: 90, entry: page('/xj/xyjxj', 'Xyjxj', 'xj/xyjxj/index', '学业奖学金', 'money-cny-circle-line', { roles: REVIEWERS }) },
  { group: '/xj', order: 150, entry: hidden('/xyjxjHz', 'XyjxjHz', 'xj/xyjxj/summary', '学业奖学金汇总', '/xj/xyjxj', REVIEWERS) },
  { group: '/xj', order: 151, entry: hidden('/xyjxj/toDetails', 'XyjxjDetails', 'xj/xyjxj/details', '学业奖学金申请详情', '/xj/xyjxj', REVIEWERS) },
  // A supervisor opens their students' applications from their home page; a student their own from "my applications".
  { group: '/ds', order: 86, entry: hidden('/xyjxj/toDetails', 'XyjxjDetails', 'xj/xyjxj/details', '学业奖学金申请详情', '/ds/wdxs', ['teacher']) },
  { group: '/my', order: 27, entry: hidden('/xyjxj/toDetails', 'XyjxjDetails', 'xj/xyjxj/details', '学业奖学金申请详情', '/my/applications', ['student']) },
];
