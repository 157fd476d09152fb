import { dictFields } from '@gs/sdk/dict-fields';
import type { components } from '@gs/sdk/schema';

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
 */

/** What the statistics read: the records, the staff by number, the dictionaries (the store's collections fit). */
export interface StatsSource {
  readonly students: { values(): Iterable<Student> };
  readonly staff: { get(gh: string): Staff | undefined };
  dict(name: string): DictDetail[];
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

function groupByDict(source: StatsSource, rows: readonly Student[], field: DictField, title: string): StatGroup {
  const dictName = dictFields.StudentFields[field];
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = String(row[field] ?? '');
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const items: StatItem[] = source.dict(dictName).map((entry) => {
    const value = counts.get(entry.value) ?? 0;
    counts.delete(entry.value);
    return { code: entry.value, name: entry.label, value };
  });
  for (const [code, value] of [...counts.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    items.push({ code, name: code === '' ? '未填写' : code, value });
  }
  return { key: String(field), title, items };
}

function groupByYear(rows: readonly Student[]): StatGroup {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.rxnj, (counts.get(row.rxnj) ?? 0) + 1);
  const items = [...counts.entries()].sort(([a], [b]) => a - b).map(([year, value]) => ({ code: String(year), name: `${year}级`, value }));
  return { key: 'rxnj', title: '按入学年级', items };
}

const byCollege = (source: StatsSource, rows: readonly Student[], title = '按学院') => groupByDict(source, rows, 'xydm', title);

/** Students overall (getXsTj): by college, level, status, gender and year. */
export function getXsTj(source: StatsSource, filter: StatsFilter = {}): StatsSummary {
  const rows = scoped(source, filter);
  return {
    total: rows.length,
    counters: { enrolled: count(rows, (s) => s.xjzt === '01') },
    groups: [
      byCollege(source, rows),
      groupByDict(source, rows, 'pycc', '按培养层次'),
      groupByDict(source, rows, 'xjzt', '按学籍状态'),
      groupByDict(source, rows, 'xb', '按性别'),
      groupByYear(rows),
    ],
  };
}

/** Verification (getHdsjTj): the three states, and each by college. */
export function getHdsjTj(source: StatsSource, filter: StatsFilter = {}): StatsSummary {
  const rows = scoped(source, filter);
  const verified = rows.filter((s) => s.hdzt === '1');
  const unverified = rows.filter((s) => s.hdzt === '0');
  const returned = rows.filter((s) => s.hdzt === '2');
  return {
    total: rows.length,
    counters: { verified: verified.length, unverified: unverified.length, returned: returned.length },
    groups: [
      groupByDict(source, rows, 'hdzt', '按核对状态'),
      byCollege(source, verified, '已核对（按学院）'),
      byCollege(source, unverified, '未核对（按学院）'),
      byCollege(source, returned, '已退回（按学院）'),
    ],
  };
}

/** Registration (getXsbdTj): registered or not, and each by college. */
export function getXsbdTj(source: StatsSource, filter: StatsFilter = {}): StatsSummary {
  const rows = scoped(source, filter);
  const registered = rows.filter((s) => s.bdzt === '1');
  const unregistered = rows.filter((s) => s.bdzt !== '1');
  return {
    total: rows.length,
    counters: { registered: registered.length, unregistered: unregistered.length },
    groups: [
      groupByDict(source, rows, 'bdzt', '按报到状态'),
      byCollege(source, registered, '已报到（按学院）'),
      byCollege(source, unregistered, '未报到（按学院）'),
    ],
  };
}

/** Supervisors (getDsxsTj): students per supervisor (largest first) and supervisors per college. */
export function getDsxsTj(source: StatsSource, filter: StatsFilter = {}): StatsSummary {
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
      { key: 'dsgh', title: '按导师（学生数）', items: students },
      { key: 'xydm', title: '导师人数（按学院）', items: colleges },
    ],
  };
}

/** Visiting students (getjxsxsTj): category 2. */
export function getjxsxsTj(source: StatsSource, filter: StatsFilter = {}): StatsSummary {
  const rows = scoped(source, filter, (s) => s.lb === '2');
  return {
    total: rows.length,
    counters: { enrolled: count(rows, (s) => s.xjzt === '01') },
    groups: [byCollege(source, rows), groupByDict(source, rows, 'xxxs', '按学习形式'), groupByYear(rows)],
  };
}

/** Equivalent-qualification candidates (getTdxlxsTj): category 3. */
export function getTdxlxsTj(source: StatsSource, filter: StatsFilter = {}): StatsSummary {
  const rows = scoped(source, filter, (s) => s.lb === '3');
  return {
    total: rows.length,
    counters: { enrolled: count(rows, (s) => s.xjzt === '01'), awarded: count(rows, (s) => Boolean(s.xwzsbh)) },
    groups: [byCollege(source, rows), groupByDict(source, rows, 'xwlx', '按学位类型'), groupByYear(rows)],
  };
}

const isPartyMember = (s: Student) => s.zzmm === '01' || s.zzmm === '02';

/** Party members (queryAlldyCount): full (01) and probationary (02) members, by college and level. */
export function queryAlldyCount(source: StatsSource, filter: StatsFilter = {}): StatsSummary {
  const rows = scoped(source, filter);
  const members = count(rows, (s) => s.zzmm === '01');
  const probationary = count(rows, (s) => s.zzmm === '02');
  const party = rows.filter(isPartyMember);
  return {
    total: rows.length,
    counters: { members, probationary, total: members + probationary },
    groups: [
      groupByDict(source, rows, 'zzmm', '按政治面貌'),
      byCollege(source, party, '党员（按学院）'),
      groupByDict(source, party, 'pycc', '党员（按培养层次）'),
    ],
  };
}

/** Degrees (getXsxwTj): awarded means a degree certificate number is on record. */
export function getXsxwTj(source: StatsSource, filter: StatsFilter = {}): StatsSummary {
  const rows = scoped(source, filter);
  const awarded = rows.filter((s) => Boolean(s.xwzsbh));
  return {
    total: rows.length,
    counters: { awarded: awarded.length, pending: rows.length - awarded.length },
    groups: [
      groupByDict(source, awarded, 'xwlx', '已授学位（按学位类型）'),
      groupByDict(source, awarded, 'pycc', '已授学位（按培养层次）'),
      byCollege(source, awarded, '已授学位（按学院）'),
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
} as const satisfies Record<string, (source: StatsSource, filter?: StatsFilter) => StatsSummary>;
