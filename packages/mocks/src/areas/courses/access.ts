import type { MenuContribution } from '../../core/menu.ts';
import { page } from '../../core/menu.ts';
import { type AccessTable, needs } from '../../http/access.ts';

/**
 * The course library is the graduate school's (our model, issue 23 §1): staff read and edit it (admins hold
 * every code). College secretaries, teachers and students get none of it: 403 and no menu entry (their
 * courses reach them through the training plans and timetables built on it).
 */
export const coursesPermissions = {
  'pkgl:kcgl:list': ['staff'],
  'pkgl:kcgl:edit': ['staff'],
} as const;

export const coursesAccess: AccessTable = {
  listCourses: needs('pkgl:kcgl:list'),
  getCourse: needs('pkgl:kcgl:list'),
  exportCourses: needs('pkgl:kcgl:list'),
  downloadCourseTemplate: needs('pkgl:kcgl:list'),
  createCourse: needs('pkgl:kcgl:edit'),
  updateCourse: needs('pkgl:kcgl:edit'),
  deleteCourse: needs('pkgl:kcgl:edit'),
  importCourses: needs('pkgl:kcgl:edit'),
};

/** SPEC 2 route of 课程库 in 排课管理 (`/pkgl`, a group of admin and staff). */
export const coursesMenus: readonly MenuContribution[] = [
  // Managers only: the group also shows for teachers now (their own timetable), who must not get the library.
  {
    group: '/pkgl',
    order: 30,
    entry: page('/pkgl/kcgl', 'Kcgl', 'pkgl/kcgl/index', '课程库', 'book-shelf-line', { roles: ['admin', 'staff'], meta: { guard: ['pkgl:kcgl:list'] } }),
  },
];
