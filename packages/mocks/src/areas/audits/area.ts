import { defineArea } from '../area.ts';
import { auditsAccess, auditsMenus, auditsPermissions } from './access.ts';
import { auditsHandlers } from './handlers.ts';
import { seedAudits } from './seed.ts';
import { auditsSlice } from './store.ts';

/**
 * Degree audits (学生培养计划; SPEC 2 /zdyxd/xspyjhView and the student's /my/pyjh; our model, issue 23 §1): a
 * student's released grades read against their cohort's training plan, block by block, with what is still
 * needed, what does not count and why, the credits and terms left; what-if audits against another plan; the
 * graduate school's exceptions. Reads plans, courses, offerings, grades and students through their stores.
 */
export const auditsArea = defineArea({
  name: 'audits',
  slices: [auditsSlice],
  seed: (store) => seedAudits(store),
  handlers: auditsHandlers,
  permissions: auditsPermissions,
  access: auditsAccess,
  menus: auditsMenus,
});
