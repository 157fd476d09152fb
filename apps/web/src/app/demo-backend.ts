import { startMockWorker } from '@gs/mocks/browser';

/**
 * The demo build's backend: MSW in a service worker, served from the app's base path so the demo
 * works from any static host and sub-folder. The seeded store lives in the tab's memory.
 */
export async function startDemoBackend(): Promise<void> {
  await startMockWorker({}, `${import.meta.env.BASE_URL}mockServiceWorker.js`);
}
