import { useMemo } from 'react';
import { useWorklistCounts } from '../components/application/api.ts';
import { paths } from '../config/paths.ts';

/** The menu's counts (the shell's `useMenuBadges`): what waits for the signed-in account's decision, on the work list's entry. */
export function useMenuBadges(): Readonly<Record<string, number>> {
  const counts = useWorklistCounts();
  const todo = counts.data?.todo;
  return useMemo((): Readonly<Record<string, number>> => (todo === undefined ? {} : { [paths.worklist]: todo }), [todo]);
}
