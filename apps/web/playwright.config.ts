/**
 * Browser tests (e2e/) against the production build, served by `vite preview`, whose `/api` proxy
 * (preview.proxy defaults to server.proxy in vite.config.ts) reaches the standalone mock server.
 * Both servers are started here on 127.0.0.1 and stopped after the run; see e2e/support/env.ts for
 * the ports. Browsers cannot be downloaded on these machines, so the tests run in the system
 * Chromium (Debian package `chromium`; CHROMIUM_PATH overrides where it is).
 */
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import {
  demoBase,
  demoOutDir,
  demoPort,
  demoUrl,
  host,
  outDir,
  mockPort,
  mockSeed,
  mockStudents,
  mockUrl,
  tokenLifetimeSec,
  webPort,
  webUrl,
} from './e2e/support/env.ts';

const appDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = path.resolve(appDir, '../..');
const ci = !!process.env.CI;

/** CHROMIUM_PATH, else `chromium` on PATH (like `command -v chromium`), else Debian's place for it. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'chromium');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return '/usr/bin/chromium';
}

// Real Chromium from the system (tests cannot download browsers).
const chromium = {
  ...devices['Desktop Chrome'],
  headless: true,
  launchOptions: {
    executablePath: chromiumPath(),
    // Without these the system Chromium hangs on this closed network (it phones home).
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // The machines have 2 cores; all workers share the one build and the one mock server.
  workers: 2,
  // Guards against a hang, not deadlines: on a loaded 2-core machine a page can take many seconds
  // to appear, and how fast things are is measured by `pnpm bench`.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // A hung run must not eat the CI budget.
  globalTimeout: ci ? 17 * 60_000 : undefined,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: webUrl,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  },
  projects: [
    // Every spec but those that change what the others rely on.
    { name: 'chromium', use: chromium, testIgnore: /features\/config\.spec\.ts/ },
    // Data configuration closes application windows on the shared server for a while: it runs after the
    // others, so that no leave or status-change spec meets a window it closed.
    { name: 'chromium-config', use: chromium, testMatch: /features\/config\.spec\.ts/, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      name: 'mock',
      command: `pnpm mock --host ${host} --port ${mockPort} --seed ${mockSeed} --students ${mockStudents} --token-lifetime ${tokenLifetimeSec} --quiet`,
      cwd: repoRoot,
      url: `${mockUrl}/publicKey`,
      reuseExistingServer: !ci,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'web',
      // build.mjs builds apps/web/dist when it is missing or stale: one build per run, before preview.
      command: `node e2e/support/build.mjs && node node_modules/vite/bin/vite.js preview --outDir ${outDir} --host ${host} --port ${webPort} --strictPort`,
      cwd: appDir,
      env: { VITE_MOCK_TARGET: mockUrl },
      url: webUrl,
      reuseExistingServer: !ci,
      // Includes the production build when one is needed (about a minute on 2 cores).
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'demo',
      // The demo build (VITE_MSW=true) under a sub-folder: no mock server behind it, the worker answers.
      command: `node node_modules/vite/bin/vite.js build --outDir ${demoOutDir} --emptyOutDir --logLevel warn && node node_modules/vite/bin/vite.js preview --outDir ${demoOutDir} --host ${host} --port ${demoPort} --strictPort`,
      cwd: appDir,
      env: { VITE_MSW: 'true', VITE_PUBLIC_PATH: demoBase },
      url: `${demoUrl}login`,
      reuseExistingServer: !ci,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
