import type { components } from '../generated/schema.ts';

type RuleCategory = components['schemas']['ScholarshipRuleCategory'];
type AchievementInput = components['schemas']['ScholarshipAchievementInput'];

/*
 * The scoring of an academic scholarship (学业奖学金; our model, issue 15) that the mock backend applies
 * and the web previews while a student types, by the rule table the server serves
 * (`GET /cloud-xj/api/xj/xyjxj/rules`, `ScholarshipRules`). The server's scores are what is stored.
 */

/** The part of the served rule table (`ScholarshipRules`) the scoring reads: each category's levels, points and cap. */
export interface ScholarshipRuleTable {
  readonly categories: readonly RuleCategory[];
}

/** An achievement as far as it is known (a form row being typed may lack its category or level). */
export type AchievementDraft = Partial<Pick<AchievementInput, 'category' | 'level'>>;

/**
 * The points of one achievement by the table, with its level's name; undefined while its category is
 * missing or unknown, and when its level is not one of the category's (missing or unknown for a category
 * with levels, given at all for a category without).
 */
export function achievementPoints(rules: ScholarshipRuleTable, achievement: AchievementDraft): { points: number; levelName?: string } | undefined {
  const rule = rules.categories.find((category) => category.category === achievement.category);
  if (!rule) return undefined;
  if (rule.levels.length === 0) return achievement.level === undefined ? { points: rule.points ?? 0 } : undefined;
  const level = rule.levels.find((l) => l.level === achievement.level);
  return level ? { points: level.points, levelName: level.name } : undefined;
}

/**
 * The score each achievement counts for, and the total: within a category the achievements worth the
 * most count first (equal ones in the order given) and the category's cap cuts the rest. An achievement
 * without points (see `achievementPoints`) scores undefined and counts for nothing.
 */
export function cappedScores(
  rules: ScholarshipRuleTable,
  achievements: readonly (AchievementDraft | undefined)[],
): { scores: (number | undefined)[]; total: number } {
  const points = achievements.map((a) => (a ? achievementPoints(rules, a)?.points : undefined));
  const left = new Map<string, number>(rules.categories.map((rule) => [rule.category, rule.cap ?? Number.POSITIVE_INFINITY]));
  const scores: (number | undefined)[] = points.map(() => undefined);
  const best = points
    .map((value, index) => ({ value, index }))
    .filter((item): item is { value: number; index: number } => item.value !== undefined)
    .sort((x, y) => y.value - x.value || x.index - y.index);
  for (const { value, index } of best) {
    const category = achievements[index]!.category!;
    const room = left.get(category) ?? 0;
    scores[index] = Math.min(value, room);
    left.set(category, room - scores[index]);
  }
  return { scores, total: scores.reduce<number>((sum, score) => sum + (score ?? 0), 0) };
}
