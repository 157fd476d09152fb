import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { useRefreshDegree } from './degree.ts';
import { DEFENCES_PATH, DEFENCE_CLOSE_PATH, DEFENCE_PATH, type DefenceQuery, VOTES_PATH, degreeKeys } from './keys.ts';

/** GET a page of defences (listDefences): the graduate school's and a college's, or those a teacher sits on. */
export function useDefences(query: DefenceQuery) {
  return useQuery({ ...apiQueryOptions(api, degreeKeys, DEFENCES_PATH, { params: { query } }), staleTime: 0, placeholderData: keepPreviousData });
}

/** POST a defence (scheduleDefence): time, room and the committee. */
export function useScheduleDefence() {
  const refresh = useRefreshDegree();
  return useMutation({ ...apiMutation(api, degreeKeys, 'post', DEFENCES_PATH), onSuccess: refresh });
}

/** PUT a scheduled defence's new time, room and committee before anyone votes (rescheduleDefence). */
export function useRescheduleDefence() {
  const refresh = useRefreshDegree();
  return useMutation({ ...apiMutation(api, degreeKeys, 'put', DEFENCE_PATH), onSuccess: refresh });
}

/** POST a member's vote (recordDefenceVote). */
export function useRecordVote() {
  const refresh = useRefreshDegree();
  return useMutation({ ...apiMutation(api, degreeKeys, 'post', VOTES_PATH), onSuccess: refresh });
}

/** POST the close of a defence with its resolution and record (closeDefence). */
export function useCloseDefence() {
  const refresh = useRefreshDegree();
  return useMutation({ ...apiMutation(api, degreeKeys, 'post', DEFENCE_CLOSE_PATH), onSuccess: refresh });
}
