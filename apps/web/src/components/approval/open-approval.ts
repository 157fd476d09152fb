import { type ApprovalOptions, type ApprovalResult, validateApprovalOptions } from '../../lib/approval.ts';

export type { ApprovalField, ApprovalOptions, ApprovalResult } from '../../lib/approval.ts';

interface Request {
  options: ApprovalOptions;
  resolve: (result: ApprovalResult | undefined) => void;
}

type Listener = (request: Request | undefined) => void;

let current: Request | undefined;
const listeners = new Set<Listener>();

/**
 * SPEC 2, 4, 5: opens the approval dialog. The options are checked first (SPEC 5 developer errors are
 * thrown here, synchronously); one id is single mode, several are batch mode. Resolves with the
 * decision and the ids done once the dialog finishes, or `undefined` when it is cancelled.
 */
export function openApproval(options: ApprovalOptions): Promise<ApprovalResult | undefined> {
  validateApprovalOptions(options);
  return new Promise((resolve) => {
    current?.resolve(undefined);
    current = { options, resolve };
    for (const listener of listeners) listener(current);
  });
}

/** For the dialog's host in the shell. */
export function subscribeApproval(listener: Listener): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}

/**
 * Ends the dialog's request with `result`. `of`, the options the dialog was opened with, ends only that
 * request: a dialog closing a second after its success must not end one opened meanwhile.
 */
export function finishApproval(result: ApprovalResult | undefined, of?: ApprovalOptions): void {
  if (of && current?.options !== of) return;
  const request = current;
  current = undefined;
  request?.resolve(result);
  for (const listener of listeners) listener(undefined);
}
