import { identitySlice } from '../../core/identity.ts';
import { defineArea } from '../area.ts';
import { orgSlice } from '../org/store.ts';
import { supervisorAccess, supervisorMenus, supervisorPermissions } from './access.ts';
import { supervisorHandlers } from './handlers.ts';
import { seedAssessments, supervisorsRandom } from './seed.ts';
import { supervisorsSlice } from './store.ts';

/**
 * Supervisors (导师; SPEC 2 /ds/dsxx, /dsxx/jsinfoView, /ds/dskh, /ds/wdxs; our model, issue 15 §6):
 * the pages' operations on the org area's teacher profiles, the teachers' introductions, and the
 * yearly assessment with its criteria, weighted totals and levels.
 */
export const supervisorsArea = defineArea({
  name: 'supervisors',
  slices: [supervisorsSlice],
  seed(store) {
    const org = store.slice(orgSlice);
    const identity = store.slice(identitySlice);
    const slice = store.slice(supervisorsSlice);
    const staff = identity.userByUsername('staff');
    const supervisors = [...org.profiles.values()]
      .filter((p) => p.dslx !== '0')
      .map((p) => p.gh)
      .sort();
    const records = seedAssessments(supervisorsRandom(store.seed), {
      supervisors,
      year: slice.currentYear(),
      demoTeacher: identity.userByUsername('teacher')?.gh ?? undefined,
      assessor: { username: staff?.username ?? 'staff', name: staff?.realName || '研究生院' },
    });
    for (const record of records) slice.assessments.set(record);
  },
  handlers: supervisorHandlers,
  permissions: supervisorPermissions,
  access: supervisorAccess,
  menus: supervisorMenus,
});
