import { defineArea } from '../area.ts';
import { plansAccess, plansMenus, plansPermissions } from './access.ts';
import { plansHandlers } from './handlers.ts';
import { seedPlans } from './seed.ts';
import { plansSlice } from './store.ts';

/**
 * Training plans (培养方案; SPEC 2 /pkgl/pyfa, /pyfa/pyfambgl, /pyfazd/pyfazdForm, /pyfack/pyfaView; our
 * model, issue 23 §1): templates per degree type and each major's plan per cohort, course groups with
 * minimum credits, required courses, minimum grades and suggested terms, refused when its courses cannot
 * meet its rules. Reads the course library through its store; the degree audit will read `planFor`.
 */
export const plansArea = defineArea({
  name: 'plans',
  slices: [plansSlice],
  // Draws from a sequence of its own (seed.ts), so the areas around it in the registry keep their data.
  seed: (store) => seedPlans(store),
  handlers: plansHandlers,
  permissions: plansPermissions,
  access: plansAccess,
  menus: plansMenus,
});
