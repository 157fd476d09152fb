import type { ViewRegistry } from '../../lib/view-registry.ts';

/** Student information pages (xj/*, ds/wdxs, xw/tj) by menu component. */
export const studentViews: ViewRegistry = {};
