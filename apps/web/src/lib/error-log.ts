import { create } from 'zustand';

/** SPEC 2 + 8: captured runtime errors, shown in the error-log dialog with a badge (development only). */
export interface ErrorLogEntry {
  id: number;
  time: string;
  route: string;
  message: string;
  stack: string;
}

interface ErrorLogState {
  entries: ErrorLogEntry[];
  add(entry: Omit<ErrorLogEntry, 'id' | 'time'>): void;
  clear(): void;
}

let nextId = 1;

export const useErrorLog = create<ErrorLogState>()((set) => ({
  entries: [],
  add: (entry) => set((s) => ({ entries: [{ ...entry, id: nextId++, time: new Date().toISOString() }, ...s.entries].slice(0, 100) })),
  clear: () => set({ entries: [] }),
}));

/** Only development builds keep the log (SPEC 8); production stays quiet. */
export const errorLogEnabled = import.meta.env.DEV;

export function reportError(error: unknown, componentStack?: string): void {
  if (!errorLogEnabled) return;
  const err = error instanceof Error ? error : new Error(String(error));
  useErrorLog.getState().add({
    route: `${window.location.pathname}${window.location.search}`,
    message: err.message,
    stack: [err.stack, componentStack].filter(Boolean).join('\n'),
  });
}

/** Uncaught errors and rejections of the page go to the log too. */
export function captureGlobalErrors(): void {
  if (!errorLogEnabled) return;
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}
