import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import { type AccessTable, SIGNED_IN, needs } from '../../http/access.ts';

/**
 * Grades (our model, issue 23 §3). Teachers enter and submit the marks of the offerings they teach; the
 * graduate school reads everything, unlocks, corrects and releases; college secretaries read their college's.
 * The handlers narrow each list and refuse a record outside the caller's reach (403): a teacher's sheets are
 * the offerings they teach, a secretary's their college's. A grade, a report card and its PDF are open to any
 * signed-in account and checked per record: the student their own once released, a supervisor their students'.
 */
export const gradesPermissions = {
  'cjgl:cjlr:list': ['staff', 'college', 'teacher'],
  'cjgl:cjlr:edit': ['staff', 'teacher'],
  'cjgl:whcjgl:list': ['staff', 'college'],
  'cjgl:whcjgl:edit': ['staff'],
  'cjgl:xscjgb:list': ['staff', 'college', 'teacher'],
  'cjgl:sjpjhz:list': ['staff', 'college'],
} as const;

export const gradesAccess: AccessTable = {
  listGradeSheets: needs('cjgl:cjlr:list'),
  getGradeSheet: needs('cjgl:cjlr:list'),
  saveGradeCells: needs('cjgl:cjlr:edit'),
  submitGradeSheet: needs('cjgl:cjlr:edit'),
  unlockGradeSheet: needs('cjgl:whcjgl:edit'),
  setGradeRelease: needs('cjgl:whcjgl:edit'),
  listGrades: needs('cjgl:whcjgl:list'),
  getGrade: SIGNED_IN,
  correctGrade: needs('cjgl:whcjgl:edit'),
  listGradeChanges: needs('cjgl:whcjgl:list'),
  listReportCards: needs('cjgl:xscjgb:list'),
  getReportCard: SIGNED_IN,
  downloadReportCardPdf: SIGNED_IN,
  listPracticeSummary: needs('cjgl:sjpjhz:list'),
  listPracticeEvaluations: needs('cjgl:sjpjhz:list'),
};

const ENTRY: readonly RoleKey[] = ['admin', 'staff', 'teacher'];
const MAINTENANCE: readonly RoleKey[] = ['admin', 'staff', 'college'];
const REPORTS: readonly RoleKey[] = ['admin', 'staff', 'college', 'teacher'];

/** SPEC 2 routes of 成绩管理 (moved here from `areas/menu.ts`), and the student's own grades in 我的学籍. */
export const gradesMenus: readonly MenuContribution[] = [
  { group: '/cjgl', order: 10, entry: page('/cjgl/cjlr', 'Cjlr', 'cjgl/cjlr/index', '成绩录入', 'edit-box-line', { roles: ENTRY }) },
  { group: '/cjgl', order: 20, entry: page('/cjgl/whcjgl', 'Whcjgl', 'cjgl/whcjgl/index', '成绩维护', 'database-2-line', { roles: MAINTENANCE }) },
  { group: '/cjgl', order: 30, entry: page('/cjgl/xscjgb', 'Xscjgb', 'cjgl/xscjgb/index', '成绩报告单', 'file-chart-line', { roles: REPORTS }) },
  { group: '/cjgl', order: 40, entry: page('/cjgl/sjpjhz', 'Sjpjhz', 'cjgl/sjpjhz/index', '实践评价汇总', 'survey-line', { roles: MAINTENANCE }) },
  { group: '/cjgl', order: 50, entry: hidden('/whcjgl/indexCjmx', 'IndexCjmx', 'cjgl/whcjgl/detail', '成绩明细', '/cjgl/whcjgl', MAINTENANCE) },
  { group: '/cjgl', order: 60, entry: hidden('/xscjgb/indexView', 'XscjgbView', 'cjgl/xscjgb/view', '成绩报告单详情', '/cjgl/xscjgb', REPORTS) },
  { group: '/cjgl', order: 70, entry: hidden('/cjlr/xkxsIdex', 'XkxsIdex', 'cjgl/cjlr/students', '选课学生成绩', '/cjgl/cjlr', ENTRY) },
  { group: '/cjgl', order: 80, entry: hidden('/sjpjhz/indexmx', 'SjpjhzMx', 'cjgl/sjpjhz/detail', '实践评价汇总明细', '/cjgl/sjpjhz', MAINTENANCE) },
  // The student's report card of themself, in their one top-level entry; its detail route too (own only).
  { group: '/my', order: 24, entry: page('/my/cj', 'MyCj', 'my/cj/index', '我的成绩', 'medal-line', { roles: ['student'] }) },
  { group: '/my', order: 28, entry: hidden('/xscjgb/indexView', 'XscjgbView', 'cjgl/xscjgb/view', '成绩报告单详情', '/my/cj', ['student']) },
];
