import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A guard against a hung test, not a deadline: a loaded 2-core machine may take many times the
    // usual time, and how fast things are is measured by `pnpm bench`, not asserted here.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    environment: 'node',
    // Files share one module graph per worker instead of evaluating the mocks' areas, msw and the
    // spec index again for each. Nothing leaks through it: every file seeds its own stores and closes
    // the servers it started, and the entry point (src/main.ts) runs only in spawned processes.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
