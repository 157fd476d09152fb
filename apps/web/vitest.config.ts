import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    // A guard against a hung test, not a deadline: a loaded 2-core machine may take many times the
    // usual time, and how fast things are is measured by `pnpm bench`, not asserted here.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    environment: 'jsdom',
    // One jsdom and one module graph per worker instead of one per file: building the environment
    // and evaluating antd and React again for each of the 35 files took most of the run. The files
    // do not lean on a fresh page: setup.ts unmounts every render after each test, and after each file
    // clears the storage and cookies and puts the session, settings and tabs stores back as created.
    isolate: false,
    // Unit and component tests only; browser tests live in e2e/ and run under Playwright.
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
