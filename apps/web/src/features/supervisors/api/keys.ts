import { createQueryKeys } from '@gs/sdk/query';

/** Every query of the supervisor pages starts with this scope, so a write refreshes them all. */
export const supervisorKeys = createQueryKeys('supervisors');
