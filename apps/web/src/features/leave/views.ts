import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** Leave (请假, SPEC 2 /xj/qjgl, /qjgl/toDetails) by menu component. */
export const leaveViews: FeatureViews = {
  views: {
    'xj/qjgl/index': () => import('./routes/list-page.tsx'),
    'xj/qjgl/details': () => import('./routes/details-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      Qjgl: '请假管理',
      QjglDetails: '请假详情',
    },
    {
      Qjgl: 'Leave management',
      QjglDetails: 'Leave details',
    },
  ),
};
