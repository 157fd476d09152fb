import type { components } from '@gs/sdk/schema';
import { defineSlice } from './store.ts';

export interface UserRecord {
  id: string;
  username: string;
  /**
   * Plain text: every seeded account starts with the demo password; `auth/password` changes it (kept
   * in the saved state). The mock never shows it.
   */
  password: string;
  nickName: string;
  realName: string;
  gender: string;
  phone: string | null;
  email: string | null;
  deptId: string | null;
  deptName: string | null;
  avatarPath: string | null;
  userType: components['schemas']['UserType'];
  /** Student card number, for student accounts. */
  xykh: string | null;
  /** Staff number, for teachers and staff. */
  gh: string | null;
  /** The first is the role a sign-in starts with (SPEC 4: the first role is the current one). */
  roleIds: readonly string[];
  enabled: boolean;
  /** SPEC 5: 'true' while the default password is in use; 'false' once the user has changed it. */
  passwordFlag: 'true' | 'false';
  createTime: string;
}

export interface RoleRecord {
  id: string;
  /** SPEC 6: the role named 超级管理员 counts as admin. */
  name: string;
  roleKey: string;
  dataScope: 'all' | 'college' | 'self';
  permissions: readonly string[];
}

/** A signed-in token; stored so that a restarted server keeps its logins. */
export interface Session {
  token: string;
  userId: string;
  roleId: string;
  /** Milliseconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
  /** The token `/refreshToken` exchanged this one for; a rotated token lives only for the grace period. */
  replacedBy?: string;
  /** When it was rotated, milliseconds since the epoch. */
  rotatedAt?: number;
}

/** A used CAS service ticket (tickets are single use). */
export interface UsedTicket {
  ticket: string;
}

/** SPEC 6: the role named 超级管理员 passes every check. */
export const SUPER_ADMIN = '超级管理员';

/**
 * Who may sign in and who is signed in: accounts, roles and sessions. Every area needs the caller, so
 * this slice belongs to the store core rather than to an area.
 */
export const identitySlice = defineSlice('identity', (store) => {
  const users = store.collection<UserRecord>('users', (u) => u.id);
  const roles = store.collection<RoleRecord>('roles', (r) => r.id);
  const sessions = store.collection<Session>('sessions', (s) => s.token);
  const usedTickets = store.collection<UsedTicket>('usedCasTickets', (t) => t.ticket);
  return {
    users,
    roles,
    sessions,
    usedTickets,
    permissionsOf(roleId: string): string[] {
      return [...(roles.get(roleId)?.permissions ?? [])];
    },
    userByUsername(username: string): UserRecord | undefined {
      for (const user of users.values()) if (user.username === username) return user;
      return undefined;
    },
    userByPhone(phone: string): UserRecord | undefined {
      for (const user of users.values()) if (user.phone === phone) return user;
      return undefined;
    },
    /**
     * Enabled accounts that hold a role of this key among their roles (the current one or another they
     * may switch to), in account order: whom word of an application's step goes to.
     */
    accountsWithRole(roleKey: string): UserRecord[] {
      const keyed = new Set<string>();
      for (const role of roles.values()) if (role.roleKey === roleKey) keyed.add(role.id);
      const found: UserRecord[] = [];
      for (const user of users.values()) if (user.enabled && user.roleIds.some((id) => keyed.has(id))) found.push(user);
      return found;
    },
    /** Enabled accounts of a student card number or a staff number (a person may have more than one). */
    accountsOf(person: { xykh?: string | null; gh?: string | null }): UserRecord[] {
      const found: UserRecord[] = [];
      for (const user of users.values()) {
        if (!user.enabled) continue;
        if ((person.xykh && user.xykh === person.xykh) || (person.gh && user.gh === person.gh)) found.push(user);
      }
      return found;
    },
    /** Sets a user's password; the default-password flag (SPEC 5) turns 'false'. */
    setPassword(userId: string, password: string): void {
      const user = users.get(userId);
      if (!user) throw new Error(`No user ${userId}`);
      store.write(() => users.set({ ...user, password, passwordFlag: 'false' }));
    },
  };
});

export type Identity = ReturnType<typeof identitySlice.create>;
