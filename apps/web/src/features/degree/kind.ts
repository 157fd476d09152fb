import type { KindPlugin } from '../../components/application/kind-plugin.ts';
import { paths } from '../../config/paths.ts';

/**
 * The degree application (business `xwsq`, a student about themself): opens on the shared detail route
 * (/stuBySqView); its student's degree file is /stuXwsqView, one press away in the detail.
 */
export const degreeKind: KindPlugin = {
  kinds: ['xwsq'],
  detailPath: paths.applicationDetails,
  load: () => import('./kind-parts.tsx'),
};
