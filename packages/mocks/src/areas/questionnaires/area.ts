import { defineArea } from '../area.ts';
import { questionnaireAccess, questionnaireMenus, questionnairePermissions } from './access.ts';
import { questionnaireHandlers } from './handlers.ts';
import { seedQuestionnaires } from './seed.ts';
import { questionnairesSlice } from './store.ts';

/**
 * Questionnaires (问卷管理; SPEC 2 /examination/**, /my/wj; our model, issue 24 §2): the builder's questionnaires
 * checked by `@gs/sdk/rules/questionnaire`, tasks that publish a snapshot of them to an audience, each
 * respondent's server-side draft and single submission, the analysis with cross-filters, and the answers as a
 * workbook and the analysis as a PDF report. Its seed draws from a sequence of its own (seed.ts).
 */
export const questionnairesArea = defineArea({
  name: 'questionnaires',
  slices: [questionnairesSlice],
  seed: (store) => seedQuestionnaires(store),
  handlers: questionnaireHandlers,
  permissions: questionnairePermissions,
  access: questionnaireAccess,
  menus: questionnaireMenus,
});
