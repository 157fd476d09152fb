import { defineArea } from '../area.ts';
import { gradesAccess, gradesMenus, gradesPermissions } from './access.ts';
import { gradesHandlers } from './handlers.ts';
import { seedGrades } from './seed.ts';
import { gradesSlice } from './store.ts';

/**
 * Grades (成绩管理; SPEC 2 /cjgl/cjlr, /cjgl/whcjgl, /cjgl/xscjgb, /cjgl/sjpjhz; our model, issue 23 §3): a sheet
 * per offering that its teacher fills in and submits, the graduate school unlocks, corrects with a reason and
 * releases; the history of every change; report cards with credit-weighted averages and the training plan's
 * groups, as a PDF too; practice evaluations per college. Reads offerings, students and plans through their stores.
 */
export const gradesArea = defineArea({
  name: 'grades',
  slices: [gradesSlice],
  // Draws from a sequence of its own (seed.ts), so the areas around it in the registry keep their data.
  seed: (store) => seedGrades(store),
  handlers: gradesHandlers,
  permissions: gradesPermissions,
  access: gradesAccess,
  menus: gradesMenus,
});
