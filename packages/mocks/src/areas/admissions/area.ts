import { defineArea } from '../area.ts';
import { admissionsAccess, admissionsMenus, admissionsPermissions } from './access.ts';
import { admissionsHandlers } from './handlers.ts';
import { seedCandidates } from './seed.ts';
import { admissionsSlice } from './store.ts';

/**
 * Admissions (招生; SPEC 2 /zs/sslq, /zs/bslq and their detail routes; our model, issue 15 §5): admitted
 * candidates with confirmation, an Excel import that reports row by row, and batch enrolment into
 * student records with the students area's next card numbers. Its own collection, not the application
 * engine: nobody applies, the admissions office records.
 */
export const admissionsArea = defineArea({
  name: 'admissions',
  slices: [admissionsSlice],
  // Draws from a sequence of its own (seed.ts), so the areas around it in the registry keep their data.
  seed: (store) => seedCandidates(store),
  handlers: admissionsHandlers,
  permissions: admissionsPermissions,
  access: admissionsAccess,
  menus: admissionsMenus,
});
