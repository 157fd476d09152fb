import { createContext } from 'react';

/**
 * Word that a kept-alive view is shown again (a tab switch back to it). A kept view stays mounted and
 * subscribed while hidden, so nothing in it runs again when it is shown: what needs to know (the
 * view's queries, lib/query.ts) listens here instead. Stable per view, so listening renders nothing.
 */
export interface ViewShown {
  listen(listener: () => void): () => void;
}

export interface ViewShownSource extends ViewShown {
  emit(): void;
}

export function createViewShown(): ViewShownSource {
  const listeners = new Set<() => void>();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit() {
      for (const listener of listeners) listener();
    },
  };
}

/** The view this component is in; null outside the page outlet (dialogs of the shell, tests). */
export const ViewShownContext = createContext<ViewShown | null>(null);
