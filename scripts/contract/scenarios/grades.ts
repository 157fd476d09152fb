/**
 * Grades (issue 23 §3): the lists provide a sheet, a grade, a student and a college for the detail reads. The
 * writes change a draft's cell and save it back (`undo`), submit a complete draft and unlock it again, move a
 * submitted sheet's release date and set it back, and correct a grade and correct it back, each with the version
 * it read. Every change stays in the grades' history, which the API never removes, so the writes run only with
 * --allow-residue.
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';

type GradeSheet = components['schemas']['GradeSheet'];
type GradeSheetPage = components['schemas']['GradeSheetPage'];
type GradeRecord = components['schemas']['GradeRecord'];
type GradeRecordPage = components['schemas']['GradeRecordPage'];
type GradeCellsResult = components['schemas']['GradeCellsResult'];
type ReportCardPage = components['schemas']['ReportCardPage'];
type PracticeSummaryRow = components['schemas']['PracticeSummaryRow'];

const listedSheet = valueKey<string>('grades.sheet');
const listedGrade = valueKey<string>('grades.grade');
const listedStudent = valueKey<string>('grades.student');
const listedCollege = valueKey<string>('grades.college');
const WRITES = ['saveGradeCells', 'submitGradeSheet', 'unlockGradeSheet', 'setGradeRelease', 'correctGrade'];
const SHEET_FILTERS = { term: null, xydm: null, keyword: null, state: null };
const GRADE_FILTERS = { term: null, xydm: null, keyword: null, student: null, state: null, flag: null };

/** Another valid mark on the grade's scale than the one it has. */
const otherMark = (row: { score: number | null; level: string | null }, scale: 'score' | 'level') =>
  scale === 'score' ? { score: row.score === 77 ? 78 : 77, level: null, flag: null } : { score: null, level: row.level === 'B' ? 'C' : 'B', flag: null };
const markOf = (row: { score: number | null; level: string | null; flag: string | null }) => ({ score: row.score, level: row.level, flag: row.flag });

export const grades: AreaScenario = {
  name: 'grades',
  tags: ['grades'],
  manual: WRITES,

  async provide(run) {
    const sheets = await run.data<GradeSheetPage>('listGradeSheets', { query: { size: 1, ...SHEET_FILTERS } });
    run.set(listedSheet, sheets?.records[0]?.id);
    const page = await run.data<GradeRecordPage>('listGrades', { query: { size: 1, ...GRADE_FILTERS } });
    run.set(listedGrade, page?.records[0]?.id);
    const cards = await run.data<ReportCardPage>('listReportCards', { query: { size: 1, xydm: null, zydm: null, rxnj: null, keyword: null } });
    run.set(listedStudent, cards?.records[0]?.xykh);
    const practice = await run.data<PracticeSummaryRow[]>('listPracticeSummary', { query: { year: null, kind: null } });
    run.set(listedCollege, practice?.[0]?.xydm);
  },

  requests: {
    getGradeSheet: (run) => ({ params: { offeringId: run.get(listedSheet) } }),
    getGrade: (run) => ({ params: { id: run.get(listedGrade) } }),
    getReportCard: (run) => ({ params: { xykh: run.get(listedStudent) } }),
    downloadReportCardPdf: (run) => ({ params: { xykh: run.get(listedStudent) } }),
    listPracticeEvaluations: (run) => ({ params: { xydm: run.get(listedCollege) }, query: { kind: null, level: null, keyword: null } }),
  },

  async writes(run) {
    if (!run.options.allowResidue) {
      WRITES.forEach((id) => run.skip(id, 'every change of a grade stays in its history, which the API cannot remove: pass --allow-residue to include it'));
      return;
    }
    // A cell of a draft, changed and saved back.
    const drafts = await run.data<GradeSheetPage>('listGradeSheets', { query: { ...SHEET_FILTERS, state: 'draft', size: 100 } });
    const draft = drafts?.records.find((s) => s.total > 0);
    const sheet = draft && (await run.data<GradeSheet>('getGradeSheet', { params: { offeringId: draft.id } }));
    const row = sheet?.rows[0];
    if (!sheet || !row) run.skip('saveGradeCells', 'listGradeSheets gave no draft with a student to enter a grade for');
    else {
      const saved = await run.data<GradeCellsResult>('saveGradeCells', {
        params: { offeringId: sheet.offering.id },
        json: { source: 'entry', cells: [{ xykh: row.xykh, ...otherMark(row, sheet.offering.scale), version: row.version }] },
      });
      const version = saved?.rows[0]?.version;
      if (version !== undefined) {
        await run.call('saveGradeCells', {
          params: { offeringId: sheet.offering.id },
          json: { source: 'undo', cells: [{ xykh: row.xykh, ...markOf(row), version }] },
        });
      }
    }
    // A complete draft, submitted and unlocked again.
    const complete = drafts?.records.find((s) => s.total > 0 && s.entered === s.total);
    if (!complete) ['submitGradeSheet', 'unlockGradeSheet'].forEach((id) => run.skip(id, 'listGradeSheets gave no complete draft to submit'));
    else {
      const submitted = await run.data<GradeSheet>('submitGradeSheet', { params: { offeringId: complete.id } });
      if (submitted) await run.call('unlockGradeSheet', { params: { offeringId: complete.id }, json: { reason: `contract check ${run.stamp}` } });
      else run.skip('unlockGradeSheet', 'submitGradeSheet gave no submitted sheet to unlock');
    }
    // A submitted sheet's release date, moved and set back.
    const submittedPage = await run.data<GradeSheetPage>('listGradeSheets', { query: { ...SHEET_FILTERS, state: 'submitted', size: 1 } });
    const locked = submittedPage?.records[0];
    if (!locked) run.skip('setGradeRelease', 'listGradeSheets gave no submitted sheet to release');
    else if (await run.data<GradeSheet>('setGradeRelease', { params: { offeringId: locked.id }, json: { releaseAt: '2030-01-20 09:00:00' } })) {
      await run.call('setGradeRelease', { params: { offeringId: locked.id }, json: { releaseAt: locked.releaseAt } });
    }
    // A grade of a submitted sheet, corrected and corrected back.
    const gradesPage = await run.data<GradeRecordPage>('listGrades', { query: { ...GRADE_FILTERS, state: 'submitted', size: 1 } });
    const grade = gradesPage?.records[0];
    if (!grade) run.skip('correctGrade', 'listGrades gave no submitted grade to correct');
    else {
      const corrected = await run.data<GradeRecord>('correctGrade', {
        params: { id: grade.id },
        json: { ...otherMark(grade, grade.scale), reason: `contract check ${run.stamp}`, version: grade.version },
      });
      if (corrected) {
        await run.call('correctGrade', {
          params: { id: grade.id },
          json: { ...markOf(grade), reason: `contract check ${run.stamp} (undone)`, version: corrected.version },
        });
      }
    }
  },
};
