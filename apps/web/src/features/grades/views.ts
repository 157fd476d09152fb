import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/**
 * The grades (成绩管理, SPEC 2 /cjgl and its hidden routes, and the student's /my/cj) by menu
 * component: grade entry, maintenance and a grade's history, report cards, the practice evaluation
 * summary.
 */
export const gradeViews: FeatureViews = {
  views: {
    // grade entry (features/grades/entry): the list of sheets and the entry grid of one offering
    'cjgl/cjlr/index': () => import('./entry/routes/list-page.tsx'),
    'cjgl/cjlr/students': () => import('./entry/routes/sheet-page.tsx'),
    'cjgl/whcjgl/index': () => import('./routes/maintain-page.tsx'),
    'cjgl/whcjgl/detail': () => import('./routes/grade-detail-page.tsx'),
    'cjgl/xscjgb/index': () => import('./routes/report-cards-page.tsx'),
    'cjgl/xscjgb/view': () => import('./routes/report-card-page.tsx'),
    'cjgl/sjpjhz/index': () => import('./routes/practice-page.tsx'),
    'cjgl/sjpjhz/detail': () => import('./routes/practice-detail-page.tsx'),
    'my/cj/index': () => import('./routes/my-grades-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      Cjgl: '成绩管理',
      Cjlr: '成绩录入',
      XkxsIdex: '选课学生成绩',
      Whcjgl: '成绩维护',
      IndexCjmx: '成绩明细',
      Xscjgb: '成绩报告单',
      XscjgbView: '成绩报告单详情',
      Sjpjhz: '实践评价汇总',
      SjpjhzMx: '实践评价汇总明细',
      MyCj: '我的成绩',
    },
    {
      Cjgl: 'Grades',
      Cjlr: 'Grade entry',
      XkxsIdex: 'Grades of enrolled students',
      Whcjgl: 'Grade maintenance',
      IndexCjmx: 'Grade details',
      Xscjgb: 'Report cards',
      XscjgbView: 'Report card',
      Sjpjhz: 'Practice evaluation summary',
      SjpjhzMx: 'Practice evaluation details',
      MyCj: 'My grades',
    },
  ),
};
