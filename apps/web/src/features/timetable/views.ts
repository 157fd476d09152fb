import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/**
 * The timetable (排课信息维护, SPEC 2 /pkgl/pkxxwh and its hidden routes; the own timetable of a
 * student at /my/kb and of a teacher at /pkgl/wdkb) by menu component: the offerings and the week
 * grid, an offering's students, the editors by week and by date (editor/), an offering's plan and its
 * dated sessions, the own timetable.
 */
export const timetableViews: FeatureViews = {
  views: {
    'pkgl/pkxxwh/index': () => import('./routes/list-page.tsx'),
    'pkgl/pkxxwh/xsxkjg': () => import('./routes/students-page.tsx'),
    'my/kb/index': () => import('./routes/my-timetable-page.tsx'),
    // the editors (features/timetable/editor)
    'pkgl/pkxxwh/zc-pkxx-form': () => import('./editor/routes/by-week-page.tsx'),
    'pkgl/pkxxwh/rq-pkxx-form': () => import('./editor/routes/by-date-page.tsx'),
    'pkgl/pkxxwh/pkjh-form': () => import('./editor/routes/plan-form-page.tsx'),
    'pkgl/pkxxwh/rqpkjh-form': () => import('./editor/routes/dated-plan-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      Pkxxwh: '排课信息维护',
      ZcPkxxForm: '按周编辑排课',
      RqPkxxForm: '按日期编辑排课',
      PkjhForm: '排课计划',
      RqpkjhForm: '按日期排课计划',
      Xsxkjg: '选课学生',
      Wdkb: '我的课表',
      MyKb: '我的课表',
    },
    {
      Pkxxwh: 'Schedule maintenance',
      ZcPkxxForm: 'Edit schedule by week',
      RqPkxxForm: 'Edit schedule by date',
      PkjhForm: 'Scheduling plan',
      RqpkjhForm: 'Scheduling plan by date',
      Xsxkjg: 'Students enrolled in the course',
      Wdkb: 'My timetable',
      MyKb: 'My timetable',
    },
  ),
};
