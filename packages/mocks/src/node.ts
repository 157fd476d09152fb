import { setupServer } from 'msw/node';
import { createContext, createHandlers, seedStore } from './areas/index.ts';
import { type MockOptions, defaultMockOptions } from './config.ts';
import { nodePdfFonts } from './cjk-font.ts';

/** An MSW server on the mock backend, for vitest: `server.listen()` in a setup file. */
export async function createMockServer(overrides: Partial<MockOptions> = {}, now?: () => number) {
  const options = { ...defaultMockOptions, ...overrides };
  const store = seedStore(options);
  const ctx = await createContext(store, now, { pdfFonts: nodePdfFonts() });
  return { server: setupServer(...createHandlers(ctx)), store, ctx };
}
