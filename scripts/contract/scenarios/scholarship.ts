/**
 * Academic scholarships (scholarship tag): the rule table provides the academic year applied for now, and
 * the summary and its Excel are read for that year over every college, as the /xyjxjHz page opens. The
 * applications themselves are the engine's (applications scenario); these operations write nothing.
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';

type ScholarshipRules = components['schemas']['ScholarshipRules'];

const assessedYear = valueKey<string>('scholarship.year');

export const scholarship: AreaScenario = {
  name: 'scholarship',
  tags: ['scholarship'],

  async provide(run) {
    const rules = await run.data<ScholarshipRules>('getScholarshipRules');
    run.set(assessedYear, rules?.year);
  },

  requests: {
    // Without the example's college: the account of the check holds every college.
    getScholarshipSummary: (run) => ({ query: { year: run.get(assessedYear), xydm: null } }),
    exportScholarshipSummary: (run) => ({ query: { year: run.get(assessedYear), xydm: null } }),
  },
};
