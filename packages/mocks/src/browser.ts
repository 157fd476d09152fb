import { setupWorker } from 'msw/browser';
import { type MockOptions, defaultMockOptions } from './config.ts';
import { createHandlers, createMockContext } from './handlers/index.ts';
import { MockStore } from './store/store.ts';

/** The mock backend inside the browser (the server-less demo build): same store, same handlers. */
export async function startMockWorker(overrides: Partial<MockOptions> = {}, serviceWorkerUrl = '/mockServiceWorker.js') {
  const options = { ...defaultMockOptions, ...overrides };
  const store = MockStore.create(options);
  const ctx = await createMockContext(store, options);
  const worker = setupWorker(...createHandlers(ctx));
  await worker.start({ serviceWorker: { url: serviceWorkerUrl }, onUnhandledRequest: 'bypass', quiet: true });
  return { worker, store };
}
