import type { KindPlugin } from '../../components/application/kind-plugin.ts';
import { paths } from '../../config/paths.ts';

/** Academic scholarship (business `xyjxj`): it has no detail route of its own in SPEC 2 and opens on /stuBySqView. */
export const scholarshipKind: KindPlugin = {
  kinds: ['scholarship'],
  detailPath: paths.applicationDetails,
  load: () => import('./kind-parts.tsx'),
};
