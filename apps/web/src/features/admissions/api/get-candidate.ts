import { apiQueryOptions } from '@gs/sdk/query';
import { useQuery } from '../../../lib/query.ts';
import { api } from '../../../lib/api.ts';
import { admissionsKeys } from './keys.ts';

/** GET one candidate, with the names of its codes, direction and supervisor. */
export function useCandidate(id: string | null) {
  return useQuery({ ...apiQueryOptions(api, admissionsKeys, '/cloud-xj/api/zs/lq/info/{id}', { params: { path: { id: id ?? '' } } }), enabled: Boolean(id) });
}
