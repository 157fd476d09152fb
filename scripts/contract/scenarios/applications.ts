/**
 * The application engine: the list provides an application for the detail read; the writes apply for
 * the students' temporary record and withdraw the application again (an application cannot be deleted,
 * so they run only with --allow-residue).
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';
import { createdStudent } from './students.ts';

type Application = components['schemas']['Application'];
type ApplicationPage = components['schemas']['ApplicationPage'];

const listedApplication = valueKey<string>('applications.listed');

export const applications: AreaScenario = {
  name: 'applications',
  tags: ['application'],
  // Only the applicant may withdraw: the spec's example is the demo student's own open application.
  // The writes below withdraw the check's own application with the session that made it.
  accountOnly: { withdrawApplication: 'student' },

  async provide(run) {
    // Without the examples' filters (they name records of the default seed), newest first.
    const filters = ['kind', 'coreCode', 'state', 'xykh', 'xydm', 'keyword', 'todo', 'box', 'overdue', 'submitFrom', 'submitTo'];
    const page = await run.data<ApplicationPage>('listApplications', { query: { size: 1, ...Object.fromEntries(filters.map((name) => [name, null])) } });
    run.set(listedApplication, page?.records[0]?.id);
  },

  requests: {
    getApplication: (run) => ({ params: { id: run.get(listedApplication) } }),
    printApplication: (run) => ({ params: { id: run.get(listedApplication) } }),
  },

  async writes(run) {
    const student = run.get(createdStudent);
    const why = !run.options.allowResidue
      ? 'the API cannot remove an application afterwards: pass --allow-residue to include it'
      : !student
        ? 'addStudent gave no student to apply for'
        : undefined;
    if (why) {
      run.skip('createApplication', why);
      run.skip('withdrawApplication', why);
      return;
    }
    // A withdrawal may be asked for in any status the check's student can be in (在读, 休学, 延期).
    const application = await run.data<Application>('createApplication', {
      json: { kind: 'withdrawal', xykh: student!.xykh, payload: { kind: 'withdrawal', reason: `contract check ${run.stamp}`, withdrawDate: '2027-01-15' } },
    });
    if (!application) run.skip('withdrawApplication', 'createApplication gave no application to withdraw');
    else await run.call('withdrawApplication', { params: { id: application.id } });
  },
};
