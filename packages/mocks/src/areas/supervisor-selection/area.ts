import { identitySlice } from '../../core/identity.ts';
import { applicationsSlice } from '../applications/store.ts';
import { defineArea } from '../area.ts';
import { orgSlice } from '../org/store.ts';
import { seedPeopleOf } from '../people.ts';
import { storageSlice } from '../storage/store.ts';
import { supervisorSelectionAccess, supervisorSelectionMenus } from './access.ts';
import { supervisorSelectionHandlers } from './handlers.ts';
import { SUPERVISOR_SELECTION } from './kind.ts';
import { seedSelections, selectionRandom } from './seed.ts';

/**
 * Supervisor selection (导师遴选; SPEC 2 /ds/dsls, /zlds/apply/view; issue 15 §6): a teacher applies
 * to become a doctoral or master's supervisor with a review form (uploaded through its own endpoint,
 * SPEC 7); the college, then the graduate school decide; approval sets the profile's supervisor kind.
 */
export const supervisorSelectionArea = defineArea({
  name: 'supervisorSelection',
  applicationKinds: [SUPERVISOR_SELECTION],
  seed(store) {
    const identity = store.slice(identitySlice);
    const org = store.slice(orgSlice);
    const demo = new Set(['teacher', 'multi'].flatMap((username) => identity.userByUsername(username)?.gh ?? []));
    const random = selectionRandom(store.seed);
    const people = seedPeopleOf(store, random);
    const { files } = seedSelections(random, {
      teachers: [...org.profiles.keys()].flatMap((gh) => org.teacherOf(gh) ?? []).filter((t) => t.xydm && !demo.has(t.gh)),
      directionsOf: (zydm) => org.directionsOf(zydm),
      personOf: people.teacher,
      collegeCode: identity.userByUsername('college')?.deptId ?? undefined,
      secretaryOf: people.secretaryOf,
      registrar: people.registrar,
      nextId: () => store.nextId(),
      engine: store.slice(applicationsSlice),
    });
    const storage = store.slice(storageSlice);
    for (const { record, bytes } of files) storage.seedFile(record, bytes);
  },
  handlers: supervisorSelectionHandlers,
  access: supervisorSelectionAccess,
  menus: supervisorSelectionMenus,
});
