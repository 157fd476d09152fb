import { defineArea } from '../area.ts';
import { screenAccess, screenMenus, screenPermissions } from './access.ts';
import { screenHandlers } from './handlers.ts';

/**
 * The data screen (数据大屏; SPEC 2 /screen; our model, issue 24 §3): one read per panel (students, degrees,
 * applications, the current term's timetable, open questionnaires, the latest activity), each worked out from
 * the other areas' records when asked. It owns no records of its own, so it seeds nothing.
 */
export const screenArea = defineArea({
  name: 'screen',
  handlers: screenHandlers,
  permissions: screenPermissions,
  access: screenAccess,
  menus: screenMenus,
});
