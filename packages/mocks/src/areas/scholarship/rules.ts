import { type ScholarshipRuleTable, achievementPoints, cappedScores } from '@gs/sdk/rules/scholarship';
import type { components } from '@gs/sdk/schema';
import { type Lang, say } from '../../http/language.ts';

type RuleCategory = components['schemas']['ScholarshipRuleCategory'];
type AchievementInput = components['schemas']['ScholarshipAchievementInput'];
type Achievement = components['schemas']['ScholarshipAchievement'];

/** How a scholarship application is decided and what it is for (the business `xyjxj`, SPEC 3 approval submission). */
export const XYJXJ = { mkCode: 'xj', coreCode: 'xyjxj', type: 'xyjxjApproval', callback: '/cloud-xj/api/xj/xyjxj/callback', window: 'window.xyjxj' } as const;

export const MIN_ACHIEVEMENTS = 1;
export const MAX_ACHIEVEMENTS = 20;

/** Scholarship levels (dictionary `xj_jxjdj`), filled in this order down a college's ranking. */
export const LEVELS = [
  { level: '1', name: '一等', nameEn: 'First class' },
  { level: '2', name: '二等', nameEn: 'Second class' },
  { level: '3', name: '三等', nameEn: 'Third class' },
] as const;

export const TIE_BREAK = '总分相同时，单项成果最高分高者在前；仍相同时，提交时间早者在前；再相同时，学号小者在前';
export const TIE_BREAK_EN = 'On equal totals, the higher best single achievement comes first; then the earlier submission; then the smaller card number';

/**
 * The rule table (our model of a typical graduate school's 学业奖学金 scoring rules), one row per
 * category: its points by level (or one value for every achievement of a category without levels) and
 * the most it may count for in one application (`null`: no cap).
 */
const TABLE: readonly {
  category: RuleCategory['category'];
  name: string;
  cap: number | null;
  scale: Readonly<Record<string, readonly [name: string, points: number]>> | number;
}[] = [
  {
    category: '1',
    name: '学术论文',
    cap: null,
    scale: { A: ['SCI/SSCI 一区或 CCF A 类', 30], B: ['SCI/SSCI 二区或 CCF B 类', 20], C: ['中文核心期刊或 EI', 10], D: ['一般期刊或会议论文', 4] },
  },
  { category: '2', name: '科研项目', cap: 30, scale: { N: ['国家级项目', 15], P: ['省部级项目', 10], S: ['校级项目', 5] } },
  { category: '3', name: '学科竞赛', cap: 24, scale: { N: ['国家级奖项', 12], P: ['省级奖项', 8], S: ['校级奖项', 4] } },
  { category: '4', name: '专利与软件著作权', cap: 24, scale: { I: ['授权发明专利', 12], U: ['实用新型专利', 5], W: ['软件著作权', 3] } },
  { category: '5', name: '社会实践', cap: 6, scale: 3 },
  { category: '6', name: '学生工作', cap: 8, scale: 4 },
];

/** English of the rule table's categories and levels (issue 22 §13), by category and level code. */
const TABLE_EN: Readonly<Record<string, { name: string; levels?: Readonly<Record<string, string>> }>> = {
  '1': {
    name: 'Research papers',
    levels: { A: 'SCI/SSCI Q1 or CCF A', B: 'SCI/SSCI Q2 or CCF B', C: 'Chinese core journal or EI', D: 'Other journal or conference paper' },
  },
  '2': { name: 'Research projects', levels: { N: 'National project', P: 'Provincial or ministerial project', S: 'University project' } },
  '3': { name: 'Academic competitions', levels: { N: 'National award', P: 'Provincial award', S: 'University award' } },
  '4': { name: 'Patents and software copyrights', levels: { I: 'Granted invention patent', U: 'Utility model patent', W: 'Software copyright' } },
  '5': { name: 'Social practice' },
  '6': { name: 'Student work' },
};

/** The table as the rules call serves it in `lang`: the category and level names in English where asked. */
export function ruleCategoriesIn(lang: Lang): RuleCategory[] {
  if (lang !== 'en') return [...RULE_CATEGORIES];
  return RULE_CATEGORIES.map((rule) => {
    const english = TABLE_EN[rule.category];
    return {
      ...rule,
      name: english?.name ?? rule.name,
      levels: rule.levels.map((level) => ({ ...level, name: english?.levels?.[level.level] ?? level.name })),
    };
  });
}

/** The table as the rules call serves it (`ScholarshipRuleCategory`). */
export const RULE_CATEGORIES: readonly RuleCategory[] = TABLE.map(({ category, name, cap, scale }) =>
  typeof scale === 'number'
    ? { category, name, levels: [], points: scale, cap }
    : { category, name, levels: Object.entries(scale).map(([level, [levelName, points]]) => ({ level, name: levelName, points })), points: null, cap },
);

const BY_CATEGORY = new Map<string, RuleCategory>(RULE_CATEGORIES.map((rule) => [rule.category, rule]));

export function ruleOf(category: string): RuleCategory | undefined {
  return BY_CATEGORY.get(category);
}

/** The name of a category's level in `lang` (a stored achievement's `levelName` is the Chinese one). */
export function levelNameIn(category: string, level: string, lang: Lang): string | undefined {
  const rule = BY_CATEGORY.get(category);
  const zh = rule?.levels.find((l) => l.level === level)?.name;
  return zh === undefined ? undefined : say(lang, zh, TABLE_EN[category]?.levels?.[level]);
}

/** The table as the scoring rules of `@gs/sdk/rules/scholarship` read it (the web previews by the served one). */
export const RULE_TABLE: ScholarshipRuleTable = { categories: RULE_CATEGORIES };

/**
 * The achievements as stored, each with its level's name, its points and the score it counts for (each
 * must have a valid level: the caller checked), in the order they were entered, and the total.
 */
export function scored(achievements: readonly AchievementInput[]): { achievements: Achievement[]; totalScore: number } {
  const { scores, total } = cappedScores(RULE_TABLE, achievements);
  return {
    achievements: achievements.map((a, i) => {
      const found = achievementPoints(RULE_TABLE, a);
      return { ...a, ...(found?.levelName ? { levelName: found.levelName } : {}), points: found?.points ?? 0, score: scores[i] ?? 0 };
    }),
    totalScore: total,
  };
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
