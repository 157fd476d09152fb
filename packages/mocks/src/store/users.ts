import type { components } from '@gs/sdk/schema';
import { DEMO_PASSWORD } from '../config.ts';
import { SEED_NOW, utcDateTime } from './clock.ts';

type Staff = components['schemas']['Staff'];
type Student = components['schemas']['Student'];

export interface UserRecord {
  id: string;
  username: string;
  /**
   * Plain text: every seeded account starts with the demo password; `auth/password` changes it (kept
   * in the snapshot). The mock never shows it.
   */
  password: string;
  nickName: string;
  realName: string;
  gender: string;
  phone: string | null;
  email: string | null;
  deptId: string | null;
  deptName: string | null;
  avatarPath: string | null;
  userType: components['schemas']['UserType'];
  /** Student card number, for student accounts. */
  xykh: string | null;
  /** Staff number, for teachers and staff. */
  gh: string | null;
  /** The first is the role a sign-in starts with (SPEC 4: the first role is the current one). */
  roleIds: string[];
  enabled: boolean;
  /** SPEC 5: 'true' while the default password is in use; 'false' once the user has changed it. */
  passwordFlag: 'true' | 'false';
  createTime: string;
}

export interface RoleRecord {
  id: string;
  /** SPEC 6: the role named 超级管理员 counts as admin. */
  name: string;
  roleKey: string;
  dataScope: 'all' | 'college' | 'self';
  permissions: string[];
}

/** Every permission code the API checks (`x-permission`). */
export const PERMISSIONS = [
  'kernel:notice:edit',
  'kernel:storage:list',
  'kernel:storage:delete',
  'approval:add',
  'approval:list',
  'xj:stuinfo:list',
  'xj:stuinfo:add',
  'xj:stuinfo:edit',
  'xj:stuinfo:delete',
  'xj:stuinfo:status',
  'xj:stuinfo:verify',
  'xj:stats:view',
  'xj:stuinfo:export',
  'xj:bysk:export',
] as const;

export const ROLE_IDS = { admin: '1', staff: '2', teacher: '3', student: '4' } as const;

export function seedRoles(): RoleRecord[] {
  const byPrefix = (...prefixes: string[]) => PERMISSIONS.filter((code) => prefixes.some((prefix) => code.startsWith(prefix)));
  return [
    { id: ROLE_IDS.admin, name: '超级管理员', roleKey: 'admin', dataScope: 'all', permissions: [...PERMISSIONS] },
    { id: ROLE_IDS.staff, name: '研究生院教务员', roleKey: 'staff', dataScope: 'all', permissions: byPrefix('xj:', 'kernel:', 'approval:') },
    { id: ROLE_IDS.teacher, name: '导师', roleKey: 'teacher', dataScope: 'self', permissions: ['approval:add', 'approval:list'] },
    { id: ROLE_IDS.student, name: '学生', roleKey: 'student', dataScope: 'self', permissions: [] },
  ];
}

/** The registrar behind the `staff` account: a staff member of the graduate school, not a supervisor. */
export const REGISTRAR: Staff = {
  gh: '20120001',
  xm: '李晓梅',
  xb: '2',
  xymc: '研究生院',
  zc: '',
  sjhm: '13800000002',
  dzyx: 'lixiaomei@univ.edu.cn',
  studentCount: 0,
};

export interface DemoPeople {
  /** The supervisor behind `teacher` (about 10 students). */
  teacher: Staff;
  /** Another supervisor, behind `multi`. */
  otherTeacher: Staff;
  /** The record behind `student`: one of the teacher's students, still enrolled. */
  student: Student;
  /** Stored avatars of the accounts that have one (SPEC 1: other roles show their stored avatar). */
  avatars: { admin: string; staff: string };
}

/** Phones 13800000001..05 (README: SMS sign-in), the user id as last digit. */
const phoneOf = (id: string) => `1380000000${id}`;

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
  const { teacher, otherTeacher, student, avatars } = people;
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
  ];
}
