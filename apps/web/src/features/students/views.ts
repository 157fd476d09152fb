import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** Student information pages (xj/*, xw/tj) by menu component. */
export const studentViews: FeatureViews = {
  views: {
    'xj/xjxx/index': () => import('./routes/records-page.tsx'),
    'xj/xjxx/details': () => import('./routes/details-page.tsx'),
    'xj/xjxx/edit': () => import('./routes/edit-page.tsx'),
    // The statistics pages are the only ones that load echarts.
    'xj/tj/index': () => import('./routes/stats-page.tsx'),
    'xw/tj/index': () => import('./routes/degree-stats-page.tsx'),
    'xj/my/index': () => import('./routes/my-record-page.tsx'),
    'xj/xsbd/index': () => import('./routes/registration-page.tsx'),
    'xj/xshd/index': () => import('./routes/verification-page.tsx'),
    'xj/bysk/index': () => import('./routes/graduates-page.tsx'),
    'xj/jxsgl/index': () => import('./routes/visiting-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      Bysk: '毕业生库',
      Jxsgl: '进修生管理',
      MyXjxx: '我的学籍信息',
      StuDetails: '学生详情',
      XjTj: '学籍统计',
      Xjxx: '学籍信息',
      XjxxEdit: '编辑学籍信息',
      Xsbd: '新生报到',
      Xshd: '学籍核对',
      XwTj: '学位统计',
    },
    {
      Bysk: 'Graduate registry',
      Jxsgl: 'Visiting students',
      MyXjxx: 'My student record',
      StuDetails: 'Student details',
      XjTj: 'Student statistics',
      Xjxx: 'Student records',
      XjxxEdit: 'Edit student record',
      Xsbd: 'Registration',
      Xshd: 'Record verification',
      XwTj: 'Degree statistics',
    },
  ),
};
