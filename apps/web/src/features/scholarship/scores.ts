import type { components } from '@gs/sdk/schema';

export type ScholarshipRules = components['schemas']['ScholarshipRules'];
export type AchievementInput = components['schemas']['ScholarshipAchievementInput'];
export type ScholarshipPayload = components['schemas']['ScholarshipPayload'];

/** An achievement as the form holds it while it is typed (any part may still be missing). */
export type AchievementDraft = Partial<AchievementInput>;

/** The points of one achievement by the table; undefined while its category or level is missing or unknown. */
export function pointsOf(rules: ScholarshipRules, achievement: AchievementDraft): number | undefined {
  const rule = rules.categories.find((category) => category.category === achievement.category);
  if (!rule) return undefined;
  if (rule.levels.length === 0) return rule.points ?? 0;
  return rule.levels.find((level) => level.level === achievement.level)?.points;
}

/**
 * The score the server will give (the same rule: within a category the best achievements count first
 * and the category's cap cuts the rest), shown as the student types; the server's is what is stored.
 */
export function previewScores(
  rules: ScholarshipRules,
  achievements: readonly (AchievementDraft | undefined)[],
): { scores: (number | undefined)[]; total: number } {
  const points = achievements.map((a) => (a ? pointsOf(rules, a) : undefined));
  const left = new Map(rules.categories.map((rule) => [rule.category as string, rule.cap ?? Number.POSITIVE_INFINITY]));
  const scores: (number | undefined)[] = points.map(() => undefined);
  const order = points
    .map((value, index) => ({ value, index }))
    .filter((item): item is { value: number; index: number } => item.value !== undefined)
    .sort((x, y) => y.value - x.value || x.index - y.index);
  for (const { value, index } of order) {
    const category = achievements[index]?.category ?? '';
    const room = left.get(category) ?? 0;
    scores[index] = Math.min(value, room);
    left.set(category, room - scores[index]);
  }
  return { scores, total: scores.reduce<number>((sum, value) => sum + (value ?? 0), 0) };
}
