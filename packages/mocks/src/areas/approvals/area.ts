import { identitySlice } from '../../core/identity.ts';
import { defineArea } from '../area.ts';
import { collegeSecretaries, seedPeopleOf } from '../people.ts';
import { studentsSlice } from '../students/store.ts';
import { approvalAccess, approvalMenus, approvalPermissions } from './access.ts';
import { approvalHandlers } from './handlers.ts';
import { seedApprovals } from './seed.ts';
import { approvalsSlice } from './store.ts';

/** How many demo-flow students get approval histories besides the demo student. */
const APPROVAL_STUDENTS = 30;

/** Approvals (SPEC 4, 5, 7): the records the approval dialog writes and its history reads. */
export const approvalsArea = defineArea({
  name: 'approvals',
  slices: [approvalsSlice],
  seed(store, { random }) {
    const students = store.slice(studentsSlice);
    const identity = store.slice(identitySlice);
    const teacherGh = identity.userByUsername('teacher')?.gh ?? '';
    const demoStudent = students.byXykh(identity.userByUsername('student')?.xykh ?? '');
    const chosen = [...(demoStudent ? [demoStudent] : []), ...students.studentsOfSupervisor(teacherGh).filter((s) => s.id !== demoStudent?.id)];
    for (const student of students.students.values()) {
      if (chosen.length >= APPROVAL_STUDENTS) break;
      if (student.xjzt === '01' && !chosen.includes(student)) chosen.push(student);
    }
    const people = seedPeopleOf(store, random);
    const history = store.slice(approvalsSlice);
    const records = seedApprovals(
      random,
      { students: chosen, supervisorOf: people.supervisorOf, secretaryOf: collegeSecretaries(random), registrar: people.registrar },
      () => store.nextId(),
    );
    for (const record of records) history.record(record);
  },
  handlers: approvalHandlers,
  permissions: approvalPermissions,
  access: approvalAccess,
  menus: approvalMenus,
});
