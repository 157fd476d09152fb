import type { components } from '@gs/sdk/schema';
import type { Random } from '../../core/random.ts';
import { COLLEGES, collegeByCode } from '../dicts/data.ts';
import type { Direction, TeacherProfile, TermRecord } from './store.ts';

type Room = components['schemas']['Room'];
type Staff = components['schemas']['Staff'];
type Student = components['schemas']['Student'];

/** Research directions of the majors the demo accounts belong to and of other well-known disciplines. */
const KNOWN_DIRECTIONS: Readonly<Record<string, readonly string[]>> = {
  '081200': ['计算机系统结构', '人工智能与模式识别', '数据库与大数据技术', '计算机网络与分布式系统'],
  '083500': ['软件形式化方法', '智能软件工程', '软件测试与质量保障'],
  '083900': ['密码学与安全协议', '网络攻防与系统安全', '数据安全与隐私保护'],
  '085404': ['智能计算应用', '工业软件技术'],
  '070100': ['基础数学', '计算数学', '概率论与数理统计', '应用数学'],
  '071400': ['数理统计', '生物统计', '经济统计'],
  '070200': ['凝聚态物理', '理论物理', '光学'],
  '070300': ['有机化学', '物理化学', '分析化学', '无机化学'],
  '071000': ['分子生物学', '细胞生物学', '微生物学'],
  '020200': ['金融学', '产业经济学', '区域经济学', '国际贸易学'],
  '120200': ['企业管理', '会计学', '市场营销', '技术经济及管理'],
  '030100': ['民商法学', '刑法学', '宪法学与行政法学', '国际法学'],
  '050100': ['中国古代文学', '中国现当代文学', '语言学及应用语言学'],
  '050200': ['英语语言文学', '外国语言学及应用语言学', '翻译学'],
  '080200': ['机械制造及其自动化', '机械电子工程', '车辆工程'],
  '081000': ['通信与信息系统', '信号与信息处理', '智能感知与无线网络'],
  '081100': ['控制理论与控制工程', '模式识别与智能系统', '导航、制导与控制'],
  '080500': ['材料物理与化学', '材料学', '材料加工工程'],
  '030500': ['马克思主义基本原理', '思想政治教育', '中国近现代史基本问题研究'],
};

/** Directions of majors the table does not name: the usual sub-fields of any discipline. */
const GENERIC = ['基础理论研究', '应用研究', '前沿与交叉研究', '方法与技术'];

export function seedDirections(random: Random): Direction[] {
  const out: Direction[] = [];
  for (const college of COLLEGES) {
    for (const major of college.majors) {
      const base = major.name.replace(/（.*）$/, '');
      const names = KNOWN_DIRECTIONS[major.code] ?? GENERIC.map((suffix) => `${base}${suffix}`);
      const count = Math.min(names.length, random.int(2, 4));
      names.slice(0, count).forEach((name, index) => out.push({ id: `${major.code}-${String(index + 1).padStart(2, '0')}`, name, zydm: major.code }));
    }
  }
  return out;
}

type Holiday = TermRecord['holidays'][number];

/** `count` days of a holiday from `month`-`day` of `year` (our model: the fixed-date public holidays). */
function holidayDays(year: number, month: number, day: number, count: number, name: string, nameEn: string): Holiday[] {
  return Array.from({ length: count }, (_, i) => ({ date: `${year}-${String(month).padStart(2, '0')}-${String(day + i).padStart(2, '0')}`, name, nameEn }));
}

/**
 * The public holidays inside a term (our model, issue 23 §2): the autumn term has National Day (10-01 to 10-07) and
 * New Year's Day, the spring term Qingming (04-05) and Labour Day (05-01 to 05-05), where they fall inside it.
 */
function holidaysOf(year: number, xq: '1' | '2', startDate: string, endDate: string): Holiday[] {
  const all =
    xq === '1'
      ? [...holidayDays(year, 10, 1, 7, '国庆节', 'National Day'), ...holidayDays(year + 1, 1, 1, 1, '元旦', "New Year's Day")]
      : [...holidayDays(year + 1, 4, 5, 1, '清明节', 'Qingming Festival'), ...holidayDays(year + 1, 5, 1, 5, '劳动节', 'Labour Day')];
  return all.filter((h) => h.date >= startDate && h.date <= endDate);
}

/** Terms from 2022-2023 to 2027-2028 (no randomness): autumn from early September, spring from late February. */
export function seedTerms(): TermRecord[] {
  const out: TermRecord[] = [];
  for (let year = 2027; year >= 2022; year -= 1) {
    const xn = `${year}-${year + 1}`;
    const spring = { start: `${year + 1}-02-23`, end: `${year + 1}-07-10` };
    const autumn = { start: `${year}-09-01`, end: `${year + 1}-01-15` };
    out.push({
      id: `${xn}-2`,
      name: `${xn}学年第二学期`,
      xn,
      xq: '2',
      startDate: spring.start,
      endDate: spring.end,
      weeks: 18,
      holidays: holidaysOf(year, '2', spring.start, spring.end),
    });
    out.push({
      id: `${xn}-1`,
      name: `${xn}学年第一学期`,
      xn,
      xq: '1',
      startDate: autumn.start,
      endDate: autumn.end,
      weeks: 18,
      holidays: holidaysOf(year, '1', autumn.start, autumn.end),
    });
  }
  return out;
}

const BUILDINGS: readonly (readonly [string, string])[] = [
  ['第一教学楼', 'A'],
  ['第二教学楼', 'B'],
  ['研究生楼', 'Y'],
  ['信息科学楼', 'X'],
];

/** About 60 rooms in four buildings. */
export function seedRooms(random: Random, nextId: () => string): Room[] {
  const out: Room[] = [];
  for (const [building, prefix] of BUILDINGS) {
    const floors = random.int(3, 5);
    for (let floor = 1; floor <= floors; floor += 1) {
      const perFloor = random.int(3, 4);
      for (let n = 1; n <= perFloor; n += 1) {
        const kind = random.weighted([
          ['1', 3],
          ['2', 5],
          ['3', 2],
          ['4', prefix === 'X' ? 3 : 0.5],
          ['6', n === 1 && floor === 1 ? 2 : 0],
        ] as const);
        const capacity = kind === '6' ? random.pick([180, 240, 300]) : kind === '3' ? random.pick([16, 20, 24]) : random.pick([40, 60, 80, 100, 120]);
        const number = `${prefix}${floor}${String(n).padStart(2, '0')}`;
        out.push({ id: nextId(), building, number, name: `${building}${number}`, capacity, kind });
      }
    }
  }
  return out;
}

export interface ProfilePeople {
  staff: readonly Staff[];
  studentsOf: (gh: string) => readonly Student[];
  directionsOf: (zydm: string) => readonly Direction[];
  /** Staff numbers of the demo `teacher` (a doctoral supervisor) and `multi` (a master's supervisor). */
  doctoral: string | undefined;
  masters: string | undefined;
}

/**
 * A profile for every staff member: supervisors of doctoral students are doctoral supervisors, other
 * supervisors mostly master's; the quota is at least what any enrolment year of theirs already holds.
 */
export function seedProfiles(random: Random, people: ProfilePeople): TeacherProfile[] {
  return people.staff.map((member) => {
    const students = people.studentsOf(member.gh);
    if (!member.xydm) return { gh: member.gh, dslx: '0', directionIds: [], quota: 0 };
    let dslx: TeacherProfile['dslx'];
    if (member.gh === people.doctoral) dslx = '1';
    else if (member.gh === people.masters) dslx = '2';
    else if (students.some((s) => s.pycc === '1')) dslx = '1';
    else if (students.length > 0) dslx = random.chance(0.2) ? '1' : '2';
    else dslx = random.chance(0.3) ? '0' : '2';
    // A supervisor works in the majors of their students; one without students in their college's.
    const majors = students.length > 0 ? [...new Set(students.map((s) => s.zydm))] : (collegeByCode(member.xydm)?.majors.map((m) => m.code) ?? []);
    const candidates = majors.flatMap((zydm) => people.directionsOf(zydm));
    const directionIds =
      dslx === '0' || candidates.length === 0
        ? []
        : random.faker.helpers.arrayElements(candidates, { min: 1, max: Math.min(2, candidates.length) }).map((d) => d.id);
    const perYear = new Map<number, number>();
    for (const s of students) perYear.set(s.rxnj, (perYear.get(s.rxnj) ?? 0) + 1);
    const busiest = Math.max(0, ...perYear.values());
    const quota = dslx === '0' ? 0 : Math.max(busiest, dslx === '1' ? random.int(2, 4) : random.int(3, 6));
    return { gh: member.gh, dslx, directionIds, quota };
  });
}
