import { create } from 'zustand';

/** Shell UI state that several parts open: the theme drawer (header button and quick panel). */
export const useShellUi = create<{ drawerOpen: boolean; setDrawerOpen(open: boolean): void }>()((set) => ({
  drawerOpen: false,
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));
