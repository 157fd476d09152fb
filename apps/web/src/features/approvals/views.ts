import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** Approval records (approval/index). */
export const approvalViews: FeatureViews = {
  views: {
    'approval/index': () => import('./routes/approvals-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      Approval: '审批记录',
    },
    {
      Approval: 'Approval records',
    },
  ),
};
