import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** File manager (kernel/storage/index). */
export const fileViews: FeatureViews = {
  views: {
    'kernel/storage/index': () => import('./routes/files-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      Storage: '文件管理',
    },
    {
      Storage: 'Files',
    },
  ),
};
