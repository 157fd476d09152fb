import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { QUESTIONNAIRES_PATH, QUESTIONNAIRE_COPY_PATH, QUESTIONNAIRE_PATH, type QuestionnaireQuery, questionnaireKeys } from './keys.ts';

/** Every write refreshes the whole area (keys.ts). */
function useRefreshAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: questionnaireKeys.all });
}

/** GET a page of questionnaires (listQuestionnaires), searched by keyword. */
export function useQuestionnaires(query: QuestionnaireQuery, enabled = true) {
  return useQuery({ ...apiQueryOptions(api, questionnaireKeys, QUESTIONNAIRES_PATH, { params: { query } }), placeholderData: keepPreviousData, enabled });
}

/** GET one questionnaire with its questions (getQuestionnaire); waits for an id. */
export function useQuestionnaire(id: string) {
  return useQuery({ ...apiQueryOptions(api, questionnaireKeys, QUESTIONNAIRE_PATH, { params: { path: { id } } }), enabled: id !== '' });
}

/** POST a new questionnaire (createQuestionnaire). */
export function useCreateQuestionnaire() {
  const refresh = useRefreshAll();
  return useMutation({ ...apiMutation(api, questionnaireKeys, 'post', QUESTIONNAIRES_PATH), onSuccess: refresh });
}

/** PUT a questionnaire (updateQuestionnaire). */
export function useUpdateQuestionnaire() {
  const refresh = useRefreshAll();
  return useMutation({ ...apiMutation(api, questionnaireKeys, 'put', QUESTIONNAIRE_PATH), onSuccess: refresh });
}

/** DELETE a questionnaire (deleteQuestionnaire; 409 while a task of it has answers). */
export function useDeleteQuestionnaire() {
  const refresh = useRefreshAll();
  return useMutation({ ...apiMutation(api, questionnaireKeys, 'delete', QUESTIONNAIRE_PATH), onSuccess: refresh });
}

/** POST a copy of a questionnaire (copyQuestionnaire: title + ' (副本)'). */
export function useCopyQuestionnaire() {
  const refresh = useRefreshAll();
  return useMutation({ ...apiMutation(api, questionnaireKeys, 'post', QUESTIONNAIRE_COPY_PATH), onSuccess: refresh });
}
