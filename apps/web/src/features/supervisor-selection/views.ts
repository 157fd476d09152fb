import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** Supervisor selection (导师遴选, SPEC 2 /ds/dsls and the hidden /zlds/apply/view) by menu component. */
export const supervisorSelectionViews: FeatureViews = {
  views: {
    'ds/dsls/index': () => import('./routes/list-page.tsx'),
    'ds/dsls/apply-view': () => import('./routes/view-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      Dsls: '导师遴选',
      ZldsApplyView: '导师遴选申请详情',
    },
    {
      Dsls: 'Supervisor selection',
      ZldsApplyView: 'Supervisor selection application',
    },
  ),
};
