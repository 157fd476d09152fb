import { isCourseCode, isCredit, isHours, prerequisiteCycle } from '@gs/sdk/rules/course';
import type { components } from '@gs/sdk/schema';
import { collegeByCode, majorByCode } from '../dicts/data.ts';
import type { Dicts } from '../dicts/store.ts';
import type { CourseRecord, Courses } from './store.ts';

type CourseKind = components['schemas']['CourseKind'];
type CourseLanguage = components['schemas']['CourseLanguage'];

/** Something said in both languages (issue 22 §13): the server answers the request's. */
export interface Said {
  zh: string;
  en: string;
}

/** A reason about one field (an import says a blank required field once, as missing). */
export interface Reason extends Said {
  field?: keyof CourseDraft;
}

const said = (zh: string, en: string, field?: keyof CourseDraft): Reason => ({ zh, en, ...(field ? { field } : {}) });

/** A course as messages name it: `XW00104 机器学习`. */
export const named = (course: Pick<CourseRecord, 'kcdm' | 'kcmc'>) => `${course.kcdm} ${course.kcmc}`;

/** A course as it is about to be stored: what a create, an edit or an import row gives, read as values. */
export interface CourseDraft {
  kcdm: string;
  kcmc: string;
  kcmcEn: string | null;
  xf: number;
  xs: number;
  kclx: string;
  xydm: string;
  skyy: string;
  /** The prerequisites as given: ids or codes. */
  xxkc: readonly string[];
}

/** What the rules found: reasons to refuse (400), conflicts with the library (409), and the prerequisites' ids. */
export interface Verdict {
  invalid: Reason[];
  conflicts: Reason[];
  /** The ids of the prerequisites, in the order given, once each (known only when every one resolved). */
  prerequisites: string[];
}

export interface RuleContext {
  dicts: Dicts;
  courses: Courses;
}

/**
 * The rules of the library (our model, issue 23 §1) for a course that is `self` (an edit) or new: the
 * code's shape and that no other course has it, a name, credits and hours in range, kind and language
 * from their dictionaries, a college (a root of the organisation tree, not a major), and prerequisites
 * that are other courses of the library, with no chain of them leading back to the course.
 */
export function judgeCourse(draft: CourseDraft, self: CourseRecord | undefined, { dicts, courses }: RuleContext): Verdict {
  const invalid: Reason[] = [];
  const conflicts: Reason[] = [];
  if (!isCourseCode(draft.kcdm))
    invalid.push(
      said(`课程代码 ${draft.kcdm} 须为 6 到 10 位大写字母或数字`, `The course code ${draft.kcdm} must be 6 to 10 capital letters or digits`, 'kcdm'),
    );
  else {
    const holder = courses.courseByCode(draft.kcdm);
    if (holder && holder.id !== self?.id)
      conflicts.push(said(`课程代码 ${draft.kcdm} 已存在（${holder.kcmc}）`, `The course code ${draft.kcdm} is taken (${holder.kcmc})`, 'kcdm'));
  }
  if (!draft.kcmc.trim()) invalid.push(said('课程名称不能为空', 'The course name is required', 'kcmc'));
  if (!isCredit(draft.xf))
    invalid.push(said(`学分 ${draft.xf} 须在 0.5 到 10 之间，且为 0.5 的倍数`, `Credits ${draft.xf} must be 0.5 to 10 in steps of 0.5`, 'xf'));
  if (!isHours(draft.xs)) invalid.push(said(`学时 ${draft.xs} 须为 1 到 2000 的整数`, `Hours ${draft.xs} must be a whole number from 1 to 2000`, 'xs'));
  if (!dicts.has('kc_kclx', draft.kclx)) invalid.push(said(`课程类型 ${draft.kclx} 不存在`, `There is no course kind ${draft.kclx}`, 'kclx'));
  if (!dicts.has('kc_skyy', draft.skyy)) invalid.push(said(`授课语言 ${draft.skyy} 不存在`, `There is no language of instruction ${draft.skyy}`, 'skyy'));
  if (!collegeByCode(draft.xydm)) {
    const major = majorByCode(draft.xydm);
    invalid.push(
      major
        ? said(
            `开课学院须为学院：${draft.xydm} 是专业 ${major.major.name}`,
            `The offering unit must be a college: ${draft.xydm} is the major ${major.major.name}`,
            'xydm',
          )
        : said(`开课学院 ${draft.xydm} 不存在`, `There is no college ${draft.xydm}`, 'xydm'),
    );
  }
  const prerequisites: string[] = [];
  const unknown: string[] = [];
  let itself = false;
  for (const ref of draft.xxkc) {
    const course = courses.courseByRef(ref);
    if (course && self && course.id === self.id) itself = true;
    else if (!course && ref.trim().toUpperCase() === draft.kcdm) itself = true;
    else if (!course) unknown.push(ref);
    else if (!prerequisites.includes(course.id)) prerequisites.push(course.id);
  }
  if (itself) invalid.push(said('课程不能以自身为先修课程', 'A course cannot be its own prerequisite'));
  if (unknown.length > 0) invalid.push(said(`先修课程 ${unknown.join('、')} 不存在`, `No course ${unknown.join(', ')} in the library`));
  if (self && invalid.length === 0) {
    const cycle = prerequisiteCycle(self.id, prerequisites, (id) => courses.courseById(id)?.xxkc);
    if (cycle) {
      const chain = cycle.map((id) => (id === self.id ? named({ ...self, kcdm: draft.kcdm, kcmc: draft.kcmc }) : named(courses.courseById(id)!)));
      conflicts.push(said(`先修课程形成循环：${chain.join(' → ')}`, `The prerequisites form a cycle: ${chain.join(' → ')}`));
    }
  }
  return { invalid, conflicts, prerequisites };
}

/** Narrows a dictionary code the rules have accepted to the schema's type. */
export const asKind = (code: string) => code as CourseKind;
export const asLanguage = (code: string) => code as CourseLanguage;
