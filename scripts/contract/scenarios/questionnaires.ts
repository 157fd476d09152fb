/**
 * Questionnaires (issue 24 §2): the lists provide a questionnaire, a task with submitted sheets, one of its sheets
 * and a text question of it for the reads, the analysis and the files. The writes build a questionnaire of their
 * own (edited, copied, the copy deleted), publish it, have the student account save a draft on it, close it, and
 * delete the task and the questionnaire again. A submission cannot be taken back: it runs with --allow-residue
 * only, and then the task and its questionnaire stay (closed).
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';

type QuestionnairePage = components['schemas']['QuestionnairePage'];
type Questionnaire = components['schemas']['Questionnaire'];
type TaskPage = components['schemas']['TaskPage'];
type Task = components['schemas']['Task'];
type AnswerSheetPage = components['schemas']['AnswerSheetPage'];

const listedQuestionnaire = valueKey<string>('questionnaires.questionnaire');
const listedTask = valueKey<string>('questionnaires.task');
const listedSheet = valueKey<string>('questionnaires.sheet');
const textQuestion = valueKey<string>('questionnaires.textQuestion');

const WRITES = [
  'createQuestionnaire',
  'updateQuestionnaire',
  'copyQuestionnaire',
  'deleteQuestionnaire',
  'createTask',
  'updateTask',
  'closeTask',
  'deleteTask',
  'saveMyDraft',
  'submitMyAnswers',
];
const QUESTIONS = [{ id: 'q1', kind: 'yesNo', title: '契约检查：是否收到通知？', required: true }];

export const questionnaires: AreaScenario = {
  name: 'questionnaires',
  tags: ['questionnaires'],
  readingPosts: ['analyseTask', 'listTextAnswers'],
  accountOnly: { saveMyDraft: 'student', submitMyAnswers: 'student' },
  manual: WRITES,

  async provide(run) {
    const questionnaires = await run.data<QuestionnairePage>('listQuestionnaires', { query: { size: 1, keyword: null } });
    run.set(listedQuestionnaire, questionnaires?.records[0]?.id);
    // The task with the most answers: its sheets, analysis and files have something in them.
    const tasks = await run.data<TaskPage>('listTasks', { query: { size: 50, keyword: null, status: null } });
    const task = [...(tasks?.records ?? [])].sort((a, b) => b.answered - a.answered)[0];
    run.set(listedTask, task?.id);
    if (!task) return;
    const sheets = await run.data<AnswerSheetPage>('listTaskSheets', { params: { id: task.id }, query: { size: 1, keyword: null } });
    run.set(listedSheet, sheets?.records[0]?.id);
    const full = await run.data<Task>('getTask', { params: { id: task.id } });
    run.set(textQuestion, full?.questions.find((q) => q.kind === 'text' || q.kind === 'longText')?.id);
  },

  requests: {
    getQuestionnaire: (run) => ({ params: { id: run.get(listedQuestionnaire) } }),
    getSheet: (run) => ({ params: { sheetId: run.get(listedSheet) } }),
    analyseTask: (run) => ({ params: { id: run.get(listedTask) }, json: {} }),
    listTextAnswers: (run) => {
      const questionId = run.get(textQuestion);
      return { params: { id: run.get(listedTask) }, ...(questionId ? { json: { questionId, size: 5 } } : {}) };
    },
    exportTaskAnswers: (run) => ({ params: { id: run.get(listedTask) } }),
    exportTaskReport: (run) => ({ params: { id: run.get(listedTask) }, query: { from: null, to: null } }),
    getMyTaskForm: (run) => ({ params: { id: run.get(listedTask) } }),
    listMyTasks: () => ({ query: { status: null } }),
  },

  async writes(run) {
    const body = { title: `契约检查 ${run.stamp}`, description: null, questions: QUESTIONS };
    const created = await run.data<Questionnaire>('createQuestionnaire', { json: body });
    if (!created) {
      WRITES.filter((id) => id !== 'createQuestionnaire').forEach((id) => run.skip(id, 'createQuestionnaire gave no questionnaire to work on'));
      return;
    }
    const residue = Boolean(run.options.allowResidue);
    // A submitted sheet cannot be removed, nor then its task and questionnaire: with --allow-residue they stay.
    if (!residue) run.cleanup(() => run.call('deleteQuestionnaire', { params: { id: created.id } }));
    await run.call('updateQuestionnaire', { params: { id: created.id }, json: { ...body, description: '契约检查的临时问卷' } });
    const copy = await run.data<Questionnaire>('copyQuestionnaire', { params: { id: created.id } });
    if (copy) await run.call('deleteQuestionnaire', { params: { id: copy.id } });

    const task = await run.data<Task>('createTask', {
      json: {
        questionnaireId: created.id,
        title: `契约检查 ${run.stamp}`,
        audience: { roles: ['student'], colleges: [], cohorts: [] },
        openAt: '2020-01-01 00:00:00',
        closeAt: '2099-12-31 23:59:59',
        anonymous: false,
      },
    });
    if (!task) {
      ['updateTask', 'closeTask', 'deleteTask', 'saveMyDraft', 'submitMyAnswers'].forEach((id) => run.skip(id, 'createTask gave no task to work on'));
      return;
    }
    if (!residue) run.cleanup(() => run.call('deleteTask', { params: { id: task.id } }));
    await run.call('updateTask', { params: { id: task.id }, json: { title: `契约检查 ${run.stamp}（改）` } });

    const student = await run.accountToken('student');
    if (!student) {
      const why = run.options.student
        ? 'the student account could not sign in'
        : 'answers only for a respondent: pass --student-username and --student-password';
      run.skip('saveMyDraft', why);
      run.skip('submitMyAnswers', why);
    } else {
      await run.call('saveMyDraft', { params: { id: task.id }, json: { answers: { q1: 'no' } }, token: student });
      if (residue) await run.call('submitMyAnswers', { params: { id: task.id }, json: { answers: { q1: 'yes' } }, token: student });
      else run.skip('submitMyAnswers', 'a submitted sheet cannot be removed afterwards: pass --allow-residue to include it');
    }
    await run.call('closeTask', { params: { id: task.id } });
    if (residue) {
      // The answered task stays; a second one, never answered, is deleted.
      const spare = await run.data<Task>('createTask', {
        json: {
          questionnaireId: created.id,
          audience: { roles: ['staff'], colleges: [], cohorts: [] },
          openAt: '2099-01-01 00:00:00',
          closeAt: '2099-12-31 23:59:59',
          anonymous: true,
        },
      });
      if (spare) await run.call('deleteTask', { params: { id: spare.id } });
    }
  },
};
