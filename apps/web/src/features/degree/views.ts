import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/**
 * Degrees (学位管理, SPEC 2 /xw/xwsq, /xw/lwps, /xw/dbjl and the hidden /stuXwsqView) by menu component: the
 * degree applications (a student's own degree file), the thesis blind review (a teacher's own reviews), the
 * defences, and one student's degree file.
 */
export const degreeViews: FeatureViews = {
  views: {
    'xw/xwsq/index': () => import('./routes/xwsq-page.tsx'),
    'xw/xwsq/view': () => import('./routes/file-page.tsx'),
    'xw/lwps/index': () => import('./routes/lwps-page.tsx'),
    'xw/dbjl/index': () => import('./routes/dbjl-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      Xwsq: '学位申请',
      Lwps: '论文评审',
      Dbjl: '答辩记录',
      StuXwsqView: '学位申请详情',
    },
    {
      Xwsq: 'Degree applications',
      Lwps: 'Thesis review',
      Dbjl: 'Defence records',
      StuXwsqView: 'Degree application details',
    },
  ),
};

/** The reviewer's panel of the home page (open and overdue blind reviews), its own chunk, for teachers only. */
export const degreeHomePanels = [{ key: 'degree-reviews', roles: ['teacher'], load: () => import('./components/overdue-reviews-panel.tsx') }] as const;
