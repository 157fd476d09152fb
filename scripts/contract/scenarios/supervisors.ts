/**
 * Supervisors (issue 15 §6): the profile list provides a staff number; the writes set a profile to what it
 * is (nothing changes), and take a draft assessment through save, submit, reopen, save-and-submit and
 * reopen again, so it ends a draft with the scores it had.
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';

type SupervisorProfilePage = components['schemas']['SupervisorProfilePage'];
type SupervisorProfileDetail = components['schemas']['SupervisorProfileDetail'];
type AssessmentPage = components['schemas']['AssessmentPage'];

const listedSupervisor = valueKey<string>('supervisors.gh');

export const supervisors: AreaScenario = {
  name: 'supervisors',
  tags: ['supervisors'],
  manual: ['updateSupervisorProfile', 'saveAssessment', 'submitAssessments', 'reopenAssessment'],

  async provide(run) {
    const page = await run.data<SupervisorProfilePage>('listSupervisorProfiles', { query: { dslx: '1', xydm: null, size: 1 } });
    run.set(listedSupervisor, page?.records[0]?.gh);
  },

  requests: {
    getSupervisorProfile: (run) => ({ params: { gh: run.get(listedSupervisor) } }),
    listAssessments: () => ({ query: { xydm: null, size: 5 } }),
  },

  async writes(run) {
    const gh = run.get(listedSupervisor);
    const profile = gh ? await run.data<SupervisorProfileDetail>('getSupervisorProfile', { params: { gh } }) : undefined;
    if (!gh || !profile) run.skip('updateSupervisorProfile', 'listSupervisorProfiles gave no supervisor to write back');
    else {
      await run.call('updateSupervisorProfile', {
        params: { gh },
        json: { dslx: profile.dslx, quota: profile.quota, directionIds: profile.directions.map((d) => d.id), bio: profile.bio },
      });
    }

    const drafts = await run.data<AssessmentPage>('listAssessments', { query: { state: 'draft', xydm: null, year: null, size: 1 } });
    const draft = drafts?.records[0];
    if (!draft) {
      for (const id of ['saveAssessment', 'submitAssessments', 'reopenAssessment']) run.skip(id, 'listAssessments gave no draft to take through submission');
      return;
    }
    const path = { year: String(draft.year), gh: draft.gh };
    const body = { scores: draft.scores, comment: draft.comment };
    await run.call('saveAssessment', { params: path, json: body });
    await run.call('submitAssessments', { json: { year: draft.year, ghs: [draft.gh] } });
    await run.call('reopenAssessment', { params: path });
    await run.call('saveAssessment', { params: path, json: { ...body, submit: true } });
    await run.call('reopenAssessment', { params: path });
  },
};
