import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { page } from '../../core/menu.ts';
import type { AccessTable } from '../../http/access.ts';
import { type FileReaderRule } from '../../http/context.ts';
import { applicationsSlice } from './store.ts';

export const applicationAccess: AccessTable = {
  listApplicationKinds: { access: 'signed-in' },
  // The pick list of an application entered for a student (issue 22 §8): cut to the caller's scope.
  listApplicationCandidates: { access: 'signed-in', scope: 'filtered' },
  // Every list and read is cut to the caller's data scope (SPEC 6) by the engine.
  listApplications: { access: 'signed-in', scope: 'filtered' },
  // The list as a workbook (issue 22 §3), in the same scope.
  exportApplications: { access: 'signed-in', scope: 'filtered' },
  getApplication: { access: 'signed-in', scope: 'application-scope' },
  // Whoever may read an application may print its form (issue 22 §4).
  printApplication: { access: 'signed-in', scope: 'application-scope' },
  // A student applies for themselves, the graduate school for a student (the form /addXjyd), a teacher
  // for themself (supervisor selection); each kind narrows it to its own applicants.
  createApplication: { access: 'role', roles: ['student', 'staff', 'teacher'] },
  withdrawApplication: { access: 'signed-in', scope: 'applicant' },
  // The counts of the caller's own work list (issue 22): every signed-in role decides or applies.
  getWorklistCounts: { access: 'signed-in' },
};

/** Everyone who decides or applies (issue 22): the work list is in the menu of every role. */
const DECIDERS: readonly RoleKey[] = ['admin', 'staff', 'teacher', 'college'];

/**
 * The student's own applications (status change now; leave and scholarship as their areas land), and
 * the work list of every role (待办, 已办, 我发起 across every kind; issue 22), next to it in `/my`.
 */
export const applicationMenus: readonly MenuContribution[] = [
  { group: '/my', order: 20, entry: page('/my/applications', 'MyApplications', 'my/applications/index', '我的申请', 'file-list-2-line') },
  // Whoever decides finds it first in the menu, under 事务中心; a student in 我的学籍, whose one top-level
  // entry keeps the common layout (SPEC 2).
  { group: '/sw', order: 10, entry: page('/my/worklist', 'Worklist', 'my/worklist/index', '我的事务', 'task-line', { roles: DECIDERS }) },
  { group: '/my', order: 22, entry: page('/my/worklist', 'Worklist', 'my/worklist/index', '我的事务', 'task-line', { roles: ['student'] }) },
];

/** Attachments of an application: whoever may read the application may read them. */
export const applicationFileScope: FileReaderRule = (ctx, caller, id) => {
  const engine = ctx.store.slice(applicationsSlice);
  const application = engine.applications.get(id);
  return application !== undefined && engine.mayRead(caller, application);
};
