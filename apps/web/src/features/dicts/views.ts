import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** Dictionary browser (kernel/dict/index). */
export const dictViews: FeatureViews = {
  views: {
    'kernel/dict/index': () => import('./routes/dict-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      Dict: '数据字典',
    },
    {
      Dict: 'Dictionaries',
    },
  ),
};
