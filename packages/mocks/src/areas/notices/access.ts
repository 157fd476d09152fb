import type { MenuContribution } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import { type AccessTable, PUBLIC, SIGNED_IN, needs } from '../../http/access.ts';

const MANAGERS = ['admin', 'staff'] as const;

export const noticePermissions = {
  'kernel:notice:edit': ['staff'],
} as const;

export const noticeAccess: AccessTable = {
  listNotices: SIGNED_IN,
  addNotice: needs('kernel:notice:edit'),
  editNotice: needs('kernel:notice:edit'),
  deleteNotice: needs('kernel:notice:edit'),
  getPublicNotice: PUBLIC,
};

export const noticeMenus: readonly MenuContribution[] = [
  { group: '/my', order: 20, entry: page('/my/notice', 'MyNotice', 'kernel/notice/list', '通知公告', 'notification-3-line', { service: 'kernel' }) },
  { group: '/my', order: 60, entry: hidden('/pubPage/dbggView', 'PubDbggView', 'kernel/dbgg/view', '公告详情', '/my/notice', ['student']) },
  {
    group: '/system',
    order: 10,
    entry: page('/system/notice', 'Notice', 'kernel/notice/index', '通知公告', 'notification-3-line', {
      roles: MANAGERS,
      meta: { guard: ['kernel:notice:edit'] },
    }),
  },
  { group: '/system', order: 20, entry: page('/system/dbgg', 'Dbgg', 'kernel/dbgg/index', '待办公告', 'todo-line', { roles: MANAGERS }) },
  { group: '/system', order: 100, entry: hidden('/dbNotice', 'DbNotice', 'kernel/dbgg/notice', '待办通知', '/system/dbgg', MANAGERS) },
  { group: '/system', order: 110, entry: hidden('/pubPage/dbggView', 'PubDbggView', 'kernel/dbgg/view', '公告详情', '/system/dbgg', MANAGERS) },
];
