import type { PublicRoutes, ViewRegistry } from '../../lib/view-registry.ts';

/** Notice pages by menu component (kernel/notice/index, kernel/notice/list, kernel/dbgg/*). */
export const noticeViews: ViewRegistry = {};

/** SPEC 2 white list: /pubPage/dbgg/index and /dbggView work signed out. */
export const noticePublicRoutes: PublicRoutes = {};
