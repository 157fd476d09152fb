import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import { type AccessTable, SIGNED_IN, needs } from '../../http/access.ts';

/**
 * Questionnaires (our model, issue 24 §2). The graduate school builds and publishes questionnaires
 * (`examination:wj:edit`) and reads the answers and analyses (`examination:wj:view`); every task and
 * questionnaire is the school's, whoever made it. Anyone signed in answers the tasks they are among the
 * respondents of (the handlers check that, 403 otherwise).
 */
export const questionnairePermissions = {
  'examination:wj:edit': ['staff'],
  'examination:wj:view': ['staff'],
} as const;

export const questionnaireAccess: AccessTable = {
  listQuestionnaires: needs('examination:wj:edit'),
  createQuestionnaire: needs('examination:wj:edit'),
  getQuestionnaire: needs('examination:wj:edit'),
  updateQuestionnaire: needs('examination:wj:edit'),
  deleteQuestionnaire: needs('examination:wj:edit'),
  copyQuestionnaire: needs('examination:wj:edit'),
  listTasks: needs('examination:wj:edit'),
  createTask: needs('examination:wj:edit'),
  getTask: needs('examination:wj:view'),
  updateTask: needs('examination:wj:edit'),
  deleteTask: needs('examination:wj:edit'),
  closeTask: needs('examination:wj:edit'),
  listTaskSheets: needs('examination:wj:view'),
  getSheet: needs('examination:wj:view'),
  analyseTask: needs('examination:wj:view'),
  listTextAnswers: needs('examination:wj:view'),
  exportTaskAnswers: needs('examination:wj:view'),
  exportTaskReport: needs('examination:wj:view'),
  listMyTasks: SIGNED_IN,
  getMyTaskForm: SIGNED_IN,
  saveMyDraft: SIGNED_IN,
  submitMyAnswers: SIGNED_IN,
};

const MANAGERS: readonly RoleKey[] = ['admin', 'staff'];

/** SPEC 2 routes of 问卷管理 and the student's 我的问卷 (moved here from `areas/menu.ts`, unchanged). */
export const questionnaireMenus: readonly MenuContribution[] = [
  {
    group: '/examination',
    order: 10,
    entry: page('/examination/index', 'ExaminationIndex', 'examination/index', '问卷列表', 'list-unordered', { roles: MANAGERS }),
  },
  { group: '/examination', order: 20, entry: page('/examination/rwfb', 'Rwfb', 'examination/rwfb/index', '任务发布', 'send-plane-line', { roles: MANAGERS }) },
  { group: '/examination', order: 30, entry: page('/examination/myjob', 'Myjob', 'examination/myjob/index', '我的问卷', 'survey-line') },
  { group: '/examination', order: 40, entry: hidden('/examination/form', 'ExaminationForm', 'examination/form', '新增问卷', '/examination/index', MANAGERS) },
  { group: '/examination', order: 50, entry: hidden('/examination/edit', 'ExaminationEdit', 'examination/edit', '填写问卷', '/examination/myjob') },
  {
    group: '/examination',
    order: 60,
    entry: hidden('/examination/answer/view', 'ExaminationAnswerView', 'examination/answer/view', '答卷详情', '/examination/index', MANAGERS),
  },
  {
    group: '/examination',
    order: 70,
    entry: hidden('/examination/answer/analysis', 'ExaminationAnswerAnalysis', 'examination/answer/analysis', '答卷分析', '/examination/index', MANAGERS),
  },
  { group: '/examination', order: 80, entry: hidden('/rwfb/form', 'RwfbForm', 'examination/rwfb/form', '发布任务', '/examination/rwfb', MANAGERS) },
  { group: '/examination', order: 90, entry: hidden('/myjob/dotest', 'MyjobDotest', 'examination/myjob/dotest', '答题', '/examination/myjob') },
  { group: '/my', order: 30, entry: page('/my/wj', 'MyWj', 'examination/myjob/index', '我的问卷', 'survey-line') },
  { group: '/my', order: 40, entry: hidden('/examination/edit', 'ExaminationEdit', 'examination/edit', '填写问卷', '/my/wj') },
  { group: '/my', order: 50, entry: hidden('/myjob/dotest', 'MyjobDotest', 'examination/myjob/dotest', '答题', '/my/wj') },
];
