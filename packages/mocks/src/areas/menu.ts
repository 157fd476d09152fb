import { type MenuContribution, type MenuGroup, type RoleKey, hidden, page } from '../core/menu.ts';

const MANAGERS: RoleKey[] = ['admin', 'staff'];

/**
 * The groups of the server menu (SPEC 2), in order. Groups use the main layout (`Layout`); their
 * entries come from the areas (`menus` in each area's `access.ts`).
 */
export const MENU_GROUPS: readonly MenuGroup[] = [
  // The work list first, for whoever decides (our model, issue 22); a student's is in "我的学籍" (one top-level entry).
  { path: '/sw', name: 'Sw', title: '事务中心', icon: 'task-line', roles: ['admin', 'staff', 'teacher', 'college'], service: 'cloud-xj' },
  { path: '/xj', name: 'Xj', title: '学籍管理', icon: 'user-3-line', roles: MANAGERS, service: 'cloud-xj' },
  { path: '/zs', name: 'Zs', title: '招生管理', icon: 'user-add-line', roles: MANAGERS, service: 'cloud-xj' },
  { path: '/xw', name: 'Xw', title: '学位管理', icon: 'award-line', roles: MANAGERS, service: 'cloud-xj' },
  { path: '/ds', name: 'Ds', title: '导师管理', icon: 'team-line', roles: ['admin', 'staff', 'teacher'], service: 'cloud-xj' },
  // Teachers see their own timetable (我的课表) here, nothing else of the group (issue 23 §2).
  { path: '/pkgl', name: 'Pkgl', title: '排课管理', icon: 'calendar-line', roles: ['admin', 'staff', 'teacher'], service: 'cloud-xj' },
  // Teachers enter their offerings' grades, college secretaries read their college's (issue 23 §3).
  { path: '/cjgl', name: 'Cjgl', title: '成绩管理', icon: 'medal-line', roles: ['admin', 'staff', 'teacher', 'college'], service: 'cloud-xj' },
  { path: '/examination', name: 'Examination', title: '问卷管理', icon: 'questionnaire-line', roles: ['admin', 'staff', 'teacher'], service: 'cloud-xj' },
  // SPEC 2: the student's menu has a single visible top-level entry, so the common layout is used.
  { path: '/my', name: 'My', title: '我的学籍', icon: 'user-heart-line', roles: ['student'], service: 'cloud-xj' },
  { path: '/system', name: 'System', title: '系统管理', icon: 'settings-3-line', roles: ['admin', 'staff', 'teacher'], service: 'kernel' },
];

/**
 * Menu entries of the areas this version does not build yet. The routes are real (SPEC 2 lists them)
 * and the web app opens an honest "not available in this version" page for them; an area takes its
 * entries from here into its own `access.ts` when it is built.
 */
export const PLANNED_MENUS: readonly MenuContribution[] = [
  { group: '/xw', order: 10, entry: page('/xw/xwsq', 'Xwsq', 'xw/xwsq/index', '学位申请', 'file-list-3-line') },
  { group: '/xw', order: 20, entry: page('/xw/lwps', 'Lwps', 'xw/lwps/index', '论文评审', 'article-line') },
  { group: '/xw', order: 30, entry: page('/xw/dbjl', 'Dbjl', 'xw/dbjl/index', '答辩记录', 'discuss-line') },
  { group: '/xw', order: 50, entry: hidden('/stuXwsqView', 'StuXwsqView', 'xw/xwsq/view', '学位申请详情', '/xw/xwsq') },
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
  { group: '/system', order: 60, entry: page('/system/sjpz', 'Sjpz', 'kernel/sjpz/index', '数据配置', 'equalizer-line', { roles: MANAGERS }) },
  {
    group: '/system',
    order: 70,
    entry: page('/screen', 'Screen', 'screen/index', '数据大屏', 'dashboard-3-line', { roles: MANAGERS, meta: { target: '_blank', breadcrumbHidden: true } }),
  },
  {
    group: '/system',
    order: 80,
    entry: page('https://yjsy.example.edu.cn/', 'GraduateSchoolSite', '', '研究生院官网', 'external-link-line', { roles: MANAGERS }),
  },
  { group: '/system', order: 90, entry: hidden('/sjpz/form', 'SjpzForm', 'kernel/sjpz/form', '数据配置表单', '/system/sjpz', MANAGERS) },
];
