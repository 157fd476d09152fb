import type { ViewRegistry } from '../../lib/view-registry.ts';

/** Dictionary browser (kernel/dict/index). */
export const dictViews: ViewRegistry = {
  'kernel/dict/index': () => import('./routes/dict-page.tsx'),
};
