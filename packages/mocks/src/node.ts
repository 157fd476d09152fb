import { setupServer } from 'msw/node';
import { type MockOptions, defaultMockOptions } from './config.ts';
import { createHandlers, createMockContext } from './handlers/index.ts';
import { MockStore } from './store/store.ts';

/** An MSW server on the mock backend, for vitest: `server.listen()` in a setup file. */
export async function createMockServer(overrides: Partial<MockOptions> = {}, now?: () => number) {
  const options = { ...defaultMockOptions, ...overrides };
  const store = MockStore.create(options);
  const ctx = await createMockContext(store, options, now);
  return { server: setupServer(...createHandlers(ctx)), store, ctx };
}
