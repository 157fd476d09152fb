/** SPEC 6: permission checks. Admin passes everything; the rest match roles (roleKeys) and permissions. */

export type Guard = string[] | { role?: string[]; permission?: string[]; mode?: 'oneOf' | 'allOf' | 'except' };

export interface Access {
  admin: boolean;
  /** Role keys. */
  roles: string[];
  permissions: string[];
}

function matches(held: Set<string>, wanted: string[], mode: 'oneOf' | 'allOf' | 'except'): boolean {
  switch (mode) {
    case 'oneOf':
      return wanted.some((item) => held.has(item));
    case 'allOf':
      return wanted.every((item) => held.has(item));
    case 'except':
      return !wanted.some((item) => held.has(item));
  }
}

/** A list means one of, against roles plus permissions; an object checks each given list with its mode. */
export function hasAccess(access: Access, guard: Guard | undefined): boolean {
  if (access.admin || guard === undefined) return true;
  if (Array.isArray(guard)) {
    if (guard.length === 0) return true;
    return matches(new Set([...access.roles, ...access.permissions]), guard, 'oneOf');
  }
  const mode = guard.mode ?? 'oneOf';
  const checks: boolean[] = [];
  if (guard.role && guard.role.length > 0) checks.push(matches(new Set(access.roles), guard.role, mode));
  if (guard.permission && guard.permission.length > 0) checks.push(matches(new Set(access.permissions), guard.permission, mode));
  return checks.every(Boolean);
}

/** The directive-style check: a non-empty list, matched against permissions only. */
export function hasPermission(access: Access, permissions: string[]): boolean {
  if (permissions.length === 0) {
    console.error('need roles');
    return false;
  }
  if (access.admin) return true;
  return permissions.some((permission) => access.permissions.includes(permission));
}

/** Passes when the user holds any one of the permissions; an empty or missing list is a developer error. */
export function hasAnyPermission(access: Access, permissions: string[] | undefined): boolean {
  if (!permissions || permissions.length === 0) {
    console.error('hasAnyPermission needs a non-empty list of permissions');
    return false;
  }
  if (access.admin) return true;
  return permissions.some((permission) => access.permissions.includes(permission));
}

/** SPEC 6: a role named super administrator counts as admin (the mock's admin role key too). */
export function isAdminRole(role: { name?: string; roleKey?: string }): boolean {
  return role.roleKey === 'admin' || role.name === '超级管理员' || role.name?.toLowerCase() === 'super administrator';
}

/** SPEC 5: routes with a meta guard are shown only to users who pass it (when filtering is on). */
export function filterByGuard<T extends { meta?: { guard?: Guard }; children?: T[] }>(nodes: T[], access: Access, enabled: boolean): T[] {
  // New arrays at every level even when filtering is off, so callers may sort or splice the result.
  return nodes
    .filter((node) => !enabled || hasAccess(access, node.meta?.guard))
    .map((node) => (node.children ? { ...node, children: filterByGuard(node.children, access, enabled) } : node));
}
