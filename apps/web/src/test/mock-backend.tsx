import { DEMO_PASSWORD, type MockOptions } from '@gs/mocks/config';
import { createMockServer } from '@gs/mocks/node';
import { type ApiClient, createApiClient } from '@gs/sdk/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiBaseUrl } from '../lib/api.ts';
import { loadSession, login } from '../lib/session.ts';
import { type UserInfo, useSession } from '../stores/session.ts';
import { TestStyles } from './styles.tsx';

/** The demo accounts of the mock backend (README "Demo accounts"); each signs in with the demo password. */
export type DemoAccount =
  'admin' | 'staff' | 'teacher' | 'student' | 'college' | 'multi' | 'student2' | 'doctoral' | 'advisor' | 'reviewer1' | 'reviewer2' | 'reviewer3';

type Mock = Awaited<ReturnType<typeof createMockServer>>;

export interface MockBackend {
  /**
   * The MSW server: `server.use(...)` for what no backend answers (a cut connection), `server.events` to
   * watch what the page sends; both are undone after each test.
   */
  readonly server: Mock['server'];
  /** The seeded store behind the handlers. */
  readonly store: Mock['store'];
  /**
   * Signs the app in as `account` the way the sign-in form does (`POST /auth/login` through the app's
   * client, which encrypts when the backend asks; the token stored where the session keeps it), then
   * loads the user and menus as the navigation guard does, unless `loadSession` is false (a page
   * reloaded with a stored token). Resolves with the user.
   */
  signIn(account: DemoAccount, options?: { loadSession?: boolean }): Promise<UserInfo | null>;
  /** A client of its own signed in as `account`: what another user does meanwhile, and checks of what the server holds. */
  clientAs(account: DemoAccount): Promise<ApiClient>;
}

/**
 * The real mock backend of `@gs/mocks` for one test file: its MSW handlers over a store seeded with the
 * default seed (or `options`), listening from before the file's first test to after its last, with any
 * request it has no handler for failing the test. Call it once at the top of the file. The file leaves
 * nothing behind: handlers added by a test go after it, the server closes and the session is reset.
 */
export function mockBackend(options: Partial<MockOptions> = {}): MockBackend {
  let mock: Mock | undefined;
  const current = (): Mock => {
    if (!mock) throw new Error('The mock backend starts before the first test of the file');
    return mock;
  };
  beforeAll(async () => {
    mock = await createMockServer(options);
    mock.server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    mock?.server.resetHandlers();
    mock?.server.events.removeAllListeners();
  });
  afterAll(() => {
    mock?.server.close();
    mock = undefined;
    useSession.getState().reset();
  });
  return {
    get server() {
      return current().server;
    },
    get store() {
      return current().store;
    },
    async signIn(account, { loadSession: load = true } = {}) {
      useSession.getState().reset();
      await login({ username: account, password: DEMO_PASSWORD });
      if (load) await loadSession();
      return useSession.getState().info;
    },
    async clientAs(account) {
      let token: string | null = null;
      const client = createApiClient({ baseUrl: apiBaseUrl, getToken: () => token, setToken: (next) => (token = next) });
      const result = await client.post('/auth/login', { body: { username: account, password: DEMO_PASSWORD } });
      token = result.token;
      return client;
    },
  };
}

/**
 * Renders `ui` as the app holds a page: a query client of its own (no retries: a failure shows at once),
 * antd's App (messages, modals), and a router at `route` when given; antd's styles out of the document
 * (TestStyles).
 */
export function renderPage(ui: ReactNode, { route }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = route ? <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter> : ui;
  return {
    client,
    ...render(
      <TestStyles>
        <QueryClientProvider client={client}>
          <App>{page}</App>
        </QueryClientProvider>
      </TestStyles>,
    ),
  };
}
