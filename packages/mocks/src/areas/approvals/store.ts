import type { components } from '@gs/sdk/schema';
import { defineSlice } from '../../core/store.ts';

type ApprovalRecord = components['schemas']['ApprovalRecord'];

/** Approval records (SPEC 3, 7), in the order they were made. */
export const approvalsSlice = defineSlice('approvals', (store) => {
  const approvals = store.collection<ApprovalRecord>('approvals', (a) => a.id);
  return { approvals };
});
