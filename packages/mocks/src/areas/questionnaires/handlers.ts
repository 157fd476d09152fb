import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { type Answers, TEXT_KINDS, checkQuestionnaire, stripHidden, validateAnswers } from '@gs/sdk/rules/questionnaire';
import { identitySlice } from '../../core/identity.ts';
import type { Caller, MockContext } from '../../http/context.ts';
import { say } from '../../http/language.ts';
import { paginate } from '../../http/paging.ts';
import { MEDIA, MockHttpError, SUCCESS, fail, fileResponse, streamResponse } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { dictsSlice } from '../dicts/store.ts';
import { LEFT_STATUSES, studentsSlice } from '../students/store.ts';
import { analyse, checkSelection, selectSheets } from './analysis.ts';
import { answersWorkbook, reportPdf } from './report.ts';
import { studentRespondent } from './seed.ts';
import { type QuestionnaireRecord, type Respondent, type SheetRecord, type TaskRecord, questionnairesSlice, taskStatus } from './store.ts';

type QuestionProblem = components['schemas']['QuestionProblem'];
type QuestionnaireSummary = components['schemas']['QuestionnaireSummary'];
type Questionnaire = components['schemas']['Questionnaire'];
type TaskSummary = components['schemas']['TaskSummary'];
type Task = components['schemas']['Task'];
type TaskAudience = components['schemas']['TaskAudience'];
type AnswerSheet = components['schemas']['AnswerSheet'];
type MyTask = components['schemas']['MyTask'];
type MyTaskStatus = components['schemas']['MyTaskStatus'];

/** At most this many problems are named in a refusal's message; `data.problems` lists them all. */
const NAMED = 5;

/** Refuses with 400 and every problem at its question (nothing is stored: the write is undone). */
function refuseProblems(problems: readonly QuestionProblem[]): void {
  if (problems.length === 0) return;
  const first = problems.slice(0, NAMED);
  const more = problems.length - first.length;
  throw new MockHttpError(
    400,
    `${first.map((p) => p.message).join('；')}${more > 0 ? `；另有 ${more} 处问题` : ''}`,
    `${first.map((p) => p.messageEn).join('; ')}${more > 0 ? `; and ${more} more` : ''}`,
    { problems },
  );
}

/** A `yyyy-MM-dd HH:mm:ss` that names a real instant (the schema checks only its shape). */
function realTime(value: string, field: string): string {
  const [date = '', time = ''] = value.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [h, mi, s] = time.split(':').map(Number);
  const at = new Date(Date.UTC(y!, m! - 1, d!, h, mi, s));
  if (
    at.getUTCFullYear() !== y ||
    at.getUTCMonth() !== m! - 1 ||
    at.getUTCDate() !== d ||
    at.getUTCHours() !== h ||
    at.getUTCMinutes() !== mi ||
    at.getUTCSeconds() !== s
  ) {
    fail(400, `${field} ${value} 不是有效的时间`, `${field} ${value} is not a valid time`);
  }
  return value;
}

export function questionnaireHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const store = ctx.store;
  const slice = store.slice(questionnairesSlice);
  const identity = store.slice(identitySlice);
  const students = store.slice(studentsSlice);
  const dicts = store.slice(dictsSlice);
  const base = '/cloud-xj/api/examination' as const;
  const now = () => store.now(new Date(ctx.now()));

  // ---- answers ------------------------------------------------------------------------------------------

  function questionnaireSummary(q: QuestionnaireRecord): QuestionnaireSummary {
    return {
      id: q.id,
      title: q.title,
      description: q.description,
      questionCount: q.questions.length,
      owner: q.owner,
      ownerName: q.ownerName,
      createTime: q.createTime,
      updateTime: q.updateTime,
      taskCount: slice.taskCount(q.id),
    };
  }
  const questionnaireAnswer = (q: QuestionnaireRecord): Questionnaire => ({ ...questionnaireSummary(q), questions: q.questions });

  function taskSummary(t: TaskRecord, at = now()): TaskSummary {
    return {
      id: t.id,
      questionnaireId: t.questionnaireId,
      title: t.title,
      audience: t.audience,
      openAt: t.openAt,
      closeAt: t.closeAt,
      anonymous: t.anonymous,
      status: taskStatus(t, at),
      respondents: t.respondentIds.length,
      answered: slice.answered(t.id),
      questionCount: t.questions.length,
      createBy: t.createBy,
      createByName: t.createByName,
      createTime: t.createTime,
    };
  }
  const taskAnswer = (t: TaskRecord): Task => ({ ...taskSummary(t), questions: t.questions });

  /** A sheet as answered: an anonymous task's sheets name nobody. */
  function sheetAnswer(sheet: SheetRecord, task: TaskRecord | undefined): AnswerSheet {
    return {
      id: sheet.id,
      taskId: sheet.taskId,
      respondent: task && !task.anonymous ? sheet.respondent : null,
      status: sheet.status,
      answers: sheet.answers,
      updateTime: sheet.updateTime,
      submitTime: sheet.submitTime,
    };
  }

  // ---- lookups ------------------------------------------------------------------------------------------

  function questionnaireOf(id: string): QuestionnaireRecord {
    const q = slice.questionnaires.get(id);
    if (!q) fail(404, `问卷 ${id} 不存在`, `Questionnaire ${id} does not exist`);
    return q;
  }
  function taskOf(id: string): TaskRecord {
    const t = slice.tasks.get(id);
    if (!t) fail(404, `问卷任务 ${id} 不存在`, `Questionnaire task ${id} does not exist`);
    return t;
  }

  /** Every id the caller may be a respondent under: card number, staff number, `u<user id>`. */
  function callerIds(caller: Caller): string[] {
    const ids: string[] = [];
    if (caller.user.xykh) ids.push(caller.user.xykh);
    if (caller.user.gh) ids.push(caller.user.gh);
    ids.push(`u${caller.user.id}`);
    return ids;
  }

  /** Who the caller is on a sheet, as they are now. */
  function respondentOf(caller: Caller, id: string): Respondent {
    const student = caller.user.xykh === id ? students.byXykh(id) : undefined;
    if (student) return studentRespondent(student, dicts.label('xj_xy', student.xydm));
    const staff = caller.user.gh === id ? students.staff.get(id) : undefined;
    const xydm = staff?.xydm ?? null;
    return {
      id,
      name: staff?.xm ?? caller.user.realName,
      role: caller.role.roleKey === 'teacher' ? 'teacher' : 'staff',
      xydm,
      college: xydm ? (dicts.label('xj_xy', xydm) ?? staff?.xymc ?? null) : (staff?.xymc ?? caller.user.deptName),
      rxnj: null,
    };
  }

  /** The caller's task to fill in: 404 unknown, 403 when they are not among its respondents or it is not open yet. */
  function myTask(caller: Caller, id: string): { task: TaskRecord; respondentId: string } {
    const task = taskOf(id);
    const respondentId = slice.isRespondent(task, callerIds(caller));
    if (!respondentId) fail(403, '你不在该问卷的答卷人范围内', 'You are not among the respondents of this questionnaire');
    if (taskStatus(task, now()) === 'scheduled') fail(403, `该问卷 ${task.openAt} 开始填写`, `This questionnaire opens at ${task.openAt}`);
    return { task, respondentId };
  }

  function myStatusOf(task: TaskRecord, sheet: SheetRecord | undefined, at: string): MyTaskStatus {
    if (sheet?.status === 'submitted') return 'done';
    if (taskStatus(task, at) === 'closed') return 'closed';
    return sheet ? 'draft' : 'todo';
  }

  /** Refuses a draft or a submission the task no longer takes (409), naming why. */
  function assertTakesAnswers(task: TaskRecord, sheet: SheetRecord | undefined): void {
    if (sheet?.status === 'submitted') fail(409, '已提交过该问卷，不能再次提交或修改', 'You have already submitted this questionnaire');
    if (taskStatus(task, now()) === 'closed')
      fail(409, `问卷已截止（${task.closedAt ?? task.closeAt}），不再接受填写`, `The questionnaire closed at ${task.closedAt ?? task.closeAt}`);
  }

  /** The respondents of an audience now: enrolled students, teachers, registrar accounts (400 for a bad audience). */
  function respondentsOf(audience: TaskAudience): string[] {
    for (const xydm of audience.colleges) {
      if (!dicts.label('xj_xy', xydm)) fail(400, `学院 ${xydm} 不存在`, `College ${xydm} does not exist`);
    }
    if (audience.cohorts.length > 0 && !audience.roles.includes('student')) {
      fail(400, '只有面向学生时才能按年级发布', 'Cohorts apply to students only');
    }
    const colleges = new Set(audience.colleges);
    const cohorts = new Set(audience.cohorts);
    const ids = new Set<string>();
    if (audience.roles.includes('student')) {
      for (const s of students.students.values()) {
        if (LEFT_STATUSES.has(s.xjzt)) continue;
        if (colleges.size > 0 && !colleges.has(s.xydm)) continue;
        if (cohorts.size > 0 && !cohorts.has(s.rxnj)) continue;
        ids.add(s.xykh);
      }
    }
    if (audience.roles.includes('teacher')) {
      for (const s of students.staff.values()) if (s.xydm && (colleges.size === 0 || colleges.has(s.xydm))) ids.add(s.gh);
      for (const user of identity.accountsWithRole('teacher')) {
        const xydm = user.gh ? students.staff.get(user.gh)?.xydm : user.deptId;
        if (colleges.size === 0 || (xydm && colleges.has(xydm))) ids.add(user.gh ?? `u${user.id}`);
      }
    }
    if (audience.roles.includes('staff')) {
      // The graduate school's registrars answer whatever the colleges: they belong to none.
      for (const user of identity.accountsWithRole('staff')) ids.add(user.gh ?? `u${user.id}`);
    }
    return [...ids];
  }

  const trimmed = (value: string | null | undefined) => (value ?? '').trim();

  function checkedQuestionnaire(body: components['schemas']['QuestionnaireInput']): Pick<QuestionnaireRecord, 'title' | 'description' | 'questions'> {
    const title = trimmed(body.title);
    if (title === '') fail(400, '问卷标题不能为空', 'The title is empty');
    refuseProblems(checkQuestionnaire(body.questions));
    const description = trimmed(body.description);
    return { title, description: description === '' ? null : description, questions: body.questions };
  }

  const pageOf = <T>(rows: readonly T[], query: { current?: number; size?: number }) => paginate(rows, query.current ?? 1, query.size ?? 10);

  const byNewest = (a: { createTime: string; id: string }, b: { createTime: string; id: string }) =>
    b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id);

  return [
    // ---- questionnaires ---------------------------------------------------------------------------------
    route.authed('get', `${base}/questionnaires`, ({ query }) => {
      const keyword = trimmed(query.keyword).toLowerCase();
      const rows = [...slice.questionnaires.values()]
        .filter((q) => !keyword || q.title.toLowerCase().includes(keyword))
        .sort((a, b) => b.updateTime.localeCompare(a.updateTime) || b.id.localeCompare(a.id));
      const page = pageOf(rows, query);
      return { data: { ...page, records: page.records.map(questionnaireSummary) } };
    }),

    route.authed('post', `${base}/questionnaires`, ({ body, caller, lang }) => {
      const fields = checkedQuestionnaire(body);
      const at = now();
      const record = slice.questionnaires.set({
        id: slice.nextNumber('wj'),
        ...fields,
        owner: caller.user.id,
        ownerName: caller.user.realName,
        createTime: at,
        updateTime: at,
      });
      return { data: questionnaireAnswer(record), message: say(lang, '保存成功', 'Saved') };
    }),

    route.authed('get', `${base}/questionnaires/{id}`, ({ params }) => ({ data: questionnaireAnswer(questionnaireOf(params.id)) })),

    route.authed('put', `${base}/questionnaires/{id}`, ({ params, body, lang }) => {
      const current = questionnaireOf(params.id);
      const fields = checkedQuestionnaire(body);
      const record = slice.questionnaires.set({ ...current, ...fields, updateTime: now() });
      return { data: questionnaireAnswer(record), message: say(lang, '保存成功', 'Saved') };
    }),

    route.authed('delete', `${base}/questionnaires/{id}`, ({ params, lang }) => {
      const current = questionnaireOf(params.id);
      const tasks = slice.tasksOf(current.id);
      const answered = tasks.find((t) => slice.answered(t.id) > 0);
      if (answered) {
        fail(
          409,
          `问卷“${current.title}”的任务“${answered.title}”已收到答卷，不能删除`,
          `The task "${answered.title}" of this questionnaire has submitted sheets; it cannot be deleted`,
        );
      }
      for (const task of tasks) {
        for (const sheet of slice.sheetsOfTask(task.id)) slice.sheets.delete(sheet.id);
        slice.tasks.delete(task.id);
      }
      slice.questionnaires.delete(current.id);
      return { data: null, message: say(lang, ...SUCCESS.deleted) };
    }),

    route.authed('post', `${base}/questionnaires/{id}/copy`, ({ params, caller, lang }) => {
      const source = questionnaireOf(params.id);
      const at = now();
      const suffix = ' (副本)';
      const record = slice.questionnaires.set({
        ...source,
        id: slice.nextNumber('wj'),
        title: `${source.title.slice(0, 100 - suffix.length)}${suffix}`,
        owner: caller.user.id,
        ownerName: caller.user.realName,
        createTime: at,
        updateTime: at,
      });
      return { data: questionnaireAnswer(record), message: say(lang, '复制成功', 'Copied') };
    }),

    // ---- tasks ------------------------------------------------------------------------------------------
    route.authed('get', `${base}/tasks`, ({ query }) => {
      const keyword = trimmed(query.keyword).toLowerCase();
      const at = now();
      const rows = [...slice.tasks.values()]
        .filter((t) => (!keyword || t.title.toLowerCase().includes(keyword)) && (!query.status || taskStatus(t, at) === query.status))
        .sort(byNewest);
      const page = pageOf(rows, query);
      return { data: { ...page, records: page.records.map((t) => taskSummary(t, at)) } };
    }),

    route.authed('post', `${base}/tasks`, ({ body, caller, lang }) => {
      const questionnaire = questionnaireOf(body.questionnaireId);
      const openAt = realTime(body.openAt, '开始时间');
      const closeAt = realTime(body.closeAt, '截止时间');
      if (closeAt <= openAt) fail(400, `截止时间 ${closeAt} 须晚于开始时间 ${openAt}`, `The close time ${closeAt} must be after the open time ${openAt}`);
      const at = now();
      if (closeAt <= at) fail(400, `截止时间 ${closeAt} 已经过去`, `The close time ${closeAt} is in the past`);
      const respondentIds = respondentsOf(body.audience);
      if (respondentIds.length === 0) fail(400, '没有符合发布范围的答卷人', 'No account matches the audience');
      const title = trimmed(body.title) || questionnaire.title;
      const task = slice.tasks.set({
        id: slice.nextNumber('rw'),
        questionnaireId: questionnaire.id,
        title: title.slice(0, 100),
        questions: questionnaire.questions,
        audience: { roles: [...new Set(body.audience.roles)], colleges: [...new Set(body.audience.colleges)], cohorts: [...new Set(body.audience.cohorts)] },
        openAt,
        closeAt,
        closedAt: null,
        anonymous: body.anonymous,
        respondentIds,
        createBy: caller.user.id,
        createByName: caller.user.realName,
        createTime: at,
      });
      return { data: taskAnswer(task), message: say(lang, '发布成功', 'Published') };
    }),

    route.authed('get', `${base}/tasks/{id}`, ({ params }) => ({ data: taskAnswer(taskOf(params.id)) })),

    route.authed('put', `${base}/tasks/{id}`, ({ params, body, lang }) => {
      const task = taskOf(params.id);
      if (body.title === undefined && body.closeAt === undefined) fail(400, '没有要修改的内容', 'Nothing to change');
      const next: TaskRecord = { ...task };
      if (body.title !== undefined) {
        const title = trimmed(body.title);
        if (title === '') fail(400, '任务标题不能为空', 'The title is empty');
        next.title = title;
      }
      if (body.closeAt !== undefined) {
        const closeAt = realTime(body.closeAt, '截止时间');
        if (closeAt <= task.openAt)
          fail(400, `截止时间 ${closeAt} 须晚于开始时间 ${task.openAt}`, `The close time ${closeAt} must be after the open time ${task.openAt}`);
        if (closeAt <= now()) fail(400, `截止时间 ${closeAt} 已经过去`, `The close time ${closeAt} is in the past`);
        // A later close time opens a task closed by hand again.
        next.closeAt = closeAt;
        next.closedAt = null;
      }
      return { data: taskSummary(slice.tasks.set(next)), message: say(lang, '保存成功', 'Saved') };
    }),

    route.authed('delete', `${base}/tasks/{id}`, ({ params, lang }) => {
      const task = taskOf(params.id);
      if (slice.answered(task.id) > 0) {
        fail(
          409,
          `任务“${task.title}”已收到 ${slice.answered(task.id)} 份答卷，不能删除，可以结束任务`,
          `The task has ${slice.answered(task.id)} submitted sheets; close it instead`,
        );
      }
      for (const sheet of slice.sheetsOfTask(task.id)) slice.sheets.delete(sheet.id);
      slice.tasks.delete(task.id);
      return { data: null, message: say(lang, ...SUCCESS.deleted) };
    }),

    route.authed('post', `${base}/tasks/{id}/close`, ({ params, lang }) => {
      const task = taskOf(params.id);
      const at = now();
      if (taskStatus(task, at) === 'closed') fail(409, `任务“${task.title}”已结束`, `The task "${task.title}" is already closed`);
      const closed = slice.tasks.set({ ...task, closedAt: at, closeAt: at < task.closeAt ? at : task.closeAt });
      return { data: taskSummary(closed, at), message: say(lang, '已结束', 'Closed') };
    }),

    // ---- answers of a task ------------------------------------------------------------------------------
    route.authed('get', `${base}/tasks/{id}/sheets`, ({ params, query }) => {
      const task = taskOf(params.id);
      const keyword = task.anonymous ? '' : trimmed(query.keyword).toLowerCase();
      const all = slice.submitted(task.id);
      const rows = keyword ? all.filter((s) => s.respondent.name.toLowerCase().includes(keyword) || s.respondent.id.toLowerCase().includes(keyword)) : all;
      const page = pageOf(rows, query);
      return { data: { ...page, records: page.records.map((s) => sheetAnswer(s, task)) } };
    }),

    route.authed('get', `${base}/sheets/{sheetId}`, ({ params }) => {
      const sheet = slice.sheets.get(params.sheetId);
      if (!sheet || sheet.status !== 'submitted') fail(404, `答卷 ${params.sheetId} 不存在`, `Answer sheet ${params.sheetId} does not exist`);
      return { data: sheetAnswer(sheet, slice.tasks.get(sheet.taskId)) };
    }),

    route.authed('post', `${base}/tasks/{id}/analysis`, ({ params, body }) => {
      const task = taskOf(params.id);
      checkSelection(task.questions, body);
      return { data: analyse({ id: task.id, questions: task.questions, respondents: task.respondentIds.length }, slice.submitted(task.id), body) };
    }),

    route.authed('post', `${base}/tasks/{id}/text-answers`, ({ params, body }) => {
      const task = taskOf(params.id);
      const question = task.questions.find((q) => q.id === body.questionId);
      if (!question) fail(400, `题目 ${body.questionId} 不存在`, `Question ${body.questionId} does not exist`);
      if (!TEXT_KINDS.has(question.kind)) fail(400, `题目 ${body.questionId} 不是文字题`, `Question ${body.questionId} is not a text question`);
      checkSelection(task.questions, body);
      const keyword = trimmed(body.keyword).toLowerCase();
      const rows: components['schemas']['TextAnswer'][] = [];
      for (const sheet of selectSheets(task.questions, slice.submitted(task.id), body)) {
        const value = sheet.answers[question.id];
        if (typeof value !== 'string' || value.trim() === '') continue;
        if (keyword && !value.toLowerCase().includes(keyword)) continue;
        rows.push({ sheetId: sheet.id, value, submitTime: sheet.submitTime ?? sheet.updateTime });
      }
      return { data: pageOf(rows, body) };
    }),

    route.authed('get', `${base}/tasks/{id}/answers/xlsx`, ({ params }) => {
      const task = taskOf(params.id);
      const sheets = [...slice.submitted(task.id)].reverse();
      return streamResponse(answersWorkbook(task, sheets), `${task.title}-答卷.xlsx`, MEDIA.xlsx);
    }),

    route.authed('get', `${base}/tasks/{id}/report/pdf`, async ({ params, query }) => {
      const task = taskOf(params.id);
      const selection = { from: query.from, to: query.to };
      checkSelection(task.questions, selection);
      // The browser worker has no CJK font (megabytes it does not load): it says so instead of drawing boxes.
      const refused = '浏览器演示模式不能生成 PDF 报告，请连接模拟服务器（pnpm mock）后再导出';
      if (!ctx.pdfFonts) fail(501, refused, 'The browser demo cannot make PDF reports; connect the mock server (pnpm mock)');
      const analysis = analyse({ id: task.id, questions: task.questions, respondents: task.respondentIds.length }, slice.submitted(task.id), selection);
      const fonts = await ctx.pdfFonts.load().catch(() => fail(501, `${refused}（未能加载中文字体）`));
      const range = selection.from || selection.to ? `${selection.from ?? '开始'} 至 ${selection.to ?? '今'}` : '全部答卷';
      const bytes = await reportPdf({ task, analysis, range, printedAt: new Date(ctx.now()) }, fonts);
      return fileResponse(bytes, `${task.title}-分析报告.pdf`, MEDIA.pdf);
    }),

    // ---- the respondent ---------------------------------------------------------------------------------
    route.authed('get', `${base}/mine`, ({ query, caller }) => {
      const ids = callerIds(caller);
      const at = now();
      const rows: MyTask[] = [];
      for (const task of slice.tasks.values()) {
        const respondentId = slice.isRespondent(task, ids);
        if (!respondentId || taskStatus(task, at) === 'scheduled') continue;
        const sheet = slice.sheetOf(task.id, respondentId);
        const myStatus = myStatusOf(task, sheet, at);
        const tab = myStatus === 'draft' ? 'todo' : myStatus;
        if (query.status && query.status !== tab) continue;
        rows.push({ ...taskSummary(task, at), myStatus, submitTime: sheet?.status === 'submitted' ? sheet.submitTime : null });
      }
      rows.sort(
        query.status === 'todo'
          ? (a, b) => a.closeAt.localeCompare(b.closeAt) || a.id.localeCompare(b.id)
          : (a, b) => b.openAt.localeCompare(a.openAt) || b.id.localeCompare(a.id),
      );
      return { data: pageOf(rows, query) };
    }),

    route.authed('get', `${base}/mine/{id}`, ({ params, caller }) => {
      // SPEC 6: an admin passes every check, so one who is not a respondent reads the form as a preview (no sheet).
      const preview = caller.isAdmin && !slice.isRespondent(taskOf(params.id), callerIds(caller));
      const { task, respondentId } = preview ? { task: taskOf(params.id), respondentId: undefined } : myTask(caller, params.id);
      const sheet = respondentId === undefined ? undefined : slice.sheetOf(task.id, respondentId);
      return { data: { task: taskAnswer(task), myStatus: myStatusOf(task, sheet, now()), sheet: sheet ? sheetAnswer(sheet, task) : null } };
    }),

    route.authed('put', `${base}/mine/{id}/draft`, ({ params, body, caller, lang }) => {
      const { task, respondentId } = myTask(caller, params.id);
      const current = slice.sheetOf(task.id, respondentId);
      assertTakesAnswers(task, current);
      refuseProblems(validateAnswers(task.questions, body.answers, { final: false }));
      const at = now();
      const sheet = slice.sheets.set({
        id: current?.id ?? store.nextId(),
        taskId: task.id,
        respondentId,
        respondent: respondentOf(caller, respondentId),
        status: 'draft',
        answers: body.answers,
        updateTime: at,
        submitTime: null,
      });
      return { data: sheetAnswer(sheet, task), message: say(lang, '已保存草稿', 'Draft saved') };
    }),

    route.authed('post', `${base}/mine/{id}/submit`, ({ params, body, caller, lang }) => {
      const { task, respondentId } = myTask(caller, params.id);
      const current = slice.sheetOf(task.id, respondentId);
      assertTakesAnswers(task, current);
      refuseProblems(validateAnswers(task.questions, body.answers, { final: true }));
      const answers: Answers = stripHidden(task.questions, body.answers);
      const at = now();
      const sheet = slice.sheets.set({
        id: current?.id ?? store.nextId(),
        taskId: task.id,
        respondentId,
        respondent: respondentOf(caller, respondentId),
        status: 'submitted',
        answers,
        updateTime: at,
        submitTime: at,
      });
      return { data: sheetAnswer(sheet, task), message: say(lang, '提交成功', 'Submitted') };
    }),
  ];
}
