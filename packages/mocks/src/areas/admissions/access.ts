import type { MenuContribution } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import { type AccessTable, needs } from '../../http/access.ts';

/**
 * Admissions permissions (our model): the graduate school's admissions office, that is staff (admins
 * hold every code). A college secretary gets none: admission lists are the graduate school's (403, no
 * menu entry), as are teachers and students.
 */
export const admissionsPermissions = {
  'zs:lq:list': ['staff'],
  'zs:lq:edit': ['staff'],
  'zs:lq:enrol': ['staff'],
} as const;

export const admissionsAccess: AccessTable = {
  listCandidates: needs('zs:lq:list'),
  getCandidate: needs('zs:lq:list'),
  updateCandidate: needs('zs:lq:edit'),
  confirmCandidates: needs('zs:lq:edit'),
  declineCandidates: needs('zs:lq:edit'),
  enrolCandidates: needs('zs:lq:enrol'),
  downloadCandidateTemplate: needs('zs:lq:list'),
  exportCandidates: needs('zs:lq:list'),
  importCandidates: needs('zs:lq:edit'),
};

/** SPEC 2 routes of 招生管理; the group (`/zs`) is shown to admin and staff only. */
export const admissionsMenus: readonly MenuContribution[] = [
  { group: '/zs', order: 10, entry: page('/zs/sslq', 'Sslq', 'zs/sslq/index', '硕士录取', 'user-follow-line', { meta: { guard: ['zs:lq:list'] } }) },
  { group: '/zs', order: 20, entry: page('/zs/bslq', 'Bslq', 'zs/bslq/index', '博士录取', 'user-star-line', { meta: { guard: ['zs:lq:list'] } }) },
  { group: '/zs', order: 30, entry: hidden('/sslq/toDetails', 'SslqDetails', 'zs/sslq/details', '硕士录取详情', '/zs/sslq') },
  { group: '/zs', order: 40, entry: hidden('/bslq/toDetails', 'BslqDetails', 'zs/bslq/details', '博士录取详情', '/zs/bslq') },
];
