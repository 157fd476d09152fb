import { createQueryKeys } from '@gs/sdk/query';

/** The queries of the status-change pages of their own (the student picker); applications use the engine's keys. */
export const statusChangeKeys = createQueryKeys('statusChange');
