import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/**
 * Questionnaires (问卷管理, SPEC 2 /examination/**, /rwfb/form, /myjob/dotest and the student's /my/wj)
 * by menu component: the questionnaires and their builder (builder/), the published tasks and the
 * publish form, the answer sheets and the analysis (analysis/), the respondent's list and the fill-in
 * page (both /examination/edit and /myjob/dotest open it). The builder and the analysis are chunks of
 * their own: they carry the drag-and-drop and the charts.
 */
export const questionnaireViews: FeatureViews = {
  views: {
    'examination/index': () => import('./routes/list-page.tsx'),
    'examination/form': () => import('./builder/routes/builder-page.tsx'),
    'examination/rwfb/index': () => import('./routes/tasks-page.tsx'),
    'examination/rwfb/form': () => import('./routes/publish-page.tsx'),
    'examination/myjob/index': () => import('./routes/my-list-page.tsx'),
    'examination/edit': () => import('./routes/fill-page.tsx'),
    'examination/myjob/dotest': () => import('./routes/fill-page.tsx'),
    'examination/answer/view': () => import('./routes/answers-page.tsx'),
    // The charts' chunk (echarts) is asked for with the page's, not once the page's has run: the two load
    // side by side (the analysis' 1 s to its charts, issue 24).
    'examination/answer/analysis': () => {
      void import('./analysis/components/analysis-chart.tsx');
      return import('./analysis/routes/analysis-page.tsx');
    },
  },
  routeTitles: defineRouteTitles(
    {
      Examination: '问卷管理',
      ExaminationIndex: '问卷列表',
      ExaminationForm: '新增问卷',
      ExaminationEdit: '填写问卷',
      ExaminationAnswerView: '答卷详情',
      ExaminationAnswerAnalysis: '答卷分析',
      Rwfb: '任务发布',
      RwfbForm: '发布任务',
      Myjob: '我的问卷',
      MyjobDotest: '答题',
      MyWj: '我的问卷',
    },
    {
      Examination: 'Questionnaires',
      ExaminationIndex: 'Questionnaire list',
      ExaminationForm: 'New questionnaire',
      ExaminationEdit: 'Fill in questionnaire',
      ExaminationAnswerView: 'Answer details',
      ExaminationAnswerAnalysis: 'Answer analysis',
      Rwfb: 'Task publishing',
      RwfbForm: 'Publish task',
      Myjob: 'My questionnaires',
      MyjobDotest: 'Answer questionnaire',
      MyWj: 'My questionnaires',
    },
  ),
};
