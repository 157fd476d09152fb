import type { components } from '@gs/sdk/schema';
import { api } from './api.ts';
import { t } from '../i18n/i18n.ts';
import { type LoginResult, type UserInfo, useSession } from '../stores/session.ts';

type LoginRequest = components['schemas']['LoginRequest'];

/** SPEC 5/8: a sign-in answer without a token is an error the user sees, and the action throws. */
export class SessionError extends Error {
  override readonly name = 'SessionError';
}

function acceptLogin(result: LoginResult | null | undefined): LoginResult {
  if (!result || typeof result.token !== 'string' || result.token === '') {
    throw new SessionError(t('auth.error.noToken'));
  }
  useSession.getState().setToken(result.token);
  return result;
}

export async function login(credentials: LoginRequest): Promise<LoginResult> {
  return acceptLogin(await api.post('/auth/login', { body: credentials }));
}

export async function ssoLogin(payload: string): Promise<LoginResult> {
  return acceptLogin(await api.post('/auth/sso', { body: { payload } }));
}

export async function casLogin(ticket: string): Promise<LoginResult> {
  return acceptLogin(await api.post('/auth/cas', { params: { query: { ticket } } }));
}

/** SPEC 5: username and token, when present, must be strings. */
export function assertUserInfo(info: unknown): asserts info is UserInfo {
  const value = info as Record<string, unknown> | null;
  const wellFormed =
    typeof value === 'object' &&
    value !== null &&
    typeof value.username === 'string' &&
    (value.token === undefined || typeof value.token === 'string') &&
    typeof value.user === 'object' &&
    value.user !== null &&
    Array.isArray(value.roles) &&
    Array.isArray(value.permissions);
  if (!wellFormed) throw new SessionError(t('auth.error.badUserInfo'));
}

let loading: Promise<void> | undefined;

/**
 * SPEC 4: user info, then the menu tree the routes are built from; one load at a time, however many ask
 * (the sign-in form and the navigation guard both do once the token is in: it used to load twice).
 */
export function loadSession(): Promise<void> {
  loading ??= (async () => {
    const info: unknown = await api.get('/auth/info');
    assertUserInfo(info);
    const menus: unknown = await api.get('/auth/menus');
    useSession.getState().setSession(info, menus);
  })().finally(() => {
    loading = undefined;
  });
  return loading;
}

/** SPEC 4: the server is told first; whatever it answers, the local session ends. */
export async function logout(): Promise<void> {
  try {
    await api.del('/auth/logout');
  } finally {
    useSession.getState().reset();
  }
}

/** SPEC 4: the server switches the role and hands out a new token; the caller reloads the page. */
export async function changeRole(roleId: string): Promise<void> {
  acceptLogin(await api.post('/auth/roleChange', { params: { query: { id: roleId } } }));
}
