import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** The personal center (SPEC 2 /center). Sign-in and CAS are top-level screens of app/app.tsx. */
export const authViews: FeatureViews = {
  views: {
    'center/index': () => import('./routes/center-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      PersonalCenter: '个人中心',
    },
    {
      PersonalCenter: 'Personal center',
    },
  ),
};
