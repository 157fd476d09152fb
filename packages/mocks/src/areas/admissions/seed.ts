import type { components } from '@gs/sdk/schema';
import { idCardCheckChar } from '@gs/sdk/validators';
import { DAY_MS, SEED_NOW, utcDateTime } from '../../core/clock.ts';
import { Random } from '../../core/random.ts';
import type { Store } from '../../core/store.ts';
import { COLLEGES, type College, SCHOOL_CODE } from '../dicts/data.ts';
import { orgSlice } from '../org/store.ts';
import { PYCC_OF_LEVEL, admissionsSlice } from './store.ts';

type Candidate = components['schemas']['Candidate'];
type Level = Candidate['level'];

/** The year the seeded candidates are admitted for, and the default year of an import: the seed's year. */
export const ADMISSION_YEAR = new Date(SEED_NOW).getUTCFullYear();

const COUNTS: Record<Level, number> = { ss: 60, bs: 20 };
/** Districts of the ID card numbers (GB/T 2260): a few big cities and provinces. */
const REGIONS = ['110108', '310104', '420111', '510107', '330106', '440305', '370102', '610113', '320106', '430104'];

/**
 * A sequence of the area's own, from the store's seed and the area's name: the admissions seed then
 * draws the same candidates whatever the areas before it draw (they share the registry's sequence).
 */
function ownRandom(seed: number): Random {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of 'admissions') hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return new Random(hash >>> 0);
}

/** Examination number (考生编号, 15 digits): school code, year, level digit, college code, sequence. */
export function examNumber(year: number, level: Level, xydm: string, sequence: number): string {
  return `${SCHOOL_CODE}${String(year).slice(2)}${level === 'bs' ? '1' : '2'}${xydm}${String(sequence).padStart(4, '0')}`;
}

function pickCollege(random: Random): College {
  return random.weighted(COLLEGES.map((college) => [college, college.weight] as const));
}

/**
 * About 60 master's and 20 doctoral candidates of the seed's year in mixed states (pending, confirmed,
 * declined), deterministic, with times before SEED_NOW. None is enrolled yet: enrolment makes student
 * records, and the seeded records of the students area stay as they are.
 */
export function seedCandidates(store: Store): void {
  const random = ownRandom(store.seed);
  const org = store.slice(orgSlice);
  const admissions = store.slice(admissionsSlice);
  const year = ADMISSION_YEAR;
  const teachers = [...org.profiles.keys()].flatMap((gh) => org.teacherOf(gh) ?? []);
  const idCards = new Set<string>();
  const perCollege = new Map<string, number>();
  for (const level of ['ss', 'bs'] as const) {
    for (let i = 1; i <= COUNTS[level]; i += 1) {
      const college = pickCollege(random);
      const majors = level === 'bs' ? college.majors.filter((m) => !m.professional) : college.majors;
      const major = random.pick(majors);
      const xb: '1' | '2' = random.chance(0.5) ? '1' : '2';
      const age = level === 'bs' ? random.int(24, 32) : random.int(21, 26);
      const birth = new Date(Date.UTC(year - age, random.int(0, 11), random.int(1, 28)));
      const birthText = birth.toISOString().slice(0, 10);
      const drawIdCard = () => {
        // GB 11643: the 17th digit is odd for men and even for women.
        const first17 = `${random.pick(REGIONS)}${birthText.replaceAll('-', '')}${random.digits(2)}${random.int(0, 4) * 2 + (xb === '1' ? 1 : 0)}`;
        return first17 + idCardCheckChar(first17);
      };
      let sfzh = drawIdCard();
      while (idCards.has(sfzh)) sfzh = drawIdCard();
      idCards.add(sfzh);
      const sequence = (perCollege.get(`${level}${college.code}`) ?? 0) + 1;
      perCollege.set(`${level}${college.code}`, sequence);
      const directions = org.directionsOf(major.code);
      const supervisors = teachers.filter((t) => t.xydm === college.code && (t.dslx === '1' || (level === 'ss' && t.dslx === '2')));
      const supervisor = supervisors.length > 0 && random.chance(0.85) ? random.pick(supervisors) : undefined;
      const direction = directions.length > 0 && random.chance(0.8) ? random.pick(directions) : undefined;
      const state = random.weighted([
        ['pending', 55],
        ['confirmed', 30],
        ['declined', 15],
      ] as const);
      // Office hours (SEED_NOW is 08:00) of a day 20 to 40 days before it.
      const created = SEED_NOW - 8 * 3_600_000 - random.int(20, 40) * DAY_MS + random.int(8 * 3600, 17 * 3600) * 1000;
      const confirmed = created + random.int(1, 12) * DAY_MS;
      const lastName = random.faker.person.lastName();
      const firstName = random.faker.person.firstName(xb === '1' ? 'male' : 'female');
      admissions.put({
        id: `lq${year}${level}${String(i).padStart(3, '0')}`,
        level,
        year,
        ksbh: examNumber(year, level, college.code, sequence),
        xm: `${lastName}${firstName}`.slice(0, 4),
        xb,
        sfzh,
        csrq: birthText,
        mz: random.chance(0.9) ? '01' : random.pick(['02', '03', '04', '05', '08']),
        zzmm: random.weighted([
          ['03', 55],
          ['01', 25],
          ['02', 5],
          ['13', 15],
        ] as const),
        sjhm: `1${random.pick(['3', '5', '7', '8', '9'])}${random.digits(9)}`,
        dzyx: `${random.faker.string.alpha({ length: 6, casing: 'lower' })}${random.digits(3)}@${random.pick(['163.com', 'qq.com', '126.com'])}`,
        xydm: college.code,
        xymc: college.name,
        zydm: major.code,
        zymc: major.name,
        yjfx: direction?.id ?? null,
        yjfxmc: direction?.name ?? null,
        dsgh: supervisor?.gh ?? null,
        dsxm: supervisor?.xm ?? null,
        xwlx: major.professional ? '2' : '1',
        xxxs: level === 'ss' && major.professional && random.chance(0.2) ? '2' : '1',
        pycc: PYCC_OF_LEVEL[level],
        cjzf: random.int(level === 'bs' ? 330 : 300, 430),
        state,
        confirmTime: state === 'confirmed' ? utcDateTime(confirmed) : null,
        enrolledXykh: null,
        createTime: utcDateTime(created),
        updateTime: utcDateTime(state === 'pending' ? created : confirmed),
      });
    }
  }
}
