import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/**
 * The data screen (数据大屏, SPEC 2 /screen): one board, opened by the menu in a window of its own, which the
 * shell renders without its layout (layouts/shell.tsx, `target: '_blank'`).
 */
export const screenViews: FeatureViews = {
  views: {
    'screen/index': () => import('./routes/screen-page.tsx'),
  },
  routeTitles: defineRouteTitles({ Screen: '数据大屏' }, { Screen: 'Data screen' }),
};
