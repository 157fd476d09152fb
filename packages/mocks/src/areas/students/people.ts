import type { components } from '@gs/sdk/schema';
import { idCardCheckChar } from '@gs/sdk/validators';
import { DAY_MS, SEED_NOW, utc, utcDate, utcDateTime } from '../../core/clock.ts';
import type { Random } from '../../core/random.ts';
import { COLLEGES, type College, type Major, SCHOOL_CODE } from '../dicts/data.ts';
import { PHONE_PREFIXES, REGIONS, type Region, STREETS } from './regions.ts';

type Student = components['schemas']['Student'];
type Staff = components['schemas']['Staff'];

export const STUDENT_MAIL_DOMAIN = 'stu.univ.edu.cn';
export const STAFF_MAIL_DOMAIN = 'univ.edu.cn';

/** The card number has a 3-digit sequence per enrolment year and college (SPEC 7 `getMaxXykh`). */
export const MAX_PER_YEAR_AND_COLLEGE = 999;
/** Students per supervisor: at least 3 and at most 15, about 13 on average. */
const SUPERVISOR_MIN = 3;
const SUPERVISOR_MAX = 15;
const SUPERVISOR_AVERAGE = 13;

const LAST_YEAR = new Date(SEED_NOW).getUTCFullYear();
const FIRST_YEAR = LAST_YEAR - 7;

/** Enrolment grows a little every year. */
const yearWeight = (year: number) => 1 + (year - FIRST_YEAR) * 0.07;

export interface SeededPeople {
  staff: Staff[];
  students: Student[];
}

interface Bucket {
  year: number;
  college: College;
  weight: number;
}

/**
 * Students per (year, college): proportional to the weights, none above 999 (the 3-digit sequence),
 * what a full bucket cannot take spread over the others (water filling), rounded by largest remainder.
 */
export function allocate(count: number, weights: readonly number[], cap: number): number[] {
  if (count > weights.length * cap) throw new Error(`Cannot place ${count} students in ${weights.length} groups of at most ${cap}`);
  const share = new Array<number>(weights.length).fill(0);
  const capped = new Set<number>();
  for (;;) {
    const free = count - capped.size * cap;
    let total = 0;
    weights.forEach((w, i) => {
      if (!capped.has(i)) total += w;
    });
    let overflow = false;
    weights.forEach((w, i) => {
      if (capped.has(i)) return;
      share[i] = (free * w) / total;
      if (share[i]! > cap) overflow = true;
    });
    if (!overflow) break;
    weights.forEach((_, i) => {
      if (share[i]! > cap) {
        capped.add(i);
        share[i] = cap;
      }
    });
  }
  const counts = share.map((s) => Math.floor(s));
  let left = count - counts.reduce((a, b) => a + b, 0);
  const order = share.map((s, i) => [s - Math.floor(s), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left === 0) break;
    if (counts[i]! < cap) {
      counts[i]! += 1;
      left -= 1;
    }
  }
  return counts;
}

function buckets(count: number): Bucket[] {
  // More years than the usual eight only when the 999-per-college sequences would run out.
  let first = FIRST_YEAR;
  while (count > (LAST_YEAR - first + 1) * COLLEGES.length * MAX_PER_YEAR_AND_COLLEGE * 0.9) first -= 1;
  const out: Bucket[] = [];
  for (let year = first; year <= LAST_YEAR; year += 1) {
    for (const college of COLLEGES) out.push({ year, college, weight: Math.max(0.1, yearWeight(year)) * college.weight });
  }
  return out;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Regions by weight, prepared once: the pick is a binary search, cheap enough for 100,000 students. */
const REGION_CUMULATIVE = (() => {
  let sum = 0;
  return REGIONS.map((region) => (sum += region.weight));
})();

function pickRegion(random: Random): Region {
  const roll = random.next() * REGION_CUMULATIVE[REGION_CUMULATIVE.length - 1]!;
  let lo = 0;
  let hi = REGION_CUMULATIVE.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (REGION_CUMULATIVE[mid]! > roll) hi = mid;
    else lo = mid + 1;
  }
  return REGIONS[lo]!;
}

/** Chinese names from faker's zh_CN lists, with compound surnames as rare as they are in life. */
class NameMaker {
  private readonly single: readonly string[];
  private readonly compound: readonly string[];
  private readonly male: readonly string[];
  private readonly female: readonly string[];

  constructor(private readonly random: Random) {
    const person = random.faker.rawDefinitions.person;
    const last = (person?.last_name as { generic?: string[] } | undefined)?.generic ?? ['王', '李', '张'];
    const first = person?.first_name as { male?: string[]; female?: string[]; generic?: string[] } | undefined;
    this.single = last.filter((name) => name.length === 1);
    this.compound = last.filter((name) => name.length > 1);
    this.male = [...(first?.male ?? []), ...(first?.generic ?? [])];
    this.female = first?.female ?? this.male;
  }

  /** 2 to 4 characters (SPEC 5's Chinese-name rule). */
  name(gender: '1' | '2'): string {
    const surname = this.compound.length > 0 && this.random.chance(0.01) ? this.random.pick(this.compound) : this.random.pick(this.single);
    return surname + this.random.pick(gender === '1' ? this.male : this.female);
  }
}

const COMMON_MINORITIES = ['03', '08', '11', '15', '06', '02', '05', '04', '07', '10', '13', '12'];
const DEMOCRATIC_PARTIES = ['04', '05', '06', '07', '08', '09', '10', '11', '12'];
const MALE_HEAVY = new Set(['001', '011', '012', '014', '003']);
const FEMALE_HEAVY = new Set(['009', '010', '008']);

interface Context {
  random: Random;
  names: NameMaker;
  nextId: () => string;
  idCards: Set<string>;
  /** Next certificate sequence per graduation year and level. */
  certificates: Map<string, number>;
}

function idCard(ctx: Context, region: Region, birth: string, gender: '1' | '2'): string {
  for (;;) {
    // GB 11643: the 17th digit is odd for men and even for women.
    const order = ctx.random.int(0, 4) * 2 + (gender === '1' ? 1 : 0);
    const first17 = `${region.code}${birth.replaceAll('-', '')}${ctx.random.digits(2)}${order}`;
    const card = first17 + idCardCheckChar(first17);
    if (!ctx.idCards.has(card)) {
      ctx.idCards.add(card);
      return card;
    }
  }
}

function nextCertificate(ctx: Context, prefix: string): string {
  const n = (ctx.certificates.get(prefix) ?? 0) + 1;
  ctx.certificates.set(prefix, n);
  return `${prefix}${pad(n, 6)}`;
}

function phone(random: Random): string {
  return `${random.pick(PHONE_PREFIXES)}${random.digits(8)}`;
}

function email(random: Random, xykh: string): string {
  const kind = random.weighted([
    ['school', 5],
    ['qq', 3],
    ['163', 2],
  ] as const);
  if (kind === 'school') return `${xykh}@${STUDENT_MAIL_DOMAIN}`;
  if (kind === 'qq') return `${random.int(1, 9)}${random.digits(random.int(6, 9))}@qq.com`;
  return `${random.faker.string.alpha({ length: random.int(4, 8), casing: 'lower' })}${random.digits(random.int(2, 4))}@163.com`;
}

function address(random: Random, region: Region): string {
  const city = region.city === region.province ? '' : region.city;
  const house = `${region.province}${city}${region.district}${random.pick(STREETS)}${random.int(1, 999)}号`;
  return random.chance(0.4) ? `${house}${random.int(1, 30)}栋${random.int(1, 4)}单元${random.int(1, 28)}${pad(random.int(1, 4), 2)}室` : house;
}

function ageOn(birth: string, at: number): number {
  const now = new Date(at);
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const before = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (before ? 1 : 0);
}

function politicalStatus(random: Random, lb: string, pycc: string, age: number): string {
  const choice =
    lb !== '1'
      ? random.weighted([
          ['01', 35],
          ['13', 55],
          ['party', 6],
          ['03', 4],
        ] as const)
      : pycc === '1'
        ? random.weighted([
            ['01', 46],
            ['02', 4],
            ['03', 18],
            ['13', 28],
            ['party', 4],
          ] as const)
        : random.weighted([
            ['01', 26],
            ['02', 7],
            ['03', 50],
            ['13', 16],
            ['party', 1],
          ] as const);
  if (choice === 'party') return random.pick(DEMOCRATIC_PARTIES);
  // Youth League membership ends at 28.
  if (choice === '03' && age >= 28) return '13';
  return choice;
}

function pickMajor(random: Random, college: College, pycc: string, lb: string): Major {
  const academic = college.majors.filter((major) => !major.professional);
  const professional = college.majors.filter((major) => major.professional);
  if (pycc === '1' || professional.length === 0) return random.pick(academic);
  if (lb === '3') return random.chance(0.8) ? random.pick(academic) : random.pick(professional);
  // Most new master's places are professional degrees now.
  return random.chance(0.55) ? random.pick(professional) : random.pick(academic);
}

function studyYears(random: Random, major: Major, pycc: string, lb: string): number {
  if (lb === '2') return 1;
  if (lb === '3') return 4;
  if (pycc === '1') return 4;
  if (!major.professional) return 3;
  return random.chance(0.5) ? 2 : 3;
}

const REMARKS: Record<string, string> = {
  '02': '因病申请休学一年，已获批准',
  '03': '本人申请退学',
  '05': '修完课程但未完成学位论文，准予结业',
  '06': '学位论文未按期完成，申请延期毕业一年',
};

function makeStudent(ctx: Context, year: number, college: College, sequence: number): Student {
  const { random } = ctx;
  const xykh = `${year}${college.code}${pad(sequence, 3)}`;
  const lb = random.weighted([
    ['1', 94],
    ['2', 3],
    ['3', 3],
  ] as const);
  const pycc =
    lb === '1'
      ? random.weighted([
          ['1', 15],
          ['2', 85],
        ] as const)
      : '2';
  const major = pickMajor(random, college, pycc, lb);
  const xz = studyYears(random, major, pycc, lb);
  const maleShare = MALE_HEAVY.has(college.code) ? 0.65 : FEMALE_HEAVY.has(college.code) ? 0.3 : 0.5;
  const xb: '1' | '2' = random.chance(maleShare) ? '1' : '2';
  const ageAtEnrolment =
    lb === '1'
      ? pycc === '1'
        ? random.int(24, 30)
        : random.weighted([
            [21, 2],
            [22, 40],
            [23, 30],
            [24, 15],
            [25, 8],
            [26, 5],
          ] as const)
      : random.int(25, 40);
  const birthMs = utc(year - ageAtEnrolment, 9, 1) - random.int(0, 364) * DAY_MS;
  const csrq = utcDate(birthMs);
  const region = pickRegion(random);
  const mz = region.minorities && random.chance(0.35) ? random.pick(region.minorities) : random.chance(0.04) ? random.pick(COMMON_MINORITIES) : '01';
  const xxxs =
    lb === '3'
      ? '2'
      : lb === '2' || pycc === '1' || !major.professional
        ? '1'
        : /^12(51|52)/.test(major.code)
          ? random.chance(0.7)
            ? '2'
            : '1'
          : random.chance(0.12)
            ? '2'
            : '1';
  const rxrq = lb === '2' && random.chance(0.4) ? `${year}-03-01` : `${year}-09-01`;
  const graduation = year + xz;
  const yjbyrq = lb === '2' ? `${year + 1}-${rxrq.endsWith('03-01') ? '01-15' : '07-15'}` : `${graduation}-06-30`;
  const finished = utc(graduation, 6, 30) <= SEED_NOW;

  let xjzt: string;
  if (lb === '2') {
    xjzt = finished || year < LAST_YEAR - 1 ? '05' : '01';
  } else if (finished) {
    xjzt = random.weighted([
      ['04', 88],
      ['06', pycc === '1' ? 18 : 5],
      ['05', 3],
      ['03', 2],
    ] as const);
    // Deferral lasts a year or two; older deferred students have since graduated.
    if (xjzt === '06' && graduation < LAST_YEAR - 1) xjzt = '04';
    if (lb === '3' && xjzt === '04' && random.chance(0.3)) xjzt = '05';
  } else {
    xjzt = random.weighted([
      ['01', 95],
      ['02', 3],
      ['03', 2],
    ] as const);
  }

  let byzbh: string | null = null;
  let xwzsbh: string | null = null;
  if (xjzt === '04') {
    // Equivalent-qualification candidates get a degree but no diploma.
    if (lb === '1') byzbh = nextCertificate(ctx, `${SCHOOL_CODE}1${graduation}${pycc}`);
    if (lb === '3' || random.chance(0.96)) xwzsbh = nextCertificate(ctx, `${SCHOOL_CODE}${pycc === '1' ? '2' : '3'}${graduation}`);
  }

  const fresh = year === LAST_YEAR;
  const hdzt = fresh
    ? random.weighted([
        ['0', 45],
        ['1', 45],
        ['2', 10],
      ] as const)
    : year === LAST_YEAR - 1
      ? random.weighted([
          ['1', 90],
          ['0', 5],
          ['2', 5],
        ] as const)
      : random.chance(0.98)
        ? '1'
        : '0';
  const bdzt = fresh && lb !== '2' ? (random.chance(0.75) ? '1' : '0') : '1';
  const created = utc(year, rxrq.slice(5, 7) === '03' ? 2 : 8, random.int(18, 28), random.int(8, 17), random.int(0, 59), random.int(0, 59));
  let updated = created;
  if (hdzt === '1') updated = Math.max(created, utc(year, 10, random.int(8, 30), random.int(8, 17), random.int(0, 59), random.int(0, 59)));
  if (xjzt === '04' || xjzt === '05') updated = utc(graduation, 6, random.int(20, 29), random.int(8, 17), random.int(0, 59), random.int(0, 59));
  if (updated > SEED_NOW) updated = SEED_NOW - random.int(1, 72) * 3_600_000;
  if (updated < created) updated = created;

  return {
    id: ctx.nextId(),
    xykh,
    xm: ctx.names.name(xb),
    xb,
    csrq,
    sfzh: idCard(ctx, region, csrq, xb),
    mz,
    zzmm: politicalStatus(random, lb, pycc, ageOn(csrq, SEED_NOW)),
    sjhm: phone(random),
    dzyx: email(random, xykh),
    xydm: college.code,
    zydm: major.code,
    pycc,
    xwlx: major.professional ? '2' : '1',
    xxxs,
    lb,
    rxnj: year,
    rxrq,
    xz,
    yjbyrq,
    dsgh: null,
    xjzt,
    hdzt,
    bdzt,
    byzbh,
    xwzsbh,
    jg: region.city === region.province ? region.province : `${region.province}${region.city}`,
    txdz: address(random, region),
    bz: REMARKS[xjzt] ?? '',
    hasPhoto: bdzt === '1' || random.chance(0.5),
    createTime: utcDateTime(created),
    updateTime: utcDateTime(updated),
  };
}

/** Doctoral supervisors (博导) need one of these titles here: 教授, 研究员, 正高级工程师. */
const SENIOR_TITLES = ['1', '3', '6'];

function makeSupervisor(ctx: Context, college: College, seq: number, doctoral: boolean): Staff {
  const { random } = ctx;
  const zc = doctoral
    ? random.weighted([
        ['1', 80],
        ['3', 15],
        ['6', 5],
      ] as const)
    : random.weighted([
        ['1', 12],
        ['2', 55],
        ['4', 13],
        ['5', 8],
        ['7', 12],
      ] as const);
  const senior = SENIOR_TITLES.includes(zc);
  const xb: '1' | '2' = random.chance(0.62) ? '1' : '2';
  const hired = senior ? random.int(1992, 2012) : random.int(2005, 2021);
  const gh = `${hired}${pad(seq, 4)}`;
  return {
    gh,
    xm: ctx.names.name(xb),
    xb,
    xydm: college.code,
    xymc: college.name,
    zc,
    sjhm: phone(random),
    dzyx: `t${gh}@${STAFF_MAIL_DOMAIN}`,
    studentCount: 0,
  };
}

/**
 * Supervisors of one college and who supervises whom: doctoral students go to senior supervisors, then
 * everybody is brought up to three students, then the rest go to random supervisors with room left.
 */
function superviseCollege(ctx: Context, college: College, students: Student[], firstSeq: number): Staff[] {
  const { random } = ctx;
  const doctoral = students.filter((s) => s.pycc === '1');
  const others = students.filter((s) => s.pycc !== '1');
  const k = Math.max(1, Math.ceil(students.length / SUPERVISOR_AVERAGE));
  const seniors = Math.min(k, Math.max(doctoral.length > 0 ? Math.ceil(doctoral.length / 10) : 0, Math.ceil(k * 0.35)));
  const supervisors = Array.from({ length: k }, (_, i) => makeSupervisor(ctx, college, firstSeq + i, i < seniors));
  const counts = new Array<number>(k).fill(0);

  const assign = (student: Student, index: number) => {
    student.dsgh = supervisors[index]!.gh;
    counts[index]! += 1;
  };
  /** A random supervisor among the first `limit` with room; a scan when sampling keeps missing. */
  const roomy = (limit: number): number => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const i = random.int(0, limit - 1);
      if (counts[i]! < SUPERVISOR_MAX) return i;
    }
    const free = counts.findIndex((c, i) => i < limit && c < SUPERVISOR_MAX);
    return free >= 0 ? free : random.int(0, limit - 1);
  };

  for (const student of doctoral) assign(student, roomy(Math.max(1, seniors)));
  let filling = 0;
  for (const student of others) {
    while (filling < k && counts[filling]! >= SUPERVISOR_MIN) filling += 1;
    assign(student, filling < k ? filling : roomy(k));
  }
  supervisors.forEach((s, i) => (s.studentCount = counts[i]!));
  return supervisors;
}

/** `count` students and their supervisors, all from the seeded randomness (same seed, same people). */
export function seedPeople(random: Random, count: number, nextId: () => string): SeededPeople {
  const ctx: Context = { random, names: new NameMaker(random), nextId, idCards: new Set(), certificates: new Map() };
  const plan = buckets(count);
  const perBucket = allocate(
    count,
    plan.map((b) => b.weight),
    MAX_PER_YEAR_AND_COLLEGE,
  );
  const students: Student[] = [];
  const byCollege = new Map<string, Student[]>(COLLEGES.map((c) => [c.code, []]));
  plan.forEach((bucket, i) => {
    for (let sequence = 1; sequence <= perBucket[i]!; sequence += 1) {
      const student = makeStudent(ctx, bucket.year, bucket.college, sequence);
      students.push(student);
      byCollege.get(bucket.college.code)!.push(student);
    }
  });
  const staff: Staff[] = [];
  let seq = 1001;
  for (const college of COLLEGES) {
    const own = byCollege.get(college.code)!;
    if (own.length === 0) continue;
    const supervisors = superviseCollege(ctx, college, own, seq);
    seq += supervisors.length;
    staff.push(...supervisors);
  }
  return { staff, students };
}
