import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { EditorOffering } from '../../api/editor.ts';
import { type Placement, type Working, draftOf, isChanged, placementOf } from './placement.ts';

/**
 * The drafts of one editor (by week, by date): the offerings it works on, each with its placement as
 * drafted. Nothing here reaches the server before 保存. The store outlives the page (a module-level
 * store per editor): a tab closed by mistake, or the page taken down when twenty others were opened,
 * does not lose what was drafted; the page says it restored them when it opens again.
 */
export interface DraftsState {
  term: string | null;
  /** Offerings by id, in the order they were taken up. */
  working: Record<string, Working>;
  order: string[];
}

export type DraftsStore = StoreApi<DraftsState>;

const stores = new Map<string, DraftsStore>();

/** The store of one editor, created on first use. */
export function draftsStore(editor: 'week' | 'date'): DraftsStore {
  let store = stores.get(editor);
  if (!store) {
    store = createStore<DraftsState>()(() => ({ term: null, working: {}, order: [] }));
    stores.set(editor, store);
  }
  return store;
}

/** Every editor's drafts dropped (a test's start, a sign-out). */
export function resetDrafts(): void {
  for (const store of stores.values()) store.setState({ term: null, working: {}, order: [] });
}

/** Takes an offering up (as loaded) unless it is already; an offering taken up keeps its drafts. */
export function takeUp(store: DraftsStore, offering: EditorOffering): void {
  const { working, order } = store.getState();
  if (working[offering.id]) return;
  store.setState({ working: { ...working, [offering.id]: { offering, placement: placementOf(offering) } }, order: [...order, offering.id] });
}

export function changePlacement(store: DraftsStore, offeringId: string, change: (placement: Placement) => Placement): void {
  const { working } = store.getState();
  const item = working[offeringId];
  if (!item) return;
  const placement = change(item.placement);
  if (placement === item.placement) return;
  store.setState({ working: { ...working, [offeringId]: { ...item, placement } } });
}

/** The offering put back as stored (its drafts dropped). */
export function revert(store: DraftsStore, offeringId: string): void {
  const { working } = store.getState();
  const item = working[offeringId];
  if (!item) return;
  store.setState({ working: { ...working, [offeringId]: { ...item, placement: placementOf(item.offering) } } });
}

/** After a save: the offerings as now stored become what the drafts start from. */
export function stored(store: DraftsStore, offerings: readonly EditorOffering[]): void {
  const working = { ...store.getState().working };
  for (const offering of offerings) working[offering.id] = { offering, placement: placementOf(offering) };
  store.setState({ working });
}

/** Every draft dropped, for a term (a change of term, 放弃全部草稿). */
export function clearDrafts(store: DraftsStore, term: string | null): void {
  store.setState({ term, working: {}, order: [] });
}

/** The offerings whose placement differs from what is stored, in the order they were taken up. */
export function changedOf(state: DraftsState): Working[] {
  return state.order.flatMap((id) => {
    const item = state.working[id];
    return item && isChanged(item) ? [item] : [];
  });
}

export const draftsOf = (state: DraftsState) => changedOf(state).map(draftOf);

export function useDrafts<T>(store: DraftsStore, select: (state: DraftsState) => T): T {
  return useStore(store, select);
}
