import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** The training plans (培养方案, SPEC 2 /pkgl/pyfa and its hidden routes) by menu component. */
export const planViews: FeatureViews = {
  views: {
    'pkgl/pyfa/index': () => import('./routes/list-page.tsx'),
    'pkgl/pyfa/template': () => import('./routes/templates-page.tsx'),
    'pkgl/pyfa/zd-form': () => import('./routes/editor-page.tsx'),
    'pkgl/pyfa/view': () => import('./routes/view-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    { Pyfa: '培养方案', Pyfambgl: '培养方案模板管理', PyfazdForm: '培养方案制订', PyfaView: '培养方案查看' },
    { Pyfa: 'Training plans', Pyfambgl: 'Plan templates', PyfazdForm: 'Plan editor', PyfaView: 'Training plan' },
  ),
};
