import { apiQueryOptions } from '@gs/sdk/query';
import { useQuery } from '../../../lib/query.ts';
import { api } from '../../../lib/api.ts';
import { scholarshipKeys } from './keys.ts';

/** GET the rule table the server scores scholarship achievements by (our model, issue 15). */
export function useScholarshipRules(enabled = true) {
  return useQuery({ ...apiQueryOptions(api, scholarshipKeys, '/cloud-xj/api/xj/xyjxj/rules'), staleTime: 10 * 60_000, enabled });
}
