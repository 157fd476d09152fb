import type { components } from '@gs/sdk/schema';
import { Refusal } from '../../core/refusal.ts';
import { defineSlice } from '../../core/store.ts';
import { type Lang, say } from '../../http/language.ts';
import { dictsSlice } from '../dicts/store.ts';
import { MAX_PER_YEAR_AND_COLLEGE } from './people.ts';
import { studentMatcher } from './query.ts';

type Student = components['schemas']['Student'];
type StudentFields = components['schemas']['StudentFields'];
type Staff = components['schemas']['Staff'];
type PhotoType = components['schemas']['PhotoType'];

/** The fields a new student needs: the required ones of the API model; the rest may follow. */
export type NewStudent = StudentFields &
  Pick<Student, 'xykh' | 'xm' | 'xb' | 'sfzh' | 'xydm' | 'zydm' | 'pycc' | 'xwlx' | 'xxxs' | 'lb' | 'rxnj' | 'xjzt' | 'hdzt' | 'bdzt'>;

/** An uploaded photo that replaces the generated one of its type. */
export interface PhotoRecord {
  xykh: string;
  type: PhotoType;
  fileId: string;
}

/**
 * Businesses of the approval call about a student record (SPEC 3; our model), whose `coreKey` is the
 * record's id: the review the student records page approves in batch (学籍信息审核), and the record check
 * (学籍核对). An approval of either is recorded in the record's history and changes nothing else.
 */
export const RECORD_APPROVALS = {
  review: { mkCode: 'xj', coreCode: 'xjxx', type: 'xjxx', callback: '/cloud-xj/api/xj/xjxx/approvalCallback' },
  check: { mkCode: 'xj', coreCode: 'xjhd', type: 'xjhdApproval', callback: '/cloud-xj/api/xj/xjxx/hdCallback' },
} as const;

/**
 * Statuses of a student who has left the university (xj_xjzt; our model): withdrawn (退学), graduated
 * (毕业), finished without a degree (结业). Suspended (休学) and extended (延期) students are still enrolled.
 */
export const LEFT_STATUSES: ReadonlySet<string> = new Set(['03', '04', '05']);

const photoKey = (xykh: string, type: string) => `${xykh}:${type}`;

/**
 * Student records and the staff (supervisors and registrars) they point at, with the indexes the
 * search, the uniqueness rules and the supervisor views need, and uploaded photos.
 */
export const studentsSlice = defineSlice('students', (store) => {
  const dicts = store.slice(dictsSlice);
  const byXykh = new Map<string, Student>();
  const byCertificate = new Map<string, string>();
  const byIdCard = new Map<string, string>();
  const bySupervisor = new Map<string, Set<string>>();
  /** Highest sequence used per `rxnj + xydm`, so card numbers are not handed out twice. */
  const maxSequence = new Map<string, number>();

  const students = store.collection<Student>('students', (s) => s.id, {
    onChange(before, after) {
      if (before) {
        if (byXykh.get(before.xykh)?.id === before.id) byXykh.delete(before.xykh);
        if (before.byzbh && byCertificate.get(before.byzbh) === before.id) byCertificate.delete(before.byzbh);
        if (byIdCard.get(before.sfzh.toUpperCase()) === before.id) byIdCard.delete(before.sfzh.toUpperCase());
        if (before.dsgh) bySupervisor.get(before.dsgh)?.delete(before.id);
      }
      if (after) {
        byXykh.set(after.xykh, after);
        if (after.byzbh) byCertificate.set(after.byzbh, after.id);
        byIdCard.set(after.sfzh.toUpperCase(), after.id);
        const prefix = after.xykh.slice(0, -3);
        const sequence = Number(after.xykh.slice(-3));
        if (Number.isInteger(sequence) && sequence > (maxSequence.get(prefix) ?? 0)) maxSequence.set(prefix, sequence);
        if (after.dsgh) {
          let ids = bySupervisor.get(after.dsgh);
          if (!ids) bySupervisor.set(after.dsgh, (ids = new Set()));
          ids.add(after.id);
        }
      }
    },
  });
  const staff = store.collection<Staff>('staff', (s) => s.gh);
  const photos = store.collection<PhotoRecord>('photos', (p) => photoKey(p.xykh, p.type));

  /**
   * Fills the names a student carries, from the dictionaries and the staff list, into a record that
   * is about to be stored (a fresh object, not yet frozen: no copy of 100,000 records at start-up).
   */
  function withNames(student: Student): Student {
    student.xymc = dicts.label('xj_xy', student.xydm) ?? student.xymc ?? '';
    student.zymc = dicts.label('xj_zy', student.zydm) ?? student.zymc ?? '';
    student.dsxm = student.dsgh ? (staff.get(student.dsgh)?.xm ?? null) : null;
    return student;
  }

  function studentsOfSupervisor(gh: string): Student[] {
    const out: Student[] = [];
    for (const id of bySupervisor.get(gh) ?? []) {
      const student = students.get(id);
      if (student) out.push(student);
    }
    return out;
  }

  return {
    students,
    staff,
    photos,
    byId(id: string): Student | undefined {
      return students.get(id);
    },
    /**
     * A pick list (SPEC 7 stuinfoByStusss): at most `limit` students matching `keyword` (name, card or ID
     * card number) whom `admit` lets in (the caller's scope), in the store's order.
     */
    pick(keyword: string | undefined, admit: (student: Student) => boolean, limit = 50): Student[] {
      const match = studentMatcher({ keyword });
      const found: Student[] = [];
      for (const student of students.values()) {
        if (found.length >= limit) break;
        if (match(student) && admit(student)) found.push(student);
      }
      return found;
    },
    byXykh(xykh: string): Student | undefined {
      return byXykh.get(xykh);
    },
    byCertificate(byzbh: string): Student | undefined {
      const id = byCertificate.get(byzbh);
      return id === undefined ? undefined : students.get(id);
    },
    /** By ID card number, ignoring the case of a final X. */
    byIdCard(sfzh: string): Student | undefined {
      const id = byIdCard.get(sfzh.toUpperCase());
      return id === undefined ? undefined : students.get(id);
    },
    studentsOfSupervisor,
    /** A staff member with the live count of the students they supervise. */
    staffMember(gh: string): Staff | undefined {
      const member = staff.get(gh);
      return member ? { ...member, studentCount: bySupervisor.get(gh)?.size ?? 0 } : undefined;
    },
    /** Every staff member with live student counts, in seed order. */
    allStaff(): Staff[] {
      return [...staff.values()].map((member) => ({ ...member, studentCount: bySupervisor.get(member.gh)?.size ?? 0 }));
    },

    /**
     * The next card number for a year and college: year + college code + 3-digit sequence, one past the
     * highest ever given (numbers are not reused after a deletion); a gap is used only once 999 is taken.
     */
    nextXykh(rxnj: number, xydm: string): string {
      const prefix = `${rxnj}${xydm}`;
      const next = (maxSequence.get(prefix) ?? 0) + 1;
      if (next <= MAX_PER_YEAR_AND_COLLEGE) return `${prefix}${String(next).padStart(3, '0')}`;
      for (let n = 1; n <= MAX_PER_YEAR_AND_COLLEGE; n += 1) {
        const xykh = `${prefix}${String(n).padStart(3, '0')}`;
        if (!byXykh.has(xykh)) return xykh;
      }
      throw new Error(`No free student card number left for ${rxnj}/${xydm}`);
    },

    /** Adds a student with a new id and times, and its derived names (inside the caller's write). */
    add(fields: NewStudent): Student {
      const now = store.now();
      return students.set(withNames({ hasPhoto: false, dsgh: null, ...fields, id: store.nextId(), createTime: now, updateTime: now }));
    },

    /** Applies `changes`; id and times are the store's (inside the caller's write). */
    update(id: string, changes: Partial<StudentFields>): Student {
      const current = students.get(id);
      if (!current) throw new Error(`No student ${id}`);
      // Handlers pass the request body, which may carry an id or times: the store's own win.
      return students.set(withNames({ ...current, ...changes, id, createTime: current.createTime, updateTime: store.now() }));
    },

    remove(id: string): boolean {
      return students.delete(id);
    },

    /** Seeding: a generated student, with its derived names. */
    seedStudent(student: Student): void {
      students.set(withNames(student));
    },

    /** The stored file id of an uploaded photo, if the student has one of that type. */
    photoOverride(xykh: string, type: PhotoType): string | undefined {
      return photos.get(photoKey(xykh, type))?.fileId;
    },

    setPhoto(xykh: string, type: PhotoType, fileId: string): void {
      photos.set({ xykh, type, fileId });
    },

    /**
     * Confers the degree at `at` (the degree application's effect, or a seed on its own timeline): records the
     * certificate number, once; a student who already has one is refused (409), and the caller's write undoes
     * whatever else it did.
     */
    awardDegree(xykh: string, xwzsbh: string, at: string = store.now()): Student {
      const current = byXykh.get(xykh);
      if (!current) throw new Refusal(404, `学生 ${xykh} 不存在`, `Student ${xykh} does not exist`);
      if (current.xwzsbh)
        throw new Refusal(
          409,
          `${current.xm}已授予学位（证书编号 ${current.xwzsbh}），不能重复授予`,
          `${current.xm} already holds a degree (certificate ${current.xwzsbh})`,
        );
      return students.set({ ...current, xwzsbh, updateTime: at });
    },

    /** A student's registration; the place in `lang` (the college's name stays as it is). */
    registrationOf(student: Student, lang: Lang = 'zh'): components['schemas']['Registration'] {
      const registered = student.bdzt === '1';
      return {
        xykh: student.xykh,
        xm: student.xm,
        xymc: student.xymc,
        bdzt: student.bdzt,
        bdsj: registered ? `${student.rxrq ?? `${student.rxnj}-09-01`} 09:00:00` : null,
        bddd: registered
          ? student.xymc
            ? say(lang, `${student.xymc}研究生报到点`, `Graduate registration desk, ${student.xymc}`)
            : say(lang, '研究生报到点', 'Graduate registration desk')
          : null,
      };
    },

    /** The items a student verifies, their labels and the values' dictionary labels in `lang` (issue 22 §13). */
    registrationCheckOf(student: Student, lang: Lang = 'zh'): components['schemas']['RegistrationCheck'] {
      const fields: [keyof Student, zh: string, en: string, dictName?: string][] = [
        ['xm', '姓名', 'Name'],
        ['xb', '性别', 'Sex', 'sys_user_sex'],
        ['csrq', '出生日期', 'Birth date'],
        ['sfzh', '身份证号', 'ID card no.'],
        ['mz', '民族', 'Ethnicity', 'xj_mz'],
        ['xydm', '学院', 'College', 'xj_xy'],
        ['zydm', '专业', 'Major', 'xj_zy'],
        ['pycc', '培养层次', 'Level', 'xj_pycc'],
        ['xwlx', '学位类型', 'Degree type', 'xj_xwlx'],
        ['xxxs', '学习形式', 'Study mode', 'xj_xxxs'],
      ];
      return {
        xykh: student.xykh,
        hdzt: student.hdzt,
        hdsj: student.hdzt === '1' ? (student.updateTime ?? null) : null,
        items: fields.map(([field, zh, en, dictName]) => {
          const raw = student[field];
          const value = raw === undefined || raw === null ? null : String(raw);
          return { field: String(field), label: say(lang, zh, en), value: dictName && value ? (dicts.label(dictName, value, lang) ?? value) : value };
        }),
      };
    },

    /**
     * The supervisors and student behind the demo accounts: `teacher` supervises about ten students,
     * `student` is one of them and still enrolled, `student2` (the classmate) another, `multi` is another
     * supervisor.
     */
    demoPeople(): {
      teacher: Staff;
      otherTeacher: Staff;
      student: Student;
      classmate: Student | null;
      doctoral: Student | null;
      advisor: Staff | null;
      reviewers: readonly Staff[];
    } {
      const supervisors = [...staff.values()].filter((s) => (bySupervisor.get(s.gh)?.size ?? 0) > 0);
      const countOf = (gh: string) => bySupervisor.get(gh)?.size ?? 0;
      const enrolledOf = (gh: string) => studentsOfSupervisor(gh).filter((s) => s.xjzt === '01' && s.lb === '1');
      const ranked = supervisors
        .map((s, order) => ({ s, order, enrolled: enrolledOf(s.gh).length }))
        .sort(
          (a, b) => Number(b.enrolled > 0) - Number(a.enrolled > 0) || Math.abs(countOf(a.s.gh) - 10) - Math.abs(countOf(b.s.gh) - 10) || a.order - b.order,
        );
      const teacher = ranked[0]?.s;
      if (!teacher) throw new Error('The seed needs at least one student (options.students >= 1)');
      const otherTeacher = ranked.find((r) => r.s.gh !== teacher.gh)?.s ?? teacher;
      const student = enrolledOf(teacher.gh)[0] ?? studentsOfSupervisor(teacher.gh)[0]!;
      // A second student for journeys with two respondents (a questionnaire answered by two): of the same
      // supervisor when there is one, else of the same college, else none (a tiny seed).
      let classmate = enrolledOf(teacher.gh).find((s) => s.xykh !== student.xykh) ?? null;
      if (!classmate) {
        for (const s of students.values()) {
          if (s.xykh !== student.xykh && s.xydm === student.xydm && s.xjzt === '01' && s.lb === '1') {
            classmate = s;
            break;
          }
        }
      }
      // The degree journey's cast (issue 24 §1): a doctoral student of the demo college from the earliest cohort
      // with training plans (2024: in their third year, when a doctoral degree may first be applied for), their
      // own supervisor, and three teachers of other colleges to review the thesis (blind review goes outside the
      // student's college). None of them is `teacher`, `multi` or a demo student.
      let doctoral: Student | null = null;
      for (const s of students.values()) {
        if (
          s.pycc === '1' &&
          s.xjzt === '01' &&
          s.lb === '1' &&
          s.xydm === student.xydm &&
          s.rxnj === 2024 &&
          s.dsgh &&
          s.dsgh !== teacher.gh &&
          s.dsgh !== otherTeacher.gh
        ) {
          if (!doctoral || s.xykh < doctoral.xykh) doctoral = s;
        }
      }
      const advisor = doctoral?.dsgh ? (staff.get(doctoral.dsgh) ?? null) : null;
      const cast = new Set([teacher.gh, otherTeacher.gh, advisor?.gh]);
      const reviewers = doctoral
        ? [...staff.values()]
            .filter((s) => s.xydm && s.xydm !== doctoral.xydm && !cast.has(s.gh))
            .sort((a, b) => a.gh.localeCompare(b.gh))
            .slice(0, 3)
        : [];
      return { teacher, otherTeacher, student, classmate, doctoral, advisor, reviewers };
    },
  };
});

export type Students = ReturnType<typeof studentsSlice.create>;
