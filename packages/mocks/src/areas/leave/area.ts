import { identitySlice } from '../../core/identity.ts';
import { approvalsSlice } from '../approvals/store.ts';
import { defineArea } from '../area.ts';
import { applicationsSlice } from '../applications/store.ts';
import { REGISTRAR } from '../students/people.ts';
import { studentsSlice } from '../students/store.ts';
import { leaveAccess, leaveMenus } from './access.ts';
import { leaveHandlers } from './handlers.ts';
import { LEAVE_KIND } from './kinds.ts';
import { type Person, seedLeaves } from './seed.ts';

/**
 * Leave (请假; SPEC 2 /xj/qjgl, /qjgl/toDetails): a kind of application run by the engine whose chain
 * follows its length, a list with the leave's own filters, and the cancel-leave (销假) after approval.
 */
export const leaveArea = defineArea({
  name: 'leave',
  applicationKinds: [LEAVE_KIND],
  seed(store, { random }) {
    const students = store.slice(studentsSlice);
    const identity = store.slice(identitySlice);
    const users = [...identity.users.values()];
    const personOf = (username: string): Person | undefined => {
      const user = identity.userByUsername(username);
      return user ? { id: user.id, name: user.realName || user.nickName } : undefined;
    };
    const college = identity.userByUsername('college');
    const registrar = personOf('staff') ?? { id: REGISTRAR.gh, name: REGISTRAR.xm };
    const secretaries = new Map<string, Person>();
    const teacher = identity.userByUsername('teacher');
    const { applications, approvals } = seedLeaves(random, {
      students: [...students.students.values()],
      demoStudent: students.byXykh(identity.userByUsername('student')?.xykh ?? ''),
      demoStudentUser: personOf('student'),
      teacherStudents: teacher?.gh ? students.studentsOfSupervisor(teacher.gh) : [],
      registrar,
      deciderOf(role, student) {
        if (role === 'school') return registrar;
        if (role === 'supervisor') {
          const member = student.dsgh ? students.staffMember(student.dsgh) : undefined;
          if (!member) return undefined;
          // Supervisors without an account of their own are named by their staff number, as the approvals seed does.
          return { id: users.find((u) => u.gh === member.gh)?.id ?? member.gh, name: member.xm };
        }
        if (college && college.deptId === student.xydm) return { id: college.id, name: college.realName };
        let person = secretaries.get(student.xydm);
        if (!person) {
          person = { id: `xy${student.xydm}`, name: `${random.faker.person.lastName()}${random.pick(['丽', '敏', '军', '华', '静', '涛'])}` };
          secretaries.set(student.xydm, person);
        }
        return person;
      },
      ctx: { store },
      nextId: () => store.nextId(),
    });
    const engine = store.slice(applicationsSlice);
    for (const application of applications) engine.applications.set(application);
    const history = store.slice(approvalsSlice);
    for (const approval of approvals) history.approvals.set(approval);
  },
  handlers: (route, ctx) => leaveHandlers(route, ctx),
  access: leaveAccess,
  menus: leaveMenus,
});
