import { identitySlice } from '../../core/identity.ts';
import { approvalsSlice } from '../approvals/store.ts';
import { defineArea } from '../area.ts';
import { applicationsSlice } from '../applications/store.ts';
import { orgSlice } from '../org/store.ts';
import { REGISTRAR } from '../students/people.ts';
import { studentsSlice } from '../students/store.ts';
import { statusChangeMenus } from './access.ts';
import { STATUS_CHANGE_KINDS } from './kinds.ts';
import { type Person, seedStatusChanges } from './seed.ts';

/**
 * Status changes (学籍异动; SPEC 2 /xj/xjyd, /addXjyd, /stuBySqView): six kinds of application run by
 * the engine, each decided supervisor -> college -> graduate school, each with its effect on the record.
 */
export const statusChangeArea = defineArea({
  name: 'statusChange',
  applicationKinds: STATUS_CHANGE_KINDS,
  seed(store, { random }) {
    const students = store.slice(studentsSlice);
    const identity = store.slice(identitySlice);
    const org = store.slice(orgSlice);
    const users = [...identity.users.values()];
    const personOfUser = (username: string): Person | undefined => {
      const user = identity.userByUsername(username);
      return user ? { id: user.id, name: user.realName || user.nickName } : undefined;
    };
    const college = identity.userByUsername('college');
    const secretaries = new Map<string, Person>();
    const teacher = identity.userByUsername('teacher');
    const demoStudent = students.byXykh(identity.userByUsername('student')?.xykh ?? '');
    const { applications, approvals } = seedStatusChanges(random, {
      students: [...students.students.values()],
      demoStudent,
      demoStudentUser: personOfUser('student'),
      collegeCode: college?.deptId ?? undefined,
      teacherStudents: teacher?.gh ? students.studentsOfSupervisor(teacher.gh) : [],
      registrar: personOfUser('staff') ?? { id: REGISTRAR.gh, name: REGISTRAR.xm },
      supervisorOf(student) {
        const member = student.dsgh ? students.staffMember(student.dsgh) : undefined;
        if (!member) return undefined;
        // Supervisors without an account of their own are named by their staff number, as the approvals seed does.
        const user = users.find((u) => u.gh === member.gh);
        return { id: user?.id ?? member.gh, name: member.xm };
      },
      secretaryOf(xydm) {
        if (college && college.deptId === xydm) return { id: college.id, name: college.realName };
        let person = secretaries.get(xydm);
        if (!person) {
          person = { id: `xy${xydm}`, name: `${random.faker.person.lastName()}${random.pick(['丽', '敏', '军', '华', '静', '涛'])}` };
          secretaries.set(xydm, person);
        }
        return person;
      },
      teachersOf: (xydm) => [...org.profiles.keys()].flatMap((gh) => org.teacherOf(gh) ?? []).filter((t) => t.xydm === xydm),
      kinds: new Map(STATUS_CHANGE_KINDS.map((kind) => [kind.kind, kind])),
      ctx: { store },
      extra: store.options.applications,
      nextId: () => store.nextId(),
    });
    const engine = store.slice(applicationsSlice);
    for (const application of applications) engine.applications.set(application);
    const history = store.slice(approvalsSlice);
    for (const approval of approvals) history.approvals.set(approval);
  },
  // No operations of its own: its applications go through the engine's.
  handlers: () => [],
  access: {},
  menus: statusChangeMenus,
});
