/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A real backend's base URL; unset, the app calls `/api` on its own origin (dev and preview proxy). */
  readonly VITE_API_BASE_URL?: string;
  /** 'true' bundles the MSW worker: the built app runs with no server at all (demo build). */
  readonly VITE_MSW?: string;
  readonly VITE_PUBLIC_PATH?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
