import { apiQueryOptions } from '@gs/sdk/query';
import { useQuery } from '../../../lib/query.ts';
import { ownPhotoKeys } from '../../../components/user-avatar.tsx';
import { api } from '../../../lib/api.ts';
import { studentKeys } from './keys.ts';
import type { PhotoType } from '../lib/fields.ts';

/**
 * SPEC 7: gettu (xykh, fileType) answers the photo in base64; a student leaves `xykh` out for their
 * own. Resolves with a data URL for an <img>. The own photo shares its cache entry with the header
 * avatar (SPEC 1).
 */
export function usePhoto(xykh: string | undefined, fileType: PhotoType, enabled = true) {
  const query = xykh ? { xykh, fileType } : { fileType };
  return useQuery({
    ...apiQueryOptions(api, xykh ? studentKeys : ownPhotoKeys, '/cloud-xj/api/xj/xjxx/gettu', { params: { query } }),
    select: (photo) => (photo ? `data:${photo.contentType || 'image/png'};base64,${photo.fileContent}` : undefined),
    enabled,
  });
}
