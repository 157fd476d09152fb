import { defineArea } from '../area.ts';
import { inScope, seesEveryone } from '../../http/data-scope.ts';
import { studentsSlice } from '../students/store.ts';
import { degreeAccess, degreeMenus, degreePermissions } from './access.ts';
import { degreeHandlers } from './handlers.ts';
import { DEGREE_APPLICATION } from './kind.ts';
import { seedDegree } from './seed.ts';
import { REVIEW_FORM_SCOPE, degreeSlice } from './store.ts';

/**
 * Degree (学位管理; SPEC 2 /xw/xwsq, /xw/lwps, /xw/dbjl, /stuXwsqView; our model, issue 24 §1): a student's degree
 * file (the plan audit, the thesis's blind review, the defence, disciplinary flags), the blind review of the thesis
 * with its pass rule (`@gs/sdk/rules/degree`, the configuration read per call) and the reviewer's anonymised copy,
 * the defence with its committee and votes, and the degree application (kind `xwsq`), whose approval sets the degree
 * certificate number. Its seed draws from a sequence of its own (seed.ts).
 */
export const degreeArea = defineArea({
  name: 'degree',
  slices: [degreeSlice],
  applicationKinds: [DEGREE_APPLICATION],
  seed: (store) => seedDegree(store),
  handlers: degreeHandlers,
  permissions: degreePermissions,
  access: degreeAccess,
  menus: degreeMenus,
  fileScopes: {
    // A submitted review's form names its reviewer: the graduate school and the student's college read it, never the
    // student or the supervisor (double blind); its uploader reads it as every uploader does.
    [REVIEW_FORM_SCOPE]: (ctx, caller, reviewId) => {
      const review = ctx.store.slice(degreeSlice).reviews.get(reviewId);
      const thesis = review ? ctx.store.slice(degreeSlice).theses.get(review.thesisId) : undefined;
      const student = thesis ? ctx.store.slice(studentsSlice).byXykh(thesis.xykh) : undefined;
      if (!student) return false;
      return seesEveryone(caller) || (caller.role.dataScope === 'college' && inScope(caller, student));
    },
  },
});
