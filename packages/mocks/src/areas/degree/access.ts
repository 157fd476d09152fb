import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import { type AccessTable, needs } from '../../http/access.ts';

/** The student themself (the token names the record; admins have none). */
const STUDENT = { access: 'student' } as const;

/**
 * Degree (学位管理, our model, issue 24 §1). Who holds what: the degree file is read by the student, their
 * supervisor, their college and the graduate school (`xw:xwsq:view`; the handlers apply the data scope; only the
 * student uploads their thesis and appeals); the graduate school and the colleges run the blind review and the defences
 * (`xw:lwps:manage`, `xw:dbjl:manage`); teachers review (`xw:lwps:review`) and sit on committees (`xw:dbjl:view`,
 * each defence checked for its members); the graduate school alone decides appeals and keeps disciplinary flags.
 */
export const degreePermissions = {
  'xw:xwsq:view': ['staff', 'college', 'teacher', 'student'],
  'xw:lwps:manage': ['staff', 'college'],
  'xw:lwps:appeal': ['staff'],
  'xw:lwps:review': ['teacher'],
  'xw:flag:edit': ['staff'],
  'xw:dbjl:view': ['staff', 'college', 'teacher'],
  'xw:dbjl:manage': ['staff', 'college'],
} as const;

export const degreeAccess: AccessTable = {
  getDegreeFile: needs('xw:xwsq:view'),
  submitThesis: STUDENT,
  appealReview: STUDENT,
  decideAppeal: needs('xw:lwps:appeal'),
  addDisciplinaryFlag: needs('xw:flag:edit'),
  closeDisciplinaryFlag: needs('xw:flag:edit'),
  listDegreeTeachers: needs('xw:lwps:manage'),
  listTheses: needs('xw:lwps:manage', 'filtered'),
  setThesisSimilarity: needs('xw:lwps:manage'),
  assignReviewers: needs('xw:lwps:manage'),
  listMyReviews: needs('xw:lwps:review', 'own-records'),
  getMyReview: needs('xw:lwps:review', 'own-records'),
  declareConflict: needs('xw:lwps:review', 'own-records'),
  downloadReviewThesis: needs('xw:lwps:review', 'own-records'),
  uploadThesisReviewForm: needs('xw:lwps:review'),
  submitReview: needs('xw:lwps:review', 'own-records'),
  listDefences: needs('xw:dbjl:view', 'filtered'),
  getDefence: needs('xw:dbjl:view'),
  scheduleDefence: needs('xw:dbjl:manage'),
  rescheduleDefence: needs('xw:dbjl:manage'),
  recordDefenceVote: needs('xw:dbjl:view'),
  closeDefence: needs('xw:dbjl:view'),
  uploadDefenceRecord: needs('xw:dbjl:view'),
};

const STAFF_SIDE: readonly RoleKey[] = ['admin', 'staff', 'college', 'teacher'];

/**
 * SPEC 2 routes of 学位管理 (moved here from `PLANNED_MENUS` of `areas/menu.ts`): the degree applications, the blind
 * review and the defence records for the graduate school, the colleges and the teachers (a teacher's reviews and
 * committees); the student reaches their own degree file in their one top-level entry (SPEC 2), at the same route.
 */
export const degreeMenus: readonly MenuContribution[] = [
  { group: '/xw', order: 10, entry: page('/xw/xwsq', 'Xwsq', 'xw/xwsq/index', '学位申请', 'file-list-3-line', { roles: STAFF_SIDE }) },
  { group: '/xw', order: 20, entry: page('/xw/lwps', 'Lwps', 'xw/lwps/index', '论文评审', 'article-line', { roles: STAFF_SIDE }) },
  { group: '/xw', order: 30, entry: page('/xw/dbjl', 'Dbjl', 'xw/dbjl/index', '答辩记录', 'discuss-line', { roles: STAFF_SIDE }) },
  { group: '/xw', order: 50, entry: hidden('/stuXwsqView', 'StuXwsqView', 'xw/xwsq/view', '学位申请详情', '/xw/xwsq', STAFF_SIDE) },
  { group: '/my', order: 32, entry: page('/xw/xwsq', 'Xwsq', 'xw/xwsq/index', '学位申请', 'file-list-3-line', { roles: ['student'] }) },
  { group: '/my', order: 33, entry: hidden('/stuXwsqView', 'StuXwsqView', 'xw/xwsq/view', '学位申请详情', '/xw/xwsq', ['student']) },
];
