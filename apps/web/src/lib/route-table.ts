import { accessControl, systemRoutes } from '../config/settings.ts';
import { type Access, filterByGuard, hasAccess } from './permissions.ts';
import type { MenuNode } from '../stores/session.ts';

export type MenuMeta = MenuNode['meta'];

/** A page the shell can open: one per routable node of the menu tree. */
export interface AppRoute {
  path: string;
  name?: string;
  /** Key of the views registry; undefined for pure groups. */
  component?: string;
  meta: MenuMeta;
  /** Ancestors, outermost first (breadcrumbs; a hidden route's menu highlight). */
  parents: { path: string; name?: string; meta: MenuMeta }[];
}

/** SPEC 2: http, https, mailto, tel and protocol-relative links open directly. */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:|\/\/)/.test(path);
}

export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/') || isExternal(child)) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** The built-in children of the root layout (SPEC 2): home, not closable, and the personal center. */
export const homeRoute: AppRoute = {
  path: '/',
  name: 'Index',
  component: 'home/index',
  meta: { title: '首页', icon: 'home-4-line', noClosable: true },
  parents: [],
};
export const centerRoute: AppRoute = {
  path: '/center',
  name: 'PersonalCenter',
  component: 'center/index',
  meta: { title: '个人中心', icon: 'user-line', hidden: true },
  parents: [],
};

export interface RouteTable {
  routes: AppRoute[];
  /** The visible menu (guards applied, absolute paths). */
  menu: MenuNode[];
  /** SPEC 2: the menu answer was not a list: every unknown path goes to /403. */
  invalid: boolean;
}

/** SPEC 2 + 6: the server's menu tree becomes routes, filtered by meta.guard when roles control is on. */
export function buildRouteTable(menus: MenuNode[], access: Access, invalid = false): RouteTable {
  const absolute = (nodes: MenuNode[], parent: string): MenuNode[] =>
    nodes.map((node) => {
      const path = joinPath(parent, node.path);
      return { ...node, path, ...(node.children ? { children: absolute(node.children, path) } : {}) };
    });
  const menu = filterByGuard(absolute(menus, '/'), access, accessControl.rolesControl);
  const routes: AppRoute[] = [homeRoute, centerRoute];
  const seen = new Set(routes.map((route) => route.path));
  const walk = (nodes: MenuNode[], parents: AppRoute['parents']) => {
    for (const node of nodes) {
      if (node.children && node.children.length > 0) {
        walk(node.children, [...parents, { path: node.path, name: node.name, meta: node.meta }]);
        continue;
      }
      if (isExternal(node.path) || seen.has(node.path)) continue;
      seen.add(node.path);
      routes.push({ path: node.path, name: node.name, component: node.component || undefined, meta: node.meta, parents });
    }
  };
  walk(menu, []);
  return { routes, menu, invalid };
}

/** The route of a pathname, if the user has one. Paths match exactly; the query is the page's business. */
export function findRoute(table: RouteTable, pathname: string): AppRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return table.routes.find((route) => route.path === normalized);
}

/**
 * SPEC 2 catch-alls for a signed-in user without a route for the path: /403 when the menu answer was
 * not a list or the path is a route of the system the user lacks (or a guard refuses), else /404.
 */
export function fallbackFor(table: RouteTable, pathname: string, menus: MenuNode[], access: Access): '/403' | '/404' {
  if (table.invalid) return '/403';
  if ((systemRoutes as readonly string[]).includes(pathname)) return '/403';
  const guarded = (nodes: MenuNode[]): boolean =>
    nodes.some((node) => (node.path === pathname && !hasAccess(access, node.meta.guard)) || guarded(node.children ?? []));
  return guarded(menus) ? '/403' : '/404';
}

/** The menu entries visible in navigation (SPEC 3: hidden entries stay routable but out of the menu). */
export function visibleMenu(nodes: MenuNode[]): MenuNode[] {
  return nodes
    .filter((node) => !node.meta.hidden)
    .map((node) => (node.children ? { ...node, children: visibleMenu(node.children) } : node))
    .filter((node) => !node.children || node.children.length > 0 || node.leaf !== false);
}

/** The menu key to highlight: `activeMenu` for hidden routes (SPEC 3). */
export function activeMenuPath(route: AppRoute | undefined, pathname: string): string {
  return route?.meta.activeMenu ?? pathname;
}

/** SPEC 2: a single visible top-level menu switches to the common layout. */
export function prefersCommonLayout(menu: MenuNode[]): boolean {
  return visibleMenu(menu).length === 1;
}
