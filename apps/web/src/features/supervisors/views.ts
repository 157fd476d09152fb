import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** Supervisor pages (SPEC 2 /ds/dsxx, /dsxx/jsinfoView, /ds/dskh, /ds/wdxs) by menu component. */
export const supervisorViews: FeatureViews = {
  views: {
    'ds/dsxx/index': () => import('./routes/list-page.tsx'),
    'ds/dsxx/view': () => import('./routes/view-page.tsx'),
    'ds/dskh/index': () => import('./routes/assessment-page.tsx'),
    'ds/wdxs/index': () => import('./routes/my-students-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    { Dsxx: '导师信息', JsinfoView: '导师详情', Dskh: '导师考核', Wdxs: '我的学生' },
    { Dsxx: 'Supervisors', JsinfoView: 'Supervisor profile', Dskh: 'Supervisor assessment', Wdxs: 'My students' },
  ),
};
