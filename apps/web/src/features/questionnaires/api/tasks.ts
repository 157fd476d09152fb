import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { SHEET_PATH, type SheetQuery, TASKS_PATH, TASK_CLOSE_PATH, TASK_PATH, TASK_SHEETS_PATH, type TaskQuery, questionnaireKeys } from './keys.ts';

/** How often the tasks list asks again: the answered counts move while respondents submit. */
export const LIVE_TASKS_MS = 10_000;

function useRefreshAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: questionnaireKeys.all });
}

/** GET a page of tasks (listTasks), refetched every 10 s so the answered share is live. */
export function useTasks(query: TaskQuery, { live = true }: { live?: boolean } = {}) {
  return useQuery({
    ...apiQueryOptions(api, questionnaireKeys, TASKS_PATH, { params: { query } }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_TASKS_MS : false,
  });
}

/** GET one task with its questions (getTask); waits for an id. */
export function useTask(id: string) {
  return useQuery({ ...apiQueryOptions(api, questionnaireKeys, TASK_PATH, { params: { path: { id } } }), enabled: id !== '' });
}

/** POST a task: the questionnaire published to an audience (createTask). */
export function useCreateTask() {
  const refresh = useRefreshAll();
  return useMutation({ ...apiMutation(api, questionnaireKeys, 'post', TASKS_PATH), onSuccess: refresh });
}

/** PUT a task's title and close date (updateTask: the 延期 of the list). */
export function useUpdateTask() {
  const refresh = useRefreshAll();
  return useMutation({ ...apiMutation(api, questionnaireKeys, 'put', TASK_PATH), onSuccess: refresh });
}

/** POST a task's close (closeTask): no more answers. */
export function useCloseTask() {
  const refresh = useRefreshAll();
  return useMutation({ ...apiMutation(api, questionnaireKeys, 'post', TASK_CLOSE_PATH), onSuccess: refresh });
}

/** DELETE a task (deleteTask; 409 once a sheet is submitted). */
export function useDeleteTask() {
  const refresh = useRefreshAll();
  return useMutation({ ...apiMutation(api, questionnaireKeys, 'delete', TASK_PATH), onSuccess: refresh });
}

/** GET a page of a task's submitted sheets (listTaskSheets). */
export function useTaskSheets(id: string, query: SheetQuery) {
  return useQuery({
    ...apiQueryOptions(api, questionnaireKeys, TASK_SHEETS_PATH, { params: { path: { id }, query } }),
    placeholderData: keepPreviousData,
    enabled: id !== '',
  });
}

/** GET one sheet (getSheet); waits for an id. */
export function useSheet(sheetId: string) {
  return useQuery({ ...apiQueryOptions(api, questionnaireKeys, SHEET_PATH, { params: { path: { sheetId } } }), enabled: sheetId !== '' });
}
