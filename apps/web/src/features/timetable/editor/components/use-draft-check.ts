import { isApiError } from '@gs/sdk/errors';
import { useCallback, useEffect, useState } from 'react';
import { type TimetableConflict, type TimetableDraft, checkTimetable } from '../../api/editor.ts';

/** How long the drafts stay still before the check goes: a burst of clicks is one request. */
export const CHECK_DEBOUNCE_MS = 300;

export type CheckStatus = 'idle' | 'running' | 'done' | 'failed';

export interface DraftCheck {
  status: CheckStatus;
  conflicts: TimetableConflict[];
  /** Why the last check did not finish (a 400 naming a bad date, no answer). */
  reason: string | null;
  /** Conflicts the server answered some other way (a refused save's 409), shown until the drafts change. */
  show(conflicts: TimetableConflict[]): void;
}

/**
 * The clash check of the drafts (checkTimetable), run again a moment after every change; an answer to
 * drafts that have changed since is dropped (its request aborted). Nothing is stored by a check.
 */
export function useDraftCheck(term: string | null | undefined, drafts: readonly TimetableDraft[]): DraftCheck {
  const signature = term && drafts.length ? JSON.stringify({ term, drafts }) : '';
  const [state, setState] = useState<{ for: string; status: CheckStatus; conflicts: TimetableConflict[]; reason: string | null }>({
    for: '',
    status: 'idle',
    conflicts: [],
    reason: null,
  });
  useEffect(() => {
    if (!signature) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, for: signature, status: 'running' }));
      checkTimetable(JSON.parse(signature) as { term: string; drafts: TimetableDraft[] }, controller.signal).then(
        (result) => setState({ for: signature, status: 'done', conflicts: result.conflicts, reason: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ for: signature, status: 'failed', conflicts: [], reason: isApiError(error) || error instanceof Error ? error.message : String(error) });
        },
      );
    }, CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [signature]);
  const show = useCallback((conflicts: TimetableConflict[]) => setState({ for: signature, status: 'done', conflicts, reason: null }), [signature]);
  if (!signature) return { status: 'idle', conflicts: [], reason: null, show };
  // Drafts changed and their check has not answered yet: the last conflicts stay in view, marked as being checked.
  const current = state.for === signature;
  return { status: current ? state.status : 'running', conflicts: state.conflicts, reason: current ? state.reason : null, show };
}
