import type { components } from '@gs/sdk/schema';
import { identitySlice } from '../core/identity.ts';
import type { Random } from '../core/random.ts';
import type { Store } from '../core/store.ts';
import { studentsSlice } from './students/store.ts';

type Staff = components['schemas']['Staff'];
type Student = components['schemas']['Student'];
type Teacher = components['schemas']['Teacher'];

/*
 * The people the seeds name (our model): who applied for a seeded record, who decided its steps, who
 * uploaded its files. One module for every area's seed, so that a college's secretary or a supervisor
 * is named the same way in every history.
 */

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

/**
 * Someone a seeded record names: the user id of their account, or the staff number of a staff member
 * without one, and their name; the username when they have an account (a stored file's `createBy`).
 */
export interface Person {
  id: string;
  name: string;
  username?: string;
}

/**
 * The secretary of each college, decided the first time a college is asked for: the given account for
 * its own college, elsewhere a name drawn from `random` (family name, then given name), id `xy<xydm>`.
 * The draws happen in the order the colleges are first asked for: a seed's data depends on it.
 */
export function collegeSecretaries(random: Random, account?: { id: string; name: string; xydm: string }): (xydm: string) => Person {
  const secretaries = new Map<string, Person>();
  return (xydm) => {
    if (account && account.xydm === xydm) return { id: account.id, name: account.name };
    let person = secretaries.get(xydm);
    if (!person) {
      person = { id: `xy${xydm}`, name: `${random.faker.person.lastName()}${random.pick(['丽', '敏', '军', '华', '静', '涛'])}` };
      secretaries.set(xydm, person);
    }
    return person;
  };
}

export interface SeedPeople {
  /** The demo account of this username. */
  account(username: string): Person | undefined;
  /** The graduate school's registrar: the `staff` account. */
  registrar: Person;
  /** A staff member: their account when they have one, else their staff number. */
  staff(gh: string, name: string): Person;
  /** The student's supervisor, when they have one. */
  supervisorOf(student: Pick<Student, 'dsgh'>): Person | undefined;
  /** A teacher, with the username of their account when they have one. */
  teacher(teacher: Pick<Teacher, 'gh' | 'xm'>): Person;
  /** The secretary of a college: the `college` account for its own college, a seeded name elsewhere. */
  secretaryOf(xydm: string): Person;
}

/**
 * The people of a seeded store (after the students and the demo accounts are seeded); secretaries
 * other than the `college` account are drawn from `random`, the seeding area's sequence.
 */
export function seedPeopleOf(store: Store, random: Random): SeedPeople {
  const identity = store.slice(identitySlice);
  const students = store.slice(studentsSlice);
  const byStaffNumber = new Map<string, { id: string; username: string }>();
  for (const user of identity.users.values()) if (user.gh && !byStaffNumber.has(user.gh)) byStaffNumber.set(user.gh, user);
  const account = (username: string): Person | undefined => {
    const user = identity.userByUsername(username);
    return user ? { id: user.id, name: user.realName || user.nickName } : undefined;
  };
  const staff = (gh: string, name: string): Person => ({ id: byStaffNumber.get(gh)?.id ?? gh, name });
  const college = identity.userByUsername('college');
  return {
    account,
    registrar: account('staff') ?? { id: REGISTRAR.gh, name: REGISTRAR.xm },
    staff,
    supervisorOf(student) {
      const member = student.dsgh ? students.staffMember(student.dsgh) : undefined;
      return member ? staff(member.gh, member.xm) : undefined;
    },
    teacher(teacher) {
      const user = byStaffNumber.get(teacher.gh);
      return user ? { id: user.id, name: teacher.xm, username: user.username } : { id: teacher.gh, name: teacher.xm };
    },
    secretaryOf: collegeSecretaries(random, college?.deptId ? { id: college.id, name: college.realName, xydm: college.deptId } : undefined),
  };
}
