import { identitySlice } from '../../core/identity.ts';
import { defineArea } from '../area.ts';
import { applicationsSlice } from '../applications/store.ts';
import { seedPeopleOf } from '../people.ts';
import { studentsSlice } from '../students/store.ts';
import { leaveAccess, leaveMenus } from './access.ts';
import { leaveHandlers } from './handlers.ts';
import { LEAVE_KIND } from './kinds.ts';
import { seedLeaves } from './seed.ts';

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
    const people = seedPeopleOf(store, random);
    const teacher = identity.userByUsername('teacher');
    seedLeaves(random, {
      students: [...students.students.values()],
      demoStudent: students.byXykh(identity.userByUsername('student')?.xykh ?? ''),
      demoStudentUser: people.account('student'),
      teacherStudents: teacher?.gh ? students.studentsOfSupervisor(teacher.gh) : [],
      registrar: people.registrar,
      deciderOf(role, student) {
        if (role === 'school') return people.registrar;
        if (role === 'supervisor') return people.supervisorOf(student);
        return people.secretaryOf(student.xydm);
      },
      ctx: { store },
      nextId: () => store.nextId(),
      engine: store.slice(applicationsSlice),
    });
  },
  handlers: (route, ctx) => leaveHandlers(route, ctx),
  access: leaveAccess,
  menus: leaveMenus,
});
