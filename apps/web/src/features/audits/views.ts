import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** The degree audit (学生培养计划, SPEC 2 /zdyxd/xspyjhView; the student's own /my/pyjh) by menu component. */
export const auditViews: FeatureViews = {
  views: {
    'pkgl/pyfa/plan-view': () => import('./routes/student-audit-page.tsx'),
    'my/pyjh/index': () => import('./routes/my-audit-page.tsx'),
  },
  routeTitles: defineRouteTitles({ XspyjhView: '学生培养计划', MyPyjh: '我的培养计划' }, { XspyjhView: 'Student training plan', MyPyjh: 'My training plan' }),
};
