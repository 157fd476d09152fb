import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** Academic scholarships (学业奖学金, SPEC 2 /xj/xyjxj and the hidden /xyjxjHz; our /xyjxj/toDetails) by menu component. */
export const scholarshipViews: FeatureViews = {
  views: {
    'xj/xyjxj/index': () => import('./routes/list-page.tsx'),
    'xj/xyjxj/summary': () => import('./routes/summary-page.tsx'),
    'xj/xyjxj/details': () => import('./routes/details-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      Xyjxj: '学业奖学金',
      XyjxjHz: '学业奖学金汇总',
      XyjxjDetails: '学业奖学金申请详情',
    },
    {
      Xyjxj: 'Academic scholarships',
      XyjxjHz: 'Scholarship ranking',
      XyjxjDetails: 'Scholarship application',
    },
  ),
};
