import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** Notice pages by menu component (kernel/notice/index, kernel/notice/list, kernel/dbgg/*). */
export const noticeViews: FeatureViews = {
  views: {
    'kernel/notice/index': () => import('./routes/notice-admin-page.tsx'),
    'kernel/notice/list': () => import('./routes/notice-list-page.tsx'),
    'kernel/dbgg/index': () => import('./routes/notice-list-page.tsx'),
    'kernel/dbgg/notice': () => import('./routes/notice-view-page.tsx'),
    'kernel/dbgg/view': () => import('./routes/notice-view-page.tsx'),
  },
  /** SPEC 2 white list: /pubPage/dbgg/index and /dbggView work signed out. */
  publicRoutes: {
    '/pubPage/dbgg/index': () => import('./routes/notice-public-page.tsx'),
    '/dbggView': () => import('./routes/notice-public-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      DbNotice: '待办通知',
      Dbgg: '待办公告',
      MyNotice: '通知公告',
      Notice: '通知公告',
      PubDbggView: '公告详情',
    },
    {
      DbNotice: 'To-do notices',
      Dbgg: 'To-do announcements',
      MyNotice: 'Notices',
      Notice: 'Notices',
      PubDbggView: 'Announcement details',
    },
  ),
};
