import type { KindPlugin } from '../../components/application/kind-plugin.ts';
import { paths } from '../../config/paths.ts';

/** The six status-change kinds (business `xjyd`): they open on /stuBySqView. */
export const statusChangeKind: KindPlugin = {
  kinds: ['suspension', 'resumption', 'withdrawal', 'extension', 'majorChange', 'supervisorChange'],
  detailPath: paths.applicationDetails,
  load: () => import('./kind-parts.tsx'),
};
