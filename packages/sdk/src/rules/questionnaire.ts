import type { components } from '../generated/schema.ts';

/*
 * The rules of a questionnaire (our model, issue 24 §2; api-spec `Question`, `Answers`): the condition language of
 * show-if and required-if, the checks of a questionnaire the builder saves, the checks of the answers a respondent
 * saves or submits, and the quoting of earlier answers in a title. The mock backend refuses with the same checks the
 * builder and the answer form show, so a problem reads the same on both sides.
 *
 * Conditions look like `{q1} = 'yes' and ({q3} > 3 or {q4} anyof ['a','b'])`. An unanswered question is empty, and
 * every comparison with an empty answer is false (`!=` too): `{q1} != 'a'` does not hold before q1 is answered.
 */

export type Question = components['schemas']['Question'];
export type QuestionKind = components['schemas']['QuestionKind'];
export type QuestionOption = components['schemas']['QuestionOption'];
export type AnswerValue = components['schemas']['AnswerValue'];
export type Answers = components['schemas']['Answers'];
export type QuestionProblem = components['schemas']['QuestionProblem'];
export type Lang = 'zh' | 'en';

export const QUESTION_KINDS: readonly QuestionKind[] = [
  'single',
  'multiple',
  'dropdown',
  'text',
  'longText',
  'number',
  'date',
  'rating',
  'ranking',
  'yesNo',
  'matrix',
];

/** Kinds whose answers are picked from `options`. */
export const OPTION_KINDS: ReadonlySet<QuestionKind> = new Set(['single', 'multiple', 'dropdown', 'ranking']);
/** Kinds the analysis counts per option (a filter on them names an option value). */
export const CHOICE_KINDS: ReadonlySet<QuestionKind> = new Set(['single', 'multiple', 'dropdown', 'yesNo']);
export const TEXT_KINDS: ReadonlySet<QuestionKind> = new Set(['text', 'longText']);

export const LIMITS = {
  questions: 200,
  title: 300,
  options: { min: 2, max: 50 },
  rows: { min: 1, max: 30 },
  columns: { min: 2, max: 10 },
  text: 500,
  longText: 5000,
  expression: 1000,
} as const;

const QUESTION_ID = /^q[1-9][0-9]{0,3}$/;
const OPTION_VALUE = /^[A-Za-z0-9_-]{1,40}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// ---------------------------------------------------------------------------------------------------------------
// Expressions

export type Literal = string | number | boolean;
export type Operand = { type: 'ref'; id: string; at: number } | { type: 'literal'; value: Literal };
export type CompareOp = '=' | '!=' | '>' | '>=' | '<' | '<=' | 'contains';
export type Expr =
  | { type: 'and' | 'or'; left: Expr; right: Expr }
  | { type: 'not'; expr: Expr }
  | { type: 'compare'; op: CompareOp; left: Operand; right: Operand }
  | { type: 'anyof'; left: Operand; values: Literal[] }
  | { type: 'empty' | 'notempty'; operand: Operand }
  | { type: 'value'; operand: Operand };

export interface ExpressionError {
  message: string;
  messageEn: string;
  /** Character offset of the problem in the source. */
  at: number;
}

export type ParseResult = { ok: true; ast: Expr } | { ok: false; error: ExpressionError };

type Token =
  | { kind: 'ref'; id: string; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'number'; value: number; at: number }
  | { kind: 'word'; value: string; at: number }
  | { kind: 'op'; value: string; at: number }
  | { kind: 'end'; at: number };

class ParseError extends Error {
  constructor(readonly detail: ExpressionError) {
    super(detail.messageEn);
  }
}

const fail = (at: number, message: string, messageEn: string): never => {
  throw new ParseError({ at, message, messageEn });
};

const KEYWORDS = new Set(['and', 'or', 'not', 'contains', 'anyof', 'notempty', 'empty', 'true', 'false']);

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    const at = i;
    if (c === '{') {
      const close = src.indexOf('}', i);
      if (close < 0) fail(at, `第 ${at + 1} 个字符处的 { 没有配对的 }`, `'{' at ${at + 1} has no closing '}'`);
      const id = src.slice(i + 1, close).trim();
      if (!QUESTION_ID.test(id)) fail(at, `题目引用 {${id}} 的写法不对，应为 {q1} 这样的题号`, `Reference {${id}} is not a question id like {q1}`);
      tokens.push({ kind: 'ref', id, at });
      i = close + 1;
      continue;
    }
    if (c === "'" || c === '"') {
      let value = '';
      i += 1;
      let closed = false;
      while (i < src.length) {
        const d = src[i]!;
        if (d === '\\' && i + 1 < src.length) {
          value += src[i + 1];
          i += 2;
          continue;
        }
        if (d === c) {
          closed = true;
          i += 1;
          break;
        }
        value += d;
        i += 1;
      }
      if (!closed) fail(at, `第 ${at + 1} 个字符处的文字没有结束引号`, `The text starting at ${at + 1} has no closing quote`);
      tokens.push({ kind: 'string', value, at });
      continue;
    }
    const number = /^-?\d+(\.\d+)?/.exec(src.slice(i));
    if (number && (c !== '-' || /\d/.test(src[i + 1] ?? ''))) {
      tokens.push({ kind: 'number', value: Number(number[0]), at });
      i += number[0].length;
      continue;
    }
    const word = /^[A-Za-z]+/.exec(src.slice(i));
    if (word) {
      const value = word[0].toLowerCase();
      if (!KEYWORDS.has(value)) fail(at, `无法识别的词“${word[0]}”（文字请加引号）`, `Unknown word "${word[0]}" (quote text values)`);
      tokens.push({ kind: 'word', value, at });
      i += word[0].length;
      continue;
    }
    const op = /^(>=|<=|!=|<>|==|=|>|<|\(|\)|\[|\]|,)/.exec(src.slice(i));
    if (op) {
      const value = op[0] === '==' ? '=' : op[0] === '<>' ? '!=' : op[0];
      tokens.push({ kind: 'op', value, at });
      i += op[0].length;
      continue;
    }
    fail(at, `第 ${at + 1} 个字符“${c}”无法识别`, `Unexpected character "${c}" at ${at + 1}`);
  }
  tokens.push({ kind: 'end', at: src.length });
  return tokens;
}

function describe(token: Token): { zh: string; en: string } {
  switch (token.kind) {
    case 'end':
      return { zh: '结尾', en: 'the end' };
    case 'ref':
      return { zh: `{${token.id}}`, en: `{${token.id}}` };
    case 'string':
      return { zh: `'${token.value}'`, en: `'${token.value}'` };
    default:
      return { zh: `“${String(token.value)}”`, en: `"${String(token.value)}"` };
  }
}

/** Parses a condition; the error says where and what, in Chinese and English. */
export function parseExpression(src: string): ParseResult {
  try {
    if (src.length > LIMITS.expression) fail(0, `条件不能超过 ${LIMITS.expression} 个字符`, `A condition may not exceed ${LIMITS.expression} characters`);
    const tokens = tokenize(src);
    if (tokens.length === 1) fail(0, '条件是空的', 'The condition is empty');
    let pos = 0;
    const peek = () => tokens[pos]!;
    const next = () => tokens[pos++]!;
    const isWord = (t: Token, w: string) => t.kind === 'word' && t.value === w;
    const isOp = (t: Token, o: string) => t.kind === 'op' && t.value === o;
    const unexpected = (t: Token, wantZh: string, wantEn: string): never => {
      const d = describe(t);
      return fail(t.at, `第 ${t.at + 1} 个字符处应为${wantZh}，却是${d.zh}`, `Expected ${wantEn} at ${t.at + 1}, found ${d.en}`);
    };

    const literal = (): Literal | undefined => {
      const t = peek();
      if (t.kind === 'string' || t.kind === 'number') {
        pos += 1;
        return t.value;
      }
      if (isWord(t, 'true') || isWord(t, 'false')) {
        pos += 1;
        return t.kind === 'word' && t.value === 'true';
      }
      return undefined;
    };
    const operand = (): Operand => {
      const t = peek();
      if (t.kind === 'ref') {
        pos += 1;
        return { type: 'ref', id: t.id, at: t.at };
      }
      const value = literal();
      if (value === undefined) return unexpected(t, '题目引用（如 {q1}）或取值', 'a reference like {q1} or a value');
      return { type: 'literal', value };
    };
    const comparison = (): Expr => {
      const left = operand();
      const t = peek();
      if (t.kind === 'op' && ['=', '!=', '>', '>=', '<', '<='].includes(t.value)) {
        pos += 1;
        return { type: 'compare', op: t.value as CompareOp, left, right: operand() };
      }
      if (isWord(t, 'contains')) {
        pos += 1;
        return { type: 'compare', op: 'contains', left, right: operand() };
      }
      if (isWord(t, 'anyof')) {
        pos += 1;
        if (!isOp(peek(), '[')) unexpected(peek(), ' [', "'['");
        pos += 1;
        const values: Literal[] = [];
        while (true) {
          const value = literal();
          if (value === undefined) unexpected(peek(), '取值', 'a value');
          values.push(value as Literal);
          if (isOp(peek(), ',')) {
            pos += 1;
            continue;
          }
          if (isOp(peek(), ']')) {
            pos += 1;
            break;
          }
          unexpected(peek(), ' , 或 ]', "',' or ']'");
        }
        return { type: 'anyof', left, values };
      }
      if (isWord(t, 'notempty') || isWord(t, 'empty')) {
        pos += 1;
        return { type: t.kind === 'word' && t.value === 'empty' ? 'empty' : 'notempty', operand: left };
      }
      return { type: 'value', operand: left };
    };
    const unary = (): Expr => {
      if (isWord(peek(), 'not')) {
        pos += 1;
        return { type: 'not', expr: unary() };
      }
      if (isOp(peek(), '(')) {
        pos += 1;
        const inner = or();
        if (!isOp(peek(), ')')) unexpected(peek(), ' )', "')'");
        pos += 1;
        return inner;
      }
      return comparison();
    };
    const and = (): Expr => {
      let left = unary();
      while (isWord(peek(), 'and')) {
        pos += 1;
        left = { type: 'and', left, right: unary() };
      }
      return left;
    };
    function or(): Expr {
      let left = and();
      while (isWord(peek(), 'or')) {
        pos += 1;
        left = { type: 'or', left, right: and() };
      }
      return left;
    }
    const ast = or();
    const rest = next();
    if (rest.kind !== 'end') unexpected(rest, ' and、or 或结尾', "'and', 'or' or the end");
    return { ok: true, ast };
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, error: error.detail };
    throw error;
  }
}

/** The question ids an expression reads, in order of first appearance, with where each first appears. */
export function referencedQuestions(ast: Expr): string[] {
  const seen: string[] = [];
  const visitOperand = (o: Operand) => {
    if (o.type === 'ref' && !seen.includes(o.id)) seen.push(o.id);
  };
  const visit = (e: Expr): void => {
    switch (e.type) {
      case 'and':
      case 'or':
        visit(e.left);
        visit(e.right);
        return;
      case 'not':
        visit(e.expr);
        return;
      case 'compare':
        visitOperand(e.left);
        visitOperand(e.right);
        return;
      case 'anyof':
        visitOperand(e.left);
        return;
      default:
        visitOperand(e.operand);
    }
  };
  visit(ast);
  return seen;
}

/** An answer nobody gave: absent, null, empty text, no picks, no matrix row. */
export function isEmptyAnswer(value: AnswerValue | null | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.length === 0;
  return Object.keys(value).length === 0;
}

type Resolved = AnswerValue | Literal | undefined;

const asNumber = (v: Resolved): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return undefined;
};

/** A yes/no literal compares with `true`/`false` too. */
const asText = (v: Literal): string => (v === true ? 'yes' : v === false ? 'no' : String(v));

/** The values of an answer a condition looks at: picks, `row:column` pairs of a matrix, or the one value. */
const parts = (v: AnswerValue): string[] => {
  if (Array.isArray(v)) return v;
  if (typeof v === 'object') return Object.entries(v).map(([row, column]) => `${row}:${column}`);
  return [String(v)];
};

function isEmptyResolved(v: Resolved): boolean {
  if (typeof v === 'boolean') return false;
  return isEmptyAnswer(v);
}

function equals(a: AnswerValue | Literal, b: AnswerValue | Literal): boolean {
  if (typeof a === 'object' && !Array.isArray(a)) return parts(a).includes(asText(b as Literal));
  if (Array.isArray(a)) {
    if (Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
    return a.includes(asText(b as Literal));
  }
  if (Array.isArray(b) || typeof b === 'object') return equals(b, a);
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== undefined && nb !== undefined) return na === nb;
  return asText(a).toLowerCase() === asText(b).toLowerCase();
}

function order(a: AnswerValue | Literal, b: AnswerValue | Literal): number | undefined {
  if (typeof a === 'object' || typeof b === 'object') return undefined;
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== undefined && nb !== undefined) return na - nb;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
}

/** Whether the condition holds for these answers (an unanswered question is empty). */
export function evaluate(ast: Expr, answers: Answers): boolean {
  const resolve = (o: Operand): Resolved => (o.type === 'ref' ? answers[o.id] : o.value);
  const truthy = (v: Resolved): boolean => (typeof v === 'boolean' ? v : !isEmptyResolved(v) && v !== 'no' && v !== 0);
  switch (ast.type) {
    case 'and':
      return evaluate(ast.left, answers) && evaluate(ast.right, answers);
    case 'or':
      return evaluate(ast.left, answers) || evaluate(ast.right, answers);
    case 'not':
      return !evaluate(ast.expr, answers);
    case 'empty':
      return isEmptyResolved(resolve(ast.operand));
    case 'notempty':
      return !isEmptyResolved(resolve(ast.operand));
    case 'value':
      return truthy(resolve(ast.operand));
    case 'anyof': {
      const left = resolve(ast.left);
      if (left === undefined || isEmptyResolved(left)) return false;
      return ast.values.some((v) => equals(left as AnswerValue | Literal, v));
    }
    case 'compare': {
      const left = resolve(ast.left);
      const right = resolve(ast.right);
      if (left === undefined || right === undefined || isEmptyResolved(left) || isEmptyResolved(right)) return false;
      const l = left as AnswerValue | Literal;
      const r = right as AnswerValue | Literal;
      switch (ast.op) {
        case '=':
          return equals(l, r);
        case '!=':
          return !equals(l, r);
        case 'contains':
          if (typeof l === 'string') return l.toLowerCase().includes(asText(r as Literal).toLowerCase());
          if (typeof l === 'object') return parts(l).includes(asText(r as Literal));
          return false;
        default: {
          const d = order(l, r);
          if (d === undefined) return false;
          return ast.op === '>' ? d > 0 : ast.op === '>=' ? d >= 0 : ast.op === '<' ? d < 0 : d <= 0;
        }
      }
    }
  }
}

const parsedCache = new Map<string, ParseResult>();

/** Parses with a small cache: the same conditions are evaluated for every sheet of a task. */
function parsed(src: string): ParseResult {
  let result = parsedCache.get(src);
  if (!result) {
    result = parseExpression(src);
    if (parsedCache.size > 2000) parsedCache.clear();
    parsedCache.set(src, result);
  }
  return result;
}

/** A condition that is absent holds; one that does not parse holds too (the builder refuses to save it). */
function holds(src: string | null | undefined, answers: Answers): boolean {
  if (src === null || src === undefined || src.trim() === '') return true;
  const result = parsed(src);
  return result.ok ? evaluate(result.ast, answers) : true;
}

// ---------------------------------------------------------------------------------------------------------------
// Visibility and answers

/**
 * The questions shown for these answers, in order. A hidden question counts as unanswered for the conditions
 * after it, so hiding q2 also hides a q3 shown only when q2 is answered.
 */
export function visibleQuestions(questions: readonly Question[], answers: Answers): Question[] {
  const effective: Answers = {};
  const shown: Question[] = [];
  for (const q of questions) {
    if (holds(q.visibleIf, effective)) {
      shown.push(q);
      const value = answers[q.id];
      if (value !== undefined) effective[q.id] = value;
    }
  }
  return shown;
}

/** Whether a question's show-if holds for these answers (give it only the answers to questions shown before it). */
export function isVisible(question: Question, answers: Answers): boolean {
  return holds(question.visibleIf, answers);
}

/** Whether a question must be answered: always when `required`, else when its required-if holds. */
export function isRequired(question: Question, answers: Answers): boolean {
  if (question.required) return true;
  if (!question.requiredIf || question.requiredIf.trim() === '') return false;
  const result = parsed(question.requiredIf);
  return result.ok ? evaluate(result.ast, answers) : false;
}

/** The answers without those to hidden questions or to no question (dropped on submit). */
export function stripHidden(questions: readonly Question[], answers: Answers): Answers {
  const kept: Answers = {};
  for (const q of visibleQuestions(questions, answers)) {
    const value = answers[q.id];
    if (value !== undefined && !isEmptyAnswer(value)) kept[q.id] = value;
  }
  return kept;
}

const labelOf = (option: QuestionOption | undefined, lang: Lang, fallback: string) =>
  option ? (lang === 'en' && option.labelEn ? option.labelEn : option.label) : fallback;

/** An answer as people read it: option labels, not values (`；`-joined in Chinese, `; ` in English). */
export function answerText(question: Question, value: AnswerValue | undefined, lang: Lang = 'zh'): string {
  if (value === undefined || isEmptyAnswer(value)) return '';
  const sep = lang === 'en' ? '; ' : '；';
  const option = (v: string) =>
    labelOf(
      question.options?.find((o) => o.value === v),
      lang,
      v,
    );
  switch (question.kind) {
    case 'single':
    case 'dropdown':
      return option(String(value));
    case 'multiple':
    case 'ranking':
      return Array.isArray(value) ? value.map(option).join(sep) : String(value);
    case 'yesNo':
      return value === 'yes' ? (lang === 'en' ? 'Yes' : '是') : value === 'no' ? (lang === 'en' ? 'No' : '否') : String(value);
    case 'matrix':
      if (typeof value !== 'object' || Array.isArray(value)) return String(value);
      return Object.entries(value)
        .map(
          ([row, column]) =>
            `${labelOf(
              question.rows?.find((r) => r.value === row),
              lang,
              row,
            )}${lang === 'en' ? ': ' : '：'}${labelOf(
              question.columns?.find((c) => c.value === column),
              lang,
              column,
            )}`,
        )
        .join(sep);
    default:
      return Array.isArray(value) ? value.join(sep) : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** A title with `{q1}` replaced by the answer to q1 as people read it (`___` while unanswered). */
export function quoteTitle(title: string, questions: readonly Question[], answers: Answers, lang: Lang = 'zh'): string {
  return title.replace(/\{\s*(q[1-9][0-9]{0,3})\s*\}/g, (whole, id: string) => {
    const question = questions.find((q) => q.id === id);
    if (!question) return whole;
    const text = answerText(question, answers[id], lang);
    return text === '' ? '___' : text;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Checks

const no = (index: number, lang: Lang) => (lang === 'en' ? `Question ${index + 1}` : `第 ${index + 1} 题`);
const problem = (question: Question | undefined, index: number, field: string, zh: string, en: string): QuestionProblem => ({
  questionId: question?.id ?? null,
  field,
  message: `${no(index, 'zh')}：${zh}`,
  messageEn: `${no(index, 'en')}: ${en}`,
});

const FIELD_NAMES: Record<string, { zh: string; en: string }> = {
  visibleIf: { zh: '显示条件', en: 'the show-if condition' },
  requiredIf: { zh: '必答条件', en: 'the required-if condition' },
  title: { zh: '标题', en: 'the title' },
};

function checkOptionList(
  q: Question,
  index: number,
  field: 'options' | 'rows' | 'columns',
  list: readonly QuestionOption[] | undefined,
  min: number,
  max: number,
  problems: QuestionProblem[],
): void {
  const what = { options: { zh: '选项', en: 'options' }, rows: { zh: '矩阵行', en: 'matrix rows' }, columns: { zh: '矩阵列', en: 'matrix columns' } }[field];
  const items = list ?? [];
  if (items.length < min || items.length > max) {
    problems.push(
      problem(q, index, field, `${what.zh}须为 ${min} 至 ${max} 个，现有 ${items.length} 个`, `needs ${min} to ${max} ${what.en}, has ${items.length}`),
    );
  }
  const seen = new Set<string>();
  items.forEach((o, i) => {
    if (!OPTION_VALUE.test(o.value)) {
      problems.push(
        problem(
          q,
          index,
          field,
          `第 ${i + 1} 个${what.zh}的值“${o.value}”只能用字母、数字、- 和 _（1 至 40 个）`,
          `${what.en} ${i + 1}: value "${o.value}" may only hold letters, digits, - and _ (1 to 40)`,
        ),
      );
    } else if (seen.has(o.value)) {
      problems.push(problem(q, index, field, `${what.zh}的值“${o.value}”重复`, `${what.en} value "${o.value}" is used twice`));
    }
    seen.add(o.value);
    if (o.label.trim() === '') problems.push(problem(q, index, field, `第 ${i + 1} 个${what.zh}没有文字`, `${what.en} ${i + 1} has no label`));
  });
}

/**
 * Every problem of a questionnaire's questions, in order: ids, titles, options, limits, and conditions (that do not
 * parse, or that read an unknown question, a later one or the question itself). Empty when it may be saved.
 */
export function checkQuestionnaire(questions: readonly Question[]): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  if (questions.length === 0) {
    problems.push({ questionId: null, field: 'questions', message: '问卷至少要有 1 道题', messageEn: 'A questionnaire needs at least 1 question' });
  }
  if (questions.length > LIMITS.questions) {
    problems.push({
      questionId: null,
      field: 'questions',
      message: `问卷最多 ${LIMITS.questions} 道题`,
      messageEn: `A questionnaire may hold at most ${LIMITS.questions} questions`,
    });
  }
  const position = new Map<string, number>();
  questions.forEach((q, index) => {
    if (!QUESTION_ID.test(q.id)) problems.push(problem(q, index, 'id', `题号“${q.id}”应为 q1 这样的写法`, `id "${q.id}" should look like q1`));
    else if (position.has(q.id))
      problems.push(problem(q, index, 'id', `题号 ${q.id} 与第 ${position.get(q.id)! + 1} 题重复`, `id ${q.id} is also question ${position.get(q.id)! + 1}'s`));
    else position.set(q.id, index);
  });
  const checkRefs = (q: Question, index: number, field: string, ids: readonly string[]) => {
    const name = FIELD_NAMES[field]!;
    for (const id of ids) {
      const at = position.get(id);
      if (at === undefined)
        problems.push(problem(q, index, field, `${name.zh}引用了不存在的题目 {${id}}`, `${name.en} refers to {${id}}, which does not exist`));
      else if (at === index) problems.push(problem(q, index, field, `${name.zh}引用了本题自己`, `${name.en} refers to the question itself`));
      else if (at > index)
        problems.push(problem(q, index, field, `${name.zh}引用了后面的第 ${at + 1} 题`, `${name.en} refers to question ${at + 1}, which comes later`));
    }
  };
  questions.forEach((q, index) => {
    const title = q.title.trim();
    if (title === '') problems.push(problem(q, index, 'title', '标题不能为空', 'the title is empty'));
    else if (title.length > LIMITS.title)
      problems.push(problem(q, index, 'title', `标题不能超过 ${LIMITS.title} 个字`, `the title may not exceed ${LIMITS.title} characters`));
    const quoted = [...q.title.matchAll(/\{\s*(q[1-9][0-9]{0,3})\s*\}/g)].map((m) => m[1]!);
    checkRefs(q, index, 'title', [...new Set(quoted)]);
    if (!QUESTION_KINDS.includes(q.kind)) {
      problems.push(problem(q, index, 'kind', `题型“${String(q.kind)}”不存在`, `kind "${String(q.kind)}" does not exist`));
      return;
    }
    if (OPTION_KINDS.has(q.kind)) checkOptionList(q, index, 'options', q.options, LIMITS.options.min, LIMITS.options.max, problems);
    if (q.kind === 'multiple') {
      const count = q.options?.length ?? 0;
      const min = q.minPicks ?? null;
      const max = q.maxPicks ?? null;
      if (min !== null && (!Number.isInteger(min) || min < 0 || min > count)) {
        problems.push(problem(q, index, 'minPicks', `最少选择数须在 0 至 ${count} 之间`, `the fewest picks must be 0 to ${count}`));
      }
      if (max !== null && (!Number.isInteger(max) || max < 1 || max > count)) {
        problems.push(problem(q, index, 'maxPicks', `最多选择数须在 1 至 ${count} 之间`, `the most picks must be 1 to ${count}`));
      }
      if (min !== null && max !== null && min > max) {
        problems.push(problem(q, index, 'minPicks', `最少选择数 ${min} 大于最多选择数 ${max}`, `the fewest picks (${min}) exceed the most (${max})`));
      }
    }
    if (q.kind === 'number') {
      if (q.min !== undefined && q.min !== null && q.max !== undefined && q.max !== null && q.min > q.max) {
        problems.push(problem(q, index, 'min', `最小值 ${q.min} 大于最大值 ${q.max}`, `the minimum (${q.min}) exceeds the maximum (${q.max})`));
      }
      if (q.integer && q.min != null && q.max != null && Math.ceil(q.min) > Math.floor(q.max)) {
        problems.push(problem(q, index, 'integer', '取值范围内没有整数', 'no integer lies in the range'));
      }
    }
    if (q.kind === 'rating' && q.scale !== undefined && q.scale !== null && q.scale !== 5 && q.scale !== 10) {
      problems.push(problem(q, index, 'scale', '评分只能是 5 分或 10 分制', 'a rating is out of 5 or 10'));
    }
    if (q.kind === 'matrix') {
      checkOptionList(q, index, 'rows', q.rows, LIMITS.rows.min, LIMITS.rows.max, problems);
      checkOptionList(q, index, 'columns', q.columns, LIMITS.columns.min, LIMITS.columns.max, problems);
    }
    for (const field of ['visibleIf', 'requiredIf'] as const) {
      const src = q[field];
      if (src === undefined || src === null || src.trim() === '') continue;
      const result = parseExpression(src);
      const name = FIELD_NAMES[field]!;
      if (!result.ok)
        problems.push(problem(q, index, field, `${name.zh}写法有误：${result.error.message}`, `${name.en} does not parse: ${result.error.messageEn}`));
      else checkRefs(q, index, field, referencedQuestions(result.ast));
    }
  });
  return problems;
}

function validDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The problems of one answer of the right question (shape, options, limits); none for an empty answer. */
function answerProblems(q: Question, index: number, value: AnswerValue, final: boolean): QuestionProblem[] {
  const out: QuestionProblem[] = [];
  const add = (zh: string, en: string) => out.push(problem(q, index, 'answer', zh, en));
  const values = new Set((q.options ?? []).map((o) => o.value));
  switch (q.kind) {
    case 'single':
    case 'dropdown':
      if (typeof value !== 'string') add('应选择一个选项', 'pick one option');
      else if (!values.has(value)) add(`选项“${value}”不存在`, `option "${value}" does not exist`);
      break;
    case 'multiple': {
      if (!Array.isArray(value)) {
        add('应选择若干选项', 'pick some options');
        break;
      }
      const unknown = value.filter((v) => !values.has(v));
      if (unknown.length > 0) add(`选项“${unknown.join('、')}”不存在`, `option "${unknown.join(', ')}" does not exist`);
      else if (new Set(value).size !== value.length) add('同一选项选了两次', 'an option is picked twice');
      else if (q.maxPicks != null && value.length > q.maxPicks) add(`最多选择 ${q.maxPicks} 项`, `pick at most ${q.maxPicks}`);
      else if (final && q.minPicks != null && value.length < q.minPicks) add(`至少选择 ${q.minPicks} 项`, `pick at least ${q.minPicks}`);
      break;
    }
    case 'text':
    case 'longText': {
      const max = q.kind === 'text' ? LIMITS.text : LIMITS.longText;
      if (typeof value !== 'string') add('应填写文字', 'write some text');
      else if (value.length > max) add(`不能超过 ${max} 个字`, `may not exceed ${max} characters`);
      break;
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) add('应填写数字', 'enter a number');
      else if (q.integer && !Number.isInteger(value)) add('应填写整数', 'enter a whole number');
      else if (q.min != null && value < q.min) add(`不能小于 ${q.min}`, `may not be below ${q.min}`);
      else if (q.max != null && value > q.max) add(`不能大于 ${q.max}`, `may not be above ${q.max}`);
      break;
    case 'date':
      if (typeof value !== 'string' || !validDate(value)) add('日期应为 YYYY-MM-DD 格式的有效日期', 'enter a valid date as YYYY-MM-DD');
      break;
    case 'rating': {
      const scale = q.scale ?? 5;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > scale)
        add(`评分应为 1 至 ${scale} 的整数`, `rate with a whole number from 1 to ${scale}`);
      break;
    }
    case 'ranking': {
      if (!Array.isArray(value)) {
        add('应给出选项的排序', 'rank the options');
        break;
      }
      const unknown = value.filter((v) => !values.has(v));
      if (unknown.length > 0) add(`选项“${unknown.join('、')}”不存在`, `option "${unknown.join(', ')}" does not exist`);
      else if (new Set(value).size !== value.length) add('同一选项排了两次', 'an option is ranked twice');
      else if (final && value.length !== values.size) add('请为全部选项排序', 'rank every option');
      break;
    }
    case 'yesNo':
      if (value !== 'yes' && value !== 'no') add('应回答“是”或“否”', 'answer yes or no');
      break;
    case 'matrix': {
      if (typeof value !== 'object' || Array.isArray(value)) {
        add('应为每一行选择一列', 'pick a column for each row');
        break;
      }
      const rows = new Set((q.rows ?? []).map((r) => r.value));
      const columns = new Set((q.columns ?? []).map((c) => c.value));
      for (const [row, column] of Object.entries(value)) {
        if (!rows.has(row)) add(`矩阵行“${row}”不存在`, `matrix row "${row}" does not exist`);
        else if (typeof column !== 'string' || !columns.has(column)) add(`矩阵列“${String(column)}”不存在`, `matrix column "${String(column)}" does not exist`);
      }
      break;
    }
  }
  return out;
}

export interface ValidateOptions {
  /** A submission: required questions (those shown) must be answered, picks and rankings complete. */
  final: boolean;
}

/**
 * The problems of a sheet's answers: answers to no question, answers of the wrong shape, unknown options, values
 * out of range; with `final`, also required questions left empty (only those shown) and matrix rows left out of a
 * required matrix. Empty when the answers may be saved (or submitted).
 */
export function validateAnswers(questions: readonly Question[], answers: Answers, options: ValidateOptions): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  const index = new Map(questions.map((q, i) => [q.id, i] as const));
  for (const id of Object.keys(answers)) {
    if (!index.has(id)) problems.push({ questionId: id, field: 'answer', message: `题目 ${id} 不存在`, messageEn: `Question ${id} does not exist` });
  }
  const shown = options.final ? new Set(visibleQuestions(questions, answers).map((q) => q.id)) : null;
  questions.forEach((q, i) => {
    const value = answers[q.id];
    // On submit a hidden question's answer is dropped, so only what is shown is checked.
    if (shown && !shown.has(q.id)) return;
    if (value !== undefined && !isEmptyAnswer(value)) problems.push(...answerProblems(q, i, value, options.final));
    if (!options.final) return;
    if (isRequired(q, answers)) {
      if (value === undefined || isEmptyAnswer(value)) problems.push(problem(q, i, 'answer', '此题为必答题', 'this question must be answered'));
      else if (q.kind === 'matrix' && typeof value === 'object' && !Array.isArray(value)) {
        const missing = (q.rows ?? []).filter((r) => !(r.value in value));
        if (missing.length > 0)
          problems.push(
            problem(
              q,
              i,
              'answer',
              `请回答每一行（缺少：${missing.map((r) => r.label).join('、')}）`,
              `answer every row (missing: ${missing.map((r) => r.labelEn ?? r.label).join(', ')})`,
            ),
          );
      }
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Building

/** The id a new question takes: the highest `qN` plus one. */
export function nextQuestionId(questions: readonly Pick<Question, 'id'>[]): string {
  let max = 0;
  for (const q of questions) {
    const m = /^q(\d+)$/.exec(q.id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `q${max + 1}`;
}

const defaultOptions = (lang: Lang = 'zh'): QuestionOption[] => [
  { value: 'a', label: lang === 'en' ? 'Option 1' : '选项1', labelEn: 'Option 1' },
  { value: 'b', label: lang === 'en' ? 'Option 2' : '选项2', labelEn: 'Option 2' },
];

const defaultColumns = (): QuestionOption[] => [
  { value: 'c1', label: '很不满意', labelEn: 'Very dissatisfied' },
  { value: 'c2', label: '不满意', labelEn: 'Dissatisfied' },
  { value: 'c3', label: '一般', labelEn: 'Neutral' },
  { value: 'c4', label: '满意', labelEn: 'Satisfied' },
  { value: 'c5', label: '很满意', labelEn: 'Very satisfied' },
];

/** The fields each kind uses besides the common ones, with their defaults. */
function kindFields(kind: QuestionKind, from: Question | undefined, lang: Lang): Partial<Question> {
  const optionsFrom = (): QuestionOption[] => {
    const source = from?.options && from.options.length > 0 ? from.options : from?.kind === 'matrix' && from.rows ? from.rows : undefined;
    return source && source.length >= 2 ? source.map((o) => ({ ...o })) : defaultOptions(lang);
  };
  switch (kind) {
    case 'single':
    case 'dropdown':
    case 'ranking':
      return { options: optionsFrom() };
    case 'multiple':
      return { options: optionsFrom(), minPicks: null, maxPicks: null };
    case 'number':
      return { min: null, max: null, integer: false };
    case 'rating':
      return { scale: 5, style: 'stars' };
    case 'matrix': {
      const rows =
        from?.kind === 'matrix' && from.rows
          ? from.rows
          : from?.options && from.options.length > 0
            ? from.options
            : [{ value: 'r1', label: lang === 'en' ? 'Row 1' : '行1', labelEn: 'Row 1' }];
      const columns = from?.kind === 'matrix' && from.columns ? from.columns : defaultColumns();
      return { rows: rows.map((r) => ({ ...r })), columns: columns.map((c) => ({ ...c })) };
    }
    default:
      return {};
  }
}

/** A new question of a kind, with the defaults the builder starts from. */
export function newQuestion(kind: QuestionKind, id: string, title: string, lang: Lang = 'zh'): Question {
  return { id, kind, title, required: false, ...kindFields(kind, undefined, lang) };
}

/**
 * The question changed to another kind: its id, title, description, required and conditions stay, options stay
 * where the new kind has options (a matrix's rows become options and back), the rest takes the kind's defaults.
 */
export function convertQuestion(question: Question, kind: QuestionKind, lang: Lang = 'zh'): Question {
  if (question.kind === kind) return question;
  const converted: Question = { id: question.id, kind, title: question.title, required: question.required };
  if (question.description !== undefined) converted.description = question.description;
  if (question.visibleIf !== undefined) converted.visibleIf = question.visibleIf;
  if (question.requiredIf !== undefined) converted.requiredIf = question.requiredIf;
  const fields = kindFields(kind, question, lang);
  if (kind === 'number' && question.kind === 'rating') Object.assign(fields, { min: 1, max: question.scale ?? 5, integer: true });
  if (kind === 'rating' && question.kind === 'number' && question.max != null && question.max > 5) fields.scale = 10;
  if (kind === 'multiple' && question.kind === 'multiple') Object.assign(fields, { minPicks: question.minPicks, maxPicks: question.maxPicks });
  return { ...converted, ...fields };
}

/**
 * The values a filter of the analysis names in an answer: option values (picks; a ranking's first place),
 * `yes`/`no`, a rating or a number as text, `row:column` pairs of a matrix, a date.
 */
export function filterValues(question: Question, value: AnswerValue | undefined): string[] {
  if (value === undefined || isEmptyAnswer(value)) return [];
  switch (question.kind) {
    case 'multiple':
      return Array.isArray(value) ? value : [];
    case 'ranking':
      return Array.isArray(value) && value.length > 0 ? [value[0]!] : [];
    case 'matrix':
      return typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).map(([r, c]) => `${r}:${c}`) : [];
    case 'text':
    case 'longText':
      return [];
    default:
      return [String(value)];
  }
}
