import { Refusal } from '../../core/refusal.ts';
import { inScope } from '../../http/data-scope.ts';
import { defineArea } from '../area.ts';
import { REGISTRAR } from '../people.ts';
import { studentAccess, studentMenus, studentPermissions } from './access.ts';
import { exportHandlers } from './exports.ts';
import { studentHandlers } from './handlers.ts';
import { seedPeople } from './people.ts';
import { photoHandlers } from './photos.ts';
import { statsHandlers } from './stats-handlers.ts';
import { RECORD_APPROVALS, studentsSlice } from './store.ts';

/** Student information (SPEC 7): records, supervisors' and students' own views, photos, statistics, exports. */
export const studentsArea = defineArea({
  name: 'students',
  slices: [studentsSlice],
  seed(store, { random }) {
    const students = store.slice(studentsSlice);
    const people = seedPeople(random, store.options.students, () => store.nextId());
    students.staff.set({ ...REGISTRAR });
    for (const member of people.staff) students.staff.set(member);
    for (const student of people.students) students.seedStudent(student);
  },
  handlers: (route, ctx) => [...studentHandlers(route, ctx), ...statsHandlers(route, ctx), ...photoHandlers(route, ctx), ...exportHandlers(route, ctx)],
  permissions: studentPermissions,
  access: studentAccess,
  menus: studentMenus,
  fileScopes: {
    // A student's photos: whoever has the student in their data scope (SPEC 6), as for the record.
    student: (ctx, caller, xykh) => {
      const student = ctx.store.slice(studentsSlice).byXykh(xykh);
      return student !== undefined && inScope(caller, student);
    },
  },
  // Approvals of a student record (the records page's batch approval, the record check): the record must
  // exist and be in the approver's data scope (SPEC 6), as for every other write to it.
  approvalBusinesses: () => Object.values(RECORD_APPROVALS),
  onApproval(ctx, caller, submission) {
    const student = ctx.store.slice(studentsSlice).byId(submission.coreKey);
    if (!student) throw new Refusal(404, `学生记录 ${submission.coreKey} 不存在`, `There is no student record ${submission.coreKey}`);
    if (!inScope(caller, student)) {
      throw new Refusal(
        403,
        `学生记录 ${submission.coreKey} 不在您的数据范围内，无权审批`,
        `Student record ${submission.coreKey} is outside your data scope: you cannot approve it`,
      );
    }
  },
  // Approvals keyed by a student record: read as the record itself; their rows name the student.
  approvalReader(ctx, caller, coreKey) {
    const student = ctx.store.slice(studentsSlice).byId(coreKey);
    if (!student) return undefined;
    return inScope(caller, student) ? { readable: true, student: { xm: student.xm, xykh: student.xykh } } : { readable: false };
  },
});
