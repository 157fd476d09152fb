import { dictFields } from '@gs/sdk/dict-fields';
import type { components } from '@gs/sdk/schema';
import { type Lang, say } from '../../http/language.ts';

type Student = components['schemas']['Student'];
type Staff = components['schemas']['Staff'];
type DictDetail = components['schemas']['DictDetail'];
type StatsSummary = components['schemas']['StatsSummary'];
type StatGroup = components['schemas']['StatGroup'];
type StatItem = components['schemas']['StatItem'];

/**
 * The statistics of SPEC 7, the ones `handlers/stats.ts` serves: pure functions of the records, the
 * staff and the dictionaries (our model of the answers, `StatsSummary`). Counters are the figures the
 * web's catalogue names (`students.stats.counter.*`): a counter it cannot name would show as a raw key,
 * so a new one starts there. Breakdowns carry their own titles and may grow freely.
 *
 * Titles and the names of items that are labels (a dictionary's, 2024 intake, not given) are in the
 * request's language (issue 22 §13); items that are names (a college, a supervisor) stay as they are.
 */

/** What the statistics read: the records, the staff by number, the dictionaries in a language (the store's collections fit). */
export interface StatsSource {
  readonly students: { values(): Iterable<Student> };
  readonly staff: { get(gh: string): Staff | undefined };
  dict(name: string, lang?: Lang): DictDetail[];
}

/** The optional filter of every statistics call (query `rxnj`, `xydm`). */
export interface StatsFilter {
  rxnj?: number;
  xydm?: string;
}

function scoped(source: StatsSource, filter: StatsFilter, extra?: (s: Student) => boolean): Student[] {
  const rows: Student[] = [];
  const { rxnj, xydm } = filter;
  for (const s of source.students.values()) {
    if (rxnj !== undefined && s.rxnj !== rxnj) continue;
    if (xydm && s.xydm !== xydm) continue;
    if (extra && !extra(s)) continue;
    rows.push(s);
  }
  return rows;
}

function count(rows: readonly Student[], predicate: (s: Student) => boolean): number {
  let n = 0;
  for (const row of rows) if (predicate(row)) n += 1;
  return n;
}

/**
 * Counts per value of `field`, one item per entry of its dictionary (the spec's `x-dict`) in dictSort order (zeros included, so
 * charts keep their categories), then any value the dictionary lacks: the items always add up to the rows.
 */
type DictField = keyof typeof dictFields.StudentFields;

/** A title in both languages: Chinese, English. */
type Title = readonly [zh: string, en: string];

function groupByDict(source: StatsSource, rows: readonly Student[], field: DictField, [zh, en]: Title, lang: Lang): StatGroup {
  const dictName = dictFields.StudentFields[field];
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = String(row[field] ?? '');
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const items: StatItem[] = source.dict(dictName, lang).map((entry) => {
    const value = counts.get(entry.value) ?? 0;
    counts.delete(entry.value);
    return { code: entry.value, name: entry.label, value };
  });
  for (const [code, value] of [...counts.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    items.push({ code, name: code === '' ? say(lang, '未填写', 'Not given') : code, value });
  }
  return { key: String(field), title: say(lang, zh, en), items };
}

function groupByYear(rows: readonly Student[], lang: Lang): StatGroup {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.rxnj, (counts.get(row.rxnj) ?? 0) + 1);
  const items = [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, value]) => ({ code: String(year), name: say(lang, `${year}级`, `${year} intake`), value }));
  return { key: 'rxnj', title: say(lang, '按入学年级', 'By year of entry'), items };
}

const BY_COLLEGE: Title = ['按学院', 'By college'];
const byCollege = (source: StatsSource, rows: readonly Student[], lang: Lang, title: Title = BY_COLLEGE) => groupByDict(source, rows, 'xydm', title, lang);

/** Students overall (getXsTj): by college, level, status, gender and year. */
export function getXsTj(source: StatsSource, filter: StatsFilter = {}, lang: Lang = 'zh'): StatsSummary {
  const rows = scoped(source, filter);
  return {
    total: rows.length,
    counters: { enrolled: count(rows, (s) => s.xjzt === '01') },
    groups: [
      byCollege(source, rows, lang),
      groupByDict(source, rows, 'pycc', ['按培养层次', 'By level'], lang),
      groupByDict(source, rows, 'xjzt', ['按学籍状态', 'By status'], lang),
      groupByDict(source, rows, 'xb', ['按性别', 'By sex'], lang),
      groupByYear(rows, lang),
    ],
  };
}

/** Verification (getHdsjTj): the three states, and each by college. */
export function getHdsjTj(source: StatsSource, filter: StatsFilter = {}, lang: Lang = 'zh'): StatsSummary {
  const rows = scoped(source, filter);
  const verified = rows.filter((s) => s.hdzt === '1');
  const unverified = rows.filter((s) => s.hdzt === '0');
  const returned = rows.filter((s) => s.hdzt === '2');
  return {
    total: rows.length,
    counters: { verified: verified.length, unverified: unverified.length, returned: returned.length },
    groups: [
      groupByDict(source, rows, 'hdzt', ['按核对状态', 'By verification'], lang),
      byCollege(source, verified, lang, ['已核对（按学院）', 'Verified, by college']),
      byCollege(source, unverified, lang, ['未核对（按学院）', 'Not verified, by college']),
      byCollege(source, returned, lang, ['已退回（按学院）', 'Returned, by college']),
    ],
  };
}

/** Registration (getXsbdTj): registered or not, and each by college. */
export function getXsbdTj(source: StatsSource, filter: StatsFilter = {}, lang: Lang = 'zh'): StatsSummary {
  const rows = scoped(source, filter);
  const registered = rows.filter((s) => s.bdzt === '1');
  const unregistered = rows.filter((s) => s.bdzt !== '1');
  return {
    total: rows.length,
    counters: { registered: registered.length, unregistered: unregistered.length },
    groups: [
      groupByDict(source, rows, 'bdzt', ['按报到状态', 'By registration'], lang),
      byCollege(source, registered, lang, ['已报到（按学院）', 'Registered, by college']),
      byCollege(source, unregistered, lang, ['未报到（按学院）', 'Not registered, by college']),
    ],
  };
}

/** Supervisors (getDsxsTj): students per supervisor (largest first) and supervisors per college. */
export function getDsxsTj(source: StatsSource, filter: StatsFilter = {}, lang: Lang = 'zh'): StatsSummary {
  const rows = scoped(source, filter);
  const perSupervisor = new Map<string, number>();
  for (const s of rows) if (s.dsgh) perSupervisor.set(s.dsgh, (perSupervisor.get(s.dsgh) ?? 0) + 1);
  const students = [...perSupervisor.entries()]
    .map(([gh, value]) => ({ code: gh, name: source.staff.get(gh)?.xm ?? gh, value }))
    .sort((a, b) => b.value - a.value || a.code.localeCompare(b.code));
  const supervisorCollege = new Map<string, number>();
  for (const gh of perSupervisor.keys()) {
    const college = source.staff.get(gh)?.xydm ?? '';
    supervisorCollege.set(college, (supervisorCollege.get(college) ?? 0) + 1);
  }
  const colleges = source
    .dict(dictFields.StudentFields.xydm)
    .map((entry) => ({ code: entry.value, name: entry.label, value: supervisorCollege.get(entry.value) ?? 0 }));
  return {
    total: rows.length,
    counters: { supervisors: perSupervisor.size },
    groups: [
      { key: 'dsgh', title: say(lang, '按导师（学生数）', 'Students per supervisor'), items: students },
      { key: 'xydm', title: say(lang, '导师人数（按学院）', 'Supervisors, by college'), items: colleges },
    ],
  };
}

/** Visiting students (getjxsxsTj): category 2. */
export function getjxsxsTj(source: StatsSource, filter: StatsFilter = {}, lang: Lang = 'zh'): StatsSummary {
  const rows = scoped(source, filter, (s) => s.lb === '2');
  return {
    total: rows.length,
    counters: { enrolled: count(rows, (s) => s.xjzt === '01') },
    groups: [byCollege(source, rows, lang), groupByDict(source, rows, 'xxxs', ['按学习形式', 'By study mode'], lang), groupByYear(rows, lang)],
  };
}

/** Equivalent-qualification candidates (getTdxlxsTj): category 3. */
export function getTdxlxsTj(source: StatsSource, filter: StatsFilter = {}, lang: Lang = 'zh'): StatsSummary {
  const rows = scoped(source, filter, (s) => s.lb === '3');
  return {
    total: rows.length,
    counters: { enrolled: count(rows, (s) => s.xjzt === '01'), awarded: count(rows, (s) => Boolean(s.xwzsbh)) },
    groups: [byCollege(source, rows, lang), groupByDict(source, rows, 'xwlx', ['按学位类型', 'By degree type'], lang), groupByYear(rows, lang)],
  };
}

const isPartyMember = (s: Student) => s.zzmm === '01' || s.zzmm === '02';

/** Party members (queryAlldyCount): full (01) and probationary (02) members, by college and level. */
export function queryAlldyCount(source: StatsSource, filter: StatsFilter = {}, lang: Lang = 'zh'): StatsSummary {
  const rows = scoped(source, filter);
  const members = count(rows, (s) => s.zzmm === '01');
  const probationary = count(rows, (s) => s.zzmm === '02');
  const party = rows.filter(isPartyMember);
  return {
    total: rows.length,
    counters: { members, probationary, total: members + probationary },
    groups: [
      groupByDict(source, rows, 'zzmm', ['按政治面貌', 'By political status'], lang),
      byCollege(source, party, lang, ['党员（按学院）', 'Party members, by college']),
      groupByDict(source, party, 'pycc', ['党员（按培养层次）', 'Party members, by level'], lang),
    ],
  };
}

/** Degrees (getXsxwTj): awarded means a degree certificate number is on record. */
export function getXsxwTj(source: StatsSource, filter: StatsFilter = {}, lang: Lang = 'zh'): StatsSummary {
  const rows = scoped(source, filter);
  const awarded = rows.filter((s) => Boolean(s.xwzsbh));
  return {
    total: rows.length,
    counters: { awarded: awarded.length, pending: rows.length - awarded.length },
    groups: [
      groupByDict(source, awarded, 'xwlx', ['已授学位（按学位类型）', 'Degrees awarded, by degree type'], lang),
      groupByDict(source, awarded, 'pycc', ['已授学位（按培养层次）', 'Degrees awarded, by level'], lang),
      byCollege(source, awarded, lang, ['已授学位（按学院）', 'Degrees awarded, by college']),
    ],
  };
}

/** The statistics by operationId of the spec, for handlers that route by operation. */
export const STATS_BY_OPERATION = {
  getStudentStats: getXsTj,
  getVerificationStats: getHdsjTj,
  getRegistrationStats: getXsbdTj,
  getSupervisorStats: getDsxsTj,
  getVisitingStats: getjxsxsTj,
  getEquivalentStats: getTdxlxsTj,
  getPartyMemberStats: queryAlldyCount,
  getDegreeStats: getXsxwTj,
} as const satisfies Record<string, (source: StatsSource, filter?: StatsFilter, lang?: Lang) => StatsSummary>;
