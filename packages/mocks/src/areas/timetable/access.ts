import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import { type AccessTable, SIGNED_IN, needs } from '../../http/access.ts';

/**
 * Timetables (our model, issue 23 §2). The graduate school reads the grid and places offerings (check, save,
 * availability) and opens, changes and deletes offerings; anyone signed in reads their own timetable (a student's
 * enrolled offerings, a teacher's taught ones) and takes it to a calendar. The students of an offering export as
 * its list does (the offerings' `pkgl:jxb:list` and reach).
 */
export const timetablePermissions = {
  'pkgl:pkxxwh:list': ['staff'],
  'pkgl:pkxxwh:edit': ['staff'],
} as const;

export const timetableAccess: AccessTable = {
  getTimetable: needs('pkgl:pkxxwh:list'),
  checkTimetable: needs('pkgl:pkxxwh:edit'),
  saveTimetable: needs('pkgl:pkxxwh:edit'),
  getAvailability: needs('pkgl:pkxxwh:edit'),
  getMyTimetable: SIGNED_IN,
  downloadMyTimetableIcs: SIGNED_IN,
  createOffering: needs('pkgl:pkxxwh:edit'),
  updateOffering: needs('pkgl:pkxxwh:edit'),
  deleteOffering: needs('pkgl:pkxxwh:edit'),
  exportOfferingStudents: needs('pkgl:jxb:list'),
};

const MANAGERS: readonly RoleKey[] = ['admin', 'staff'];

/** SPEC 2 routes of 排课信息维护 (moved here from `areas/menu.ts`), and everyone's own timetable. */
export const timetableMenus: readonly MenuContribution[] = [
  {
    group: '/pkgl',
    order: 10,
    entry: page('/pkgl/pkxxwh', 'Pkxxwh', 'pkgl/pkxxwh/index', '排课信息维护', 'calendar-todo-line', { roles: MANAGERS, meta: { noKeepAlive: true } }),
  },
  // A teacher's own timetable in the same group: the group shows for teachers with this entry only.
  { group: '/pkgl', order: 15, entry: page('/pkgl/wdkb', 'Wdkb', 'my/kb/index', '我的课表', 'calendar-event-line', { roles: ['teacher'] }) },
  { group: '/pkgl', order: 40, entry: hidden('/pkgl/pkxxwh/ZcPkxxForm', 'ZcPkxxForm', 'pkgl/pkxxwh/zc-pkxx-form', '按周编辑排课', '/pkgl/pkxxwh', MANAGERS) },
  { group: '/pkgl', order: 50, entry: hidden('/pkgl/pkxxwh/RqPkxxForm', 'RqPkxxForm', 'pkgl/pkxxwh/rq-pkxx-form', '按日期编辑排课', '/pkgl/pkxxwh', MANAGERS) },
  { group: '/pkgl', order: 60, entry: hidden('/pkxxwh/xsxkjg/xsxkjg', 'Xsxkjg', 'pkgl/pkxxwh/xsxkjg', '选课学生', '/pkgl/pkxxwh', MANAGERS) },
  { group: '/pkgl', order: 70, entry: hidden('/pkxxwh/pkjhForm', 'PkjhForm', 'pkgl/pkxxwh/pkjh-form', '排课计划', '/pkgl/pkxxwh', MANAGERS) },
  { group: '/pkgl', order: 80, entry: hidden('/pkxxwh/rqpkjhForm', 'RqpkjhForm', 'pkgl/pkxxwh/rqpkjh-form', '按日期排课计划', '/pkgl/pkxxwh', MANAGERS) },
  { group: '/my', order: 26, entry: page('/my/kb', 'MyKb', 'my/kb/index', '我的课表', 'calendar-event-line', { roles: ['student'] }) },
];
