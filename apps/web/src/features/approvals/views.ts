import type { ViewRegistry } from '../../lib/view-registry.ts';

/** Approval records (approval/index). */
export const approvalViews: ViewRegistry = {
  'approval/index': () => import('./routes/approvals-page.tsx'),
};
