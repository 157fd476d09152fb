import type { PublicRoutes, ViewRegistry } from '../../lib/view-registry.ts';

/** Notice pages by menu component (kernel/notice/index, kernel/notice/list, kernel/dbgg/*). */
export const noticeViews: ViewRegistry = {
  'kernel/notice/index': () => import('./routes/notice-admin-page.tsx'),
  'kernel/notice/list': () => import('./routes/notice-list-page.tsx'),
  'kernel/dbgg/index': () => import('./routes/notice-list-page.tsx'),
  'kernel/dbgg/notice': () => import('./routes/notice-view-page.tsx'),
  'kernel/dbgg/view': () => import('./routes/notice-view-page.tsx'),
};

/** SPEC 2 white list: /pubPage/dbgg/index and /dbggView work signed out. */
export const noticePublicRoutes: PublicRoutes = {
  '/pubPage/dbgg/index': () => import('./routes/notice-public-page.tsx'),
  '/dbggView': () => import('./routes/notice-public-page.tsx'),
};
