import { beforeEach, describe, expect, it } from 'vitest';
import { tabsStorageKey, useTabs, type VisitedTab } from './tabs.ts';

const tab = (path: string, extra: Partial<VisitedTab> = {}): VisitedTab => ({ path, search: '', title: path, ...extra });
const paths = () => useTabs.getState().tabs.map((item) => item.path);

beforeEach(() => {
  useTabs.getState().clear();
  const store = useTabs.getState();
  for (const path of ['/', '/a', '/b', '/c', '/d']) store.visit(tab(path));
});

describe('tabs (SPEC 2)', () => {
  it('opens one tab per visited route and updates the query of a revisit', () => {
    useTabs.getState().visit(tab('/b', { search: '?page=2' }));
    expect(paths()).toEqual(['/', '/a', '/b', '/c', '/d']);
    expect(useTabs.getState().tabs[2]?.search).toBe('?page=2');
  });

  it('a switch to a tab as it is keeps the list as it is, and moves the tab to the front of the kept views', () => {
    const before = useTabs.getState().tabs;
    useTabs.getState().visit(tab('/b'));
    expect(useTabs.getState().tabs).toBe(before);
    expect(useTabs.getState().recent[0]).toBe('/b');
    useTabs.getState().visit(tab('/b', { title: 'B' }));
    expect(useTabs.getState().tabs).not.toBe(before);
    expect(useTabs.getState().tabs[2]?.title).toBe('B');
  });

  it('never closes the first tab', () => {
    expect(
      useTabs
        .getState()
        .close('/')
        .map((item) => item.path),
    ).toEqual(['/', '/a', '/b', '/c', '/d']);
    useTabs.getState().closeAll();
    expect(paths()).toEqual(['/']);
  });

  it('closes others, left and right around a tab', () => {
    useTabs.getState().closeLeft('/c');
    expect(paths()).toEqual(['/', '/c', '/d']);
    useTabs.getState().closeRight('/c');
    expect(paths()).toEqual(['/', '/c']);
    useTabs.getState().visit(tab('/e'));
    useTabs.getState().closeOthers('/e');
    expect(paths()).toEqual(['/', '/e']);
  });

  it('keeps noClosable tabs through every close', () => {
    useTabs.getState().visit(tab('/pinned', { noClosable: true }));
    useTabs.getState().closeAll();
    expect(paths()).toEqual(['/', '/pinned']);
  });

  it('persists the tabs in local storage', () => {
    const saved = JSON.parse(localStorage.getItem(tabsStorageKey) ?? '[]') as VisitedTab[];
    expect(saved.map((item) => item.path)).toEqual(['/', '/a', '/b', '/c', '/d']);
  });

  it('keeps at most 20 views alive, the least recently used going first', () => {
    for (let i = 0; i < 25; i += 1) useTabs.getState().visit(tab(`/p${i}`));
    const { recent } = useTabs.getState();
    expect(recent).toHaveLength(20);
    expect(recent[0]).toBe('/p24');
    expect(recent).not.toContain('/p4');
  });

  it('pins home first when the session starts on a deep link', () => {
    useTabs.getState().clear();
    useTabs.getState().visit(tab('/x'));
    useTabs.getState().pinFirst(tab('/', { noClosable: true }));
    expect(paths()).toEqual(['/', '/x']);
  });
});
