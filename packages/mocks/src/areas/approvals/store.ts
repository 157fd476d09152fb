import type { components } from '@gs/sdk/schema';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { defineSlice } from '../../core/store.ts';

type ApprovalRecord = components['schemas']['ApprovalRecord'];

/** Approval records (SPEC 3, 7), in the order they were made. */
export const approvalsSlice = defineSlice('approvals', (store) => {
  const approvals = store.collection<ApprovalRecord>('approvals', (a) => a.id);
  return {
    approvals: approvals as ReadonlyCollection<ApprovalRecord>,
    /** Adds a decision to the history: the approval call's, or a seeded one (the engine's seeded applications). */
    record(approval: ApprovalRecord): ApprovalRecord {
      return approvals.set(approval);
    },
  };
});
