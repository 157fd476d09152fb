import { registerKindPlugins } from '../components/application/kind-plugin.ts';
import { degreeKind } from '../features/degree/kind.ts';
import { leaveKind } from '../features/leave/kind.ts';
import { scholarshipKind } from '../features/scholarship/kind.ts';
import { statusChangeKind } from '../features/status-change/kind.ts';
import { supervisorSelectionKind } from '../features/supervisor-selection/kind.ts';

/**
 * The application kinds the app shows (the kit's plug-ins): one line per feature that runs kinds
 * through the application engine. Each `kind.ts` is a few lines (its kinds, its detail route, a
 * loader); its form and detail parts stay in the feature's lazy chunk.
 */
registerKindPlugins([statusChangeKind, scholarshipKind, leaveKind, supervisorSelectionKind, degreeKind]);
