import { identitySlice } from '../../core/identity.ts';
import { defineArea } from '../area.ts';
import { applicationsSlice } from '../applications/store.ts';
import { orgSlice } from '../org/store.ts';
import { seedPeopleOf } from '../people.ts';
import { studentsSlice } from '../students/store.ts';
import { statusChangeMenus } from './access.ts';
import { STATUS_CHANGE_KINDS } from './kinds.ts';
import { seedStatusChanges } from './seed.ts';

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
    const people = seedPeopleOf(store, random);
    const teacher = identity.userByUsername('teacher');
    const demoStudent = students.byXykh(identity.userByUsername('student')?.xykh ?? '');
    seedStatusChanges(random, {
      students: [...students.students.values()],
      demoStudent,
      demoStudentUser: people.account('student'),
      collegeCode: identity.userByUsername('college')?.deptId ?? undefined,
      teacherStudents: teacher?.gh ? students.studentsOfSupervisor(teacher.gh) : [],
      registrar: people.registrar,
      supervisorOf: people.supervisorOf,
      secretaryOf: people.secretaryOf,
      teachersOf: (xydm) => [...org.profiles.keys()].flatMap((gh) => org.teacherOf(gh) ?? []).filter((t) => t.xydm === xydm),
      kinds: new Map(STATUS_CHANGE_KINDS.map((kind) => [kind.kind, kind])),
      ctx: { store },
      extra: store.options.applications,
      nextId: () => store.nextId(),
      engine: store.slice(applicationsSlice),
    });
  },
  // No operations of its own: its applications go through the engine's.
  handlers: () => [],
  access: {},
  menus: statusChangeMenus,
});
