import { apiQueryOptions } from '@gs/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** SPEC 7: GET cloud-yg/api/approval/list?coreKey=, the approval history of one record, read as an array. */
export function useApprovalHistory(coreKey: string | undefined, enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(api, '/cloud-yg/api/approval/list', { params: { query: { coreKey: coreKey ?? '' } } }),
    select: (rows) => (Array.isArray(rows) ? rows : []),
    enabled: enabled && Boolean(coreKey),
  });
}
