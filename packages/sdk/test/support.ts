import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { type ApiClientOptions, createApiClient } from '../src/client.ts';

/** Handlers match any host (`*\/path`); the tests use one that nothing else answers. */
export const BASE = 'http://api.test';

export const server = setupServer();

/** Starts the test-local MSW server for the calling test file; unknown requests fail the test. */
export function useServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** An SDK client with an observable session: token store and the three hooks as spies. */
export function session(extra: Partial<ApiClientOptions> & { token?: string | null } = {}) {
  const { token: initial = 'old', ...rest } = extra;
  let token: string | null = initial;
  const waiters: Array<{ value: string; resolve: () => void }> = [];
  const hooks = { onUnauthorized: vi.fn(), onForbidden: vi.fn(), onError: vi.fn() };
  const setToken = vi.fn((next: string) => {
    token = next;
    for (const waiter of waiters.filter((w) => w.value === next)) waiter.resolve();
  });
  const api = createApiClient({ baseUrl: BASE, encryption: 'off', getToken: () => token, setToken, ...hooks, ...rest });
  /** Resolves once the client holds `value` (at once if it already does). */
  const whenToken = (value: string): Promise<void> => (token === value ? Promise.resolve() : new Promise((resolve) => waiters.push({ value, resolve })));
  /** Signs out as the app does on `onUnauthorized`: the token is gone. */
  const clearToken = () => {
    token = null;
  };
  return { api, hooks, setToken, token: () => token, whenToken, clearToken };
}

export const bearer = (request: Request): string | null => request.headers.get('authorization');

/** A promise and its resolve, for handlers that wait until the test lets them answer. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
