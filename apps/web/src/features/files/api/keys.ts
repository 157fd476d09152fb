import { createQueryKeys } from '@gs/sdk/query';

/** Every query of the files area starts with this scope: `invalidateQueries({ queryKey: fileKeys.all })`. */
export const fileKeys = createQueryKeys('files');
