import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { settings } from './src/config/settings.ts';

const appDir = fileURLToPath(new URL('.', import.meta.url));

/** index.html carries `%APP_TITLE%` so the product title lives only in src/config/settings.ts. */
function appTitle(): Plugin {
  return { name: 'gs-app-title', transformIndexHtml: (html) => html.replaceAll('%APP_TITLE%', settings.title) };
}

export default defineConfig(({ mode }) => {
  // .env files of apps/web plus VITE_* variables from the shell, whatever the working directory.
  const env = loadEnv(mode, appDir, 'VITE_');
  return {
    root: appDir,
    base: env.VITE_PUBLIC_PATH || settings.publicPath,
    plugins: [react(), appTitle()],
    build: { target: 'es2022' },
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
