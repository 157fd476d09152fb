import type { components } from '@gs/sdk/schema';

type MenuNode = components['schemas']['MenuNode'];
type MenuMeta = components['schemas']['MenuMeta'];

export type RoleKey = 'admin' | 'staff' | 'teacher' | 'student';
export type Service = 'cloud-xj' | 'cloud-yg' | 'kernel';

/** A leaf of the server menu (SPEC 2, SPEC 3 menu node). */
export interface MenuEntry {
  path: string;
  name: string;
  component: string;
  meta: MenuMeta;
  /** Who sees the entry; without a list it takes its group's. */
  roles?: readonly RoleKey[];
  /** Cloud of the entry; without one it takes its group's. */
  service?: Service;
}

/** A top-level menu group (component `Layout`, the main layout). */
export interface MenuGroup {
  path: string;
  name: string;
  title: string;
  icon: string;
  roles: readonly RoleKey[];
  service: Service;
}

/** An area's entry, placed in a group; entries of a group are ordered by `order`. */
export interface MenuContribution {
  group: string;
  order: number;
  entry: MenuEntry;
}

type PageExtra = Omit<Partial<MenuEntry>, 'meta'> & { meta?: Partial<MenuMeta> };

export function page(path: string, name: string, component: string, title: string, icon: string, extra: PageExtra = {}): MenuEntry {
  const { meta, ...rest } = extra;
  return { path, name, component, meta: { title, icon, ...meta }, ...rest };
}

/** SPEC 2: a hidden detail or form route, highlighting its list page in the menu. */
export function hidden(path: string, name: string, component: string, title: string, activeMenu: string, roles?: readonly RoleKey[]): MenuEntry {
  return { path, name, component, meta: { title, hidden: true, activeMenu }, ...(roles ? { roles } : {}) };
}

interface Resolved {
  node: Omit<MenuNode, 'children'>;
  roles: readonly RoleKey[];
  service: Service;
  children: Resolved[];
}

export interface Menu {
  /**
   * The menu tree for the given role keys (the current role is enough for the handlers), optionally
   * only the entries of one cloud; fresh copies, so callers may change them.
   */
  menusFor(roleKeys: readonly string[], service?: string): MenuNode[];
  /** Every path of the menu, for checks that the SPEC 2 routes are all present. */
  allPaths(): string[];
}

function build(item: Resolved, roles: Set<string>, service: string | undefined, seen: Set<string>): MenuNode | undefined {
  if (!item.roles.some((role) => roles.has(role))) return undefined;
  if (item.children.length === 0) {
    if (service && item.service !== service) return undefined;
    // Several roles at once may bring the same route twice; the first wins, as a router would keep it.
    if (seen.has(item.node.path)) return undefined;
    seen.add(item.node.path);
    return structuredClone(item.node);
  }
  const children = item.children.flatMap((child) => build(child, roles, service, seen) ?? []);
  if (children.length === 0) return undefined;
  const firstVisible = children.find((child) => !child.meta.hidden && /^\//.test(child.path));
  return { ...structuredClone(item.node), ...(firstVisible ? { redirect: firstVisible.path } : {}), children };
}

/**
 * The menu of the whole system from its groups and the areas' entries. Ids, roles and services are
 * resolved once, in group order and then entry order, so ids are the same for every role.
 */
export function createMenu(groups: readonly MenuGroup[], contributions: readonly MenuContribution[]): Menu {
  let lastId = 1000;
  const nextId = () => String((lastId += 1));
  const known = new Set(groups.map((g) => g.path));
  for (const c of contributions) {
    if (!known.has(c.group)) throw new Error(`Menu entry ${c.entry.path} names an unknown group ${c.group}`);
  }
  const resolved: Resolved[] = groups.map((group) => {
    const node = { id: nextId(), path: group.path, name: group.name, component: 'Layout', leaf: false, meta: { title: group.title, icon: group.icon } };
    const entries = contributions
      .filter((c) => c.group === group.path)
      .sort((a, b) => a.order - b.order)
      .map(({ entry }): Resolved => ({
        node: { id: nextId(), path: entry.path, name: entry.name, component: entry.component, leaf: true, meta: entry.meta },
        roles: entry.roles ?? group.roles,
        service: entry.service ?? group.service,
        children: [],
      }));
    return { node, roles: group.roles, service: group.service, children: entries };
  });

  return {
    menusFor(roleKeys, service) {
      const roles = new Set(roleKeys);
      const seen = new Set<string>();
      return resolved.flatMap((item) => build(item, roles, service, seen) ?? []);
    },
    allPaths() {
      return resolved.flatMap((item) => [item.node.path, ...item.children.map((child) => child.node.path)]);
    },
  };
}
