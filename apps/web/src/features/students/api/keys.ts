import { createQueryKeys } from '@gs/sdk/query';

/**
 * Every query of the students area (records, searches, photos, registration, statistics) starts with
 * this scope, so a write refreshes them all with `invalidateQueries({ queryKey: studentKeys.all })`.
 */
export const studentKeys = createQueryKeys('students');
