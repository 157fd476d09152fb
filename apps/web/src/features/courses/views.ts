import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** The course library (课程库, SPEC 2 /pkgl/kcgl) by menu component. */
export const courseViews: FeatureViews = {
  views: {
    'pkgl/kcgl/index': () => import('./routes/list-page.tsx'),
  },
  routeTitles: defineRouteTitles({ Kcgl: '课程库' }, { Kcgl: 'Course library' }),
};
