import { lazy, Suspense, useEffect, useState } from 'react';
import type { ApprovalOptions } from '../../lib/approval.ts';
import { subscribeApproval } from './open-approval.ts';

// The dialog's code loads on the first openApproval call, not with the shell.
const ApprovalDialog = lazy(() => import('./approval-dialog.tsx'));

/** Mounted once in the shell: shows the dialog `openApproval` asks for. */
export function ApprovalHost() {
  const [shown, setShown] = useState<{ options: ApprovalOptions; seq: number } | undefined>(undefined);
  useEffect(
    () => subscribeApproval((request) => setShown((previous) => (request ? { options: request.options, seq: (previous?.seq ?? 0) + 1 } : undefined))),
    [],
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      {/* Every request starts from a fresh form, history and counters (SPEC 4). */}
      <ApprovalDialog key={shown.seq} options={shown.options} />
    </Suspense>
  );
}
