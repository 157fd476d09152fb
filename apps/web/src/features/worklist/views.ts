import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** The work list (our model, issue 22: /my/worklist) by menu component. */
export const worklistViews: FeatureViews = {
  views: {
    'my/worklist/index': () => import('./routes/worklist-page.tsx'),
  },
  // Sw is the menu group (事务中心) that holds the work list for whoever decides.
  routeTitles: defineRouteTitles({ Sw: '事务中心', Worklist: '我的事务' }, { Sw: 'Work centre', Worklist: 'My work list' }),
};
