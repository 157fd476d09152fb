import type { components } from '@gs/sdk/schema';
import { utc, utcDateTime } from '../../core/clock.ts';
import { identitySlice } from '../../core/identity.ts';
import type { Store } from '../../core/store.ts';
import { coursesSlice } from '../courses/store.ts';
import { REGISTRAR } from '../people.ts';
import { plansSlice } from '../plans/store.ts';
import { studentsSlice } from '../students/store.ts';
import { auditsSlice } from './store.ts';

type Student = components['schemas']['Student'];

const degreeOf = (student: Student) => (student.pycc === '1' ? 'doctoral' : student.xwlx === '2' ? 'professional-master' : 'academic-master');

/**
 * The exceptions of the seed (our model, issue 23 §1): the demo student's first foreign language (GG0005) waived
 * in their plan's public courses by the graduate school in the autumn they enrolled (an English exemption for a
 * high entrance score, common in Chinese graduate schools), so their audit shows a group met through an
 * exception. Draws nothing at random.
 */
export function seedAudits(store: Store): void {
  const audits = store.slice(auditsSlice);
  const students = store.slice(studentsSlice);
  const plans = store.slice(plansSlice);
  const english = store.slice(coursesSlice).courseByCode('GG0005');
  const student = students.demoPeople().student;
  const plan = plans.planFor(student.zydm, student.rxnj, degreeOf(student));
  const group = plan?.groups.find((g) => english && g.courses.some((c) => c.courseId === english.id));
  if (!plan || !group || !english) return;
  const registrar = [...store.slice(identitySlice).users.values()].find((u) => u.gh === REGISTRAR.gh);
  audits.put({
    id: audits.nextIdFor(student.xykh),
    xykh: student.xykh,
    planId: plan.id,
    kind: 'waive',
    groupId: group.id,
    courseId: english.id,
    substituteFor: null,
    reason: '入学英语水平测试成绩优秀（CET-6 620 分），经研究生院审核准予免修第一外国语',
    byId: registrar?.id ?? REGISTRAR.gh,
    byName: REGISTRAR.xm,
    at: utcDateTime(utc(student.rxnj, 9, 20, 10)),
  });
}
