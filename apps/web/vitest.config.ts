import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'jsdom',
    // Unit and component tests only; browser tests live in e2e/ and run under Playwright.
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Form tests type into antd fields; on a loaded 2-core machine a few take longer than 5 s.
    testTimeout: 20_000,
  },
});
