import { apiQueryOptions } from '@gs/sdk/query';
import { useQuery } from '../../../lib/query.ts';
import { api } from '../../../lib/api.ts';
import { studentKeys } from './keys.ts';

const ofCard = (xykh: string | undefined) => ({ params: { query: xykh ? { xykh } : {} } });

/** SPEC 7: xsbd/getXs, the registration record (a student's own when `xykh` is left out). */
export function useRegistration(xykh: string | undefined, enabled = true) {
  return useQuery({ ...apiQueryOptions(api, studentKeys, '/cloud-xj/api/xj/xsbd/getXs', ofCard(xykh)), enabled });
}

/** SPEC 7: xsbd/getXshd, the verification items confirmed at registration. */
export function useRegistrationCheck(xykh: string | undefined, enabled = true) {
  return useQuery({ ...apiQueryOptions(api, studentKeys, '/cloud-xj/api/xj/xsbd/getXshd', ofCard(xykh)), enabled });
}
