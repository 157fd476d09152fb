import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** The work list (our model, issue 22: /my/worklist) by menu component. */
export const worklistViews: FeatureViews = {
  views: {
    'my/worklist/index': () => import('./routes/worklist-page.tsx'),
  },
  routeTitles: defineRouteTitles({ Worklist: '我的事务' }, { Worklist: 'My work list' }),
};
