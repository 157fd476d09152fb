import type { components } from '@gs/sdk/schema';
import { formatTime } from '../../core/clock.ts';
import { type Store, defineSlice } from '../../core/store.ts';

type Question = components['schemas']['Question'];
type TaskAudience = components['schemas']['TaskAudience'];
type TaskStatus = components['schemas']['TaskStatus'];
type Answers = components['schemas']['Answers'];
export type Respondent = components['schemas']['Respondent'];

/** A questionnaire as stored (our model, issue 24 §2); its tasks are counted when answering. */
export interface QuestionnaireRecord {
  id: string;
  title: string;
  description: string | null;
  questions: Question[];
  owner: string;
  ownerName: string;
  createTime: string;
  updateTime: string;
}

/**
 * A task as stored: the questions as they were when published, and who may answer (the respondents' ids, fixed at
 * publishing: student card numbers, staff numbers, `u<user id>` of an account with neither).
 */
export interface TaskRecord {
  id: string;
  questionnaireId: string;
  title: string;
  questions: Question[];
  audience: TaskAudience;
  openAt: string;
  closeAt: string;
  /** When a manager closed it by hand (`closeTask`); null while it runs on its dates. */
  closedAt: string | null;
  anonymous: boolean;
  respondentIds: string[];
  createBy: string;
  createByName: string;
  createTime: string;
}

/**
 * One respondent's sheet as stored. `respondent` is who answered as they were then; for an anonymous task it is
 * kept only so that nobody answers twice, and never leaves the server.
 */
export interface SheetRecord {
  id: string;
  taskId: string;
  respondentId: string;
  respondent: Respondent;
  status: 'draft' | 'submitted';
  answers: Answers;
  updateTime: string;
  submitTime: string | null;
}

/** The status of a task at `now` (`yyyy-MM-dd HH:mm:ss`, compared as text). */
export function taskStatus(task: Pick<TaskRecord, 'openAt' | 'closeAt' | 'closedAt'>, now: string): TaskStatus {
  if (task.closedAt !== null) return 'closed';
  if (now < task.openAt) return 'scheduled';
  return now > task.closeAt ? 'closed' : 'open';
}

const pairKey = (taskId: string, respondentId: string) => `${taskId}\u0000${respondentId}`;

/**
 * Questionnaires, tasks and answer sheets, with the indexes the lists and the analysis need: each task's
 * submitted sheets (the analysis of 10,000 sheets walks one array, not the whole collection), each respondent's
 * sheet of a task, and the number of tasks of a questionnaire.
 */
export const questionnairesSlice = defineSlice('questionnaires', (store) => {
  const submittedByTask = new Map<string, Map<string, SheetRecord>>();
  /** The submitted sheets of a task, newest first, built when first asked for after a change. */
  const sortedByTask = new Map<string, SheetRecord[]>();
  const byPair = new Map<string, string>();
  const tasksByQuestionnaire = new Map<string, Set<string>>();
  const respondentSets = new WeakMap<TaskRecord, Set<string>>();

  const questionnaires = store.collection<QuestionnaireRecord>('questionnaires', (q) => q.id);
  const tasks = store.collection<TaskRecord>('questionnaireTasks', (t) => t.id, {
    onChange(before, after) {
      if (before) tasksByQuestionnaire.get(before.questionnaireId)?.delete(before.id);
      if (after) {
        let set = tasksByQuestionnaire.get(after.questionnaireId);
        if (!set) tasksByQuestionnaire.set(after.questionnaireId, (set = new Set()));
        set.add(after.id);
      }
    },
  });
  const sheets = store.collection<SheetRecord>('questionnaireSheets', (s) => s.id, {
    onChange(before, after) {
      if (before) {
        if (byPair.get(pairKey(before.taskId, before.respondentId)) === before.id) byPair.delete(pairKey(before.taskId, before.respondentId));
        if (before.status === 'submitted') {
          submittedByTask.get(before.taskId)?.delete(before.id);
          sortedByTask.delete(before.taskId);
        }
      }
      if (after) {
        byPair.set(pairKey(after.taskId, after.respondentId), after.id);
        if (after.status === 'submitted') {
          let map = submittedByTask.get(after.taskId);
          if (!map) submittedByTask.set(after.taskId, (map = new Map()));
          map.set(after.id, after);
          sortedByTask.delete(after.taskId);
        }
      }
    },
  });

  return {
    questionnaires,
    tasks,
    sheets,
    /** How many tasks publish the questionnaire. */
    taskCount(questionnaireId: string): number {
      return tasksByQuestionnaire.get(questionnaireId)?.size ?? 0;
    },
    tasksOf(questionnaireId: string): TaskRecord[] {
      return [...(tasksByQuestionnaire.get(questionnaireId) ?? [])].map((id) => tasks.get(id)!).filter(Boolean);
    },
    /** How many sheets of the task are submitted. */
    answered(taskId: string): number {
      return submittedByTask.get(taskId)?.size ?? 0;
    },
    /** The submitted sheets of a task, newest submission first (the same array until the task's sheets change). */
    submitted(taskId: string): readonly SheetRecord[] {
      let sorted = sortedByTask.get(taskId);
      if (!sorted) {
        sorted = [...(submittedByTask.get(taskId)?.values() ?? [])].sort(
          (a, b) => (b.submitTime ?? '').localeCompare(a.submitTime ?? '') || b.id.localeCompare(a.id),
        );
        sortedByTask.set(taskId, sorted);
      }
      return sorted;
    },
    /** The respondent's sheet of a task (draft or submitted). */
    sheetOf(taskId: string, respondentId: string): SheetRecord | undefined {
      const id = byPair.get(pairKey(taskId, respondentId));
      return id === undefined ? undefined : sheets.get(id);
    },
    /** Every sheet of a task, drafts too (for deleting a task). */
    sheetsOfTask(taskId: string): SheetRecord[] {
      const found: SheetRecord[] = [];
      for (const sheet of sheets.values()) if (sheet.taskId === taskId) found.push(sheet);
      return found;
    },
    /** Whether one of these ids is among the task's respondents. */
    isRespondent(task: TaskRecord, ids: readonly string[]): string | undefined {
      let set = respondentSets.get(task);
      if (!set) respondentSets.set(task, (set = new Set(task.respondentIds)));
      return ids.find((id) => set.has(id));
    },
    /** The next id of a numbered series (`wj-0005`, `rw-0004`): one past the highest stored. */
    nextNumber(prefix: 'wj' | 'rw'): string {
      const keys = prefix === 'wj' ? questionnaires.keys() : tasks.keys();
      let max = 0;
      for (const key of keys) {
        const m = /^(?:wj|rw)-(\d+)$/.exec(key);
        if (m) max = Math.max(max, Number(m[1]));
      }
      return `${prefix}-${String(max + 1).padStart(4, '0')}`;
    },
  };
});

export type QuestionnairesSlice = ReturnType<typeof questionnairesSlice.create>;

/** One open task on the data screen: how many may answer, how many did, and the share. */
export interface OpenTaskFigures {
  id: string;
  title: string;
  respondents: number;
  answered: number;
  /** `answered / respondents`, 0 to 1 (4 decimals). */
  share: number;
  closeAt: string;
}

export interface QuestionnaireFigures {
  openTasks: number;
  respondents: number;
  answered: number;
  /** The open tasks, closing first. */
  tasks: OpenTaskFigures[];
}

/**
 * The questionnaires panel of the data screen (issue 24 §3): the tasks open at `at` (default now) with their
 * respondents and submitted sheets. Pure: reads the store's indexes, changes nothing.
 */
export function questionnaireFigures(store: Store, at: Date = new Date()): QuestionnaireFigures {
  const slice = store.slice(questionnairesSlice);
  const now = formatTime(at);
  const tasks: OpenTaskFigures[] = [];
  let respondents = 0;
  let answered = 0;
  for (const task of slice.tasks.values()) {
    if (taskStatus(task, now) !== 'open') continue;
    const count = slice.answered(task.id);
    const whole = task.respondentIds.length;
    respondents += whole;
    answered += count;
    tasks.push({
      id: task.id,
      title: task.title,
      respondents: whole,
      answered: count,
      share: whole === 0 ? 0 : Math.round((count / whole) * 10_000) / 10_000,
      closeAt: task.closeAt,
    });
  }
  tasks.sort((a, b) => a.closeAt.localeCompare(b.closeAt) || a.id.localeCompare(b.id));
  return { openTasks: tasks.length, respondents, answered, tasks };
}
