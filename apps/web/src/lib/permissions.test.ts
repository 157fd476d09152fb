import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Access, type Guard, filterByGuard, hasAccess, hasAnyPermission, hasPermission, isAdminRole } from './permissions.ts';

const admin: Access = { admin: true, roles: [], permissions: [] };
const teacher: Access = { admin: false, roles: ['teacher'], permissions: ['notice:add', 'notice:edit'] };

afterEach(() => vi.restoreAllMocks());

describe('hasAccess', () => {
  it('an admin passes every guard (SPEC 6)', () => {
    const guards: Guard[] = [['nobody'], { role: ['nobody'], mode: 'allOf' }, { permission: ['x:y'], mode: 'oneOf' }, { role: [], permission: ['x'] }];
    for (const guard of guards) expect(hasAccess(admin, guard)).toBe(true);
    expect(hasAccess(admin, { role: ['admin'], mode: 'except' })).toBe(true);
  });

  it('no guard and an empty list let everyone through (SPEC 6)', () => {
    const guest: Access = { admin: false, roles: [], permissions: [] };
    expect(hasAccess(guest, undefined)).toBe(true);
    expect(hasAccess(guest, [])).toBe(true);
    expect(hasAccess(guest, {})).toBe(true);
  });

  it('a list is one of, matched against roles plus permissions (SPEC 6)', () => {
    expect(hasAccess(teacher, ['student', 'teacher'])).toBe(true);
    expect(hasAccess(teacher, ['notice:edit'])).toBe(true);
    expect(hasAccess(teacher, ['student', 'notice:delete'])).toBe(false);
  });

  it('oneOf is the default mode of an object guard (SPEC 6)', () => {
    expect(hasAccess(teacher, { role: ['student', 'teacher'] })).toBe(true);
    expect(hasAccess(teacher, { role: ['student'] })).toBe(false);
  });

  it('allOf needs every listed role or permission (SPEC 6)', () => {
    expect(hasAccess(teacher, { permission: ['notice:add', 'notice:edit'], mode: 'allOf' })).toBe(true);
    expect(hasAccess(teacher, { permission: ['notice:add', 'notice:delete'], mode: 'allOf' })).toBe(false);
  });

  it('except denies a user holding any listed role (SPEC 6)', () => {
    expect(hasAccess(teacher, { role: ['student', 'teacher'], mode: 'except' })).toBe(false);
    expect(hasAccess(teacher, { role: ['student'], mode: 'except' })).toBe(true);
  });

  it('an object role list matches roles only, a permission list permissions only (SPEC 6)', () => {
    expect(hasAccess(teacher, { role: ['notice:add'] })).toBe(false);
    expect(hasAccess(teacher, { permission: ['teacher'] })).toBe(false);
  });

  it('with both lists, each is checked with the mode and both must pass (SPEC 6)', () => {
    expect(hasAccess(teacher, { role: ['teacher'], permission: ['notice:add'] })).toBe(true);
    expect(hasAccess(teacher, { role: ['teacher'], permission: ['notice:delete'] })).toBe(false);
    expect(hasAccess(teacher, { role: ['student'], permission: ['notice:add'] })).toBe(false);
    expect(hasAccess(teacher, { role: ['student'], permission: ['notice:delete'], mode: 'except' })).toBe(true);
    expect(hasAccess(teacher, { role: ['student'], permission: ['notice:add'], mode: 'except' })).toBe(false);
  });
});

describe('hasPermission (directive style)', () => {
  it('matches permissions only, one of the list (SPEC 6)', () => {
    expect(hasPermission(teacher, ['notice:delete', 'notice:add'])).toBe(true);
    expect(hasPermission(teacher, ['teacher'])).toBe(false);
  });

  it('an admin passes (SPEC 6)', () => {
    expect(hasPermission(admin, ['anything'])).toBe(true);
  });

  it("an empty list logs 'need roles' and denies (SPEC 6)", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(hasPermission(teacher, [])).toBe(false);
    expect(error).toHaveBeenCalledWith('need roles');
  });
});

describe('hasAnyPermission', () => {
  it('passes when the user holds any one listed permission (SPEC 6)', () => {
    expect(hasAnyPermission(teacher, ['x', 'notice:edit'])).toBe(true);
    expect(hasAnyPermission(teacher, ['x', 'y'])).toBe(false);
    expect(hasAnyPermission(admin, ['x'])).toBe(true);
  });

  it('logs an error and denies on an empty or missing list (SPEC 6)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(hasAnyPermission(teacher, [])).toBe(false);
    expect(hasAnyPermission(teacher, undefined)).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('isAdminRole', () => {
  it('a role named super administrator counts as admin (SPEC 6)', () => {
    expect(isAdminRole({ name: '超级管理员' })).toBe(true);
    expect(isAdminRole({ name: 'Super Administrator' })).toBe(true);
    expect(isAdminRole({ roleKey: 'admin' })).toBe(true);
  });

  it('other roles, students included, do not (SPEC 6)', () => {
    expect(isAdminRole({ name: '学生', roleKey: 'student' })).toBe(false);
    expect(isAdminRole({})).toBe(false);
  });
});

describe('filterByGuard', () => {
  interface Node {
    path: string;
    meta?: { guard?: Guard };
    children?: Node[];
  }
  const tree: Node[] = [
    { path: 'home' },
    { path: 'admin', meta: { guard: ['admin'] } },
    {
      path: 'notices',
      meta: { guard: { role: ['teacher'] } },
      children: [
        { path: 'list' },
        { path: 'delete', meta: { guard: { permission: ['notice:delete'] } } },
        { path: 'not-for-teachers', meta: { guard: { role: ['teacher'], mode: 'except' } } },
      ],
    },
  ];
  const paths = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children ?? []).map((p) => `${n.path}/${p}`)]);

  it('drops, at every level, the routes whose guard the user fails (SPEC 5, SPEC 6)', () => {
    expect(paths(filterByGuard(tree, teacher, true))).toEqual(['home', 'notices', 'notices/list']);
  });

  it('keeps every route when filtering is off (SPEC 6 rolesControl)', () => {
    expect(paths(filterByGuard(tree, teacher, false))).toEqual(paths(tree));
  });

  it('keeps every route for an admin (SPEC 6)', () => {
    expect(paths(filterByGuard(tree, admin, true))).toEqual(paths(tree));
  });

  it('returns new arrays and leaves the input as it was', () => {
    const before = structuredClone(tree);
    for (const enabled of [true, false]) {
      const result = filterByGuard(tree, teacher, enabled);
      expect(result).not.toBe(tree);
      expect(result.find((n) => n.path === 'notices')?.children).not.toBe(tree[2]!.children);
    }
    expect(tree).toEqual(before);
  });
});
