import type { Application } from '../../components/application/api.ts';
import { payloadOf } from '../../components/application/kind-fields.tsx';
import type { LeavePayload } from './api/leaves.ts';

/** The leave of an application of kind `leave` (the payload the server stores), else undefined. */
export function leaveOf(application: Pick<Application, 'payload'>): LeavePayload | undefined {
  return payloadOf(application, 'leave');
}
