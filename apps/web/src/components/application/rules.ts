import type { UserInfo } from '../../stores/session.ts';
import type { Application } from './api.ts';

type StepRole = Application['steps'][number]['role'];

function holds(info: UserInfo, application: Application, role: StepRole): boolean {
  const roles = info.roles.map((r) => r.roleKey);
  switch (role) {
    case 'supervisor':
      return roles.includes('teacher') && Boolean(info.user.gh) && info.user.gh === application.subject.dsgh;
    case 'college':
      return roles.includes('college') && Boolean(info.user.deptId) && info.user.deptId === application.subject.xydm;
    case 'school':
      return roles.some((key) => key === 'staff' || key === 'admin');
  }
}

/**
 * Whether to offer "decide": the pending step is one the signed-in account decides (the server's
 * rule of AREAS.md roles, read from the same facts; the server still checks every decision).
 */
export function mayDecide(info: UserInfo | null, application: Application): boolean {
  if (!info || application.currentStep === null) return false;
  if (application.state !== 'submitted' && application.state !== 'in_review') return false;
  const step = application.steps[application.currentStep];
  return step !== undefined && holds(info, application, step.role);
}

/** Withdrawing is the applicant's, before the first decision (the server answers 409 after it). */
export function mayWithdraw(info: UserInfo | null, application: Application): boolean {
  return info !== null && application.applicantId === info.user.id && application.state === 'submitted';
}

/** Roles whose accounts decide steps: they get the to-do card on their home page. */
export const decidingRoles = ['teacher', 'college', 'staff', 'admin'] as const;
