/**
 * Undo and redo over the whole draft (issue 24 §2): every change is a new present and the old one goes
 * to `past`. Keystrokes in one field make one step, not one per letter: a change with the `group` of
 * the step before replaces that step's present instead of adding another, until something else
 * changes, an undo or redo runs, or the field is left (`settle`).
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** The group of the last step while it may still grow (a field being typed in). */
  readonly group: string | null;
}

/** How many steps back undo reaches; older ones are dropped. */
export const UNDO_DEPTH = 200;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], group: null };
}

/** Records `next` as the new present; the same object is no step. */
export function commit<T>(history: History<T>, next: T, group: string | null = null): History<T> {
  if (next === history.present) return history;
  if (group !== null && group === history.group) return { ...history, present: next, future: [] };
  return { past: [...history.past, history.present].slice(-UNDO_DEPTH), present: next, future: [], group };
}

/** Ends the growing step: the next keystroke in the same field starts a new one. */
export function settle<T>(history: History<T>): History<T> {
  return history.group === null ? history : { ...history, group: null };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], group: null };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, group: null };
}
