import { type MenuContribution, type MenuGroup, type RoleKey, page } from '../core/menu.ts';

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
  {
    group: '/system',
    order: 80,
    entry: page('https://yjsy.example.edu.cn/', 'GraduateSchoolSite', '', '研究生院官网', 'external-link-line', { roles: MANAGERS }),
  },
];
