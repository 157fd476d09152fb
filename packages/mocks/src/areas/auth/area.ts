import { identitySlice } from '../../core/identity.ts';
import { defineArea } from '../area.ts';
import { storageSlice } from '../storage/store.ts';
import { studentsSlice } from '../students/store.ts';
import { authAccess } from './access.ts';
import { authHandlers } from './handlers.ts';
import { seedRoles, seedUsers } from './seed.ts';

/**
 * Signing in and the session (SPEC 4, 7): password, SMS, SSO and CAS sign-in, user info, menus, role
 * switch, token refresh. The accounts, roles and sessions themselves are the store core's identity.
 */
export const authArea = defineArea({
  name: 'auth',
  slices: [identitySlice],
  seed(store, { grants }) {
    const identity = store.slice(identitySlice);
    for (const role of seedRoles(grants)) identity.roles.set(role);
    const avatar = (name: string) => [...store.slice(storageSlice).files.values()].find((f) => f.meta.realName === name)?.meta.id ?? '';
    const demo = store.slice(studentsSlice).demoPeople();
    for (const user of seedUsers({ ...demo, avatars: { admin: avatar('avatar-admin.png'), staff: avatar('avatar-staff.png') } })) identity.users.set(user);
  },
  handlers: authHandlers,
  access: authAccess,
});
