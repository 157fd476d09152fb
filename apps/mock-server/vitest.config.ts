import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several tests spawn the CLI through tsx; a cold start takes a few seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
