import type { components } from '@gs/sdk/schema';
import type { Store } from '../../core/store.ts';
import type { Application } from '../application-kind.ts';
import { OPEN_STATES, applicationsSlice } from '../applications/store.ts';
import { configSlice } from '../config/store.ts';
import { collegeByCode } from '../dicts/data.ts';
import { scholarshipOf, unranked } from './kind.ts';
import { type Lang, say } from '../../http/language.ts';
import { LEVELS, TIE_BREAK, TIE_BREAK_EN } from './rules.ts';

type Summary = components['schemas']['ScholarshipSummary'];
type CollegeSummary = components['schemas']['ScholarshipCollegeSummary'];
type Quota = components['schemas']['ScholarshipQuota'];
type RankRow = components['schemas']['ScholarshipRankRow'];

/** Data-configuration key of a college's places for a level (a count), and of the default share (a percentage). */
export const countKey = (xydm: string, level: string) => `xyjxj.quota.${xydm}.${level}`;
export const percentKey = (level: string) => `xyjxj.quota.${level}`;

function numberItem(store: Store, key: string): number | undefined {
  const value = store.slice(configSlice).items.get(key)?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The college's places per level: its own count when configured, else the default percentage of `approved`, half up. */
function quotasOf(store: Store, xydm: string, approved: number, lang: Lang): Omit<Quota, 'awarded'>[] {
  return LEVELS.map(({ level, name: zh, nameEn }) => {
    const name = say(lang, zh, nameEn);
    const count = numberItem(store, countKey(xydm, level));
    if (count !== undefined) return { level, name, basis: 'count' as const, value: count, places: Math.max(0, Math.floor(count)) };
    const percent = numberItem(store, percentKey(level)) ?? 0;
    return { level, name, basis: 'percent' as const, value: percent, places: Math.max(0, Math.floor((approved * percent) / 100 + 0.5)) };
  });
}

const best = (a: Application) => Math.max(0, ...scholarshipOf(a.payload).achievements.map((x) => x.points));

/** The ranking order (TIE_BREAK says it in words): total score, best single achievement, earlier submission, card number. */
function compare(a: Application, b: Application): number {
  return (
    scholarshipOf(b.payload).totalScore - scholarshipOf(a.payload).totalScore ||
    best(b) - best(a) ||
    (a.submitTime ?? '').localeCompare(b.submitTime ?? '') ||
    (a.subject.xykh ?? '').localeCompare(b.subject.xykh ?? '')
  );
}

function collegeSummary(store: Store, xydm: string, of: readonly Application[], lang: Lang): CollegeSummary {
  const approved = of.filter((a) => a.state === 'approved').sort(compare);
  const quotas = quotasOf(store, xydm, approved.length, lang);
  // Levels fill in order down the ranking: the first `places` of level 1, then level 2, ...
  const levelAt: (Quota['level'] | null)[] = [];
  for (const quota of quotas) for (let i = 0; i < quota.places && levelAt.length < approved.length; i += 1) levelAt.push(quota.level);
  const rows = approved.map((a, i): RankRow => {
    const p = scholarshipOf(a.payload);
    const level = levelAt[i] ?? null;
    return {
      rank: i + 1,
      applicationId: a.id,
      xykh: a.subject.xykh ?? '',
      xm: a.subject.xm,
      zydm: a.subject.zydm ?? '',
      zymc: a.subject.zymc ?? '',
      dsxm: a.subject.dsxm ?? null,
      achievements: p.achievements.length,
      score: p.totalScore,
      level,
      levelName: quotas.find((q) => q.level === level)?.name ?? null,
      submitTime: a.submitTime,
    };
  });
  return {
    xydm,
    xymc: collegeByCode(xydm)?.name ?? xydm,
    approved: approved.length,
    pending: of.filter((a) => OPEN_STATES.has(a.state)).length,
    unawarded: rows.filter((r) => r.level === null).length,
    quotas: quotas.map((q) => ({ ...q, awarded: rows.filter((r) => r.level === q.level).length })),
    rows,
  };
}

/**
 * The ranked summary of an academic year (our model, /xyjxjHz): per college, the approved scholarship
 * applications ranked, with the level each gets by the college's quota; students who have left since
 * applying (`unranked`) are left out of the ranking and of every count. `colleges` limits it (a
 * college secretary's own college, or the one asked for); without it, every college with an application.
 */
export function scholarshipSummary(store: Store, year: string, colleges?: readonly string[], lang: Lang = 'zh'): Summary {
  const byCollege = new Map<string, Application[]>();
  for (const code of colleges ?? []) byCollege.set(code, []);
  for (const a of store.slice(applicationsSlice).applications.values()) {
    if (a.kind !== 'scholarship' || scholarshipOf(a.payload).year !== year) continue;
    if (colleges && !colleges.includes(a.subject.xydm)) continue;
    // A student who has left since applying is ranked nowhere and counted in no figure (the application says why).
    if (unranked(a, { store }) !== null) continue;
    const list = byCollege.get(a.subject.xydm) ?? [];
    list.push(a);
    byCollege.set(a.subject.xydm, list);
  }
  const codes = [...byCollege.keys()].sort();
  return { year, tieBreak: say(lang, TIE_BREAK, TIE_BREAK_EN), colleges: codes.map((code) => collegeSummary(store, code, byCollege.get(code)!, lang)) };
}
