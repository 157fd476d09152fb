/**
 * Where the app's pages are (SPEC 2 menu routes and hidden routes), built in one place: a page that
 * opens another takes its path from here, never writes it by hand, so a route's query parameters are
 * spelt one way everywhere.
 */
const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export const paths = {
  home: '/',
  /** Everything waiting for, decided by or applied for by the signed-in account (our model, issue 22). */
  worklist: '/my/worklist',
  /** A student's record (hidden route /stuDetails): by id and card number, or by card number alone. */
  studentDetails: (student: { id?: string; xykh: string }) =>
    withQuery('/stuDetails', student.id ? { id: student.id, xykh: student.xykh } : { xykh: student.xykh }),
  /** Add a record (hidden route /xjxxEdit), or a visiting student's. */
  studentAdd: (kind?: 'visiting') => (kind ? withQuery('/xjxxEdit', { kind }) : '/xjxxEdit'),
  studentEdit: (id: string) => withQuery('/xjxxEdit', { id }),
  statusChanges: '/xj/xjyd',
  statusChangeAdd: '/addXjyd',
  /** One application on the shared detail route (hidden route /stuBySqView): status changes, and kinds without a route of their own. */
  applicationDetails: (id: string) => withQuery('/stuBySqView', { id }),
  leaveDetails: (id: string) => withQuery('/qjgl/toDetails', { id }),
  scholarshipSummary: '/xyjxjHz',
  /** A scholarship application (hidden route /xyjxj/toDetails, our model: SPEC 2 names none for it). */
  scholarshipDetails: (id: string) => withQuery('/xyjxj/toDetails', { id }),
  supervisorProfile: (gh: string) => withQuery('/dsxx/jsinfoView', { gh }),
  /** The training plans (/pkgl/pyfa), their templates, a plan's editor and its printable view. */
  plans: '/pkgl/pyfa',
  planTemplates: '/pyfa/pyfambgl',
  planEdit: (id: string) => withQuery('/pyfazd/pyfazdForm', { id }),
  planView: (id: string) => withQuery('/pyfack/pyfaView', { id }),
  /** A student's degree audit (hidden route /zdyxd/xspyjhView) for staff, colleges and supervisors; the student's own. */
  studentAudit: (xykh: string) => withQuery('/zdyxd/xspyjhView', { xykh }),
  myAudit: '/my/pyjh',
  supervisorSelectionDetails: (id: string) => withQuery('/zlds/apply/view', { id }),
  /** The grade entry grid of one offering (hidden route /cjlr/xkxsIdex), from the list of sheets (/cjgl/cjlr). */
  gradeEntry: (offeringId: string) => withQuery('/cjlr/xkxsIdex', { id: offeringId }),
  /** Grade maintenance (/cjgl/whcjgl; `?tab=changes` its history) and one grade with its history. */
  grades: '/cjgl/whcjgl',
  gradeDetails: (id: string) => withQuery('/whcjgl/indexCjmx', { id }),
  /** Report cards: the list, one student's (staff, college, supervisor; a student their own), the student's own page. */
  reportCards: '/cjgl/xscjgb',
  reportCard: (xykh: string) => withQuery('/xscjgb/indexView', { xykh }),
  myGrades: '/my/cj',
  /** The practice evaluation summary and one college's evaluations (of one kind of practice). */
  practiceSummary: '/cjgl/sjpjhz',
  practiceDetails: (xydm: string, kind?: string) => withQuery('/sjpjhz/indexmx', kind ? { xydm, kind } : { xydm }),
  /**
   * The timetable (/pkgl/pkxxwh; `?tab=grid` its week grid), the editors by week and by date (optionally
   * on one offering, `?id=`), an offering's plan (none: a new offering), its dated sessions and its
   * students, and the own timetable of a student (/my/kb) and of a teacher (/pkgl/wdkb).
   */
  timetable: '/pkgl/pkxxwh',
  timetableGrid: withQuery('/pkgl/pkxxwh', { tab: 'grid' }),
  timetableByWeek: (id?: string) => (id ? withQuery('/pkgl/pkxxwh/ZcPkxxForm', { id }) : '/pkgl/pkxxwh/ZcPkxxForm'),
  timetableByDate: (id?: string) => (id ? withQuery('/pkgl/pkxxwh/RqPkxxForm', { id }) : '/pkgl/pkxxwh/RqPkxxForm'),
  offeringPlan: (id?: string) => (id ? withQuery('/pkxxwh/pkjhForm', { id }) : '/pkxxwh/pkjhForm'),
  offeringDatedPlan: (id: string) => withQuery('/pkxxwh/rqpkjhForm', { id }),
  offeringStudents: (id: string) => withQuery('/pkxxwh/xsxkjg/xsxkjg', { id }),
  myTimetable: '/my/kb',
  teacherTimetable: '/pkgl/wdkb',
  // Data configuration (issue 24 §3)
  config: '/system/sjpz',
  configForm: (key: string) => withQuery('/sjpz/form', { key }),
  // Questionnaires (issue 24 §2)
  questionnaires: '/examination/index',
  questionnaireNew: '/examination/form',
  questionnaireEdit: (id: string) => withQuery('/examination/form', { id }),
  /** The publish form, with a questionnaire chosen or not. */
  taskPublish: (questionnaireId?: string) => (questionnaireId ? withQuery('/rwfb/form', { questionnaireId }) : '/rwfb/form'),
  questionnaireTasks: '/examination/rwfb',
  /** The fill-in page of a task (the group's and the student's menus both have /myjob/dotest). */
  questionnaireFill: (taskId: string) => withQuery('/myjob/dotest', { taskId }),
  /** My questionnaires: a student's under 我的学籍, everyone else's under 问卷管理. */
  myQuestionnaires: (student: boolean) => (student ? '/my/wj' : '/examination/myjob'),
  answerSheets: (taskId: string, sheetId?: string) => withQuery('/examination/answer/view', sheetId ? { taskId, sheetId } : { taskId }),
  answerAnalysis: (taskId: string) => withQuery('/examination/answer/analysis', { taskId }),
  // Degrees (issue 24 §1)
  degreeApplications: '/xw/xwsq',
  /** One student's degree file (hidden route /stuXwsqView) for staff, colleges and supervisors. */
  degreeFile: (xykh: string) => withQuery('/stuXwsqView', { xykh }),
  thesisReview: '/xw/lwps',
  defences: '/xw/dbjl',
} as const;
