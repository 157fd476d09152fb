import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';

const REVIEWERS: readonly RoleKey[] = ['admin', 'staff', 'college'];

/**
 * Status changes (学籍异动, SPEC 2 routes /xj/xjyd, /addXjyd, /stuBySqView). Their operations are the
 * application engine's; the area brings its kinds and its menu entries.
 */
export const statusChangeMenus: readonly MenuContribution[] = [
  { group: '/xj', order: 30, entry: page('/xj/xjyd', 'Xjyd', 'xj/xjyd/index', '学籍异动', 'exchange-line', { roles: REVIEWERS, meta: { dot: true } }) },
  // The graduate school enters a status change for a student (createApplication with xykh).
  { group: '/xj', order: 120, entry: hidden('/addXjyd', 'AddXjyd', 'xj/xjyd/add', '新增学籍异动', '/xj/xjyd', ['admin', 'staff']) },
  { group: '/xj', order: 130, entry: hidden('/stuBySqView', 'StuBySqView', 'xj/xjyd/view', '学籍异动申请详情', '/xj/xjyd', REVIEWERS) },
  // A supervisor opens the applications of their students from their home page; a student their own.
  { group: '/ds', order: 80, entry: hidden('/stuBySqView', 'StuBySqView', 'xj/xjyd/view', '学籍异动申请详情', '/ds/wdxs', ['teacher']) },
  { group: '/my', order: 25, entry: hidden('/stuBySqView', 'StuBySqView', 'xj/xjyd/view', '学籍异动申请详情', '/my/applications', ['student']) },
];
