import type { components } from '@gs/sdk/schema';
import { DEMO_PASSWORD } from '../../config.ts';
import { SEED_NOW, utcDateTime } from '../../core/clock.ts';
import type { RoleRecord, UserRecord } from '../../core/identity.ts';
import type { RoleKey } from '../../core/menu.ts';
import { collegeByCode } from '../dicts/data.ts';
import { REGISTRAR } from '../people.ts';

type Staff = components['schemas']['Staff'];
type Student = components['schemas']['Student'];

export const ROLE_IDS = { admin: '1', staff: '2', teacher: '3', student: '4', college: '5' } as const;

/** The college of the `college` demo account: 计算机科学与技术学院 (in the default seed also the demo teacher's and student's). */
export const DEMO_COLLEGE = '001';

/** The five roles; what each may do comes from the areas' permission declarations. */
export function seedRoles(grants: Readonly<Record<RoleKey, readonly string[]>>): RoleRecord[] {
  return [
    { id: ROLE_IDS.admin, name: '超级管理员', roleKey: 'admin', dataScope: 'all', permissions: [...grants.admin] },
    { id: ROLE_IDS.staff, name: '研究生院教务员', roleKey: 'staff', dataScope: 'all', permissions: [...grants.staff] },
    { id: ROLE_IDS.teacher, name: '导师', roleKey: 'teacher', dataScope: 'self', permissions: [...grants.teacher] },
    { id: ROLE_IDS.student, name: '学生', roleKey: 'student', dataScope: 'self', permissions: [...grants.student] },
    // A college's academic secretary: decides the college steps of applications of its own college's students.
    { id: ROLE_IDS.college, name: '学院教务秘书', roleKey: 'college', dataScope: 'college', permissions: [...grants.college] },
  ];
}

export interface DemoPeople {
  /** The supervisor behind `teacher` (about 10 students). */
  teacher: Staff;
  /** Another supervisor, behind `multi`. */
  otherTeacher: Staff;
  /** The record behind `student`: one of the teacher's students, still enrolled. */
  student: Student;
  /** The record behind `student2`: another enrolled student of the same supervisor or college (none in a tiny seed). */
  classmate: Student | null;
  /** The degree journey's cast (issue 24 §1): a doctoral student, their supervisor, three teachers who review. */
  doctoral: Student | null;
  advisor: Staff | null;
  reviewers: readonly Staff[];
  /** Stored avatars of the accounts that have one (SPEC 1: other roles show their stored avatar). */
  avatars: { admin: string; staff: string };
}

/** Phones 13800000001..12 (README: SMS sign-in), ending in the user id. */
const phoneOf = (id: string) => `13800000${id.padStart(3, '0')}`;

export function seedUsers(people: DemoPeople): UserRecord[] {
  const createTime = utcDateTime(SEED_NOW - 400 * 86_400_000);
  const base = (id: string, username: string, fields: Partial<UserRecord>): UserRecord => ({
    id,
    username,
    password: DEMO_PASSWORD,
    nickName: username,
    realName: username,
    gender: '1',
    phone: phoneOf(id),
    email: `${username}@univ.edu.cn`,
    deptId: null,
    deptName: null,
    avatarPath: null,
    userType: 'staff',
    xykh: null,
    gh: null,
    roleIds: [],
    enabled: true,
    passwordFlag: 'false',
    createTime,
    ...fields,
  });
  const { teacher, otherTeacher, student, classmate, doctoral, advisor, reviewers, avatars } = people;
  const studentAccount = (id: string, username: string, record: Student): UserRecord =>
    base(id, username, {
      nickName: record.xm,
      realName: record.xm,
      gender: record.xb,
      email: record.dzyx ?? null,
      deptId: record.xydm,
      deptName: record.xymc ?? null,
      userType: 'student',
      xykh: record.xykh,
      roleIds: [ROLE_IDS.student],
    });
  const teacherAccount = (id: string, username: string, record: Staff): UserRecord =>
    base(id, username, {
      nickName: `${record.xm}老师`,
      realName: record.xm,
      gender: record.xb ?? '1',
      email: record.dzyx ?? null,
      deptId: record.xydm ?? null,
      deptName: record.xymc ?? null,
      userType: 'teacher',
      gh: record.gh,
      roleIds: [ROLE_IDS.teacher],
    });
  return [
    base('1', 'admin', {
      nickName: '系统管理员',
      realName: '周志远',
      deptId: 'yjsy',
      deptName: '研究生院',
      avatarPath: `/kernel/storage/cache/${avatars.admin}`,
      roleIds: [ROLE_IDS.admin],
    }),
    base('2', 'staff', {
      nickName: '研究生院教务员',
      realName: REGISTRAR.xm,
      gender: REGISTRAR.xb ?? '2',
      deptId: 'yjsy',
      deptName: '研究生院',
      avatarPath: `/kernel/storage/cache/${avatars.staff}`,
      gh: REGISTRAR.gh,
      roleIds: [ROLE_IDS.staff],
    }),
    base('3', 'teacher', {
      nickName: `${teacher.xm}老师`,
      realName: teacher.xm,
      gender: teacher.xb ?? '1',
      email: teacher.dzyx ?? null,
      deptId: teacher.xydm ?? null,
      deptName: teacher.xymc ?? null,
      userType: 'teacher',
      gh: teacher.gh,
      roleIds: [ROLE_IDS.teacher],
    }),
    base('4', 'student', {
      nickName: student.xm,
      realName: student.xm,
      gender: student.xb,
      email: student.dzyx ?? null,
      deptId: student.xydm,
      deptName: student.xymc ?? null,
      userType: 'student',
      xykh: student.xykh,
      roleIds: [ROLE_IDS.student],
      // SPEC 4/5: still on the default password, so the app shows its warning.
      passwordFlag: 'true',
    }),
    base('5', 'multi', {
      nickName: `${otherTeacher.xm}老师`,
      realName: otherTeacher.xm,
      gender: otherTeacher.xb ?? '1',
      email: otherTeacher.dzyx ?? null,
      deptId: otherTeacher.xydm ?? null,
      deptName: otherTeacher.xymc ?? null,
      userType: 'teacher',
      gh: otherTeacher.gh,
      // First role is current: signs in as a supervisor, may switch to registrar (SPEC 4).
      roleIds: [ROLE_IDS.teacher, ROLE_IDS.staff],
    }),
    base('6', 'college', {
      nickName: '学院教务秘书',
      realName: '陈思雨',
      gender: '2',
      deptId: DEMO_COLLEGE,
      deptName: collegeByCode(DEMO_COLLEGE)?.name ?? null,
      roleIds: [ROLE_IDS.college],
    }),
    // A second student, for journeys that need two (a questionnaire answered by two respondents).
    ...(classmate ? [studentAccount('7', 'student2', classmate)] : []),
    // The degree journey (issue 24 §1): a doctoral student who applies, their supervisor who decides the first
    // step, and three reviewers of the thesis (a seed too small to have them has none of these accounts).
    ...(doctoral ? [studentAccount('8', 'doctoral', doctoral)] : []),
    ...(advisor ? [teacherAccount('9', 'advisor', advisor)] : []),
    ...reviewers.map((reviewer, i) => teacherAccount(String(10 + i), `reviewer${i + 1}`, reviewer)),
  ];
}
