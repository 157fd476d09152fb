import { createQueryKeys } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';

/**
 * The questionnaire area's queries (questionnaires, tasks, sheets, analysis, the respondent's own):
 * one scope, so any write (a save, a publish, a submission) refreshes every list of the area — the
 * tasks' answered counts and the analysis move with a submission.
 */
export const questionnaireKeys = createQueryKeys('questionnaires');

export const QUESTIONNAIRES_PATH = '/cloud-xj/api/examination/questionnaires' as const;
export const QUESTIONNAIRE_PATH = '/cloud-xj/api/examination/questionnaires/{id}' as const;
export const QUESTIONNAIRE_COPY_PATH = '/cloud-xj/api/examination/questionnaires/{id}/copy' as const;
export const TASKS_PATH = '/cloud-xj/api/examination/tasks' as const;
export const TASK_PATH = '/cloud-xj/api/examination/tasks/{id}' as const;
export const TASK_CLOSE_PATH = '/cloud-xj/api/examination/tasks/{id}/close' as const;
export const TASK_SHEETS_PATH = '/cloud-xj/api/examination/tasks/{id}/sheets' as const;
export const SHEET_PATH = '/cloud-xj/api/examination/sheets/{sheetId}' as const;
export const MINE_PATH = '/cloud-xj/api/examination/mine' as const;
export const MINE_TASK_PATH = '/cloud-xj/api/examination/mine/{id}' as const;
export const MINE_DRAFT_PATH = '/cloud-xj/api/examination/mine/{id}/draft' as const;
export const MINE_SUBMIT_PATH = '/cloud-xj/api/examination/mine/{id}/submit' as const;

/** A task's answers as a workbook (exportTaskAnswers), for the download helper. */
export const taskAnswersXlsxPath = (id: string) => `/cloud-xj/api/examination/tasks/${encodeURIComponent(id)}/answers/xlsx`;

export type Questionnaire = components['schemas']['Questionnaire'];
export type QuestionnaireSummary = components['schemas']['QuestionnaireSummary'];
export type QuestionnaireInput = components['schemas']['QuestionnaireInput'];
export type Question = components['schemas']['Question'];
export type QuestionKind = components['schemas']['QuestionKind'];
export type QuestionOption = components['schemas']['QuestionOption'];
export type AnswerValue = components['schemas']['AnswerValue'];
export type Answers = components['schemas']['Answers'];
export type Task = components['schemas']['Task'];
export type TaskSummary = components['schemas']['TaskSummary'];
export type TaskInput = components['schemas']['TaskInput'];
export type TaskStatus = components['schemas']['TaskStatus'];
export type TaskAudience = components['schemas']['TaskAudience'];
export type TaskRole = components['schemas']['TaskRole'];
export type QuestionProblem = components['schemas']['QuestionProblem'];
export type AnswerSheet = components['schemas']['AnswerSheet'];
export type MyTask = components['schemas']['MyTask'];
export type MyTaskStatus = components['schemas']['MyTaskStatus'];
export type MyTaskForm = components['schemas']['MyTaskForm'];
export type QuestionnaireQuery = NonNullable<paths[typeof QUESTIONNAIRES_PATH]['get']['parameters']['query']>;
export type TaskQuery = NonNullable<paths[typeof TASKS_PATH]['get']['parameters']['query']>;
export type SheetQuery = NonNullable<paths[typeof TASK_SHEETS_PATH]['get']['parameters']['query']>;
export type MyTaskQuery = NonNullable<paths[typeof MINE_PATH]['get']['parameters']['query']>;

export const TASK_STATUSES: readonly TaskStatus[] = ['scheduled', 'open', 'closed'];
export const TASK_ROLES: readonly TaskRole[] = ['student', 'teacher', 'staff'];
