/**
 * The `test` and `expect` every spec imports: Playwright's, plus a guard that keeps the browser on
 * the test servers. A request to any other host is aborted (the machines have no internet, and a test
 * must not depend on it) and listed on the test as a `blocked-request` annotation.
 */
import { test as base } from '@playwright/test';
import { host } from './env.ts';

const allowedHosts = new Set([host, 'localhost']);
const networkProtocols = new Set(['http:', 'https:', 'ws:', 'wss:']);

function offHost(url: URL): boolean {
  return networkProtocols.has(url.protocol) && !allowedHosts.has(url.hostname);
}

export const test = base.extend<{ offlineGuard: void }>({
  offlineGuard: [
    async ({ context }, use, testInfo) => {
      await context.route(offHost, async (route) => {
        testInfo.annotations.push({ type: 'blocked-request', description: route.request().url() });
        await route.abort('blockedbyclient');
      });
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
