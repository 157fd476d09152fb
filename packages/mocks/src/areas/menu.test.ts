import type { components } from '@gs/sdk/schema';
import { describe, expect, it } from 'vitest';
import { SERVICES } from './auth/services.ts';
import { catalog } from './index.ts';

type MenuNode = components['schemas']['MenuNode'];

const { menu } = catalog;
const json = (value: unknown) => JSON.stringify(value);

function flatten(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

describe('menus (SPEC 2)', () => {
  const spec2Hidden = [
    '/sjpz/form',
    '/dbNotice',
    '/qjgl/toDetails',
    '/sslq/toDetails',
    '/bslq/toDetails',
    '/pubPage/dbggView',
    '/zlds/apply/view',
    '/dsxx/jsinfoView',
    '/stuDetails',
    '/rwfb/form',
    '/addXjyd',
    '/myjob/dotest',
    '/sjpjhz/indexmx',
    '/xjxxEdit',
    '/xyjxjHz',
    '/pyfa/pyfambgl',
    '/pyfazd/pyfazdForm',
    '/pyfack/pyfaView',
    '/zdyxd/xspyjhView',
    '/pkxxwh/pkjhForm',
    '/pkxxwh/rqpkjhForm',
    '/whcjgl/indexCjmx',
    '/xscjgb/indexView',
    '/cjlr/xkxsIdex',
    '/stuBySqView',
    '/stuXwsqView',
    '/examination/form',
    '/examination/edit',
    '/examination/answer/view',
    '/examination/answer/analysis',
    '/pkgl/pkxxwh/ZcPkxxForm',
    '/pkgl/pkxxwh/RqPkxxForm',
    '/pkxxwh/xsxkjg/xsxkjg',
  ];

  it('admin sees every hidden route of SPEC 2, hidden, with an activeMenu on a visible page of the same tree', () => {
    const nodes = flatten(menu.menusFor(['admin']));
    const visible = new Set(nodes.filter((n) => !n.meta.hidden).map((n) => n.path));
    for (const path of spec2Hidden) {
      const node = nodes.find((n) => n.path === path);
      expect(node, path).toBeDefined();
      expect(node?.meta.hidden, path).toBe(true);
      expect(visible.has(node?.meta.activeMenu ?? ''), `${path} -> ${node?.meta.activeMenu}`).toBe(true);
    }
    expect(nodes.some((n) => n.path === '/examination/index' && !n.meta.hidden)).toBe(true);
    expect(menu.allPaths()).toEqual(expect.arrayContaining(spec2Hidden));
  });

  it('uses Layout for groups, view paths for leaves, and shows the flags the shell handles', () => {
    const tree = menu.menusFor(['admin']);
    const nodes = flatten(tree);
    for (const group of tree) {
      expect(group.component).toBe('Layout');
      expect(group.meta.icon).toMatch(/-line$/);
    }
    for (const component of ['xj/xjxx/index', 'kernel/notice/index', 'kernel/storage/index', 'kernel/dict/index', 'approval/index', 'xj/tj/index']) {
      expect(
        nodes.find((n) => n.component === component),
        component,
      ).toBeDefined();
    }
    expect(nodes.some((n) => n.meta.badge !== undefined)).toBe(true);
    expect(nodes.some((n) => n.meta.dot)).toBe(true);
    expect(nodes.some((n) => /^https?:\/\//.test(n.path))).toBe(true);
    expect(nodes.some((n) => n.meta.target === '_blank')).toBe(true);
    expect(nodes.some((n) => n.meta.noKeepAlive)).toBe(true);
    expect(nodes.some((n) => n.meta.guard !== undefined)).toBe(true);
    expect(new Set(nodes.map((n) => n.path)).size).toBe(nodes.length);
    expect(new Set(nodes.map((n) => n.name)).size).toBe(nodes.length);
    expect(json(menu.menusFor(['staff']))).toBe(json(tree));
  });

  it("keeps each group's entries in their order whichever area gives them", () => {
    const xj = menu.menusFor(['admin']).find((g) => g.path === '/xj')!;
    expect(xj.children!.filter((n) => !n.meta.hidden).map((n) => n.path)).toEqual([
      '/xj/xjxx',
      '/xj/tj',
      '/xj/xjyd',
      '/xj/xsbd',
      '/xj/xshd',
      '/xj/jxsgl',
      '/xj/bysk',
      '/xj/qjgl',
      '/xj/xyjxj',
    ]);
    expect(xj.redirect).toBe('/xj/xjxx');
  });

  it('gives the student a single visible top-level entry with their record, notices and questionnaires', () => {
    const tree = menu.menusFor(['student']);
    expect(tree.filter((n) => !n.meta.hidden)).toHaveLength(1);
    const components = flatten(tree).map((n) => n.component);
    expect(components).toEqual(expect.arrayContaining(['xj/my/index', 'kernel/notice/list', 'examination/myjob/index', 'examination/edit']));
    expect(components).not.toContain('xj/xjxx/index');
  });

  it('gives the teacher supervisor pages, my students, approvals and questionnaires only', () => {
    const nodes = flatten(menu.menusFor(['teacher']));
    const components = nodes.map((n) => n.component);
    expect(components).toEqual(expect.arrayContaining(['ds/wdxs/index', 'ds/dsxx/index', 'approval/index', 'examination/myjob/index']));
    expect(components).not.toContain('xj/xjxx/index');
    expect(components).not.toContain('kernel/storage/index');
    expect(nodes.find((n) => n.path === '/stuDetails')?.meta.activeMenu).toBe('/ds/wdxs');
  });

  it('gives every role the work list (issue 22): first in the menu, under 事务中心, for whoever decides; in /my, next to the student’s applications', () => {
    for (const role of ['admin', 'staff', 'teacher', 'student', 'college']) {
      const groups = menu.menusFor([role]);
      const group = role === 'student' ? groups.find((g) => g.path === '/my') : groups[0];
      if (role !== 'student') expect(group?.path, role).toBe('/sw');
      const entry = group?.children?.find((n) => n.path === '/my/worklist');
      expect(entry, role).toMatchObject({ name: 'Worklist', component: 'my/worklist/index', leaf: true, meta: { title: '我的事务' } });
      expect(entry?.meta.hidden, role).toBeUndefined();
    }
    const student = menu
      .menusFor(['student'])
      .find((g) => g.path === '/my')!
      .children!.filter((n) => !n.meta.hidden)
      .map((n) => n.path);
    expect(student.slice(student.indexOf('/my/applications'), student.indexOf('/my/applications') + 2)).toEqual(['/my/applications', '/my/worklist']);
  });

  it('filters by cloud for kernel/menus/build', () => {
    const yg = flatten(menu.menusFor(['staff'], 'cloud-yg'));
    expect(yg.filter((n) => n.leaf).map((n) => n.component)).toEqual(['approval/index']);
    expect(SERVICES.map((s) => s.service)).toEqual(['cloud-xj', 'cloud-yg', 'kernel']);
  });
});
