import { defineArea } from '../area.ts';
import { scholarshipAccess, scholarshipMenus, scholarshipPermissions } from './access.ts';
import { scholarshipHandlers } from './handlers.ts';
import { SCHOLARSHIP_KIND } from './kind.ts';
import { seedScholarships } from './seed.ts';

/**
 * Academic scholarships (学业奖学金, `xyjxj`; SPEC 2 /xj/xyjxj, /xyjxjHz): applications of the engine's kind
 * `scholarship`, scored by the rule table and decided by the supervisor and the college; the ranked summary
 * per college with the level each gets by the college's quota, and its Excel export.
 */
export const scholarshipArea = defineArea({
  name: 'scholarship',
  applicationKinds: [SCHOLARSHIP_KIND],
  // Its own random sequence (seed.ts), so the areas merged beside it do not move its data.
  seed: (store) => seedScholarships(store),
  handlers: scholarshipHandlers,
  permissions: scholarshipPermissions,
  access: scholarshipAccess,
  menus: scholarshipMenus,
});
