import { identitySlice } from '../../core/identity.ts';
import { approvalsSlice } from '../approvals/store.ts';
import { applicationsSlice } from '../applications/store.ts';
import { defineArea } from '../area.ts';
import { orgSlice } from '../org/store.ts';
import { storageSlice } from '../storage/store.ts';
import { REGISTRAR } from '../students/people.ts';
import { supervisorSelectionAccess, supervisorSelectionMenus } from './access.ts';
import { supervisorSelectionHandlers } from './handlers.ts';
import { SUPERVISOR_SELECTION } from './kind.ts';
import { type Person, seedSelections, selectionRandom } from './seed.ts';

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
    const users = [...identity.users.values()];
    const demo = new Set(['teacher', 'multi'].flatMap((username) => identity.userByUsername(username)?.gh ?? []));
    const college = identity.userByUsername('college');
    const staff = identity.userByUsername('staff');
    const random = selectionRandom(store.seed);
    const secretaries = new Map<string, Person>();
    const { applications, approvals, files } = seedSelections(random, {
      teachers: [...org.profiles.keys()].flatMap((gh) => org.teacherOf(gh) ?? []).filter((t) => t.xydm && !demo.has(t.gh)),
      directionsOf: (zydm) => org.directionsOf(zydm),
      personOf(teacher) {
        // Teachers without an account of their own are named by their staff number, as the approvals seed does.
        const user = users.find((u) => u.gh === teacher.gh);
        return user ? { id: user.id, name: teacher.xm, username: user.username } : { id: teacher.gh, name: teacher.xm };
      },
      collegeCode: college?.deptId ?? undefined,
      secretaryOf(xydm) {
        if (college && college.deptId === xydm) return { id: college.id, name: college.realName };
        let person = secretaries.get(xydm);
        if (!person) {
          person = { id: `xy${xydm}`, name: `${random.faker.person.lastName()}${random.pick(['丽', '敏', '军', '华', '静', '涛'])}` };
          secretaries.set(xydm, person);
        }
        return person;
      },
      registrar: staff ? { id: staff.id, name: staff.realName } : { id: REGISTRAR.gh, name: REGISTRAR.xm },
      ctx: { store },
      nextId: () => store.nextId(),
    });
    const storage = store.slice(storageSlice);
    for (const { record, bytes } of files) storage.seedFile(record, bytes);
    const engine = store.slice(applicationsSlice);
    for (const application of applications) engine.applications.set(application);
    const history = store.slice(approvalsSlice);
    for (const approval of approvals) history.approvals.set(approval);
  },
  handlers: supervisorSelectionHandlers,
  access: supervisorSelectionAccess,
  menus: supervisorSelectionMenus,
});
