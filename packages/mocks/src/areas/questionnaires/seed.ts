import type { components } from '@gs/sdk/schema';
import { type Answers, type Question, isRequired, isVisible } from '@gs/sdk/rules/questionnaire';
import { DAY_MS, utc, utcDateTime } from '../../core/clock.ts';
import { identitySlice } from '../../core/identity.ts';
import type { Store } from '../../core/store.ts';
import { COLLEGES } from '../dicts/data.ts';
import { dictsSlice } from '../dicts/store.ts';
import { REGISTRAR } from '../people.ts';
import { LEFT_STATUSES, studentsSlice } from '../students/store.ts';
import { type QuestionnaireRecord, type Respondent, type SheetRecord, type TaskRecord, questionnairesSlice } from './store.ts';

type Student = components['schemas']['Student'];
type QuestionOption = components['schemas']['QuestionOption'];

/*
 * The seeded questionnaires (our model, issue 24 §2), laid out around the seeded clock and deterministic: the same
 * store seed gives the same sheets. The area draws from a sequence of its own (a small fast generator: the bench
 * seeds 10,000 sheets), so the areas before it keep their data.
 *
 * - wj-0001 研究生课程教学质量评价 (single, rating, matrix, texts; a show-if): task rw-0003, closed, students of
 *   college 001, the demo student among those who submitted.
 * - wj-0002 研究生培养满意度调查 (every kind): task rw-0001, open until 2027-06-30, every enrolled student; about
 *   60 seeded students submitted (never the demo student, who has it to do), plus `questionnaireAnswers` generated
 *   sheets for the bench.
 * - wj-0003 导师指导情况调查: task rw-0002, closed, anonymous, students of college 001 (the demo student did not
 *   answer: it shows under 已截止).
 * - wj-0004 新生入学适应情况调查: a draft without tasks.
 */

/** mulberry32: small, fast and good enough for answer sheets. */
export function sequence(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function areaSeed(seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of 'questionnaires') hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

const o = (value: string, label: string, labelEn: string): QuestionOption => ({ value, label, labelEn });
const SATISFACTION = [
  o('c1', '很不满意', 'Very dissatisfied'),
  o('c2', '不满意', 'Dissatisfied'),
  o('c3', '一般', 'Neutral'),
  o('c4', '满意', 'Satisfied'),
  o('c5', '很满意', 'Very satisfied'),
];

export const COURSE_QUESTIONS: Question[] = [
  {
    id: 'q1',
    kind: 'single',
    title: '你本学期修读的主要是哪类课程？',
    required: true,
    options: [o('a', '学位课', 'Degree courses'), o('b', '非学位课', 'Elective courses'), o('c', '公共课', 'General courses')],
  },
  { id: 'q2', kind: 'rating', title: '你对{q1}的总体评价', required: true, scale: 5, style: 'stars' },
  {
    id: 'q3',
    kind: 'matrix',
    title: '请评价课程教学的各个方面',
    required: true,
    rows: [o('a', '教学内容', 'Content'), o('b', '教学方法', 'Teaching methods'), o('c', '课程考核', 'Assessment'), o('d', '课后答疑', 'Office hours')],
    columns: SATISFACTION,
  },
  { id: 'q4', kind: 'longText', title: '请说明你不满意的原因', required: true, visibleIf: '{q2} <= 2' },
  { id: 'q5', kind: 'text', title: '对课程教学的其他建议', required: false },
];

export const SATISFACTION_QUESTIONS: Question[] = [
  {
    id: 'q1',
    kind: 'single',
    title: '你攻读的学位类型',
    required: true,
    options: [o('a', '学术学位', 'Academic degree'), o('b', '专业学位', 'Professional degree')],
  },
  { id: 'q2', kind: 'yesNo', title: '你是否参与了导师的科研项目？', required: true },
  {
    id: 'q3',
    kind: 'multiple',
    title: '你最希望加强哪些培养环节？',
    description: '最多选 3 项',
    required: true,
    minPicks: 1,
    maxPicks: 3,
    options: [
      o('a', '课程教学', 'Courses'),
      o('b', '科研训练', 'Research training'),
      o('c', '学术交流', 'Academic exchange'),
      o('d', '实践实习', 'Internships'),
      o('e', '职业发展', 'Career development'),
    ],
  },
  { id: 'q4', kind: 'rating', title: '你对研究生培养的总体满意度', required: true, scale: 10, style: 'number' },
  {
    id: 'q5',
    kind: 'matrix',
    title: '你对以下方面的满意程度',
    required: true,
    rows: [
      o('a', '课程设置', 'Curriculum'),
      o('b', '导师指导', 'Supervision'),
      o('c', '科研条件', 'Research facilities'),
      o('d', '管理服务', 'Administration'),
    ],
    columns: SATISFACTION,
  },
  {
    id: 'q6',
    kind: 'ranking',
    title: '请按对你的重要程度给以下因素排序',
    required: false,
    options: [o('a', '导师水平', 'Supervisor'), o('b', '课程质量', 'Courses'), o('c', '科研平台', 'Research platform'), o('d', '奖助体系', 'Funding')],
  },
  { id: 'q7', kind: 'number', title: '你平均每周用于科研的时间（小时）', required: true, min: 0, max: 100, integer: true },
  {
    id: 'q8',
    kind: 'dropdown',
    title: '你的主要经费来源',
    required: false,
    options: [
      o('a', '国家助学金', 'State grant'),
      o('b', '导师资助', 'Supervisor funding'),
      o('c', '家庭支持', 'Family'),
      o('d', '兼职收入', 'Part-time work'),
    ],
  },
  { id: 'q9', kind: 'date', title: '你最近一次参加学术会议的日期', required: false, visibleIf: "{q2} = 'yes'" },
  { id: 'q10', kind: 'longText', title: '对研究生培养的意见和建议', required: false, requiredIf: '{q4} <= 3' },
];

export const MENTOR_QUESTIONS: Question[] = [
  {
    id: 'q1',
    kind: 'single',
    title: '导师平均每月与你面谈几次？',
    required: true,
    options: [o('a', '不到 1 次', 'Less than once'), o('b', '1-2 次', '1-2 times'), o('c', '3-4 次', '3-4 times'), o('d', '5 次及以上', '5 or more')],
  },
  { id: 'q2', kind: 'rating', title: '你对导师指导的满意度', required: true, scale: 5, style: 'stars' },
  {
    id: 'q3',
    kind: 'multiple',
    title: '导师在哪些方面给予了你帮助？',
    required: false,
    options: [
      o('a', '选题', 'Topic'),
      o('b', '研究方法', 'Methods'),
      o('c', '论文写作', 'Writing'),
      o('d', '职业规划', 'Career'),
      o('e', '生活关心', 'Wellbeing'),
    ],
  },
  { id: 'q4', kind: 'yesNo', title: '你是否愿意向学弟学妹推荐你的导师？', required: true },
  { id: 'q5', kind: 'text', title: '其他想说的', required: false },
];

export const DRAFT_QUESTIONS: Question[] = [
  { id: 'q1', kind: 'yesNo', title: '你是否已经适应研究生阶段的学习节奏？', required: true },
  { id: 'q2', kind: 'longText', title: '你在适应过程中遇到的主要困难', required: false, visibleIf: "{q1} = 'no'" },
];

/** Texts the seeded sheets write, by the kind of question they answer. */
const TEXTS = {
  reason: ['课程内容与研究方向联系不够紧密', '作业量偏大，反馈不及时', '课堂互动较少', '考核方式单一'],
  advice: ['希望增加案例教学', '建议提供课程回放', '希望多安排研讨课', '建议增加实践环节', '希望导师能多安排组会交流', '希望提高奖助学金标准'],
  other: ['导师非常负责', '希望组会更规律一些', '感谢导师的耐心指导'],
};

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

/**
 * Answers a respondent would give: each shown question answered (always when required, mostly otherwise), with a
 * mood that makes the ratings of one sheet agree (a cross-filter then finds something to show).
 */
export function drawAnswers(questions: readonly Question[], next: () => number, submitDay: string): Answers {
  const answers: Answers = {};
  const mood = next();
  for (const q of questions) {
    // The answers so far are all to questions shown, so the show-if reads them as the form would.
    if (!isVisible(q, answers)) continue;
    const must = isRequired(q, answers);
    if (!must && next() < 0.3) continue;
    const options = q.options ?? [];
    switch (q.kind) {
      case 'single':
      case 'dropdown':
        answers[q.id] = pick(next, options).value;
        break;
      case 'multiple': {
        const max = Math.min(q.maxPicks ?? options.length, options.length);
        const min = Math.max(q.minPicks ?? 1, 1);
        const count = min + Math.floor(next() * (max - min + 1));
        const shuffled = [...options].sort(() => next() - 0.5);
        answers[q.id] = shuffled.slice(0, count).map((x) => x.value);
        break;
      }
      case 'ranking':
        answers[q.id] = [...options].sort(() => next() - 0.5).map((x) => x.value);
        break;
      case 'yesNo':
        answers[q.id] = next() < 0.35 + mood * 0.5 ? 'yes' : 'no';
        break;
      case 'rating': {
        const scale = q.scale ?? 5;
        const center = 1 + mood * (scale - 1);
        answers[q.id] = Math.max(1, Math.min(scale, Math.round(center + (next() - 0.5) * (scale / 3))));
        break;
      }
      case 'number':
        answers[q.id] = Math.round((q.min ?? 0) + next() * next() * Math.min(60, (q.max ?? 60) - (q.min ?? 0)));
        break;
      case 'date': {
        const back = Math.floor(next() * 300);
        answers[q.id] = utcDateTime(Date.parse(`${submitDay}T00:00:00Z`) - back * DAY_MS).slice(0, 10);
        break;
      }
      case 'matrix': {
        const columns = q.columns ?? [];
        const row: Record<string, string> = {};
        for (const r of q.rows ?? []) {
          const at = Math.max(0, Math.min(columns.length - 1, Math.round(mood * (columns.length - 1) + (next() - 0.5) * 2)));
          row[r.value] = columns[at]!.value;
        }
        answers[q.id] = row;
        break;
      }
      case 'text':
        answers[q.id] = pick(next, q.title.includes('其他想说') ? TEXTS.other : TEXTS.advice);
        break;
      case 'longText':
        answers[q.id] = pick(next, q.title.includes('原因') ? TEXTS.reason : TEXTS.advice);
        break;
    }
  }
  return answers;
}

const SEED_TIME = (y: number, m: number, d: number, h = 9) => utcDateTime(utc(y, m, d, h));

/** Who a student is on a sheet. */
export function studentRespondent(student: Pick<Student, 'xykh' | 'xm' | 'xydm' | 'rxnj'>, college: string | undefined): Respondent {
  return { id: student.xykh, name: student.xm, role: 'student', xydm: student.xydm, college: college ?? null, rxnj: student.rxnj };
}

interface SheetPlan {
  task: TaskRecord;
  respondents: readonly Respondent[];
  /** First and last instant (ms) submissions are spread over. */
  from: number;
  to: number;
  prefix: string;
}

function seedSheets(store: Store, plan: SheetPlan, next: () => number, startAt = 1): void {
  const slice = store.slice(questionnairesSlice);
  const span = plan.to - plan.from;
  plan.respondents.forEach((respondent, i) => {
    const at = plan.from + Math.floor(((i + next()) / plan.respondents.length) * span);
    const time = utcDateTime(at);
    const record: SheetRecord = {
      id: `${plan.prefix}-${String(startAt + i).padStart(4, '0')}`,
      taskId: plan.task.id,
      respondentId: respondent.id,
      respondent,
      status: 'submitted',
      answers: drawAnswers(plan.task.questions, next, time.slice(0, 10)),
      updateTime: time,
      submitTime: time,
    };
    slice.sheets.set(record);
  });
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林'];
const GIVEN = ['晨', '雨', '思', '嘉', '子', '梓', '浩', '宇', '欣', '怡', '文', '博', '静', '涛', '悦', '琳', '航', '明'];

/**
 * `count` generated respondents (`gen-000001` …, not accounts) who submitted the open task, spread over its first
 * twelve weeks: the bench's 10,000 sheets. They join the task's respondents.
 */
export function seedGeneratedSheets(store: Store, taskId: string, count: number, seed: number): void {
  if (count <= 0) return;
  const slice = store.slice(questionnairesSlice);
  const task = slice.tasks.get(taskId);
  if (!task) return;
  const next = sequence(areaSeed(seed) ^ 0x5eed);
  const respondents: Respondent[] = [];
  for (let i = 1; i <= count; i += 1) {
    const college = COLLEGES[Math.floor(next() * COLLEGES.length)]!;
    respondents.push({
      id: `gen-${String(i).padStart(6, '0')}`,
      name: `${pick(next, SURNAMES)}${pick(next, GIVEN)}${next() < 0.6 ? pick(next, GIVEN) : ''}`,
      role: 'student',
      xydm: college.code,
      college: college.name,
      rxnj: 2023 + Math.floor(next() * 4),
    });
  }
  slice.tasks.set({ ...task, respondentIds: [...task.respondentIds, ...respondents.map((r) => r.id)] });
  seedSheets(store, { task: slice.tasks.get(taskId)!, respondents, from: utc(2026, 8, 25, 9), to: utc(2026, 11, 16, 22), prefix: 'dj-g' }, next);
}

export const OPEN_TASK_ID = 'rw-0001';

export function seedQuestionnaires(store: Store): void {
  const slice = store.slice(questionnairesSlice);
  const identity = store.slice(identitySlice);
  const students = store.slice(studentsSlice);
  const dicts = store.slice(dictsSlice);
  const next = sequence(areaSeed(store.seed));
  const staff = identity.userByUsername('staff');
  const owner = { id: staff?.id ?? '2', name: staff?.realName ?? REGISTRAR.xm };
  const demoStudent = identity.userByUsername('student')?.xykh ?? null;

  const questionnaire = (id: string, title: string, description: string, questions: Question[], created: string, updated: string): QuestionnaireRecord =>
    slice.questionnaires.set({ id, title, description, questions, owner: owner.id, ownerName: owner.name, createTime: created, updateTime: updated });
  questionnaire(
    'wj-0001',
    '研究生课程教学质量评价',
    '每学期末对所修课程的教学质量进行评价，结果用于改进课程教学。',
    COURSE_QUESTIONS,
    SEED_TIME(2026, 5, 10),
    SEED_TIME(2026, 6, 20, 14),
  );
  questionnaire(
    'wj-0002',
    '研究生培养满意度调查',
    '了解研究生对培养各环节的满意程度，请如实填写。',
    SATISFACTION_QUESTIONS,
    SEED_TIME(2026, 8, 20),
    SEED_TIME(2026, 8, 24, 15),
  );
  questionnaire(
    'wj-0003',
    '导师指导情况调查',
    '了解研究生导师的指导情况，结果只用于改进导师工作。',
    MENTOR_QUESTIONS,
    SEED_TIME(2026, 5, 20),
    SEED_TIME(2026, 5, 25, 10),
  );
  questionnaire('wj-0004', '新生入学适应情况调查', '草稿，尚未发布。', DRAFT_QUESTIONS, SEED_TIME(2026, 8, 28, 15), SEED_TIME(2026, 8, 28, 15));

  const enrolled: Student[] = [];
  for (const s of students.students.values()) if (!LEFT_STATUSES.has(s.xjzt)) enrolled.push(s);
  const respondentOf = (s: Student) => studentRespondent(s, dicts.label('xj_xy', s.xydm));
  const ofCollege = enrolled.filter((s) => s.xydm === '001');

  const task = (record: Omit<TaskRecord, 'createBy' | 'createByName' | 'closedAt'>): TaskRecord =>
    slice.tasks.set({ ...record, closedAt: null, createBy: owner.id, createByName: owner.name });

  // The open satisfaction survey: every enrolled student, ~60 of them answered in its first week.
  const open = task({
    id: OPEN_TASK_ID,
    questionnaireId: 'wj-0002',
    title: '2026年研究生培养满意度调查',
    questions: SATISFACTION_QUESTIONS,
    audience: { roles: ['student'], colleges: [], cohorts: [] },
    openAt: '2026-08-25 08:00:00',
    closeAt: '2027-06-30 23:59:59',
    anonymous: false,
    respondentIds: enrolled.map((s) => s.xykh),
    createTime: '2026-08-24 16:00:00',
  });
  // Neither demo student has answered it: the journey of two respondents starts from their to-do lists.
  const classmate = identity.userByUsername('student2')?.xykh ?? null;
  const others = enrolled.filter((s) => s.xykh !== demoStudent && s.xykh !== classmate);
  const answeredOpen = spread(others, 60, next);
  seedSheets(store, { task: open, respondents: answeredOpen.map(respondentOf), from: utc(2026, 8, 25, 9), to: utc(2026, 8, 31, 22), prefix: 'dj-0001' }, next);

  // The closed, anonymous mentor survey of college 001 (the demo student did not answer).
  const mentor = task({
    id: 'rw-0002',
    questionnaireId: 'wj-0003',
    title: '2025-2026学年导师指导情况调查',
    questions: MENTOR_QUESTIONS,
    audience: { roles: ['student'], colleges: ['001'], cohorts: [] },
    openAt: '2026-06-01 08:00:00',
    closeAt: '2026-06-30 23:59:59',
    anonymous: true,
    respondentIds: ofCollege.map((s) => s.xykh),
    createTime: '2026-05-28 10:00:00',
  });
  const answeredMentor = spread(
    ofCollege.filter((s) => s.xykh !== demoStudent),
    Math.min(30, ofCollege.length),
    next,
  );
  seedSheets(
    store,
    { task: mentor, respondents: answeredMentor.map(respondentOf), from: utc(2026, 6, 1, 9), to: utc(2026, 6, 30, 20), prefix: 'dj-0002' },
    next,
  );

  // Last term's course evaluation of college 001, closed; the demo student answered it (it shows under 已完成).
  const course = task({
    id: 'rw-0003',
    questionnaireId: 'wj-0001',
    title: '2025-2026学年第二学期课程教学质量评价',
    questions: COURSE_QUESTIONS,
    audience: { roles: ['student'], colleges: ['001'], cohorts: [] },
    openAt: '2026-06-22 08:00:00',
    closeAt: '2026-07-10 23:59:59',
    anonymous: false,
    respondentIds: ofCollege.map((s) => s.xykh),
    createTime: '2026-06-20 15:00:00',
  });
  const demo = demoStudent ? ofCollege.find((s) => s.xykh === demoStudent) : undefined;
  const answeredCourse = [
    ...(demo ? [demo] : []),
    ...spread(
      ofCollege.filter((s) => s !== demo),
      Math.min(24, ofCollege.length),
      next,
    ),
  ];
  seedSheets(
    store,
    { task: course, respondents: answeredCourse.map(respondentOf), from: utc(2026, 6, 22, 9), to: utc(2026, 7, 10, 20), prefix: 'dj-0003' },
    next,
  );

  seedGeneratedSheets(store, OPEN_TASK_ID, store.options.questionnaireAnswers ?? 0, store.seed);
}

/** `count` of the items, evenly spread over the list (deterministic, no repeats). */
function spread<T>(items: readonly T[], count: number, next: () => number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  const chosen: T[] = [];
  for (let i = 0; i < count; i += 1) chosen.push(items[Math.min(items.length - 1, Math.floor(i * step + next() * step))]!);
  return chosen;
}
