import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Panels that areas add to the home page for some roles (the reviewer's overdue reviews): the home page
 * knows none by name, `app/views.ts` registers them, each its own lazy chunk loaded only for those roles.
 */
export interface HomePanel {
  key: string;
  /** The current roles (SPEC 4 roles[0].roleKey) the panel is for. */
  roles: readonly string[];
  Panel: LazyExoticComponent<ComponentType>;
}

const panels: HomePanel[] = [];

export function registerHomePanels(list: readonly { key: string; roles: readonly string[]; load: () => Promise<{ default: ComponentType }> }[]): void {
  for (const item of list) {
    if (panels.some((panel) => panel.key === item.key)) continue;
    panels.push({ key: item.key, roles: item.roles, Panel: lazy(item.load) });
  }
}

/** The panels of the role the account is in now. */
export function homePanelsFor(role: string | undefined): readonly HomePanel[] {
  return role === undefined ? [] : panels.filter((panel) => panel.roles.includes(role));
}
