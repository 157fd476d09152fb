import type { Application } from '../../components/application/api.ts';
import type { UserInfo } from '../../stores/session.ts';
import type { LeavePayload } from './api/leaves.ts';

/** The leave of an application of kind `leave` (the payload the server stores), else undefined. */
export function leaveOf(application: Pick<Application, 'payload'>): LeavePayload | undefined {
  return application.payload.kind === 'leave' && 'days' in application.payload ? application.payload : undefined;
}

/**
 * Whether to offer the cancel-leave: an approved leave not cancelled yet, to its applicant, the student it
 * is about, or the graduate school (the server's rule; it checks again).
 */
export function mayCancelLeave(info: UserInfo | null, application: Application): boolean {
  const leave = leaveOf(application);
  if (!info || !leave || leave.cancellation !== null || application.state !== 'approved') return false;
  const roles = info.roles.map((role) => role.roleKey);
  if (roles.some((key) => key === 'staff' || key === 'admin')) return true;
  return application.applicantId === info.user.id || (roles.includes('student') && Boolean(info.user.xykh) && info.user.xykh === application.subject.xykh);
}
