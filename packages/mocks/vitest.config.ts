import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The authorisation matrix makes hundreds of calls; on a loaded 2-core machine that can pass 5 s.
    testTimeout: 20_000,
  },
});
