import { achievementPoints } from '@gs/sdk/rules/scholarship';
import type { components } from '@gs/sdk/schema';
import { Refusal } from '../../core/refusal.ts';
import { say } from '../../http/language.ts';
import type { Application, ApplicationKind, FormField, KindContext, Payload, PayloadInput } from '../application-kind.ts';
import { STATE_LABELS, applicationsSlice } from '../applications/store.ts';
import { configSlice } from '../config/store.ts';
import { dictsSlice } from '../dicts/store.ts';
import { LEFT_STATUSES, studentsSlice } from '../students/store.ts';
import { MAX_ACHIEVEMENTS, MIN_ACHIEVEMENTS, RULE_TABLE, XYJXJ, assessedYear, isAcademicYear, levelNameIn, ruleOf, scored, yearBounds } from './rules.ts';

type ScholarshipInput = Extract<PayloadInput, { kind: 'scholarship' }>;
export type ScholarshipPayload = components['schemas']['ScholarshipPayload'];

/** The academic year assessed now: the one before the current term's (data configuration `term.current`). */
export function currentYear(ctx: KindContext): string {
  const term = ctx.store.slice(configSlice).items.get('term.current')?.value;
  return assessedYear(typeof term === 'string' ? term : '2026-2027-1');
}

export function scholarshipOf(payload: PayloadInput | Payload): ScholarshipPayload {
  if (payload.kind !== 'scholarship') throw new Refusal(400, '申请内容的类型须为 scholarship');
  return payload as ScholarshipPayload;
}

function input(payload: PayloadInput): ScholarshipInput {
  if (payload.kind !== 'scholarship') throw new Refusal(400, '申请内容的类型须为 scholarship');
  return payload;
}

/** States in which an application holds the student's one application of the year. */
const HOLDING = new Set(['submitted', 'in_review', 'approved']);

/**
 * Why an application is left out of the ranking though it stands (submitted, in review or approved), or
 * null (our model): its student has left the university since applying (退学 after an approved withdrawal,
 * 毕业, 结业; `LEFT_STATUSES`) or their record is gone. Such an application is ranked nowhere and counted
 * in no college's figures.
 */
export function unranked(application: Application, ctx: KindContext): string | null {
  if (!HOLDING.has(application.state)) return null;
  const { year } = scholarshipOf(application.payload);
  const student = application.subject.xykh ? ctx.store.slice(studentsSlice).byXykh(application.subject.xykh) : undefined;
  if (!student) {
    const { xm } = application.subject;
    return say(
      ctx.lang,
      `${xm}的学籍记录已不存在，不参加 ${year} 学年学业奖学金排名`,
      `${xm}'s student record is gone: not ranked for the ${year} academic scholarship`,
    );
  }
  if (!LEFT_STATUSES.has(student.xjzt)) return null;
  const status = ctx.store.slice(dictsSlice).label('xj_xjzt', student.xjzt, ctx.lang) ?? student.xjzt;
  return say(
    ctx.lang,
    `${student.xm}已${status}，不参加 ${year} 学年学业奖学金排名`,
    `${student.xm} has left the university (${status.toLowerCase()}): not ranked for the ${year} academic scholarship`,
  );
}

/**
 * The academic scholarship (学业奖学金, our model): the student's achievements of the academic year,
 * scored by the rule table; decided by the supervisor, then the college; no effect on the record
 * (approval makes it count in the college's ranking, `summary.ts`).
 */
export const SCHOLARSHIP_KIND: ApplicationKind = {
  ...XYJXJ,
  kind: 'scholarship',
  name: '学业奖学金',
  nameEn: 'Academic scholarship',
  applicants: ['student'],
  steps: () => ['supervisor', 'college'],
  refuses: (student) =>
    student.xjzt === '01'
      ? null
      : new Refusal(
          409,
          `学业奖学金仅限在读学生申请，${student.xm}当前不是在读状态`,
          `The academic scholarship is for enrolled students only; ${student.xm} is not enrolled`,
        ),
  validate(payload, student, ctx) {
    const p = input(payload);
    const year = currentYear(ctx);
    if (!isAcademicYear(p.year)) throw new Refusal(400, `学年格式应为 2025-2026，收到 ${p.year}`);
    if (p.year !== year) throw new Refusal(400, `本次评定 ${year} 学年的学业奖学金，不能申请 ${p.year} 学年`);
    if (p.achievements.length < MIN_ACHIEVEMENTS || p.achievements.length > MAX_ACHIEVEMENTS) {
      throw new Refusal(400, `成果须为 ${MIN_ACHIEVEMENTS} 至 ${MAX_ACHIEVEMENTS} 项`);
    }
    const { start, end } = yearBounds(year);
    // The store's clock: the day of the live change (seeding lays its dates out itself).
    const today = ctx.store.now().slice(0, 10);
    const achievements = p.achievements.map((a, i) => {
      const which = `第 ${i + 1} 项成果`;
      const rule = ruleOf(a.category);
      if (!rule) throw new Refusal(400, `${which}的类别 ${a.category} 不存在`);
      const title = a.title.trim();
      if (title.length < 2) throw new Refusal(400, `${which}的名称至少 2 个字`);
      if (!achievementPoints(RULE_TABLE, a)) {
        throw new Refusal(
          400,
          rule.levels.length === 0
            ? `${which}（${rule.name}）不分级别，请不要填写级别`
            : `${which}（${rule.name}）的级别须为 ${rule.levels.map((l) => `${l.level} ${l.name}`).join('、')} 之一`,
        );
      }
      if (a.date < start || a.date > end) throw new Refusal(400, `${which}的取得时间须在 ${start} 至 ${end} 之间（${year} 学年）`);
      if (a.date > today) throw new Refusal(400, `${which}的取得时间不能晚于今天（${today}）`);
      return { ...a, title };
    });
    const statement = p.statement.trim();
    if (statement.length < 10) throw new Refusal(400, '个人陈述至少 10 个字');
    // One application per student and academic year: a withdrawn or refused one may be made again.
    for (const other of ctx.store.slice(applicationsSlice).applications.values()) {
      if (other.kind === 'scholarship' && other.subject.xykh === student.xykh && HOLDING.has(other.state) && scholarshipOf(other.payload).year === year) {
        throw new Refusal(409, `${student.xm}已有 ${year} 学年的学业奖学金申请（${STATE_LABELS[other.state]}），每学年只能申请一次`);
      }
    }
    return { kind: 'scholarship', year, statement, ...scored(achievements) };
  },
  note: unranked,
  // The level names stored with the achievements (国家级项目, SCI/SSCI 一区或 CCF A 类) in the request's language.
  payloadIn(payload, ctx) {
    const p = scholarshipOf(payload);
    if (ctx.lang !== 'en') return p;
    return {
      ...p,
      achievements: p.achievements.map((a) => (a.level && a.levelName ? { ...a, levelName: levelNameIn(a.category, a.level, 'en') ?? a.levelName } : a)),
    };
  },
  summary(payload, ctx) {
    const p = scholarshipOf(payload);
    const n = p.achievements.length;
    return say(
      ctx.lang,
      `${p.year} 学年，成果 ${n} 项，总分 ${p.totalScore} 分`,
      `${p.year}, ${n} ${n === 1 ? 'achievement' : 'achievements'}, ${p.totalScore} points in total`,
    );
  },
  form: {
    title: '申请审批表',
    fields(payload, ctx) {
      const p = scholarshipOf(payload);
      const dicts = ctx.store.slice(dictsSlice);
      return [
        ['申请类型', '学业奖学金'],
        ['学年', p.year],
        ...p.achievements.map((a, i): FormField => [
          `成果 ${i + 1}`,
          `${dicts.label('xj_cglb', a.category) ?? a.category}：${a.title}${a.levelName ? `（${a.levelName}）` : ''}，${a.date}，${a.score} 分`,
        ]),
        ['总分', `${p.totalScore} 分`],
        ['个人陈述', p.statement],
      ];
    },
  },
};
