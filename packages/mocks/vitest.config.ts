import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A guard against a hung test, not a deadline: a loaded 2-core machine may take many times the
    // usual time, and how fast things are is measured by `pnpm bench`, not asserted here.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    environment: 'node',
    // Files share one module graph per worker: evaluating the areas, msw and faker again for every
    // file cost more than half of the run. Nothing leaks through it: every file seeds its own store
    // (state lives in the store, the module-level caches are keyed by store or by immutable input)
    // and closes the MSW server it started.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
