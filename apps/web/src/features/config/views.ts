import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** Data configuration (数据配置, SPEC 2 /system/sjpz and its hidden form /sjpz/form?key=) by menu component. */
export const configViews: FeatureViews = {
  views: {
    'kernel/sjpz/index': () => import('./routes/list-page.tsx'),
    'kernel/sjpz/form': () => import('./routes/form-page.tsx'),
  },
  routeTitles: defineRouteTitles({ Sjpz: '数据配置', SjpzForm: '数据配置表单' }, { Sjpz: 'Data configuration', SjpzForm: 'Data configuration form' }),
};
