import { apiQueryOptions } from '@gs/sdk/query';
import { useQuery } from '../../../lib/query.ts';
import { api } from '../../../lib/api.ts';
import { studentKeys } from './keys.ts';

const byId = '/cloud-xj/api/xj/xjxx/getStuById' as const;
const byCard = '/cloud-xj/api/xj/xjxx/stuinfoByXykh/NotAuth' as const;

/**
 * One record for the detail and edit pages. Staff read it by id (getStuById, `xj:stuinfo:list`);
 * a card number goes through stuinfoByXykh/NotAuth, which answers within the caller's scope, so a
 * supervisor can open their own students too.
 */
export function useStudent({ id, xykh }: { id?: string | null; xykh?: string | null }) {
  return useQuery({
    queryKey: xykh ? studentKeys.get(byCard, { query: { xykh } }) : studentKeys.get(byId, { query: { id: id ?? '' } }),
    queryFn: ({ signal }) => (xykh ? api.get(byCard, { params: { query: { xykh } }, signal }) : api.get(byId, { params: { query: { id: id ?? '' } }, signal })),
    enabled: Boolean(id || xykh),
  });
}

/** SPEC 7: stuinfoByStu/NotAuth, the signed-in student's own record. */
export function useOwnStudent() {
  return useQuery(apiQueryOptions(api, studentKeys, '/cloud-xj/api/xj/xjxx/stuinfoByStu/NotAuth'));
}
