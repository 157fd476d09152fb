/*
 * The rules of a grade (our model, issue 23 §3; api-spec `GradeRow`, `GradeStats`, `ReportCard`): which marks a
 * scale takes, what a mark counts in averages, whether it passes, and a sheet's figures. The mock backend refuses
 * and computes with them; the web's grade grid shows the same verdicts and figures while a teacher types.
 */

export type GradeScale = 'score' | 'level';
export type GradeLevel = 'A' | 'B' | 'C' | 'D' | 'E';
export type GradeFlag = 'absent' | 'deferred' | 'misconduct';

/** A mark as a cell holds it. */
export interface Mark {
  score: number | null;
  level: string | null;
  flag: GradeFlag | null;
}

export const LEVELS: readonly GradeLevel[] = ['A', 'B', 'C', 'D', 'E'];

/** What a level counts in averages. */
export const LEVEL_POINTS: Readonly<Record<GradeLevel, number>> = { A: 95, B: 85, C: 75, D: 65, E: 50 };

/** The lowest passing score (levels: D and better pass). */
export const PASS_SCORE = 60;

const LEVEL_NAMES: Readonly<Record<GradeLevel, readonly [zh: string, en: string]>> = {
  A: ['优', 'Excellent'],
  B: ['良', 'Good'],
  C: ['中', 'Fair'],
  D: ['及格', 'Pass'],
  E: ['不及格', 'Fail'],
};

export const FLAG_NAMES: Readonly<Record<GradeFlag, readonly [zh: string, en: string]>> = {
  absent: ['缺考', 'absent'],
  deferred: ['缓考', 'deferred'],
  misconduct: ['违纪', 'misconduct'],
};

export const isLevel = (value: unknown): value is GradeLevel => typeof value === 'string' && (LEVELS as readonly string[]).includes(value);

/** A mark's problem on a scale, in both languages (`value` names what was sent); null when the scale takes it. */
export function markProblem(scale: GradeScale, mark: Mark): { zh: string; en: string } | null {
  const hasScore = mark.score !== null;
  const hasLevel = mark.level !== null;
  if (hasScore && hasLevel)
    return { zh: `不能同时填写分数 ${mark.score} 和等级 ${mark.level}`, en: `a score (${mark.score}) and a level (${mark.level}) together` };
  if (mark.flag !== null && (hasScore || hasLevel)) {
    return {
      zh: `已标记为${FLAG_NAMES[mark.flag][0]}，不能再填写成绩 ${mark.score ?? mark.level}`,
      en: `marked ${FLAG_NAMES[mark.flag][1]} and given a mark (${mark.score ?? mark.level})`,
    };
  }
  if (scale === 'score') {
    if (hasLevel) return { zh: `本课程按百分制记分，等级 ${mark.level} 无效`, en: `the course is graded by score; level ${mark.level} is not valid` };
    const score = mark.score;
    if (score !== null && (!Number.isFinite(score) || score < 0 || score > 100))
      return { zh: `分数 ${score} 超出 0-100 的范围`, en: `score ${score} is outside 0-100` };
    if (score !== null && Math.abs(Math.round(score * 10) - score * 10) > 1e-9)
      return { zh: `分数 ${score} 最多保留一位小数`, en: `score ${score} has more than one decimal` };
    return null;
  }
  if (hasScore) return { zh: `本课程按等级记分，分数 ${mark.score} 无效`, en: `the course is graded by level; score ${mark.score} is not valid` };
  if (hasLevel && !isLevel(mark.level)) return { zh: `等级 ${mark.level} 不在优/良/中/及格/不及格（A-E）之中`, en: `level ${mark.level} is not one of A-E` };
  return null;
}

/** The level's name in a language (`优`, `Excellent`). */
export const levelName = (level: GradeLevel, lang: 'zh' | 'en' = 'zh') => LEVEL_NAMES[level][lang === 'en' ? 1 : 0];

/** Complete: a valid mark for the scale, or a flag. */
export function isComplete(scale: GradeScale, mark: Mark): boolean {
  if (markProblem(scale, mark)) return false;
  return mark.flag !== null || (scale === 'score' ? mark.score !== null : mark.level !== null);
}

/** The number a mark counts in averages: the score, a level's points, 0 absent or misconduct; null deferred or unset. */
export function pointsOf(mark: Mark): number | null {
  if (mark.flag === 'deferred') return null;
  if (mark.flag) return 0;
  if (mark.score !== null) return mark.score;
  return isLevel(mark.level) ? LEVEL_POINTS[mark.level] : null;
}

/** Passed (60 or more; level D or better); null while deferred or unset. */
export function passedOf(mark: Mark): boolean | null {
  const points = pointsOf(mark);
  return points === null ? null : points >= PASS_SCORE;
}

/** One decimal, as averages are shown. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const SCORE_BANDS: readonly (readonly [band: string, min: number])[] = [
  ['90-100', 90],
  ['80-89', 80],
  ['70-79', 70],
  ['60-69', 60],
  ['0-59', 0],
];

/** A sheet's figures (`GradeStats`): rows complete, the average of what counts, rows passed, the distribution. */
export function sheetStats(scale: GradeScale, marks: readonly Mark[]) {
  let entered = 0;
  let passed = 0;
  let sum = 0;
  let counted = 0;
  const bands = new Map<string, number>((scale === 'score' ? SCORE_BANDS.map(([band]) => band) : LEVELS).map((band) => [band, 0]));
  for (const mark of marks) {
    if (isComplete(scale, mark)) entered += 1;
    const points = pointsOf(mark);
    if (points === null) continue;
    sum += points;
    counted += 1;
    if (points >= PASS_SCORE) passed += 1;
    // Absent and misconduct count as 0: the lowest band, or 不及格 on the level scale.
    const band = scale === 'score' ? SCORE_BANDS.find(([, min]) => points >= min)![0] : isLevel(mark.level) ? mark.level : 'E';
    bands.set(band, (bands.get(band) ?? 0) + 1);
  }
  return {
    entered,
    total: marks.length,
    average: counted === 0 ? null : oneDecimal(sum / counted),
    passed,
    distribution: [...bands].map(([band, count]) => ({ band, count })),
  };
}

/** A credit-weighted average over the courses that count (points not null), one decimal; null when none counts. */
export function weightedAverage(courses: readonly { xf: number; points: number | null }[]): number | null {
  let credits = 0;
  let sum = 0;
  for (const course of courses) {
    if (course.points === null) continue;
    credits += course.xf;
    sum += course.points * course.xf;
  }
  return credits === 0 ? null : oneDecimal(sum / credits);
}
