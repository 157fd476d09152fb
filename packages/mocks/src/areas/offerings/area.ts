import { defineArea } from '../area.ts';
import { offeringsAccess, offeringsPermissions } from './access.ts';
import { offeringsHandlers } from './handlers.ts';
import { seedOfferings } from './seed.ts';
import { offeringsSlice } from './store.ts';

/**
 * Offerings (教学班; our model, issue 23 §3): the classes opened each term from the course library, with their
 * teachers, weekly meetings, grading scale and enrolled students. The grades area keeps a sheet per offering;
 * the timetable will place them in rooms and weeks.
 */
export const offeringsArea = defineArea({
  name: 'offerings',
  slices: [offeringsSlice],
  // Draws from a sequence of its own (seed.ts), so the areas around it in the registry keep their data.
  seed: (store) => seedOfferings(store),
  handlers: offeringsHandlers,
  permissions: offeringsPermissions,
  access: offeringsAccess,
});
