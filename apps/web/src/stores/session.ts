import type { components } from '@gs/sdk/schema';
import { create } from 'zustand';
import { settings } from '../config/settings.ts';
import type { Access } from '../lib/permissions.ts';
import { isAdminRole } from '../lib/permissions.ts';
import { getCookie, removeCookie, setCookie } from '../lib/storage.ts';

export type UserInfo = components['schemas']['UserInfo'];
export type MenuNode = components['schemas']['MenuNode'];
export type LoginResult = components['schemas']['LoginResult'];

interface SessionState {
  token: string | null;
  info: UserInfo | null;
  /** The server menu tree; null until the guard has loaded it for this session (SPEC 4). */
  menus: MenuNode[] | null;
  /** SPEC 2: the menu answer was not a list, so every route falls to /403. */
  menusInvalid: boolean;
  /** Set by a fresh sign-in: the shell greets the user once (SPEC 4 welcome notification). */
  greet: boolean;
  setGreet(greet: boolean): void;
  setToken(token: string): void;
  setSession(info: UserInfo, menus: unknown): void;
  /** SPEC 4: clears username, avatar, user, routes, token, full-access flag, roles and permissions. */
  reset(): void;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(settings.tokenStorageKey) ?? getCookie(settings.tokenStorageKey) ?? null;
  } catch {
    return getCookie(settings.tokenStorageKey) ?? null;
  }
}

export const useSession = create<SessionState>()((set) => ({
  token: readToken(),
  info: null,
  menus: null,
  menusInvalid: false,
  greet: false,
  setGreet: (greet) => set({ greet }),
  setToken: (token) => {
    // SPEC 4: the token is stored and copied to a cookie.
    try {
      localStorage.setItem(settings.tokenStorageKey, token);
    } catch {
      // Storage disabled (private mode): the cookie still carries the session.
    }
    setCookie(settings.tokenStorageKey, token);
    set({ token });
  },
  setSession: (info, menus) => set(Array.isArray(menus) ? { info, menus: menus as MenuNode[], menusInvalid: false } : { info, menus: [], menusInvalid: true }),
  reset: () => {
    try {
      localStorage.removeItem(settings.tokenStorageKey);
    } catch {
      // nothing stored
    }
    removeCookie(settings.tokenStorageKey);
    set({ token: null, info: null, menus: null, menusInvalid: false, greet: false });
  },
}));

/** SPEC 6: roles (by roleKey), permissions, and the admin flag of the signed-in user. */
export function accessOf(info: UserInfo | null): Access {
  if (!info) return { admin: false, roles: [], permissions: [] };
  return {
    admin: info.roles.some((role) => isAdminRole(role)),
    roles: info.roles.map((role) => role.roleKey),
    permissions: info.permissions,
  };
}
