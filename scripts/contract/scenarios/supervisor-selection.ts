/**
 * Supervisor selection (导师遴选, issue 15 §6): the teacher uploads a review form (SPEC 7) and applies for
 * the supervisor kind they are not; the college, then the graduate school approve it. An approved
 * application cannot be undone, so apply and decide run only with --allow-residue; without it the
 * uploaded form is deleted again.
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import type { AreaScenario } from '../scenario.ts';

type Application = components['schemas']['Application'];
type StoredFile = components['schemas']['StoredFile'];
type Teacher = components['schemas']['Teacher'];
type OrgNode = components['schemas']['OrgNode'];
type UserInfo = components['schemas']['UserInfo'];

/** A small PDF: the endpoint checks the bytes' signature, not only the name. */
function reviewForm(stamp: string): FormData {
  const form = new FormData();
  const text = `%PDF-1.4\n% contract check ${stamp}: supervisor selection review form\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  form.append('file', new Blob([text], { type: 'application/pdf' }), `contract-check-${stamp}-review-form.pdf`);
  return form;
}

export const supervisorSelection: AreaScenario = {
  name: 'supervisor-selection',
  tags: ['supervisor-selection'],

  async writes(run) {
    const teacherToken = await run.accountToken('teacher');
    if (!teacherToken) {
      run.skip('uploadSupervisorReviewForm', 'a review form is uploaded by a teacher: pass --teacher-username and --teacher-password');
      return;
    }
    const stored = await run.data<StoredFile>('uploadSupervisorReviewForm', { form: reviewForm(run.stamp), token: teacherToken });
    if (!stored) return;
    const collegeToken = await run.accountToken('college');
    const why = !run.options.allowResidue
      ? 'an approved supervisor selection cannot be undone: pass --allow-residue to apply and decide'
      : !collegeToken
        ? 'the college step is decided by a college secretary: pass --college-username and --college-password'
        : undefined;
    if (why) {
      run.cleanup(() => run.call('deleteFile', { params: { id: stored.id } }));
      return;
    }
    // The kind the teacher is not, a major and a direction of their college, from their profile and the org tree.
    const info = await run.data<UserInfo>('getUserInfo', { token: teacherToken });
    const gh = info?.user.gh;
    const teacher = gh ? await run.data<Teacher>('getTeacher', { params: { gh } }) : undefined;
    const tree = await run.data<OrgNode[]>('getOrgTree');
    const majors = tree?.find((college) => college.id === teacher?.xydm)?.children ?? [];
    const major = majors.find((m) => (m.children ?? []).length > 0);
    const direction = major?.children?.[0];
    if (!teacher || !major || !direction) {
      run.fail('createApplication', '$', 'the teacher account has no college with a direction to apply with');
      return;
    }
    const payload = {
      kind: 'dsls',
      dslx: teacher.dslx === '1' ? '2' : '1',
      zydm: major.id,
      directionIds: [direction.id],
      zc: '1',
      researchSummary: `contract check ${run.stamp}: achievements summary`,
      reviewForm: stored.id,
    };
    const application = await run.data<Application>('createApplication', { json: { kind: 'dsls', payload }, token: teacherToken });
    if (!application) return;
    // Decided twice: the college step by the college secretary, the last one by the graduate school (main account).
    for (const token of [collegeToken, undefined]) {
      await run.call('addApproval', {
        json: { coreKey: application.id, ...application.approval, status: 1, opinion: `contract check ${run.stamp}` },
        ...(token ? { token } : {}),
      });
    }
    await run.call('getApplication', { params: { id: application.id } });
  },
};
