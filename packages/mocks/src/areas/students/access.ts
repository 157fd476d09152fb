import type { MenuContribution } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import { type AccessTable, type AuthzRow, needs } from '../../http/access.ts';

/** Student-record permissions; the graduate-school staff hold them all (admins pass every check). */
export const studentPermissions = {
  'xj:stuinfo:list': ['staff'],
  'xj:stuinfo:add': ['staff'],
  'xj:stuinfo:edit': ['staff'],
  'xj:stuinfo:delete': ['staff'],
  'xj:stuinfo:status': ['staff'],
  'xj:stuinfo:verify': ['staff'],
  'xj:stats:view': ['staff'],
  'xj:stuinfo:export': ['staff'],
  'xj:bysk:export': ['staff'],
} as const;

const inStudentScope: AuthzRow = { access: 'signed-in', scope: 'student-scope' };

export const studentAccess: AccessTable = {
  // student records
  addStudent: needs('xj:stuinfo:add'),
  addVisitingStudent: needs('xj:stuinfo:add'),
  deleteStudent: needs('xj:stuinfo:delete'),
  listStudents: needs('xj:stuinfo:list'),
  updateStudent: needs('xj:stuinfo:edit'),
  returnVerification: needs('xj:stuinfo:verify'),
  changeStudentStatus: needs('xj:stuinfo:status'),
  changeCertificateNumber: needs('xj:stuinfo:edit'),
  getStudentById: needs('xj:stuinfo:list'),
  getStudentByCard: needs('xj:stuinfo:list'),
  getStaff: needs('xj:stuinfo:list'),
  getNextCardNumber: needs('xj:stuinfo:list'),
  checkCertificateRepeat: needs('xj:stuinfo:list'),
  listSupervisorStudents: { access: 'staff-number', scope: 'own-students' },
  getOwnStudentRecord: { access: 'student' },
  pickStudents: { access: 'signed-in', scope: 'filtered' },
  getStudentByCardInScope: inStudentScope,
  searchStudents: needs('xj:stuinfo:list'),
  getVisitingStudent: needs('xj:stuinfo:list'),
  getRegistration: inStudentScope,
  getRegistrationCheck: inStudentScope,
  // statistics
  getVerificationStats: needs('xj:stats:view'),
  getRegistrationStats: needs('xj:stats:view'),
  getStudentStats: needs('xj:stats:view'),
  getSupervisorStats: needs('xj:stats:view'),
  getVisitingStats: needs('xj:stats:view'),
  getEquivalentStats: needs('xj:stats:view'),
  getPartyMemberStats: needs('xj:stats:view'),
  getDegreeStats: needs('xj:stats:view'),
  // photos
  getPhoto: inStudentScope,
  downloadPhoto: inStudentScope,
  showPhoto: inStudentScope,
  updateOwnPhoto: { access: 'student' },
  uploadStudentPhoto: { ...needs('xj:stuinfo:edit'), scope: 'student-scope' },
  // exports
  exportStudentsExcel: needs('xj:stuinfo:export'),
  exportSearchExcel: needs('xj:stuinfo:export'),
  exportPhotos: needs('xj:stuinfo:export'),
  exportImportTemplate: needs('xj:stuinfo:export'),
  exportFreshmenExcel: needs('xj:stuinfo:export'),
  exportStudentsDbf: needs('xj:stuinfo:export'),
  exportEquivalentDbf: needs('xj:stuinfo:export'),
  downloadCcqj: needs('xj:stuinfo:export'),
  downloadXzzd: needs('xj:stuinfo:export'),
  downloadJybXX: needs('xj:stuinfo:export'),
  exportVerificationExcel: needs('xj:stuinfo:export'),
  getEnrolmentCertificate: needs('xj:stuinfo:export'),
  getAuthReport: needs('xj:stuinfo:export'),
  getOwnEnrolmentCertificate: { access: 'student' },
  exportGraduates: needs('xj:bysk:export'),
  exportGraduatesDbf: needs('xj:bysk:export'),
};

export const studentMenus: readonly MenuContribution[] = [
  { group: '/xj', order: 10, entry: page('/xj/xjxx', 'Xjxx', 'xj/xjxx/index', '学籍信息', 'file-user-line', { meta: { guard: ['xj:stuinfo:list'] } }) },
  {
    group: '/xj',
    order: 20,
    entry: page('/xj/tj', 'XjTj', 'xj/tj/index', '学籍统计', 'bar-chart-2-line', { meta: { guard: ['xj:stats:view'], badge: 'New' } }),
  },
  { group: '/xj', order: 40, entry: page('/xj/xsbd', 'Xsbd', 'xj/xsbd/index', '新生报到', 'login-box-line') },
  {
    group: '/xj',
    order: 50,
    entry: page('/xj/xshd', 'Xshd', 'xj/xshd/index', '学籍核对', 'checkbox-multiple-line', { meta: { guard: ['xj:stuinfo:verify'] } }),
  },
  { group: '/xj', order: 60, entry: page('/xj/jxsgl', 'Jxsgl', 'xj/jxsgl/index', '进修生管理', 'user-shared-line') },
  {
    group: '/xj',
    order: 70,
    entry: page('/xj/bysk', 'Bysk', 'xj/bysk/index', '毕业生库', 'graduation-cap-line', {
      meta: { guard: { permission: ['xj:bysk:export', 'xj:stuinfo:export'], mode: 'oneOf' } },
    }),
  },
  { group: '/xj', order: 100, entry: hidden('/stuDetails', 'StuDetails', 'xj/xjxx/details', '学生详情', '/xj/xjxx') },
  { group: '/xj', order: 110, entry: hidden('/xjxxEdit', 'XjxxEdit', 'xj/xjxx/edit', '编辑学籍信息', '/xj/xjxx') },
  { group: '/xw', order: 40, entry: page('/xw/tj', 'XwTj', 'xw/tj/index', '学位统计', 'pie-chart-2-line', { meta: { guard: ['xj:stats:view'] } }) },
  // A supervisor opens student details from "my students", not from the registry list.
  { group: '/ds', order: 70, entry: hidden('/stuDetails', 'StuDetails', 'xj/xjxx/details', '学生详情', '/ds/wdxs', ['teacher']) },
  { group: '/my', order: 10, entry: page('/my/xjxx', 'MyXjxx', 'xj/my/index', '我的学籍信息', 'profile-line', { meta: { noClosable: true } }) },
];
