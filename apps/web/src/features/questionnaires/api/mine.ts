import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { type Answers } from '../components/answer-form/types.ts';
import { MINE_DRAFT_PATH, MINE_PATH, MINE_SUBMIT_PATH, MINE_TASK_PATH, type MyTaskQuery, questionnaireKeys } from './keys.ts';

/** GET a page of the caller's tasks of one tab (listMyTasks: todo includes drafts). */
export function useMyTasks(query: MyTaskQuery) {
  return useQuery({ ...apiQueryOptions(api, questionnaireKeys, MINE_PATH, { params: { query } }), placeholderData: keepPreviousData });
}

/**
 * GET a task to fill in with the caller's sheet (getMyTaskForm). Read once while the page is open: the
 * form holds what the respondent types, and a refetch must not put the server's older draft over it.
 */
export function useMyTaskForm(taskId: string) {
  return useQuery({
    ...apiQueryOptions(api, questionnaireKeys, MINE_TASK_PATH, { params: { path: { id: taskId } } }),
    enabled: taskId !== '',
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** PUT the draft (saveMyDraft): the whole answers, one call per pause in typing. No refresh: the form is the truth. */
export function saveMyDraft(taskId: string, answers: Answers, signal?: AbortSignal) {
  return api.put(MINE_DRAFT_PATH, { params: { path: { id: taskId } }, body: { answers }, ...(signal ? { signal } : {}) });
}

/** POST the answers (submitMyAnswers): 400 with the problems, 409 when submitted before or closed. */
export function useSubmitMyAnswers() {
  const client = useQueryClient();
  return useMutation({
    ...apiMutation(api, questionnaireKeys, 'post', MINE_SUBMIT_PATH),
    onSuccess: () => client.invalidateQueries({ queryKey: questionnaireKeys.all }),
  });
}
