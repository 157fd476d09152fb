import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { settings } from './src/config/settings.ts';

const appDir = fileURLToPath(new URL('.', import.meta.url));

/** index.html carries `%APP_TITLE%` so the product title lives only in src/config/settings.ts. */
function appTitle(): Plugin {
  return { name: 'gs-app-title', transformIndexHtml: (html) => html.replaceAll('%APP_TITLE%', settings.title) };
}

/**
 * The server-less demo build (VITE_MSW=true): MSW's service worker script ships next to index.html,
 * from the installed msw package, so it always matches the library version. The normal build has none.
 */
function mswWorker(enabled: boolean): Plugin {
  const file = 'mockServiceWorker.js';
  const source = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${file}`), 'utf8');
  return {
    name: 'gs-msw-worker',
    apply: () => enabled,
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.endsWith(`/${file}`)) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: file, source: source() });
    },
  };
}

export default defineConfig(({ mode }) => {
  // .env files of apps/web plus VITE_* variables from the shell, whatever the working directory.
  const env = loadEnv(mode, appDir, 'VITE_');
  return {
    root: appDir,
    base: env.VITE_PUBLIC_PATH || settings.publicPath,
    plugins: [react(), appTitle(), mswWorker(env.VITE_MSW === 'true')],
    build: {
      target: 'es2022',
      // scripts/bundle-size.mjs reads what each screen loads from the manifest.
      manifest: true,
      // The demo build carries the whole mock backend (faker, exceljs) in one lazy chunk on purpose.
      chunkSizeWarningLimit: env.VITE_MSW === 'true' ? 6000 : 500,
      rolldownOptions: {
        output: {
          // Everything the entry loads statically goes into one chunk. Left to the automatic
          // splitting, those modules are spread over common chunks shared with lazy pages, and
          // /login then downloads parts of antd that only those pages use.
          codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
        },
      },
    },
    server: {
      port: settings.devPort, // SPEC 9
      strictPort: true,
      proxy: {
        // The SDK's base URL is /api; the mock server (apps/mock-server) serves the paths without it.
        [settings.apiPrefix]: {
          target: env.VITE_MOCK_TARGET || settings.mockServerUrl,
          changeOrigin: true,
          rewrite: (path) => path.replace(new RegExp(`^${settings.apiPrefix}`), ''),
        },
      },
    },
  };
});
