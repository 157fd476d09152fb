import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** The student's own applications (/my/applications): every kind the engine runs. */
export const applicationViews: FeatureViews = {
  views: {
    'my/applications/index': () => import('./routes/my-applications-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      MyApplications: '我的申请',
    },
    {
      MyApplications: 'My applications',
    },
  ),
};
