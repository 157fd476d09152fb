import { useStore } from 'zustand';
import { type StoreApi, createStore } from 'zustand/vanilla';
import type { Draft, Question } from './draft.ts';
import { type History, commit, redo, settle, startHistory, undo } from './history.ts';

/**
 * The builder's state, one store per open questionnaire: the draft with its undo history, the draft as
 * last saved (to know whether leaving loses anything) and the question open for editing. Parts read
 * it by selectors, so typing in one question re-renders that question, not the list.
 */
export interface BuilderState {
  history: History<Draft>;
  /** The draft as the server holds it (JSON), or null for a questionnaire never saved. */
  saved: string | null;
  /** The question whose editor is open. */
  open: string | null;
}

export type BuilderStore = StoreApi<BuilderState>;

export function createBuilderStore(draft: Draft, saved: boolean): BuilderStore {
  return createStore<BuilderState>()(() => ({ history: startHistory(draft), saved: saved ? JSON.stringify(draft) : null, open: null }));
}

export const useBuilder = <T>(store: BuilderStore, select: (state: BuilderState) => T): T => useStore(store, select);

/**
 * One change of the draft (an undo step). Keystrokes with the same `group` (a field: 'title:q3') make
 * one step until the field is left.
 */
export function edit(store: BuilderStore, change: (draft: Draft) => Draft, group: string | null = null): void {
  const { history } = store.getState();
  const next = commit(history, change(history.present), group);
  if (next !== history) store.setState({ history: next });
}

/** Changes one question (found by id) as one step. */
export function editQuestion(store: BuilderStore, id: string, change: (question: Question) => Question, group: string | null = null): void {
  edit(store, (draft) => ({ ...draft, questions: draft.questions.map((question) => (question.id === id ? change(question) : question)) }), group);
}

export function undoStep(store: BuilderStore): void {
  const { history, open } = store.getState();
  const next = undo(history);
  if (next !== history) store.setState({ history: next, open: keepOpen(next.present, open) });
}

export function redoStep(store: BuilderStore): void {
  const { history, open } = store.getState();
  const next = redo(history);
  if (next !== history) store.setState({ history: next, open: keepOpen(next.present, open) });
}

/** The field being typed in was left: the next keystroke starts a new step. */
export function settleStep(store: BuilderStore): void {
  const { history } = store.getState();
  const next = settle(history);
  if (next !== history) store.setState({ history: next });
}

export function setOpen(store: BuilderStore, id: string | null): void {
  store.setState({ open: id });
}

/** The server holds this draft now. */
export function markSaved(store: BuilderStore, draft: Draft): void {
  store.setState({ saved: JSON.stringify(draft) });
}

const keepOpen = (draft: Draft, open: string | null) => (open && draft.questions.some((question) => question.id === open) ? open : null);

/** Whether the draft differs from what the server holds (a new questionnaire: whether anything was added). */
export const isDirty = (state: BuilderState): boolean =>
  state.saved === null ? state.history.past.length > 0 : JSON.stringify(state.history.present) !== state.saved;
