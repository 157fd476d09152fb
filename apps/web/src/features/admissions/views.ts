import { defineRouteTitles } from '../../i18n/define.ts';
import type { FeatureViews } from '../../lib/view-registry.ts';

/** Admissions (招生, SPEC 2 /zs/sslq, /zs/bslq, /sslq/toDetails, /bslq/toDetails) by menu component. */
export const admissionsViews: FeatureViews = {
  views: {
    'zs/sslq/index': () => import('./routes/masters-page.tsx'),
    'zs/bslq/index': () => import('./routes/doctoral-page.tsx'),
    // One details page for both levels: the candidate says which it is.
    'zs/sslq/details': () => import('./routes/details-page.tsx'),
    'zs/bslq/details': () => import('./routes/details-page.tsx'),
  },
  routeTitles: defineRouteTitles(
    {
      Bslq: '博士录取',
      BslqDetails: '博士录取详情',
      Sslq: '硕士录取',
      SslqDetails: '硕士录取详情',
    },
    {
      Bslq: 'Doctoral admission',
      BslqDetails: 'Doctoral admission details',
      Sslq: "Master's admission",
      SslqDetails: "Master's admission details",
    },
  ),
};
