import { isApiError } from '@gs/sdk/errors';
import { App } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRefusal } from '../../../../components/page-kit/refusal.tsx';
import { useTerms } from '../../../../components/term/api.ts';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import { type TimetableConflict, conflictsOfRefusal, useRooms, useSaveTimetable, useTermOfferings } from '../../api/editor.ts';
import { type DraftsStore, changedOf, clearDrafts, stored, takeUp, useDrafts } from '../model/drafts-store.ts';
import { draftOf, problemsByOffering } from '../model/placement.ts';
import { TIMETABLE_LIST_PATH } from './editor-parts.tsx';
import { useDraftCheck } from './use-draft-check.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import '../messages.ts';

/**
 * What the editors by week and by date share: the term of their drafts, the offering being placed, the
 * drafts checked as they change, the save of all of them at once (a 409 keeps them, with the clashes the
 * server found), and leaving or switching the term only after asking while drafts are unsaved.
 * `reset` clears the page's own choices that no longer hold after a save or in another term.
 */
export function useDraftEditor(store: DraftsStore, reset: { saved?: () => void; termSwitched?: () => void } = {}) {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const terms = useTerms();
  const rooms = useRooms();
  const storeTerm = useDrafts(store, (s) => s.term);
  const working = useDrafts(store, (s) => s.working);
  const order = useDrafts(store, (s) => s.order);
  const changed = useMemo(() => changedOf({ term: storeTerm, working, order }), [storeTerm, working, order]);
  const termList = useMemo(() => terms.data ?? [], [terms.data]);
  // The drafts' term when there are drafts (restored), else the address's, else the current one.
  const fallbackTerm = params.get('term') ?? termList.find((term) => term.current)?.id ?? termList[0]?.id ?? null;
  const termId = storeTerm ?? fallbackTerm;
  const term = termList.find((item) => item.id === termId);
  const offerings = useTermOfferings(termId ?? undefined);
  const [currentId, setCurrentId] = useState<string | null>(() => params.get('id'));
  const { refusal, failed, clear } = useRefusal();
  const [refusedFor, setRefused] = useState<{ key: string; conflicts: TimetableConflict[] } | null>(null);
  const save = useSaveTimetable();
  const guard = useLeaveGuard(changed.length);

  // The store belongs to a term: a new term starts it afresh (drafts of another are never mixed in).
  useEffect(() => {
    if (storeTerm === null && fallbackTerm) clearDrafts(store, fallbackTerm);
  }, [store, storeTerm, fallbackTerm]);

  // Drafts kept from an earlier visit (a tab closed unsaved) come back, and the page says so once.
  const [restored] = useState(() => changedOf(store.getState()).length);
  useEffect(() => {
    if (restored) void message.info(t('ttEditor.drafts.restored', { count: restored }));
  }, [restored, message, t]);

  const byId = useMemo(() => new Map((offerings.data?.records ?? []).map((offering) => [offering.id, offering])), [offerings.data]);
  // The chosen offering is taken up as loaded (its stored placement is what its drafts start from).
  useEffect(() => {
    const offering = currentId ? byId.get(currentId) : undefined;
    if (offering && storeTerm === offering.term) takeUp(store, offering);
  }, [store, currentId, byId, storeTerm]);
  const current = currentId ? working[currentId] : undefined;

  const problemsOf = problemsByOffering(term, changed, language);
  const drafts = changed.map(draftOf);
  const draftsKey = JSON.stringify(drafts);
  // A placement the server would refuse (400) is not sent to the check: its problem is shown instead.
  const check = useDraftCheck(termId, problemsOf.size ? [] : drafts);
  // The clashes of a refused save, shown until the drafts change.
  const refused = refusedFor?.key === draftsKey ? refusedFor.conflicts : null;

  const send = async () => {
    if (!termId || drafts.length === 0) return;
    clear();
    setRefused(null);
    try {
      const result = await save.mutateAsync({ body: { term: termId, drafts } });
      stored(store, result.offerings);
      reset.saved?.();
      void message.success(t('ttEditor.save.done', { count: result.offerings.length }));
    } catch (error) {
      // 409: nothing was stored; the drafts stay as they are, with the clashes the server found.
      const found = isApiError(error) && error.status === 409 ? conflictsOfRefusal(error.data) : null;
      if (found) {
        setRefused({ key: draftsKey, conflicts: found });
        check.show(found);
      } else failed(error);
    }
  };

  const changeTerm = (next: string) =>
    guard(() => {
      clearDrafts(store, next);
      setCurrentId(null);
      reset.termSwitched?.();
    }, 'switch');

  const back = () =>
    guard(() => {
      clearDrafts(store, null);
      navigate(TIMETABLE_LIST_PATH);
    });

  return {
    terms,
    rooms,
    termList,
    termId,
    term,
    offerings,
    working,
    changed,
    currentId,
    setCurrentId,
    current,
    problemsOf,
    drafts,
    check,
    refused,
    refusal,
    saving: save.isPending,
    send,
    changeTerm,
    back,
  };
}
