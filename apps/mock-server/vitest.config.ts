import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A guard against a hung test, not a deadline: a loaded 2-core machine may take many times the
    // usual time, and how fast things are is measured by `pnpm bench`, not asserted here.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
