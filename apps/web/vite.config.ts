import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  return {
    base: env.VITE_PUBLIC_PATH ?? '/',
    plugins: [react()],
    build: { target: 'es2022' },
    server: {
      port: 10000, // SPEC 9
      strictPort: true,
      proxy: {
        '/api': {
          target: env.VITE_MOCK_TARGET ?? 'http://127.0.0.1:10010',
          changeOrigin: true,
          rewrite: (path) => path.replace(/^\/api/, ''),
        },
      },
    },
  };
});
