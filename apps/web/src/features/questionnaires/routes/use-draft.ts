import { isApiError } from '@gs/sdk/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveMyDraft } from '../api/mine.ts';
import type { Answers } from '../components/answer-form/types.ts';

/** How long typing pauses before the draft is sent: one call per pause, not per keystroke. */
export const DRAFT_DELAY_MS = 800;

export type DraftState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; time: string } | { kind: 'failed'; reason: string };

/**
 * The server-side draft of a sheet (saveMyDraft): the whole answers after each pause in typing, one call
 * at a time (a later change waits for the call in flight, then goes with the latest answers), so the
 * server ends with what the form shows; what is still waiting goes out when the page closes. Kept on the
 * server rather than in the browser, so a reload and another device find it.
 */
export function useDraft(taskId: string, savedAt: string | null) {
  const [state, setState] = useState<DraftState>(savedAt ? { kind: 'saved', time: savedAt } : { kind: 'idle' });
  const pending = useRef<Answers | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<void>>(Promise.resolve());

  const send = useCallback(async () => {
    const answers = pending.current;
    if (!answers) return;
    pending.current = null;
    setState({ kind: 'saving' });
    try {
      const sheet = await saveMyDraft(taskId, answers);
      // A change made meanwhile goes next; until then the state says "saving".
      if (pending.current === null) setState({ kind: 'saved', time: sheet.updateTime });
    } catch (error) {
      setState({ kind: 'failed', reason: isApiError(error) ? error.message : String(error) });
    }
  }, [taskId]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    chain.current = chain.current.then(send);
    return chain.current;
  }, [send]);

  const schedule = useCallback(
    (answers: Answers) => {
      pending.current = answers;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_DELAY_MS);
    },
    [flush],
  );

  /** Drops what waits and lets the call in flight finish (before a submission, which stores the answers itself). */
  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    pending.current = null;
    await chain.current;
  }, []);

  useEffect(
    () => () => {
      // Leaving the page (another tab, a route change) mid-pause: the last answers still reach the server.
      clearTimeout(timer.current);
      const answers = pending.current;
      if (answers) void saveMyDraft(taskId, answers).catch(() => undefined);
    },
    [taskId],
  );

  return { state, schedule, flush, settle };
}
