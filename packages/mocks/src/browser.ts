import { setupWorker } from 'msw/browser';
import { createContext, createHandlers, seedStore } from './areas/index.ts';
import { type MockOptions, defaultMockOptions } from './config.ts';

/** The mock backend inside the browser (the server-less demo build): same store, same handlers. */
export async function startMockWorker(overrides: Partial<MockOptions> = {}, serviceWorkerUrl = '/mockServiceWorker.js') {
  const options = { ...defaultMockOptions, ...overrides };
  const store = seedStore(options);
  const ctx = await createContext(store);
  const worker = setupWorker(...createHandlers(ctx));
  await worker.start({ serviceWorker: { url: serviceWorkerUrl }, onUnhandledRequest: 'bypass', quiet: true });
  return { worker, store };
}
