import { describe, expect, it } from 'vitest';
import {
  type Answers,
  type Question,
  answerText,
  checkQuestionnaire,
  convertQuestion,
  evaluate,
  filterValues,
  isRequired,
  newQuestion,
  nextQuestionId,
  parseExpression,
  quoteTitle,
  referencedQuestions,
  stripHidden,
  validateAnswers,
  visibleQuestions,
} from './questionnaire.ts';

const holds = (src: string, answers: Answers) => {
  const result = parseExpression(src);
  if (!result.ok) throw new Error(result.error.messageEn);
  return evaluate(result.ast, answers);
};

const questions: Question[] = [
  { id: 'q1', kind: 'yesNo', title: '是否参与科研项目', required: true },
  {
    id: 'q2',
    kind: 'multiple',
    title: '参与了哪些项目',
    required: true,
    visibleIf: "{q1} = 'yes'",
    minPicks: 1,
    maxPicks: 2,
    options: [
      { value: 'a', label: '国家级', labelEn: 'National' },
      { value: 'b', label: '省部级', labelEn: 'Provincial' },
      { value: 'c', label: '横向', labelEn: 'Industry' },
    ],
  },
  { id: 'q3', kind: 'rating', title: '对{q2}的满意度', required: false, scale: 5, visibleIf: '{q2} notempty' },
  { id: 'q4', kind: 'longText', title: '原因', required: false, requiredIf: '{q3} <= 2' },
  {
    id: 'q5',
    kind: 'matrix',
    title: '评价',
    required: true,
    rows: [
      { value: 'r1', label: '课程' },
      { value: 'r2', label: '导师' },
    ],
    columns: [
      { value: 'c1', label: '差' },
      { value: 'c2', label: '好' },
    ],
  },
  {
    id: 'q6',
    kind: 'ranking',
    title: '排序',
    required: false,
    options: [
      { value: 'x', label: 'X' },
      { value: 'y', label: 'Y' },
    ],
  },
  { id: 'q7', kind: 'number', title: '小时数', required: false, min: 0, max: 100, integer: true },
  { id: 'q8', kind: 'date', title: '日期', required: false },
];

describe('parseExpression', () => {
  it('parses the issue example and lists the questions it reads', () => {
    const result = parseExpression("{q1} = 'yes' and {q3} > 3");
    expect(result.ok).toBe(true);
    if (result.ok) expect(referencedQuestions(result.ast)).toEqual(['q1', 'q3']);
  });

  it('accepts keywords in any case, parentheses, anyof lists and postfix empty checks', () => {
    const result = parseExpression('NOT ({q2} AnyOf [\'a\', "b"] OR {q4} notempty) and {q7} empty');
    expect(result.ok).toBe(true);
    if (result.ok) expect(referencedQuestions(result.ast)).toEqual(['q2', 'q4', 'q7']);
  });

  it('says where a condition goes wrong, in both languages', () => {
    const unclosed = parseExpression("{q1} = 'yes");
    expect(unclosed).toMatchObject({ ok: false, error: { at: 7 } });
    if (!unclosed.ok) expect(unclosed.error.message).toContain('引号');
    const dangling = parseExpression('{q1} = ');
    expect(dangling.ok).toBe(false);
    if (!dangling.ok) expect(dangling.error.messageEn).toContain('found the end');
    const word = parseExpression('{q1} = yes');
    expect(word.ok).toBe(false);
    if (!word.ok) expect(word.error.messageEn).toContain('quote text values');
    expect(parseExpression('{x1} = 1').ok).toBe(false);
    expect(parseExpression('').ok).toBe(false);
    expect(parseExpression('({q1} = 1').ok).toBe(false);
    expect(parseExpression('{q1} anyof [1,').ok).toBe(false);
  });
});

describe('evaluate', () => {
  it('compares text, numbers and yes/no', () => {
    expect(holds("{q1} = 'yes' and {q3} > 3", { q1: 'yes', q3: 4 })).toBe(true);
    expect(holds("{q1} = 'yes' and {q3} > 3", { q1: 'yes', q3: 3 })).toBe(false);
    expect(holds('{q1} = true', { q1: 'yes' })).toBe(true);
    expect(holds('{q3} >= 3 and {q3} <= 3', { q3: 3 })).toBe(true);
    expect(holds("{q8} < '2026-10-01'", { q8: '2026-09-30' })).toBe(true);
    expect(holds('{q7} != 5', { q7: 6 })).toBe(true);
  });

  it('treats an unanswered question as empty: every comparison with it is false', () => {
    expect(holds("{q1} = 'yes'", {})).toBe(false);
    expect(holds("{q1} != 'yes'", {})).toBe(false);
    expect(holds('{q3} < 3', { q3: '' })).toBe(false);
    expect(holds('{q1} empty', {})).toBe(true);
    expect(holds('{q1} notempty', {})).toBe(false);
    expect(holds("not {q1} = 'yes'", {})).toBe(true);
  });

  it('reads picks, text and matrix rows with contains and anyof', () => {
    expect(holds("{q2} contains 'b'", { q2: ['a', 'b'] })).toBe(true);
    expect(holds("{q2} anyof ['c', 'b']", { q2: ['a', 'b'] })).toBe(true);
    expect(holds("{q2} anyof ['c']", { q2: ['a', 'b'] })).toBe(false);
    expect(holds("{q4} contains '导师'", { q4: '希望导师多指导' })).toBe(true);
    expect(holds("{q5} contains 'r1:c2'", { q5: { r1: 'c2' } })).toBe(true);
    expect(holds("{q1} anyof ['yes', 'no']", { q1: 'no' })).toBe(true);
  });
});

describe('visibility and requirement', () => {
  it('hides a question whose show-if fails, and the questions that depend on it', () => {
    const shown = visibleQuestions(questions, { q1: 'no', q2: ['a'] }).map((q) => q.id);
    expect(shown).toEqual(['q1', 'q4', 'q5', 'q6', 'q7', 'q8']);
    expect(visibleQuestions(questions, { q1: 'yes', q2: ['a'] }).map((q) => q.id)).toContain('q3');
  });

  it('makes a question required when its required-if holds', () => {
    expect(isRequired(questions[3]!, { q3: 2 })).toBe(true);
    expect(isRequired(questions[3]!, { q3: 4 })).toBe(false);
    expect(isRequired(questions[0]!, {})).toBe(true);
  });

  it('drops the answers to hidden questions and to no question', () => {
    expect(stripHidden(questions, { q1: 'no', q2: ['a'], q3: 4, q9: 'x' })).toEqual({ q1: 'no' });
  });
});

describe('validateAnswers', () => {
  const complete: Answers = { q1: 'yes', q2: ['a'], q3: 5, q5: { r1: 'c1', r2: 'c2' } };

  it('accepts a complete sheet', () => {
    expect(validateAnswers(questions, complete, { final: true })).toEqual([]);
  });

  it('asks for required questions on submit only, and only those shown', () => {
    expect(validateAnswers(questions, {}, { final: false })).toEqual([]);
    const problems = validateAnswers(questions, { q1: 'no' }, { final: true });
    expect(problems.map((p) => p.questionId)).toEqual(['q5']);
    expect(problems[0]!.message).toBe('第 5 题：此题为必答题');
    const low = validateAnswers(questions, { ...complete, q3: 1 }, { final: true });
    expect(low.map((p) => p.questionId)).toEqual(['q4']);
  });

  it('checks each kind: options, picks, ranges, dates, ratings, rankings and matrix rows', () => {
    const problems = validateAnswers(
      questions,
      { q1: 'maybe', q2: ['a', 'b', 'c'], q3: 6, q5: { r1: 'c9' }, q6: ['x', 'x'], q7: 3.5, q8: '2026-02-30', q99: 'x' },
      { final: false },
    );
    expect(problems.map((p) => `${p.questionId} ${p.messageEn}`)).toEqual([
      'q99 Question q99 does not exist',
      'q1 Question 1: answer yes or no',
      'q2 Question 2: pick at most 2',
      'q3 Question 3: rate with a whole number from 1 to 5',
      'q5 Question 5: matrix column "c9" does not exist',
      'q6 Question 6: an option is ranked twice',
      'q7 Question 7: enter a whole number',
      'q8 Question 8: enter a valid date as YYYY-MM-DD',
    ]);
    const rows = validateAnswers(questions, { ...complete, q5: { r1: 'c1' } }, { final: true });
    expect(rows[0]!.message).toContain('缺少：导师');
    expect(validateAnswers(questions, { ...complete, q6: ['x'] }, { final: true })[0]!.messageEn).toContain('rank every option');
  });
});

describe('checkQuestionnaire', () => {
  it('accepts a sound questionnaire', () => {
    expect(checkQuestionnaire(questions)).toEqual([]);
  });

  it('names the question and the problem of a condition reading a later question', () => {
    const later = questions.map((q) => (q.id === 'q2' ? { ...q, visibleIf: "{q5} contains 'r1:c1'" } : q));
    expect(checkQuestionnaire(later)).toEqual([
      {
        questionId: 'q2',
        field: 'visibleIf',
        message: '第 2 题：显示条件引用了后面的第 5 题',
        messageEn: 'Question 2: the show-if condition refers to question 5, which comes later',
      },
    ]);
  });

  it('finds unknown and self references, bad conditions, duplicates and limits', () => {
    const bad: Question[] = [
      { id: 'q1', kind: 'single', title: ' ', required: true, options: [{ value: 'a', label: 'A' }] },
      { id: 'q1', kind: 'text', title: '重复{q9}', required: false, visibleIf: '{q2} = 1', requiredIf: "{q1} = 'a' and" },
      {
        id: 'q3',
        kind: 'multiple',
        title: 'M',
        required: false,
        minPicks: 3,
        maxPicks: 2,
        options: [
          { value: 'a', label: 'A' },
          { value: 'a', label: 'B' },
        ],
      },
      { id: 'q4', kind: 'number', title: 'N', required: false, min: 5, max: 1 },
      { id: 'q5', kind: 'matrix', title: 'X', required: false, rows: [], columns: [{ value: 'c', label: 'C' }] },
    ];
    const found = checkQuestionnaire(bad).map((p) => `${p.questionId}.${p.field}`);
    expect(found).toEqual([
      'q1.id',
      'q1.title',
      'q1.options',
      'q1.title',
      'q1.visibleIf',
      'q1.requiredIf',
      'q3.options',
      'q3.minPicks',
      'q3.minPicks',
      'q4.min',
      'q5.rows',
      'q5.columns',
    ]);
    const self = checkQuestionnaire([{ id: 'q1', kind: 'yesNo', title: 'A', required: false, visibleIf: "{q1} = 'yes'" }]);
    expect(self[0]!.message).toBe('第 1 题：显示条件引用了本题自己');
  });
});

describe('titles, conversions and ids', () => {
  it('quotes earlier answers by their labels', () => {
    expect(quoteTitle('对{q2}的满意度', questions, { q2: ['a', 'c'] })).toBe('对国家级；横向的满意度');
    expect(quoteTitle('About {q2}', questions, { q2: ['a'] }, 'en')).toBe('About National');
    expect(quoteTitle('对{q2}的满意度', questions, {})).toBe('对___的满意度');
    expect(answerText(questions[4]!, { r1: 'c2' })).toBe('课程：好');
    expect(answerText(questions[0]!, 'yes', 'en')).toBe('Yes');
  });

  it('changes a kind keeping the title, the conditions and compatible options', () => {
    const single = convertQuestion(questions[1]!, 'single');
    expect(single).toMatchObject({ id: 'q2', kind: 'single', title: '参与了哪些项目', required: true, visibleIf: "{q1} = 'yes'" });
    expect(single.options).toHaveLength(3);
    expect(single).not.toHaveProperty('maxPicks');
    const matrix = convertQuestion(single, 'matrix');
    expect(matrix.rows?.map((r) => r.value)).toEqual(['a', 'b', 'c']);
    expect(matrix.columns).toHaveLength(5);
    const text = convertQuestion(matrix, 'text');
    expect(text).toEqual({ id: 'q2', kind: 'text', title: '参与了哪些项目', required: true, visibleIf: "{q1} = 'yes'" });
    expect(checkQuestionnaire([questions[0]!, convertQuestion(questions[2]!, 'number')]).length).toBeGreaterThan(0);
  });

  it('numbers a new question after the highest id, and starts it checkable', () => {
    expect(nextQuestionId(questions)).toBe('q9');
    expect(nextQuestionId([])).toBe('q1');
    expect(checkQuestionnaire([newQuestion('matrix', 'q1', '矩阵'), newQuestion('multiple', 'q2', '多选')])).toEqual([]);
  });

  it('gives the values a filter matches', () => {
    expect(filterValues(questions[5]!, ['y', 'x'])).toEqual(['y']);
    expect(filterValues(questions[4]!, { r1: 'c1' })).toEqual(['r1:c1']);
    expect(filterValues(questions[2]!, 4)).toEqual(['4']);
    expect(filterValues(questions[3]!, 'text')).toEqual([]);
  });
});
