import { apiQueryOptions, createQueryKeys } from '@gs/sdk/query';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useQuery } from '../../lib/query.ts';
import { api } from '../../lib/api.ts';
import { useSession } from '../../stores/session.ts';
import { ownCollege } from './tree.ts';

/**
 * The organisation's own queries (the college -> major -> direction tree, the teachers), under a scope
 * of their own: they change with the organisation, not with an application, so a decision or a
 * withdrawal (which invalidates every application query) does not read them again.
 */
export const orgKeys = createQueryKeys('org');

/** GET the org tree (college -> major -> direction), for every college and major picker. */
export function useOrgTree() {
  return useQuery({ ...apiQueryOptions(api, orgKeys, '/kernel/org/tree'), staleTime: 10 * 60_000 });
}

/**
 * The org tree as far as the caller's lists reach: a college secretary's (data scope college) is their own
 * college, so a college or major filter does not offer colleges for which the server answers nothing.
 */
export function useScopedOrgTree() {
  const tree = useOrgTree();
  const own = useSession((s) => (s.info?.roles[0]?.roleKey === 'college' ? (s.info.user.deptId ?? undefined) : undefined));
  const data = useMemo(() => (own ? ownCollege(tree.data, own) : tree.data), [tree.data, own]);
  return { data };
}

/** GET teachers matching a keyword, optionally of one supervisor kind (`dslx`). */
export function useTeachers(keyword: string, dslx?: '1' | '2') {
  const text = keyword.trim();
  return useQuery({
    ...apiQueryOptions(api, orgKeys, '/kernel/teachers', {
      params: { query: { current: 1, size: 20, ...(text ? { keyword: text } : {}), ...(dslx ? { dslx } : {}) } },
    }),
    placeholderData: keepPreviousData,
  });
}
