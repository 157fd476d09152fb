/**
 * Leave (请假): the list provides a leave for the reads; the writes walk a leave through apply, the
 * supervisor's decision and the cancel-leave (销假) as the student and teacher accounts. A leave cannot
 * be deleted, so the writes run only with --allow-residue.
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import type { AreaScenario } from '../scenario.ts';

type Application = components['schemas']['Application'];
type ApplicationPage = components['schemas']['ApplicationPage'];

/** `yyyy-MM-dd` of today plus `days`, on the check's own clock (the day the backend's clock says, on one machine). */
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export const leave: AreaScenario = {
  name: 'leave',
  tags: ['leave'],

  async writes(run) {
    const [student, teacher] = run.options.allowResidue ? await Promise.all([run.accountToken('student'), run.accountToken('teacher')]) : [];
    const why = !run.options.allowResidue
      ? 'the API cannot remove a leave afterwards: pass --allow-residue to include it'
      : !student || !teacher
        ? 'needs the student and their supervisor: pass --student-username/--student-password and --teacher-username/--teacher-password'
        : undefined;
    if (why) {
      run.skip('cancelLeave', why);
      return;
    }
    // One open leave at a time: a student who has one already is left as they are.
    const open = await run.data<ApplicationPage>('listLeaves', {
      token: student,
      query: { state: 'submitted', keyword: null, xykh: null, xydm: null, leaveType: null, cancelled: null, from: null, to: null, todo: null },
    });
    if (!open || open.total > 0) {
      run.skip('cancelLeave', 'the student account has an open leave already (one at a time)');
      return;
    }
    // One absence at a time: days the student is on an approved leave already cannot be asked for again.
    const taken = await run.data<ApplicationPage>('listLeaves', {
      token: student,
      query: { state: 'approved', keyword: null, xykh: null, xydm: null, leaveType: null, cancelled: null, from: day(-2), to: day(-1), todo: null },
    });
    if (!taken || taken.total > 0) {
      run.skip('cancelLeave', 'the student account is on an approved leave on the days the check asks for already');
      return;
    }
    // Two days that have begun, so that the student can be back by today.
    const payload = {
      kind: 'leave',
      leaveType: '1',
      leaveStart: day(-2),
      leaveEnd: day(-1),
      reason: `contract check ${run.stamp}`,
      destination: '湖北省武汉市',
      phone: '13912345678',
    };
    const applied = await run.data<Application>('createApplication', { token: student, json: { kind: 'leave', payload } });
    if (!applied) return run.skip('cancelLeave', 'createApplication gave no leave to decide and cancel');
    const decided = await run.call('addApproval', { token: teacher, json: { coreKey: applied.id, ...applied.approval, status: 1, opinion: 'contract check' } });
    if (!decided?.ok) return run.skip('cancelLeave', 'the supervisor could not approve the leave');
    await run.call('cancelLeave', { token: student, params: { id: applied.id }, json: { returnDate: day(-1), remark: 'contract check' } });
  },
};
