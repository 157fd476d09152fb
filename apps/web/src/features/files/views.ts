import type { ViewRegistry } from '../../lib/view-registry.ts';

/** File manager (kernel/storage/index). */
export const fileViews: ViewRegistry = {
  'kernel/storage/index': () => import('./routes/files-page.tsx'),
};
