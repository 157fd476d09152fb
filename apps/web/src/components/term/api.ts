import type { components } from '@gs/sdk/schema';
import { apiQueryOptions, createQueryKeys } from '@gs/sdk/query';
import { api } from '../../lib/api.ts';
import { useQuery } from '../../lib/query.ts';

export type Term = components['schemas']['Term'];

/**
 * The terms under a scope of their own, read once for every page that offers or names one (grades,
 * grade entry, timetables, offerings): they change once a term, not with any area's writes, so an
 * area's invalidation does not read them again.
 */
export const termKeys = createQueryKeys('terms');

/** GET the terms: newest first, the current one flagged, with their holidays. */
export function useTerms() {
  return useQuery({ ...apiQueryOptions(api, termKeys, '/kernel/terms'), staleTime: 10 * 60_000 });
}

/** The terms, and the current one (the newest when none is flagged) once they are in. */
export function useCurrentTerm(): { terms: readonly Term[] | undefined; current: Term | undefined; loading: boolean } {
  const terms = useTerms();
  return { terms: terms.data, current: terms.data?.find((term) => term.current) ?? terms.data?.[0], loading: terms.isPending };
}

/** A term's name in the app's language ('' for none). */
export const termName = (language: string, term: Pick<Term, 'name' | 'nameEn'> | undefined) => (term ? (language === 'en' ? term.nameEn : term.name) : '');
