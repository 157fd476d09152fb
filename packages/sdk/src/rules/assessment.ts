import type { components } from '../generated/schema.ts';

type AssessmentCriterion = components['schemas']['AssessmentCriterion'];
type AssessmentLevel = components['schemas']['AssessmentLevel'];

/*
 * The yearly supervisor assessment's total and level (our model, issue 15 §6; api-spec `Assessment`,
 * `AssessmentLevel`): what the mock backend stores and the web's entry dialog shows while scores are
 * typed. The server's answer is what is stored.
 */

/**
 * The weighted total: the sum over the criteria of score / maxScore x weight, to one decimal. A criterion
 * without a score (not typed yet) counts as 0.
 */
export function weightedTotal(
  criteria: readonly Pick<AssessmentCriterion, 'id' | 'weight' | 'maxScore'>[],
  scores: Readonly<Record<string, number | null | undefined>>,
): number {
  let total = 0;
  for (const criterion of criteria) total += ((scores[criterion.id] ?? 0) / criterion.maxScore) * criterion.weight;
  return Math.round(total * 10) / 10;
}

/** The level of a total: excellent from 90, qualified from 75, basic from 60, unqualified below. */
export function levelOf(total: number): AssessmentLevel {
  if (total >= 90) return 'excellent';
  if (total >= 75) return 'qualified';
  if (total >= 60) return 'basic';
  return 'unqualified';
}
