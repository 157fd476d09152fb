import { apiQueryOptions, createQueryKeys } from '@gs/sdk/query';
import type { components } from '@gs/sdk/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query.ts';
import { api } from '../../lib/api.ts';

/** The approvals' query keys: the approval dialog (history) and the approvals area (records) share them. */
export const approvalKeys = createQueryKeys('approvals');

export type ApprovalRecord = components['schemas']['ApprovalRecord'];
export type ApprovalSubmission = components['schemas']['ApprovalSubmission'];

export interface ApprovalFilter {
  coreKey?: string;
  mkCode?: string;
  coreCode?: string;
  status?: 1 | 9;
  approverName?: string;
}

/** SPEC 7: GET cloud-yg/api/approval/list with filters, read as an array (newest first). */
export function useApprovals(filter: ApprovalFilter, enabled = true, fresh = false) {
  return useQuery({
    ...apiQueryOptions(api, approvalKeys, '/cloud-yg/api/approval/list', { params: { query: filter } }),
    select: (rows) => (Array.isArray(rows) ? rows : []),
    enabled,
    // A history next to something that moves on other people's decisions is read whenever it shows.
    ...(fresh ? { staleTime: 0 } : {}),
  });
}

/** The history of one business id (single-mode dialog, record details). */
export function useApprovalHistory(coreKey: string | undefined, enabled = true, fresh = false) {
  return useApprovals({ coreKey: coreKey ?? '' }, enabled && Boolean(coreKey), fresh);
}

/**
 * SPEC 7: POST cloud-yg/api/approval. A refused approval comes back as an error envelope, whose `msg`
 * the client shows in red (SPEC 8 "failed approval shows the server's msg"); this rejects then.
 */
export async function submitApproval(body: ApprovalSubmission): Promise<void> {
  await api.post('/cloud-yg/api/approval', { body });
}

export function useInvalidateApprovals() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: approvalKeys.all });
}
