import { type Lang, QUESTION_KINDS, convertQuestion, newQuestion as makeQuestion, nextQuestionId } from '@gs/sdk/rules/questionnaire';
import type { components } from '@gs/sdk/schema';

export type Question = components['schemas']['Question'];
export type QuestionKind = components['schemas']['QuestionKind'];
export type QuestionOption = components['schemas']['QuestionOption'];

/** Everything the builder edits and saves (the body of createQuestionnaire / updateQuestionnaire). */
export type Draft = components['schemas']['QuestionnaireInput'];

/** The kinds in the palette's order (the shared rules' order). */
export const KINDS: readonly QuestionKind[] = QUESTION_KINDS;

/** The option lists of a question the builder edits: its options, or a matrix's rows and columns. */
export type OptionList = 'options' | 'rows' | 'columns';

/** An unused value for a new item of a list: a, b, … z for options, r1…/c1… for matrix rows and columns. */
export function nextOptionValue(items: readonly QuestionOption[], list: OptionList): string {
  const taken = new Set(items.map((item) => item.value));
  if (list === 'options') {
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') if (!taken.has(letter)) return letter;
  }
  const prefix = list === 'rows' ? 'r' : list === 'columns' ? 'c' : 'o';
  for (let n = 1; ; n += 1) if (!taken.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

/**
 * A new question of `kind` after the others' ids (the shared rules' defaults: two options, a matrix's
 * rows and columns, a rating's scale), titled `title`, so that adding one shows no problem before the user types.
 */
export function newQuestion(kind: QuestionKind, questions: readonly Question[], title: string, lang: Lang): Question {
  return makeQuestion(kind, nextQuestionId(questions), title, lang);
}

/** The question as another kind: the shared rule keeps title, required, logic and what options fit. */
export function changeKind(question: Question, kind: QuestionKind, lang: Lang): Question {
  return convertQuestion(question, kind, lang);
}

/** A copy of a question under a new id, right after it. */
export function duplicateQuestion(questions: readonly Question[], id: string): Question[] {
  const at = questions.findIndex((question) => question.id === id);
  const source = questions[at];
  if (!source) return [...questions];
  // Questions are plain JSON: a JSON copy shares nothing with the original.
  const copy: Question = { ...(JSON.parse(JSON.stringify(source)) as Question), id: nextQuestionId(questions) };
  return [...questions.slice(0, at + 1), copy, ...questions.slice(at + 1)];
}

/** The list with the item at `from` moved to `to` (both indexes), the others keeping their order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

/** Inserts `text` into `value` at the caret (`start`..`end` replaced); answers the new text and caret. */
export function insertAt(value: string, text: string, start: number | null, end: number | null): { value: string; caret: number } {
  const from = start ?? value.length;
  const to = end ?? from;
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}
