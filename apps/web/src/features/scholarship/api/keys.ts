import { createQueryKeys } from '@gs/sdk/query';

/** The queries of the scholarship pages of their own (the ranked summary); applications use the engine's keys. */
export const scholarshipKeys = createQueryKeys('scholarship');
