import { createQueryKeys } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';

/**
 * The queries of the grades pages but entry (grades, their history, report cards, practice): every
 * write refreshes them all (and entry's, `sheetKeys`, whose sheets an unlock or a release changes).
 */
export const gradesKeys = createQueryKeys('grades');

export const GRADES_PATH = '/cloud-xj/api/cjgl/grades' as const;
export const GRADE_PATH = '/cloud-xj/api/cjgl/grades/{id}' as const;
export const CHANGES_PATH = '/cloud-xj/api/cjgl/changes' as const;
export const REPORT_CARDS_PATH = '/cloud-xj/api/cjgl/report-cards' as const;
export const REPORT_CARD_PATH = '/cloud-xj/api/cjgl/report-cards/{xykh}' as const;
export const PRACTICE_PATH = '/cloud-xj/api/cjgl/practice' as const;
export const PRACTICE_COLLEGE_PATH = '/cloud-xj/api/cjgl/practice/{xydm}' as const;

/** The PDF of a student's report card (downloadReportCardPdf), for the download helper. */
export const reportCardPdfPath = (xykh: string) => `/cloud-xj/api/cjgl/report-cards/${encodeURIComponent(xykh)}/pdf`;

export type Term = components['schemas']['Term'];
export type GradeRecord = components['schemas']['GradeRecord'];
export type GradeRow = components['schemas']['GradeRow'];
export type GradeDetail = components['schemas']['GradeDetail'];
export type GradeChange = components['schemas']['GradeChange'];
export type GradeMark = components['schemas']['GradeMark'];
export type ChangeHow = components['schemas']['GradeChangeKind'];
export type GradeFlag = components['schemas']['GradeFlag'];
export type GradeLevel = NonNullable<GradeRecord['level']>;
export type GradeState = components['schemas']['GradeSheetState'];
export type ReportCardBrief = components['schemas']['ReportCardBrief'];
export type ReportCard = components['schemas']['ReportCard'];
export type ReportCardCourse = components['schemas']['ReportCardCourse'];
export type ReportCardGroup = components['schemas']['ReportCardGroup'];
export type PracticeKind = components['schemas']['PracticeKind'];
export type PracticeSummaryRow = components['schemas']['PracticeSummaryRow'];
export type PracticeEvaluation = components['schemas']['PracticeEvaluation'];
export type GradeQuery = NonNullable<paths[typeof GRADES_PATH]['get']['parameters']['query']>;
export type GradeChangeQuery = NonNullable<paths[typeof CHANGES_PATH]['get']['parameters']['query']>;
export type ReportCardQuery = NonNullable<paths[typeof REPORT_CARDS_PATH]['get']['parameters']['query']>;
export type PracticeQuery = NonNullable<paths[typeof PRACTICE_PATH]['get']['parameters']['query']>;
export type PracticeEvaluationQuery = NonNullable<paths[typeof PRACTICE_COLLEGE_PATH]['get']['parameters']['query']>;

export const FLAGS: readonly GradeFlag[] = ['absent', 'deferred', 'misconduct'];
export const LEVELS: readonly GradeLevel[] = ['A', 'B', 'C', 'D', 'E'];
export const HOWS: readonly ChangeHow[] = ['entry', 'paste', 'fill', 'undo', 'import', 'correction', 'unlock', 'submit'];
export const PRACTICE_KINDS: readonly PracticeKind[] = ['teaching', 'research'];
