/** Approvals: the list is a plain read; the one write records an approval on the students' temporary record. */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import type { AreaScenario } from '../scenario.ts';
import { createdStudent } from './students.ts';

type ApprovalSubmission = components['schemas']['ApprovalSubmission'];

export const approvals: AreaScenario = {
  name: 'approvals',
  tags: ['approval'],

  async writes(run) {
    const student = run.get(createdStudent);
    if (!run.options.allowResidue) run.skip('addApproval', 'the API cannot remove an approval afterwards: pass --allow-residue to include it');
    else if (!student) run.skip('addApproval', 'addStudent gave no student to record an approval on');
    else {
      const example = run.exampleBody<ApprovalSubmission>('addApproval');
      await run.call('addApproval', {
        json: {
          ...example,
          // The student records page's approval (issue 22 §14: a business an area owns, of a record that exists).
          coreKey: student.id,
          type: 'xjxx',
          callback: '/cloud-xj/api/xj/xjxx/approvalCallback',
          mkCode: 'xj',
          coreCode: 'xjxx',
          status: 1,
          opinion: 'contract check',
        },
      });
    }
  },
};
