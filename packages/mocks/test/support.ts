import { createApiClient, unwrap } from '@gs/sdk/client';
import { vi } from 'vitest';
import type { Collection, ReadonlyCollection } from '../src/core/collection.ts';

/** The MSW handlers match any host; tests use one that nothing else answers. */
export const BASE = 'http://backend.test';

/** An SDK client signed in as a demo account, with its session hooks observable. */
export async function signIn(username: string, extra: { encryption?: 'auto' | 'off' } = {}) {
  let token: string | null = null;
  const hooks = { onUnauthorized: vi.fn(), onForbidden: vi.fn() };
  const api = createApiClient({ baseUrl: BASE, getToken: () => token, setToken: (t) => (token = t), ...hooks, ...extra });
  const login = await unwrap(api.client.POST('/auth/login', { body: { username, password: '123456' } }));
  token = login.token;
  return { api, hooks, token: () => token, user: login.user };
}

/**
 * Stores a record a test stages as it is (an application about a student of the caller's scope, a leave
 * approved on a given day), which no operation makes that way. Areas change another area's records only
 * through its slice's functions; a test reaches past them here, and nowhere else.
 */
export function stage<T>(collection: ReadonlyCollection<T>, record: T): T {
  return (collection as Collection<T>).set(record);
}
