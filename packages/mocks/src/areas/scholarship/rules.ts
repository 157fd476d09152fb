import type { components } from '@gs/sdk/schema';

type RuleCategory = components['schemas']['ScholarshipRuleCategory'];
type AchievementInput = components['schemas']['ScholarshipAchievementInput'];
type Achievement = components['schemas']['ScholarshipAchievement'];

/** How a scholarship application is decided and what it is for (the business `xyjxj`, SPEC 3 approval submission). */
export const XYJXJ = { mkCode: 'xj', coreCode: 'xyjxj', type: 'xyjxjApproval', callback: '/cloud-xj/api/xj/xyjxj/callback', window: 'window.xyjxj' } as const;

export const MIN_ACHIEVEMENTS = 1;
export const MAX_ACHIEVEMENTS = 20;

/** Scholarship levels (dictionary `xj_jxjdj`), filled in this order down a college's ranking. */
export const LEVELS = [
  { level: '1', name: '一等' },
  { level: '2', name: '二等' },
  { level: '3', name: '三等' },
] as const;

export const TIE_BREAK = '总分相同时，单项成果最高分高者在前；仍相同时，提交时间早者在前；再相同时，学号小者在前';

/**
 * The rule table (our model of a typical graduate school's 学业奖学金 scoring rules): points by category
 * and level, and the most a category may count for in one application.
 */
export const RULE_CATEGORIES: readonly RuleCategory[] = [
  {
    category: '1',
    name: '学术论文',
    levels: [
      { level: 'A', name: 'SCI/SSCI 一区或 CCF A 类', points: 30 },
      { level: 'B', name: 'SCI/SSCI 二区或 CCF B 类', points: 20 },
      { level: 'C', name: '中文核心期刊或 EI', points: 10 },
      { level: 'D', name: '一般期刊或会议论文', points: 4 },
    ],
    points: null,
    cap: null,
  },
  {
    category: '2',
    name: '科研项目',
    levels: [
      { level: 'N', name: '国家级项目', points: 15 },
      { level: 'P', name: '省部级项目', points: 10 },
      { level: 'S', name: '校级项目', points: 5 },
    ],
    points: null,
    cap: 30,
  },
  {
    category: '3',
    name: '学科竞赛',
    levels: [
      { level: 'N', name: '国家级奖项', points: 12 },
      { level: 'P', name: '省级奖项', points: 8 },
      { level: 'S', name: '校级奖项', points: 4 },
    ],
    points: null,
    cap: 24,
  },
  {
    category: '4',
    name: '专利与软件著作权',
    levels: [
      { level: 'I', name: '授权发明专利', points: 12 },
      { level: 'U', name: '实用新型专利', points: 5 },
      { level: 'W', name: '软件著作权', points: 3 },
    ],
    points: null,
    cap: 24,
  },
  { category: '5', name: '社会实践', levels: [], points: 3, cap: 6 },
  { category: '6', name: '学生工作', levels: [], points: 4, cap: 8 },
];

const BY_CATEGORY = new Map<string, RuleCategory>(RULE_CATEGORIES.map((rule) => [rule.category, rule]));

export function ruleOf(category: string): RuleCategory | undefined {
  return BY_CATEGORY.get(category);
}

/** The points of one achievement by the table; undefined when its level is not one of the category's. */
export function pointsOf(achievement: Pick<AchievementInput, 'category' | 'level'>): { points: number; levelName?: string } | undefined {
  const rule = ruleOf(achievement.category);
  if (!rule) return undefined;
  if (rule.levels.length === 0) return achievement.level === undefined ? { points: rule.points ?? 0 } : undefined;
  const level = rule.levels.find((l) => l.level === achievement.level);
  return level ? { points: level.points, levelName: level.name } : undefined;
}

/**
 * Scores the achievements (each must have a valid level: the caller checked): within a category the
 * best ones count first and the category's cap cuts the rest. Keeps the order they were entered in.
 */
export function score(achievements: readonly AchievementInput[]): { achievements: Achievement[]; totalScore: number } {
  const scored = achievements.map((a) => {
    const found = pointsOf(a);
    return { ...a, ...(found?.levelName ? { levelName: found.levelName } : {}), points: found?.points ?? 0, score: 0 };
  });
  const left = new Map<string, number>(RULE_CATEGORIES.map((rule) => [rule.category, rule.cap ?? Number.POSITIVE_INFINITY]));
  const best = scored.map((a, index) => ({ a, index })).sort((x, y) => y.a.points - x.a.points || x.index - y.index);
  for (const { a } of best) {
    const room = left.get(a.category) ?? 0;
    a.score = Math.min(a.points, room);
    left.set(a.category, room - a.score);
  }
  return { achievements: scored, totalScore: scored.reduce((sum, a) => sum + a.score, 0) };
}

/** `2026-2027-1` -> `2025-2026`: the academic year before the term's, whose achievements are assessed now. */
export function assessedYear(term: string): string {
  const start = Number(term.slice(0, 4));
  return `${start - 1}-${start}`;
}

/** The first and last day of an academic year (`2025-2026` -> 2025-09-01 .. 2026-08-31). */
export function yearBounds(year: string): { start: string; end: string } {
  const [first, second] = year.split('-');
  return { start: `${first}-09-01`, end: `${second}-08-31` };
}

export function isAcademicYear(year: string): boolean {
  const match = /^(\d{4})-(\d{4})$/.exec(year);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}
