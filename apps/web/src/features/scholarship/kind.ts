import type { KindPlugin } from '../../components/application/kind-plugin.ts';
import { paths } from '../../config/paths.ts';

/** Academic scholarship (business `xyjxj`): opens on its own hidden route /xyjxj/toDetails. */
export const scholarshipKind: KindPlugin = {
  kinds: ['scholarship'],
  detailPath: paths.scholarshipDetails,
  load: () => import('./kind-parts.tsx'),
};
