/** The demo accounts of the mock server (README "Demo accounts"); every one signs in with 123456. */

export const demoPassword = '123456';

export interface Account {
  username: string;
  password: string;
  /** For phone sign-in with the SMS code `123456` (no SMS is sent). */
  phone: string;
  /** Role keys in the mock's order; the first is the role a sign-in starts with. */
  roleKeys: readonly string[];
  /** Role names as the app shows them. */
  roleNames: readonly string[];
}

export const accounts = {
  /** 超级管理员: passes every permission check. */
  admin: { username: 'admin', password: demoPassword, phone: '13800000001', roleKeys: ['admin'], roleNames: ['超级管理员'] },
  /** 研究生院教务员: student records, statistics, exports, notices, files, approvals. */
  staff: { username: 'staff', password: demoPassword, phone: '13800000002', roleKeys: ['staff'], roleNames: ['研究生院教务员'] },
  /** 导师: own students, approvals. */
  teacher: { username: 'teacher', password: demoPassword, phone: '13800000003', roleKeys: ['teacher'], roleNames: ['导师'] },
  /** 学生: own record and photo; still on the default password, so the app warns. */
  student: { username: 'student', password: demoPassword, phone: '13800000004', roleKeys: ['student'], roleNames: ['学生'] },
  /** A second 学生 of the same supervisor (journeys with two respondents); not on the default password. */
  student2: { username: 'student2', password: demoPassword, phone: '13800000007', roleKeys: ['student'], roleNames: ['学生'] },
  /** The degree journey (issue 24 §1): a doctoral student of 001 in their third year, whose plan audit is met. */
  doctoral: { username: 'doctoral', password: demoPassword, phone: '13800000008', roleKeys: ['student'], roleNames: ['学生'] },
  /** 导师 of `doctoral`: decides the supervisor step of their degree application. */
  advisor: { username: 'advisor', password: demoPassword, phone: '13800000009', roleKeys: ['teacher'], roleNames: ['导师'] },
  /** 导师 of other colleges who review theses blind (the degree journey). */
  reviewer1: { username: 'reviewer1', password: demoPassword, phone: '13800000010', roleKeys: ['teacher'], roleNames: ['导师'] },
  reviewer2: { username: 'reviewer2', password: demoPassword, phone: '13800000011', roleKeys: ['teacher'], roleNames: ['导师'] },
  reviewer3: { username: 'reviewer3', password: demoPassword, phone: '13800000012', roleKeys: ['teacher'], roleNames: ['导师'] },
  /** 学院教务秘书 of 计算机科学与技术学院 (001): decides the college step of its own students' applications. */
  college: { username: 'college', password: demoPassword, phone: '13800000006', roleKeys: ['college'], roleNames: ['学院教务秘书'] },
  /** 导师 + 研究生院教务员: role switching (starts as 导师). */
  multi: {
    username: 'multi',
    password: demoPassword,
    phone: '13800000005',
    roleKeys: ['teacher', 'staff'],
    roleNames: ['导师', '研究生院教务员'],
  },
} as const satisfies Record<string, Account>;

export type AccountName = keyof typeof accounts;

/**
 * Accounts that exist for a journey and have the menu and pages of another account (`student2`, `doctoral` the
 * student's; `advisor`, `reviewer1..3` the teacher's): the page walks (lists-fit, phone-fit, English) skip them.
 */
export const journeyCast: readonly AccountName[] = ['student2', 'doctoral', 'advisor', 'reviewer1', 'reviewer2', 'reviewer3'];

/**
 * Accounts whose every page admin's menu holds too, with the same data scope (all colleges) and no more actions
 * (admin holds every permission, so its pages are the widest): the graduate school's registrar. The page walks
 * take admin's pages for them; lists-fit.spec checks that the menus still nest.
 */
export const walkedAsAdmin: readonly AccountName[] = ['staff'];

/** The SMS code the mock accepts for every phone sign-in. */
export const demoSmsCode = '123456';
