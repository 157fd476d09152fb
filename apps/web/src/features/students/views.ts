import type { ViewRegistry } from '../../lib/view-registry.ts';

/** Student information pages (xj/*, ds/wdxs, xw/tj) by menu component. */
export const studentViews: ViewRegistry = {
  'xj/xjxx/index': () => import('./routes/records-page.tsx'),
  'xj/xjxx/details': () => import('./routes/details-page.tsx'),
  'xj/xjxx/edit': () => import('./routes/edit-page.tsx'),
  // The statistics pages are the only ones that load echarts.
  'xj/tj/index': () => import('./routes/stats-page.tsx'),
  'xw/tj/index': () => import('./routes/degree-stats-page.tsx'),
  'xj/my/index': () => import('./routes/my-record-page.tsx'),
  'ds/wdxs/index': () => import('./routes/supervisor-page.tsx'),
  'xj/xsbd/index': () => import('./routes/registration-page.tsx'),
  'xj/xshd/index': () => import('./routes/verification-page.tsx'),
  'xj/bysk/index': () => import('./routes/graduates-page.tsx'),
  'xj/jxsgl/index': () => import('./routes/visiting-page.tsx'),
};
