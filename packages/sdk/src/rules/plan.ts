/*
 * The credit rules of a training plan (our model, issue 23 §1; api-spec `PlanGroupInput`): what the mock
 * backend refuses when a plan is saved (and answers from its check operation), and what the web's plan
 * editor shows beside each group while a manager edits. Only credits are here; whether a course exists,
 * or sits in two groups, is the backend's to say (it holds the library).
 */

/** A group as the rule reads it: its minimum and the credits and required flags of its courses. */
export interface CreditGroup {
  name: string;
  minCredits: number;
  courses: readonly { xf: number; required: boolean }[];
}

/** A rule a plan's courses cannot meet, in both languages, naming its group (`index` null: the total). */
export interface CreditProblem {
  index: number | null;
  name: string | null;
  missing: number;
  zh: string;
  en: string;
}

/** Credits as people write them: `8`, `2.5`. Sums of halves are exact in binary, so no rounding drifts. */
const credits = (value: number) => String(Math.round(value * 10) / 10);

/** The credits a group's courses give together. */
export function offeredCredits(group: { courses: readonly { xf: number }[] }): number {
  return group.courses.reduce((sum, course) => sum + course.xf, 0);
}

/** The credits of a group's required courses. */
export function requiredCredits(group: Pick<CreditGroup, 'courses'>): number {
  return group.courses.reduce((sum, course) => sum + (course.required ? course.xf : 0), 0);
}

/**
 * What the groups can give towards the total: each group at most what its courses give. A group that asks
 * for less than its courses give may still give more than its minimum, so the total may exceed the
 * groups' minimums but never what their courses give.
 */
export function plannedCredits(groups: readonly { courses: readonly { xf: number }[] }[]): number {
  return groups.reduce((sum, group) => sum + offeredCredits(group), 0);
}

/**
 * Every credit rule the plan breaks: a group whose minimum exceeds what its courses give ("专业选修课: 至少 8
 * 学分, 课程只有 6 学分, 差 2 学分"), and a total minimum above what the groups can give. `fillable` leaves the
 * groups out (a template's groups are filled with the college's courses when a plan is made).
 */
export function creditProblems(minCredits: number, groups: readonly CreditGroup[], fillable = false): CreditProblem[] {
  const problems: CreditProblem[] = [];
  // A total below the groups' minimums together is not refused: it cannot fail to be met, the groups ask more.
  if (!fillable) {
    groups.forEach((group, index) => {
      const offered = offeredCredits(group);
      if (group.minCredits > offered) {
        const missing = group.minCredits - offered;
        problems.push({
          index,
          name: group.name,
          missing,
          zh: `${group.name}: 至少 ${credits(group.minCredits)} 学分, 课程只有 ${credits(offered)} 学分, 差 ${credits(missing)} 学分`,
          en: `${group.name}: at least ${credits(group.minCredits)} credits, its courses give only ${credits(offered)}, ${credits(missing)} short`,
        });
      }
    });
    const total = plannedCredits(groups);
    if (minCredits > total) {
      const missing = minCredits - total;
      problems.push({
        index: null,
        name: null,
        missing,
        zh: `总学分: 至少 ${credits(minCredits)} 学分, 各课程组只有 ${credits(total)} 学分, 差 ${credits(missing)} 学分`,
        en: `Total: at least ${credits(minCredits)} credits, the groups give only ${credits(total)}, ${credits(missing)} short`,
      });
    }
  }
  return problems;
}
