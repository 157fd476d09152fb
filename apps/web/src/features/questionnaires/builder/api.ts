import type { components } from '@gs/sdk/schema';

/**
 * What the builder reads of the server beyond the area's hooks (../api/questionnaires.ts, shared with
 * the other questionnaire pages): the problems a refused save names.
 */
export type QuestionProblem = components['schemas']['QuestionProblem'];

const isProblem = (value: unknown): value is QuestionProblem => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (typeof record.questionId === 'string' || record.questionId === null) &&
    typeof record.field === 'string' &&
    typeof record.message === 'string' &&
    typeof record.messageEn === 'string'
  );
};

/** The problems of a save refused with 400 (`data.problems`), or null when the refusal carries none (a body the schema refuses). */
export function problemsOfRefusal(data: unknown): QuestionProblem[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const problems = (data as { problems?: unknown }).problems;
  return Array.isArray(problems) && problems.every(isProblem) ? problems : null;
}
