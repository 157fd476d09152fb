import { defineArea } from '../area.ts';
import { coursesAccess, coursesMenus, coursesPermissions } from './access.ts';
import { coursesHandlers } from './handlers.ts';
import { seedCourses } from './seed.ts';
import { coursesSlice } from './store.ts';

/**
 * The course library (课程库; SPEC 2 /pkgl/kcgl; our model, issue 23 §1): courses with credits, hours,
 * kind, college, language and prerequisites (no cycles), kept by the graduate school, with an Excel import
 * that reports row by row and the list's export. The training plans, timetables and grades read it
 * through its store's functions.
 */
export const coursesArea = defineArea({
  name: 'courses',
  slices: [coursesSlice],
  // Draws from a sequence of its own (seed.ts), so the areas around it in the registry keep their data.
  seed: (store) => seedCourses(store),
  handlers: coursesHandlers,
  permissions: coursesPermissions,
  access: coursesAccess,
  menus: coursesMenus,
});
