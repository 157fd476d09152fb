import { type ComponentType, createContext, useContext } from 'react';
import type { AppRoute, RouteTable } from '../lib/route-table.ts';
import type { MenuNode } from '../stores/session.ts';

export interface ShellContextValue {
  table: RouteTable;
  route: AppRoute;
  /** The visible menu tree (hidden entries removed). */
  menu: MenuNode[];
  /** Key of the menu item to highlight (activeMenu for hidden routes). */
  selectedKey: string;
  /** Keys of the groups that lead to the selected item. */
  openKeys: string[];
  /** Opens a menu entry as SPEC 2 says (external link, _blank, reload of the current route). */
  openMenuItem(path: string): void;
  /** Remounts the current view (refresh button, click on the active tab). */
  reloadView(path?: string): void;
  title(node: { name?: string; meta: { title: string } }): string;
  /** The pages of the areas by menu component (the app's views registry). */
  views: Readonly<Record<string, ComponentType>>;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell outside the shell');
  return value;
}
