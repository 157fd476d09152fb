import type { ReactNode } from 'react';
import { type Guard, hasAccess, hasPermission } from '../lib/permissions.ts';
import { accessOf, useSession } from '../stores/session.ts';

/** SPEC 6 for code: `can(guard)` with the rules of route guards (oneOf, allOf, except; admin passes). */
export function useAccess() {
  const info = useSession((s) => s.info);
  const access = accessOf(info);
  return {
    access,
    can: (guard: Guard | undefined) => hasAccess(access, guard),
    /** The directive-style check: permissions only, a non-empty list required. */
    hasPermission: (permissions: string[]) => hasPermission(access, permissions),
  };
}

/** SPEC 6: renders its children only for users who pass `guard` (the element is removed otherwise). */
export function Permission({ guard, fallback = null, children }: { guard: Guard; fallback?: ReactNode; children: ReactNode }) {
  const { can } = useAccess();
  return <>{can(guard) ? children : fallback}</>;
}
