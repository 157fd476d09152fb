import type { KindPlugin } from '../../components/application/kind-plugin.ts';
import { paths } from '../../config/paths.ts';

/** Supervisor selection (business `dsls`, a teacher about themself): opens on /zlds/apply/view. */
export const supervisorSelectionKind: KindPlugin = {
  kinds: ['dsls'],
  detailPath: paths.supervisorSelectionDetails,
  load: () => import('./kind-parts.tsx'),
};
