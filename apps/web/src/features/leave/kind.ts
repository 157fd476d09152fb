import type { KindPlugin } from '../../components/application/kind-plugin.ts';
import { paths } from '../../config/paths.ts';

/** Leave (business `qjgl`): opens on /qjgl/toDetails. */
export const leaveKind: KindPlugin = {
  kinds: ['leave'],
  detailPath: paths.leaveDetails,
  load: () => import('./kind-parts.tsx'),
};
