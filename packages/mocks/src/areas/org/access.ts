import { type AccessTable, type AuthzRow } from '../../http/access.ts';

const signedIn: AuthzRow = { access: 'signed-in' };

/** The shared model is read by every signed-in account (pickers, profiles); nothing here is written. */
export const orgAccess: AccessTable = {
  getOrgTree: signedIn,
  listTerms: signedIn,
  listRooms: signedIn,
  listTeachers: signedIn,
  // The students listed with a teacher are those in the caller's data scope (SPEC 6).
  getTeacher: { access: 'signed-in', scope: 'filtered' },
};
