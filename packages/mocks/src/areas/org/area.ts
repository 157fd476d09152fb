import { identitySlice } from '../../core/identity.ts';
import { defineArea } from '../area.ts';
import { studentsSlice } from '../students/store.ts';
import { orgAccess } from './access.ts';
import { orgHandlers } from './handlers.ts';
import { seedDirections, seedProfiles, seedRooms, seedTerms } from './seed.ts';
import { orgSlice } from './store.ts';

/** The shared domain model of the business areas (AREAS.md; our model): org tree, terms, rooms, teachers. */
export const orgArea = defineArea({
  name: 'org',
  slices: [orgSlice],
  seed(store, { random }) {
    const org = store.slice(orgSlice);
    const students = store.slice(studentsSlice);
    const identity = store.slice(identitySlice);
    for (const direction of seedDirections(random)) org.addDirection(direction);
    for (const term of seedTerms()) org.addTerm(term);
    for (const room of seedRooms(random, () => store.nextId())) org.addRoom(room);
    const profiles = seedProfiles(random, {
      staff: [...students.staff.values()],
      studentsOf: (gh) => students.studentsOfSupervisor(gh),
      directionsOf: (zydm) => org.directionsOf(zydm),
      doctoral: identity.userByUsername('teacher')?.gh ?? undefined,
      masters: identity.userByUsername('multi')?.gh ?? undefined,
    });
    for (const profile of profiles) org.updateProfile(profile.gh, profile);
  },
  handlers: orgHandlers,
  access: orgAccess,
});
