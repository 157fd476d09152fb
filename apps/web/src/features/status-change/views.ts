import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** Status changes (学籍异动, SPEC 2 /xj/xjyd, /addXjyd, /stuBySqView) by menu component. */
export const statusChangeViews: FeatureViews = {
  views: {
    'xj/xjyd/index': () => import('./routes/list-page.tsx'),
    'xj/xjyd/add': () => import('./routes/add-page.tsx'),
    'xj/xjyd/view': () => import('./routes/view-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      AddXjyd: '新增学籍异动',
      StuBySqView: '学籍异动申请详情',
      Xjyd: '学籍异动',
    },
    {
      AddXjyd: 'New status change',
      StuBySqView: 'Status change application',
      Xjyd: 'Status changes',
    },
  ),
};
