/**
 * Where the browser tests find their servers, shared by playwright.config.ts (which starts them) and
 * the specs and helpers (which call them). Both servers listen on 127.0.0.1 only, on ports apart from
 * development (web 10000, mock 10010); E2E_WEB_PORT and E2E_MOCK_PORT move them.
 */

export const host = '127.0.0.1';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name}=${raw} is not a port number`);
  return value;
}

/** `vite preview` of the production build; the app and its `/api` proxy. */
export const webPort = port('E2E_WEB_PORT', 10100);
/** The standalone mock server (apps/mock-server) that the preview proxies `/api` to. */
export const mockPort = port('E2E_MOCK_PORT', 10110);

/** The server-less demo build (MSW in a service worker), served from a sub-folder to prove the base path. */
export const demoPort = port('E2E_DEMO_PORT', 10120);
export const demoBase = '/gs-demo/';

export const webUrl = `http://${host}:${webPort}`;
export const demoUrl = `http://${host}:${demoPort}${demoBase}`;
export const mockUrl = `http://${host}:${mockPort}`;

/** The mock server's data: the same seed gives the same students, so tests may rely on them. */
export const mockSeed = 20260901;
export const mockStudents = 2000;
/** Access tokens stay valid this long (seconds), far beyond any test run. */
export const tokenLifetimeSec = 7200;

/** Build folders (apps/web relative): E2E_OUT_DIR keeps parallel runs apart. */
export const outDir = process.env.E2E_OUT_DIR || 'dist';
export const demoOutDir = `${outDir}-demo`;

/** The prefix the app's SDK puts before every API path; the preview proxy strips it. */
export const apiPrefix = '/api';
