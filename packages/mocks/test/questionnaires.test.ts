/**
 * Questionnaires (issue 24 §2; our model) as each caller sees them: the seeded questionnaires and tasks, a
 * questionnaire refused while a condition is wrong (naming the question), publishing to an audience, the
 * respondent's server-side draft read back from a second sign-in, a submission checked per question and taken
 * once, nothing taken after the close, the anonymous sheets naming nobody, the analysis with its counts and
 * cross-filters, the workbook and the PDF report, and every bad input answered 4xx with nothing changed.
 */
import type { components } from '@gs/sdk/schema';
import { type Question, filterValues, validateAnswers } from '@gs/sdk/rules/questionnaire';
import { afterAll, describe, expect, it } from 'vitest';
import { questionnaireFigures } from '../src/areas/questionnaires/store.ts';
import { OPEN_TASK_ID, seedGeneratedSheets } from '../src/areas/questionnaires/seed.ts';
import { questionnairesSlice } from '../src/areas/questionnaires/store.ts';
import { LEFT_STATUSES, studentsSlice } from '../src/areas/students/store.ts';
import { identitySlice } from '../src/core/identity.ts';
import { createMockServer } from '../src/node.ts';
import { pdfUnicodeText, readSheet } from './read-files.ts';
import { BASE, signIn } from './support.ts';

type Questionnaire = components['schemas']['Questionnaire'];
type QuestionnairePage = components['schemas']['QuestionnairePage'];
type Task = components['schemas']['Task'];
type TaskPage = components['schemas']['TaskPage'];
type TaskSummary = components['schemas']['TaskSummary'];
type AnswerSheet = components['schemas']['AnswerSheet'];
type AnswerSheetPage = components['schemas']['AnswerSheetPage'];
type MyTaskPage = components['schemas']['MyTaskPage'];
type MyTaskForm = components['schemas']['MyTaskForm'];
type QuestionProblem = components['schemas']['QuestionProblem'];
type TaskAnalysis = components['schemas']['TaskAnalysis'];
type TextAnswerPage = components['schemas']['TextAnswerPage'];

const mock = await createMockServer();
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());
const { store } = mock;
const slice = store.slice(questionnairesSlice);
const students = store.slice(studentsSlice);
const identity = store.slice(identitySlice);

const [staff, teacher, student, studentAgain, admin, college] = await Promise.all([
  signIn('staff'),
  signIn('teacher'),
  signIn('student'),
  signIn('student'),
  signIn('admin'),
  signIn('college'),
]);
const demoXykh = identity.userByUsername('student')!.xykh!;
const W = '/cloud-xj/api/examination';

interface Answer<T> {
  status: number;
  json?: { code: number; message: string; data: T };
  bytes?: Uint8Array;
  headers: Headers;
}

async function call<T = never>(who: { token(): string | null } | null, method: string, path: string, body?: unknown, lang?: 'en'): Promise<Answer<T>> {
  const headers: Record<string, string> = who ? { Authorization: `Bearer ${who.token() ?? ''}` } : {};
  if (lang) headers['Accept-Language'] = lang;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  if ((response.headers.get('content-type') ?? '').startsWith('application/json'))
    return { status: response.status, json: (await response.json()) as Answer<T>['json'], headers: response.headers };
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
}
async function data<T>(answer: Promise<Answer<T>>): Promise<T> {
  const got = await answer;
  expect(got.status, got.json?.message).toBe(200);
  return got.json!.data;
}

const enrolled = [...students.students.values()].filter((s) => !LEFT_STATUSES.has(s.xjzt));
const later = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
};

const QUESTIONS: Question[] = [
  { id: 'q1', kind: 'yesNo', title: '是否参加过学术会议？', required: true },
  { id: 'q2', kind: 'date', title: '最近一次的日期', required: true, visibleIf: "{q1} = 'yes'" },
  {
    id: 'q3',
    kind: 'matrix',
    title: '评价',
    required: true,
    rows: [
      { value: 'a', label: '组织' },
      { value: 'b', label: '内容' },
    ],
    columns: [
      { value: 'c1', label: '差' },
      { value: 'c2', label: '好' },
    ],
  },
  { id: 'q4', kind: 'rating', title: '总体评分', required: true, scale: 5 },
  { id: 'q5', kind: 'longText', title: '原因', required: false, requiredIf: '{q4} <= 2' },
];

describe('the seeded questionnaires', () => {
  it('lists four questionnaires and three tasks, the open one to every enrolled student', async () => {
    const page = await data(call<QuestionnairePage>(staff, 'GET', `${W}/questionnaires?size=50`));
    expect(page.records.map((q) => q.id).sort()).toEqual(['wj-0001', 'wj-0002', 'wj-0003', 'wj-0004']);
    expect(page.records.find((q) => q.id === 'wj-0004')).toMatchObject({ title: '新生入学适应情况调查', taskCount: 0, questionCount: 2 });
    const tasks = await data(call<TaskPage>(staff, 'GET', `${W}/tasks`));
    expect(tasks.records.map((t) => [t.id, t.status])).toEqual([
      ['rw-0001', 'open'],
      ['rw-0003', 'closed'],
      ['rw-0002', 'closed'],
    ]);
    const open = tasks.records.find((t) => t.id === OPEN_TASK_ID)!;
    expect(open).toMatchObject({ questionnaireId: 'wj-0002', answered: 60, respondents: enrolled.length, anonymous: false });
    expect((await data(call<TaskPage>(staff, 'GET', `${W}/tasks?status=open`))).records.map((t) => t.id)).toEqual([OPEN_TASK_ID]);
  });

  it('seeds valid answers only, and the demo student has the open survey to do', async () => {
    for (const task of slice.tasks.values()) {
      for (const sheet of slice.submitted(task.id)) expect(validateAnswers(task.questions, sheet.answers, { final: true })).toEqual([]);
    }
    expect(slice.submitted(OPEN_TASK_ID).some((s) => s.respondentId === demoXykh)).toBe(false);
    const mine = await data(call<MyTaskPage>(student, 'GET', `${W}/mine`));
    expect(Object.fromEntries(mine.records.map((t) => [t.id, t.myStatus]))).toEqual({ 'rw-0001': 'todo', 'rw-0002': 'closed', 'rw-0003': 'done' });
    const todo = await data(call<MyTaskPage>(student, 'GET', `${W}/mine?status=todo`));
    expect(todo.records.map((t) => t.id)).toEqual([OPEN_TASK_ID]);
  });

  it('gives the data screen the open tasks with their answered share', () => {
    const figures = questionnaireFigures(store);
    expect(figures.openTasks).toBe(1);
    expect(figures.tasks[0]).toMatchObject({ id: OPEN_TASK_ID, answered: 60, respondents: enrolled.length });
    expect(figures.tasks[0]!.share).toBeCloseTo(60 / enrolled.length, 3);
  });
});

describe('building', () => {
  it('refuses a condition reading a later question, naming the question, and stores nothing', async () => {
    const before = slice.questionnaires.size;
    const bad = QUESTIONS.map((q) => (q.id === 'q2' ? { ...q, visibleIf: '{q4} > 3' } : q));
    const refused = await call<{ problems: QuestionProblem[] }>(staff, 'POST', `${W}/questionnaires`, { title: '学术会议调查', questions: bad });
    expect(refused.status).toBe(400);
    expect(refused.json!.message).toBe('第 2 题：显示条件引用了后面的第 4 题');
    expect(refused.json!.data.problems).toEqual([expect.objectContaining({ questionId: 'q2', field: 'visibleIf' })]);
    const english = await call<{ problems: QuestionProblem[] }>(staff, 'POST', `${W}/questionnaires`, { title: 'x', questions: bad }, 'en');
    expect(english.json!.message).toBe('Question 2: the show-if condition refers to question 4, which comes later');
    const unparsed = await call<{ problems: QuestionProblem[] }>(staff, 'POST', `${W}/questionnaires`, {
      title: 'x',
      questions: [QUESTIONS[0], { ...QUESTIONS[1], visibleIf: "{q1} = 'yes" }],
    });
    expect(unparsed.json!.message).toContain('第 2 题：显示条件写法有误');
    expect(slice.questionnaires.size).toBe(before);
  });

  it('saves, edits keeping the owner, copies and deletes a questionnaire', async () => {
    const created = await data(call<Questionnaire>(staff, 'POST', `${W}/questionnaires`, { title: '  学术会议调查 ', questions: QUESTIONS }));
    expect(created).toMatchObject({ id: 'wj-0005', title: '学术会议调查', owner: '2', ownerName: '李晓梅', questionCount: 5, taskCount: 0 });
    const edited = await data(
      call<Questionnaire>(admin, 'PUT', `${W}/questionnaires/${created.id}`, { title: '学术会议参与调查', description: '说明', questions: QUESTIONS }),
    );
    expect(edited).toMatchObject({ title: '学术会议参与调查', description: '说明', owner: '2' });
    const copy = await data(call<Questionnaire>(staff, 'POST', `${W}/questionnaires/${created.id}/copy`));
    expect(copy).toMatchObject({ id: 'wj-0006', title: '学术会议参与调查 (副本)', questions: QUESTIONS });
    await data(call(staff, 'DELETE', `${W}/questionnaires/${copy.id}`));
    expect((await call(staff, 'GET', `${W}/questionnaires/${copy.id}`)).status).toBe(404);
    const refused = await call(staff, 'DELETE', `${W}/questionnaires/wj-0002`);
    expect(refused.status).toBe(409);
    expect(refused.json!.message).toContain('已收到答卷');
  });
});

describe('publishing and answering', () => {
  let task: Task;
  const fromCollege = enrolled.filter((s) => s.xydm === '001' && s.rxnj === 2024);

  it('publishes a snapshot to the audience and counts its respondents', async () => {
    const questionnaire = (await data(call<QuestionnairePage>(staff, 'GET', `${W}/questionnaires?keyword=学术会议`))).records[0]!;
    task = await data(
      call<Task>(staff, 'POST', `${W}/tasks`, {
        questionnaireId: questionnaire.id,
        audience: { roles: ['student'], colleges: ['001'], cohorts: [2024] },
        openAt: later(-1),
        closeAt: later(10),
        anonymous: false,
      }),
    );
    expect(task).toMatchObject({ title: '学术会议参与调查', status: 'open', respondents: fromCollege.length, answered: 0, questions: QUESTIONS });
    expect(fromCollege.some((s) => s.xykh === demoXykh)).toBe(true);
    // Later edits of the questionnaire leave the running task as published.
    await data(call(staff, 'PUT', `${W}/questionnaires/${questionnaire.id}`, { title: '改了', questions: [QUESTIONS[0]] }));
    expect((await data(call<Task>(staff, 'GET', `${W}/tasks/${task.id}`))).questions).toHaveLength(5);
  });

  it('keeps the draft on the server: a second sign-in reads it back', async () => {
    const empty = await data(call<MyTaskForm>(student, 'GET', `${W}/mine/${task.id}`));
    expect(empty).toMatchObject({ myStatus: 'todo', sheet: null });
    const draft = await data(call<AnswerSheet>(student, 'PUT', `${W}/mine/${task.id}/draft`, { answers: { q1: 'yes', q3: { a: 'c2' } } }));
    expect(draft).toMatchObject({ status: 'draft', submitTime: null, respondent: { id: demoXykh, role: 'student', xydm: '001', rxnj: 2024 } });
    const elsewhere = await data(call<MyTaskForm>(studentAgain, 'GET', `${W}/mine/${task.id}`));
    expect(elsewhere).toMatchObject({ myStatus: 'draft', sheet: { id: draft.id, answers: { q1: 'yes', q3: { a: 'c2' } } } });
    const wrong = await call<{ problems: QuestionProblem[] }>(student, 'PUT', `${W}/mine/${task.id}/draft`, { answers: { q1: 'maybe', q4: 9 } });
    expect(wrong.status).toBe(400);
    expect(wrong.json!.data.problems.map((p) => p.questionId)).toEqual(['q1', 'q4']);
    expect((await data(call<MyTaskForm>(student, 'GET', `${W}/mine/${task.id}`))).sheet!.answers).toEqual({ q1: 'yes', q3: { a: 'c2' } });
    expect((await data(call<MyTaskPage>(student, 'GET', `${W}/mine?status=todo`))).records.find((t) => t.id === task.id)?.myStatus).toBe('draft');
  });

  it('checks a submission per question, drops hidden answers, and takes it once', async () => {
    const incomplete = await call<{ problems: QuestionProblem[] }>(student, 'POST', `${W}/mine/${task.id}/submit`, {
      answers: { q1: 'yes', q3: { a: 'c2' }, q4: 2 },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.json!.data.problems.map((p) => `${p.questionId} ${p.message}`)).toEqual([
      'q2 第 2 题：此题为必答题',
      'q3 第 3 题：请回答每一行（缺少：内容）',
      'q5 第 5 题：此题为必答题',
    ]);
    expect(slice.answered(task.id)).toBe(0);
    const sheet = await data(
      call<AnswerSheet>(student, 'POST', `${W}/mine/${task.id}/submit`, { answers: { q1: 'no', q2: '2026-01-01', q3: { a: 'c2', b: 'c1' }, q4: 4 } }),
    );
    expect(sheet).toMatchObject({ status: 'submitted', answers: { q1: 'no', q3: { a: 'c2', b: 'c1' }, q4: 4 } });
    expect(sheet.answers).not.toHaveProperty('q2');
    const again = await call(student, 'POST', `${W}/mine/${task.id}/submit`, { answers: { q1: 'no', q3: { a: 'c2', b: 'c1' }, q4: 4 } });
    expect(again.status).toBe(409);
    expect(again.json!.message).toContain('已提交过该问卷');
    expect((await call(student, 'PUT', `${W}/mine/${task.id}/draft`, { answers: {} })).status).toBe(409);
    expect((await data(call<TaskSummary>(staff, 'GET', `${W}/tasks/${task.id}`))).answered).toBe(1);
    expect((await data(call<MyTaskPage>(student, 'GET', `${W}/mine?status=done`))).records.map((t) => t.id)).toContain(task.id);
  });

  it('keeps a task that has not opened yet off the respondents’ lists, and its form closed (403)', async () => {
    const scheduled = await data(
      call<Task>(staff, 'POST', `${W}/tasks`, {
        questionnaireId: 'wj-0004',
        audience: { roles: ['student'], colleges: ['001'], cohorts: [] },
        openAt: later(2),
        closeAt: later(9),
        anonymous: true,
      }),
    );
    expect(scheduled.status).toBe('scheduled');
    expect((await data(call<MyTaskPage>(student, 'GET', `${W}/mine`))).records.map((t) => t.id)).not.toContain(scheduled.id);
    expect((await call(student, 'GET', `${W}/mine/${scheduled.id}`)).status).toBe(403);
    expect((await call(student, 'PUT', `${W}/mine/${scheduled.id}/draft`, { answers: { q1: 'yes' } })).status).toBe(403);
    await data(call(staff, 'DELETE', `${W}/tasks/${scheduled.id}`));
  });

  it('refuses anyone not among the respondents with 403', async () => {
    for (const who of [teacher, college]) {
      const refused = await call(who, 'GET', `${W}/mine/${task.id}`);
      expect(refused.status).toBe(403);
      expect(refused.json!.message).toBe('你不在该问卷的答卷人范围内');
    }
    for (const who of [teacher, college, admin]) {
      expect((await call(who, 'POST', `${W}/mine/${task.id}/submit`, { answers: { q1: 'no' } })).status).toBe(403);
      expect((await call(who, 'PUT', `${W}/mine/${task.id}/draft`, { answers: { q1: 'no' } })).status).toBe(403);
    }
    // An admin passes every check (SPEC 6): the form reads as a preview, without a sheet.
    expect(await data(call<MyTaskForm>(admin, 'GET', `${W}/mine/${task.id}`))).toMatchObject({ task: { id: task.id }, sheet: null });
    expect((await data(call<MyTaskPage>(teacher, 'GET', `${W}/mine`))).total).toBe(0);
  });

  it('takes nothing after the close: 409, and a later close time opens it again', async () => {
    const other = fromCollege.find((s) => s.xykh !== demoXykh)!;
    const closed = await data(call<TaskSummary>(staff, 'POST', `${W}/tasks/${task.id}/close`));
    expect(closed.status).toBe('closed');
    expect((await call(staff, 'POST', `${W}/tasks/${task.id}/close`)).status).toBe(409);
    // A respondent without an account of their own in the demo: stage one for the other student.
    const account = identity.users.get('4')!;
    store.write(() => identity.users.set({ ...account, id: '904', username: 'other-student', xykh: other.xykh }));
    const otherStudent = await signIn('other-student');
    const refused = await call(otherStudent, 'POST', `${W}/mine/${task.id}/submit`, { answers: { q1: 'no', q3: { a: 'c2', b: 'c1' }, q4: 4 } });
    expect(refused.status).toBe(409);
    expect(refused.json!.message).toContain('问卷已截止');
    expect((await call(otherStudent, 'PUT', `${W}/mine/${task.id}/draft`, { answers: { q1: 'no' } })).status).toBe(409);
    expect(slice.sheetOf(task.id, other.xykh)).toBeUndefined();
    expect((await data(call<MyTaskPage>(otherStudent, 'GET', `${W}/mine?status=closed`))).records.map((t) => t.id)).toContain(task.id);
    const reopened = await data(call<TaskSummary>(staff, 'PUT', `${W}/tasks/${task.id}`, { closeAt: later(20) }));
    expect(reopened.status).toBe('open');
    await data(
      call(otherStudent, 'POST', `${W}/mine/${task.id}/submit`, { answers: { q1: 'yes', q2: '2026-05-01', q3: { a: 'c1', b: 'c1' }, q4: 1, q5: '太长' } }),
    );
    expect(slice.answered(task.id)).toBe(2);
    expect((await call(staff, 'DELETE', `${W}/tasks/${task.id}`)).status).toBe(409);
  });
});

describe('the answers', () => {
  it('names nobody on the sheets of an anonymous task, in lists, sheets and the workbook', async () => {
    const page = await data(call<AnswerSheetPage>(staff, 'GET', `${W}/tasks/rw-0002/sheets?size=100`));
    expect(page.total).toBe(slice.answered('rw-0002'));
    expect(page.records.every((s) => s.respondent === null)).toBe(true);
    const someone = slice.submitted('rw-0002')[0]!.respondent;
    expect((await data(call<AnswerSheetPage>(staff, 'GET', `${W}/tasks/rw-0002/sheets?keyword=${encodeURIComponent(someone.name)}`))).total).toBe(page.total);
    expect((await data(call<AnswerSheet>(staff, 'GET', `${W}/sheets/${page.records[0]!.id}`))).respondent).toBeNull();
    const file = await call(staff, 'GET', `${W}/tasks/rw-0002/answers/xlsx`);
    expect(file.status).toBe(200);
    const sheet = await readSheet(file.bytes!);
    expect(sheet.header[0]).toBe('提交时间');
    expect(sheet.rows).toHaveLength(page.total);
    const text = JSON.stringify(sheet.rows);
    for (const s of slice.submitted('rw-0002')) {
      expect(text).not.toContain(s.respondent.id);
      expect(text).not.toContain(s.respondent.name);
    }
  });

  it('finds a named task’s sheets by respondent, and exports one row per respondent with labels', async () => {
    const someone = slice.submitted(OPEN_TASK_ID)[3]!;
    const found = await data(call<AnswerSheetPage>(staff, 'GET', `${W}/tasks/${OPEN_TASK_ID}/sheets?keyword=${someone.respondent.id}`));
    expect(found.records.map((s) => s.id)).toEqual([someone.id]);
    expect(found.records[0]!.respondent).toMatchObject({ id: someone.respondent.id, name: someone.respondent.name });
    const file = await call(staff, 'GET', `${W}/tasks/${OPEN_TASK_ID}/answers/xlsx`);
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('2026年研究生培养满意度调查-答卷.xlsx'));
    const sheet = await readSheet(file.bytes!);
    expect(sheet.header.slice(0, 5)).toEqual(['学号/工号', '姓名', '学院', '提交时间', '1. 你攻读的学位类型']);
    expect(sheet.header).toContain('5. 你对以下方面的满意程度 - 导师指导');
    expect(sheet.rows).toHaveLength(60);
    const row = sheet.rows.find((r) => r[0] === someone.respondent.id)!;
    expect(row[4]).toBe(someone.answers.q1 === 'a' ? '学术学位' : '专业学位');
  });

  it('counts options over the submitted sheets, and cross-filters every other question', async () => {
    const sheets = slice.submitted(OPEN_TASK_ID);
    const all = await data(call<TaskAnalysis>(staff, 'POST', `${W}/tasks/${OPEN_TASK_ID}/analysis`, {}));
    expect(all).toMatchObject({ total: 60, matched: 60, respondents: enrolled.length });
    const q1 = all.questions.find((q) => q.questionId === 'q1')!;
    expect(q1.options!.map((o) => o.count)).toEqual(['a', 'b'].map((v) => sheets.filter((s) => s.answers.q1 === v).length));
    const rating = all.questions.find((q) => q.questionId === 'q4')!;
    const ratings = sheets.map((s) => s.answers.q4 as number);
    expect(rating.average).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 2);
    expect(rating.buckets).toHaveLength(10);
    expect(all.questions.find((q) => q.questionId === 'q5')!.rows).toHaveLength(4);
    expect(all.questions.find((q) => q.questionId === 'q10')!.samples!.length).toBeLessThanOrEqual(5);

    const yes = sheets.filter((s) => s.answers.q2 === 'yes');
    const filtered = await data(call<TaskAnalysis>(staff, 'POST', `${W}/tasks/${OPEN_TASK_ID}/analysis`, { filters: [{ questionId: 'q2', values: ['yes'] }] }));
    expect(filtered.matched).toBe(yes.length);
    expect(filtered.questions.find((q) => q.questionId === 'q2')!.options![1]!.count).toBe(0);
    const picked = filtered.questions.find((q) => q.questionId === 'q3')!;
    expect(picked.options!.map((o) => o.count)).toEqual(['a', 'b', 'c', 'd', 'e'].map((v) => yes.filter((s) => (s.answers.q3 as string[]).includes(v)).length));
    const q5 = SATISFACTION_MATRIX_FILTER;
    const both = await data(
      call<TaskAnalysis>(staff, 'POST', `${W}/tasks/${OPEN_TASK_ID}/analysis`, {
        filters: [
          { questionId: 'q2', values: ['yes'] },
          { questionId: 'q5', values: [q5] },
        ],
      }),
    );
    expect(both.matched).toBe(yes.filter((s) => filterValues({ id: 'q5', kind: 'matrix', title: '', required: true }, s.answers.q5).includes(q5)).length);

    const day = sheets[sheets.length - 1]!.submitTime!.slice(0, 10);
    const ranged = await data(call<TaskAnalysis>(staff, 'POST', `${W}/tasks/${OPEN_TASK_ID}/analysis`, { from: day, to: day }));
    expect(ranged.matched).toBe(sheets.filter((s) => s.submitTime!.startsWith(day)).length);
  });

  it('lists a text question’s answers with search and paging', async () => {
    const sheets = slice.submitted(OPEN_TASK_ID).filter((s) => typeof s.answers.q10 === 'string');
    const page = await data(call<TextAnswerPage>(staff, 'POST', `${W}/tasks/${OPEN_TASK_ID}/text-answers`, { questionId: 'q10', size: 5 }));
    expect(page.total).toBe(sheets.length);
    expect(page.records).toHaveLength(Math.min(5, sheets.length));
    const word = '案例';
    const searched = await data(
      call<TextAnswerPage>(staff, 'POST', `${W}/tasks/${OPEN_TASK_ID}/text-answers`, { questionId: 'q10', keyword: word, size: 100 }),
    );
    expect(searched.total).toBe(sheets.filter((s) => (s.answers.q10 as string).includes(word)).length);
    expect(searched.records.every((r) => r.value.includes(word))).toBe(true);
  });

  it('reports the analysis as a PDF with its text searchable', async () => {
    const file = await call(staff, 'GET', `${W}/tasks/${OPEN_TASK_ID}/report/pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const text = pdfUnicodeText(file.bytes!);
    expect(text).toContain('问卷分析报告');
    expect(text).toContain('你对以下方面的满意程度');
    expect(text).toContain('学术学位');
  });

  it('answers the analysis of 10,000 more sheets with every one counted', async () => {
    const big = await createMockServer({ students: 200 });
    big.store.write(() => seedGeneratedSheets(big.store, OPEN_TASK_ID, 10_000, big.store.seed));
    const bigSlice = big.store.slice(questionnairesSlice);
    expect(bigSlice.answered(OPEN_TASK_ID)).toBe(10_000 + 60);
    const task = bigSlice.tasks.get(OPEN_TASK_ID)!;
    const { analyse } = await import('../src/areas/questionnaires/analysis.ts');
    const result = analyse({ id: task.id, questions: task.questions, respondents: task.respondentIds.length }, bigSlice.submitted(OPEN_TASK_ID), {
      filters: [{ questionId: 'q2', values: ['yes'] }],
    });
    expect(result.total).toBe(10_060);
    expect(result.matched).toBe(bigSlice.submitted(OPEN_TASK_ID).filter((s) => s.answers.q2 === 'yes').length);
    expect(result.questions.find((q) => q.questionId === 'q1')!.answered).toBe(result.matched);
  });
});

const SATISFACTION_MATRIX_FILTER = 'b:c5';

describe('bad input', () => {
  const cases: [string, { token(): string | null }, string, string, unknown?][] = [
    ['unknown questionnaire', staff, 'GET', `${W}/questionnaires/wj-9999`],
    ['bad id', staff, 'GET', `${W}/questionnaires/..%2Fx`],
    ['page size zero', staff, 'GET', `${W}/questionnaires?size=0`],
    ['no questions', staff, 'POST', `${W}/questionnaires`, { title: 'x', questions: [] }],
    ['blank title', staff, 'POST', `${W}/questionnaires`, { title: '   ', questions: [QUESTIONS[0]] }],
    ['unknown kind', staff, 'POST', `${W}/questionnaires`, { title: 'x', questions: [{ id: 'q1', kind: 'slider', title: 'x', required: true }] }],
    ['duplicate ids', staff, 'POST', `${W}/questionnaires`, { title: 'x', questions: [QUESTIONS[0], QUESTIONS[0]] }],
    ['extra field', staff, 'POST', `${W}/questionnaires`, { title: 'x', questions: [QUESTIONS[0]], hacked: true }],
    ['not json', staff, 'POST', `${W}/questionnaires`, '{"title":'],
    [
      'one option',
      staff,
      'PUT',
      `${W}/questionnaires/wj-0004`,
      { title: 'x', questions: [{ id: 'q1', kind: 'single', title: 'x', required: true, options: [{ value: 'a', label: 'A' }] }] },
    ],
    ['update unknown', staff, 'PUT', `${W}/questionnaires/wj-9999`, { title: 'x', questions: [QUESTIONS[0]] }],
    ['delete unknown', staff, 'DELETE', `${W}/questionnaires/wj-9999`],
    ['copy unknown', staff, 'POST', `${W}/questionnaires/wj-9999/copy`],
    ['bad task status', staff, 'GET', `${W}/tasks?status=late`],
    [
      'task of unknown questionnaire',
      staff,
      'POST',
      `${W}/tasks`,
      { questionnaireId: 'wj-9999', audience: { roles: ['student'], colleges: [], cohorts: [] }, openAt: later(0), closeAt: later(3), anonymous: false },
    ],
    [
      'close before open',
      staff,
      'POST',
      `${W}/tasks`,
      { questionnaireId: 'wj-0004', audience: { roles: ['student'], colleges: [], cohorts: [] }, openAt: later(3), closeAt: later(1), anonymous: false },
    ],
    [
      'close in the past',
      staff,
      'POST',
      `${W}/tasks`,
      {
        questionnaireId: 'wj-0004',
        audience: { roles: ['student'], colleges: [], cohorts: [] },
        openAt: '2025-01-01 00:00:00',
        closeAt: '2025-02-01 00:00:00',
        anonymous: false,
      },
    ],
    [
      'no date',
      staff,
      'POST',
      `${W}/tasks`,
      {
        questionnaireId: 'wj-0004',
        audience: { roles: ['student'], colleges: [], cohorts: [] },
        openAt: '2026-02-30 00:00:00',
        closeAt: later(3),
        anonymous: false,
      },
    ],
    [
      'nobody matches',
      staff,
      'POST',
      `${W}/tasks`,
      { questionnaireId: 'wj-0004', audience: { roles: ['student'], colleges: [], cohorts: [2099] }, openAt: later(0), closeAt: later(3), anonymous: false },
    ],
    [
      'unknown college',
      staff,
      'POST',
      `${W}/tasks`,
      { questionnaireId: 'wj-0004', audience: { roles: ['student'], colleges: ['999'], cohorts: [] }, openAt: later(0), closeAt: later(3), anonymous: false },
    ],
    [
      'cohorts of teachers',
      staff,
      'POST',
      `${W}/tasks`,
      { questionnaireId: 'wj-0004', audience: { roles: ['teacher'], colleges: [], cohorts: [2024] }, openAt: later(0), closeAt: later(3), anonymous: false },
    ],
    [
      'no roles',
      staff,
      'POST',
      `${W}/tasks`,
      { questionnaireId: 'wj-0004', audience: { roles: [], colleges: [], cohorts: [] }, openAt: later(0), closeAt: later(3), anonymous: false },
    ],
    ['unknown task', staff, 'GET', `${W}/tasks/rw-9999`],
    ['empty update', staff, 'PUT', `${W}/tasks/${OPEN_TASK_ID}`, {}],
    ['update to the past', staff, 'PUT', `${W}/tasks/${OPEN_TASK_ID}`, { closeAt: '2026-01-01 00:00:00' }],
    ['blank task title', staff, 'PUT', `${W}/tasks/${OPEN_TASK_ID}`, { title: '  ' }],
    ['delete answered task', staff, 'DELETE', `${W}/tasks/${OPEN_TASK_ID}`],
    ['close closed', staff, 'POST', `${W}/tasks/rw-0002/close`],
    ['close unknown', staff, 'POST', `${W}/tasks/rw-9999/close`],
    ['sheets of unknown', staff, 'GET', `${W}/tasks/rw-9999/sheets`],
    ['unknown sheet', staff, 'GET', `${W}/sheets/dj-9999`],
    ['filter on no question', staff, 'POST', `${W}/tasks/${OPEN_TASK_ID}/analysis`, { filters: [{ questionId: 'q99', values: ['a'] }] }],
    ['filter on text', staff, 'POST', `${W}/tasks/${OPEN_TASK_ID}/analysis`, { filters: [{ questionId: 'q10', values: ['a'] }] }],
    ['from after to', staff, 'POST', `${W}/tasks/${OPEN_TASK_ID}/analysis`, { from: '2026-09-02', to: '2026-09-01' }],
    ['bad filter shape', staff, 'POST', `${W}/tasks/${OPEN_TASK_ID}/analysis`, { filters: [{ questionId: 'q1', values: [] }] }],
    ['text of a choice', staff, 'POST', `${W}/tasks/${OPEN_TASK_ID}/text-answers`, { questionId: 'q1' }],
    ['text of none', staff, 'POST', `${W}/tasks/${OPEN_TASK_ID}/text-answers`, { questionId: 'q99' }],
    ['text page zero', staff, 'POST', `${W}/tasks/${OPEN_TASK_ID}/text-answers`, { questionId: 'q10', current: 0 }],
    ['export unknown', staff, 'GET', `${W}/tasks/rw-9999/answers/xlsx`],
    ['report unknown', staff, 'GET', `${W}/tasks/rw-9999/report/pdf`],
    ['report bad range', staff, 'GET', `${W}/tasks/${OPEN_TASK_ID}/report/pdf?from=2026-10-01&to=2026-09-01`],
    ['report bad date', staff, 'GET', `${W}/tasks/${OPEN_TASK_ID}/report/pdf?from=yesterday`],
    ['bad tab', student, 'GET', `${W}/mine?status=all`],
    ['form of unknown', student, 'GET', `${W}/mine/rw-9999`],
    ['draft of unknown', student, 'PUT', `${W}/mine/rw-9999/draft`, { answers: {} }],
    ['draft without answers', student, 'PUT', `${W}/mine/${OPEN_TASK_ID}/draft`, {}],
    [
      'draft of wrong kinds',
      student,
      'PUT',
      `${W}/mine/${OPEN_TASK_ID}/draft`,
      { answers: { q1: 5, q3: 'a', q5: { z: 'c1' }, q6: ['a', 'a'], q7: 101, q9: '2026-13-01' } },
    ],
    ['draft to no question', student, 'PUT', `${W}/mine/${OPEN_TASK_ID}/draft`, { answers: { q42: 'x' } }],
    ['draft with a bad key', student, 'PUT', `${W}/mine/${OPEN_TASK_ID}/draft`, { answers: { 'not a question': 'x' } }],
    ['draft nested deep', student, 'PUT', `${W}/mine/${OPEN_TASK_ID}/draft`, { answers: { q5: { a: { b: 'c' } } } }],
    ['submit empty', student, 'POST', `${W}/mine/${OPEN_TASK_ID}/submit`, { answers: {} }],
    ['submit too many picks', student, 'POST', `${W}/mine/${OPEN_TASK_ID}/submit`, { answers: { q3: ['a', 'b', 'c', 'd'] } }],
    ['submit closed', student, 'POST', `${W}/mine/rw-0002/submit`, { answers: { q1: 'a', q2: 3, q4: 'yes' } }],
    ['submit again', student, 'POST', `${W}/mine/rw-0003/submit`, { answers: { q1: 'a' } }],
    ['not a respondent', teacher, 'PUT', `${W}/mine/${OPEN_TASK_ID}/draft`, { answers: {} }],
    ['student manages', student, 'GET', `${W}/tasks`],
    ['teacher reads answers', teacher, 'POST', `${W}/tasks/${OPEN_TASK_ID}/analysis`, {}],
  ];

  it.each(cases)('%s: answered 4xx in the envelope, nothing changed', async (_name, who, method, path, body) => {
    const version = store.version;
    const answer = await call(who, method, path, body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.json?.code).toBe(answer.status);
    expect(answer.json?.message).toBeTruthy();
    expect(store.version).toBe(version);
  });

  it('answers without a token 401', async () => {
    expect((await call(null, 'GET', `${W}/mine`)).status).toBe(401);
    expect((await call(null, 'POST', `${W}/tasks/${OPEN_TASK_ID}/analysis`, {})).status).toBe(401);
  });
});
