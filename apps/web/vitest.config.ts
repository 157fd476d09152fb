import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    // A guard against a hung test, not a deadline: a loaded 2-core machine may take many times the
    // usual time, and how fast things are is measured by `pnpm bench`, not asserted here.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // Two workers: vitest's default leaves one core of a 2-core machine idle (cores - 1), and the web's
    // component tests are most of the unit run's time once the packages' tests are done.
    maxWorkers: 2,
    environment: 'jsdom',
    // Unit and component tests only; browser tests live in e2e/ and run under Playwright.
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
