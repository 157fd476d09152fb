import { create } from 'zustand';
import { settings } from '../config/settings.ts';
import { readJson, removeKey, writeJson } from '../lib/storage.ts';

/** SPEC 3 "Visited tab" (path plus query; the title and icon come from the route meta). */
export interface VisitedTab {
  path: string;
  /** Query string of the last visit, with '?', so a tab reopens where the user was. */
  search: string;
  name?: string;
  title: string;
  icon?: string;
  noClosable?: boolean;
  noKeepAlive?: boolean;
}

export const tabsStorageKey = 'gs-visited-tabs';

function isTabList(value: unknown): value is VisitedTab[] {
  return (
    Array.isArray(value) &&
    value.every(
      (tab: unknown) =>
        typeof tab === 'object' &&
        tab !== null &&
        typeof (tab as VisitedTab).path === 'string' &&
        typeof (tab as VisitedTab).title === 'string' &&
        typeof (tab as VisitedTab).search === 'string',
    )
  );
}

interface TabsState {
  tabs: VisitedTab[];
  /** Paths by most recent visit first: the kept-alive views (at most settings.maxKeepAlive). */
  recent: string[];
  /** Bumped to remount a view (click on the active tab, refresh button). */
  reloads: Record<string, number>;
  visit(tab: VisitedTab): void;
  /** Puts `tab` first (home, SPEC 2: the first tab cannot be closed) unless it already is. */
  pinFirst(tab: VisitedTab): void;
  reload(path: string): void;
  /** Each close returns the remaining tabs; the caller navigates when the active one went. */
  close(path: string): VisitedTab[];
  closeOthers(path: string): VisitedTab[];
  closeLeft(path: string): VisitedTab[];
  closeRight(path: string): VisitedTab[];
  closeAll(): VisitedTab[];
  clear(): void;
}

function persist(tabs: VisitedTab[]): void {
  writeJson(tabsStorageKey, tabs);
}

export const useTabs = create<TabsState>()((set, get) => {
  const commit = (tabs: VisitedTab[]): VisitedTab[] => {
    persist(tabs);
    const paths = new Set(tabs.map((tab) => tab.path));
    set((s) => ({ tabs, recent: s.recent.filter((path) => paths.has(path)) }));
    return tabs;
  };
  // The first tab and tabs marked noClosable survive every close (SPEC 2).
  const keep = (tab: VisitedTab, index: number) => index === 0 || tab.noClosable === true;
  return {
    tabs: readJson<VisitedTab[]>(tabsStorageKey, [], isTabList),
    recent: [],
    reloads: {},
    visit: (tab) => {
      const { tabs, recent } = get();
      const index = tabs.findIndex((item) => item.path === tab.path);
      const nextRecent = [tab.path, ...recent.filter((path) => path !== tab.path)].slice(0, settings.maxKeepAlive);
      const known = index === -1 ? undefined : tabs[index];
      // A visit to a tab as it is (a tab switch) keeps the list as it is: the tabs bar renders nothing again.
      if (known && (Object.keys(tab) as (keyof VisitedTab)[]).every((key) => known[key] === tab[key])) {
        set({ recent: nextRecent });
        return;
      }
      const next = index === -1 ? [...tabs, tab] : tabs.map((item, i) => (i === index ? { ...item, ...tab } : item));
      persist(next);
      set({ tabs: next, recent: nextRecent });
    },
    pinFirst: (tab) => {
      const { tabs } = get();
      if (tabs[0]?.path === tab.path) return;
      const next = [tab, ...tabs.filter((item) => item.path !== tab.path)];
      persist(next);
      set({ tabs: next });
    },
    reload: (path) => set((s) => ({ reloads: { ...s.reloads, [path]: (s.reloads[path] ?? 0) + 1 } })),
    close: (path) => commit(get().tabs.filter((tab, i) => tab.path !== path || keep(tab, i))),
    closeOthers: (path) => commit(get().tabs.filter((tab, i) => tab.path === path || keep(tab, i))),
    closeLeft: (path) => {
      const { tabs } = get();
      const at = tabs.findIndex((tab) => tab.path === path);
      return commit(tabs.filter((tab, i) => i >= at || keep(tab, i)));
    },
    closeRight: (path) => {
      const { tabs } = get();
      const at = tabs.findIndex((tab) => tab.path === path);
      return commit(tabs.filter((tab, i) => i <= at || keep(tab, i)));
    },
    closeAll: () => commit(get().tabs.filter(keep)),
    clear: () => {
      removeKey(tabsStorageKey);
      set({ tabs: [], recent: [], reloads: {} });
    },
  };
});
