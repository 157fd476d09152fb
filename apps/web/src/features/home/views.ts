import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** The home page (SPEC 2 root layout index). */
export const homeViews: FeatureViews = {
  views: {
    'home/index': () => import('./routes/home-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      Index: '首页',
    },
    {
      Index: 'Home',
    },
  ),
};
