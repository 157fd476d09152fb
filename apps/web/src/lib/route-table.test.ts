import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../stores/session.ts';
import { buildRouteTable, fallbackFor, findRoute, isExternal, prefersCommonLayout, visibleMenu } from './route-table.ts';

const menus: MenuNode[] = [
  {
    path: '/xj',
    name: 'Xj',
    component: 'Layout',
    meta: { title: '学籍管理', icon: 'user-3-line' },
    children: [
      { path: 'xjxx', name: 'Xjxx', component: 'xj/xjxx/index', meta: { title: '学籍信息', guard: ['xj:stuinfo:list'] } },
      { path: '/xj/tj', name: 'XjTj', component: 'xj/tj/index', meta: { title: '学籍统计', guard: { role: ['admin'], mode: 'oneOf' } } },
      { path: '/stuDetails', name: 'StuDetails', component: 'xj/xjxx/details', meta: { title: '学生详情', hidden: true, activeMenu: '/xj/xjxx' } },
    ],
  },
  {
    path: '/system',
    name: 'System',
    component: 'Layout',
    meta: { title: '系统管理' },
    children: [{ path: 'https://example.edu.cn/', name: 'Site', component: '', meta: { title: '官网' } }],
  },
];

const staff = { admin: false, roles: ['staff'], permissions: ['xj:stuinfo:list'] };

describe('routes from the server menu (SPEC 2, 6)', () => {
  it('turns leaves into routes with absolute paths, keeping home and the personal center', () => {
    const table = buildRouteTable(menus, staff);
    expect(table.routes.map((route) => route.path)).toEqual(['/', '/center', '/xj/xjxx', '/stuDetails']);
    expect(findRoute(table, '/xj/xjxx')?.parents.map((parent) => parent.path)).toEqual(['/xj']);
  });

  it('filters routes by meta.guard when roles control is on, and an admin keeps them all', () => {
    expect(findRoute(buildRouteTable(menus, staff), '/xj/tj')).toBeUndefined();
    expect(findRoute(buildRouteTable(menus, { admin: true, roles: [], permissions: [] }), '/xj/tj')).toBeDefined();
  });

  it('keeps hidden routes routable but out of the visible menu', () => {
    const table = buildRouteTable(menus, staff);
    expect(findRoute(table, '/stuDetails')?.meta.activeMenu).toBe('/xj/xjxx');
    const visible = visibleMenu(table.menu);
    expect(visible[0]?.children?.map((node) => node.path)).toEqual(['/xj/xjxx']);
  });

  it('treats http, https, mailto, tel and // links as external, never as routes', () => {
    expect(['https://a.b', 'http://a.b', 'mailto:x@y.z', 'tel:123', '//cdn.example'].every(isExternal)).toBe(true);
    expect(isExternal('/xj')).toBe(false);
    expect(buildRouteTable(menus, staff).routes.some((route) => route.path.startsWith('http'))).toBe(false);
  });

  it('falls back to /404 for unknown paths and /403 for system routes the user lacks', () => {
    const table = buildRouteTable(menus, staff);
    expect(fallbackFor(table, '/nowhere', menus, staff)).toBe('/404');
    expect(fallbackFor(table, '/xjxxEdit', menus, staff)).toBe('/403');
    // A route the server sent but whose guard the user fails.
    expect(fallbackFor(table, '/xj/tj', menus, staff)).toBe('/403');
  });

  it('sends every path to /403 when the menu answer was not a list', () => {
    const table = buildRouteTable([], staff, true);
    expect(fallbackFor(table, '/anything', [], staff)).toBe('/403');
  });

  it('chooses the common layout for a single visible top-level entry', () => {
    expect(prefersCommonLayout(menus.slice(0, 1))).toBe(true);
    expect(prefersCommonLayout(menus)).toBe(false);
  });
});
