import type { MenuContribution } from '../../core/menu.ts';
import { page } from '../../core/menu.ts';
import type { AccessTable } from '../../http/access.ts';
import { type FileReaderRule } from '../../http/context.ts';
import { applicationsSlice } from './store.ts';

export const applicationAccess: AccessTable = {
  listApplicationKinds: { access: 'signed-in' },
  // Every list and read is cut to the caller's data scope (SPEC 6) by the engine.
  listApplications: { access: 'signed-in', scope: 'filtered' },
  getApplication: { access: 'signed-in', scope: 'application-scope' },
  // A student applies for themselves, the graduate school for a student (the form /addXjyd), a teacher
  // for themself (supervisor selection); each kind narrows it to its own applicants.
  createApplication: { access: 'role', roles: ['student', 'staff', 'teacher'] },
  withdrawApplication: { access: 'signed-in', scope: 'applicant' },
};

/** The student's own applications (status change now; leave and scholarship as their areas land). */
export const applicationMenus: readonly MenuContribution[] = [
  { group: '/my', order: 20, entry: page('/my/applications', 'MyApplications', 'my/applications/index', '我的申请', 'file-list-2-line') },
];

/** Attachments of an application: whoever may read the application may read them. */
export const applicationFileScope: FileReaderRule = (ctx, caller, id) => {
  const engine = ctx.store.slice(applicationsSlice);
  const application = engine.applications.get(id);
  return application !== undefined && engine.mayRead(caller, application);
};
