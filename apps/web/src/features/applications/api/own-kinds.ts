import { useMemo } from 'react';
import { type ApplicationKindInfo, useApplicationKinds } from '../../../components/application/api.ts';

/** The kinds a student applies for about themself (the engine's kinds whose subject is a student). */
export function useStudentKinds(): { kinds: readonly ApplicationKindInfo[]; loading: boolean } {
  const kinds = useApplicationKinds();
  const list = useMemo(() => (kinds.data ?? []).filter((kind) => kind.subject === 'student'), [kinds.data]);
  return { kinds: list, loading: kinds.isPending };
}
