import type { AssessmentCriterion, AssessmentLevel } from './api/assessments.ts';

/**
 * The preview of the entry dialog, computed as the server computes it (api-spec `Assessment`: sum of
 * score / maxScore x weight, one decimal; `AssessmentLevel`: 优秀 from 90, 合格 from 75, 基本合格 from
 * 60). The server's answer is what is stored; this only shows it while typing.
 */
export function weightedTotal(criteria: readonly AssessmentCriterion[], scores: Readonly<Record<string, number | null | undefined>>): number {
  const total = criteria.reduce((sum, c) => sum + ((scores[c.id] ?? 0) / c.maxScore) * c.weight, 0);
  return Math.round(total * 10) / 10;
}

export function levelOf(total: number): AssessmentLevel {
  if (total >= 90) return 'excellent';
  if (total >= 75) return 'qualified';
  if (total >= 60) return 'basic';
  return 'unqualified';
}
