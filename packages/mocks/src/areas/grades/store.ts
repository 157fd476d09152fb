import type { components } from '@gs/sdk/schema';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { defineSlice } from '../../core/store.ts';

type GradeRow = components['schemas']['GradeRow'];
type GradeChange = components['schemas']['GradeChange'];
type GradeSheet = components['schemas']['GradeSheet'];
type PracticeEvaluation = components['schemas']['PracticeEvaluation'];
export type GradeMark = components['schemas']['GradeMark'];
export type GradeChangeKind = GradeChange['how'];

/**
 * A grade as stored (our model, issue 23 §3): a student's mark in an offering, its version (how many times it
 * changed) and its last change. A row never set is not stored: it reads as version 0 with no mark.
 */
export type GradeEntry = Pick<GradeRow, 'id' | 'score' | 'level' | 'flag' | 'version' | 'updatedBy' | 'updatedById' | 'updatedAt'> & {
  offeringId: string;
  xykh: string;
};

/** A sheet's state as stored; a sheet never touched is a draft without dates. */
export type SheetRecord = Pick<GradeSheet, 'state' | 'submittedAt' | 'submittedByName' | 'releaseAt'> & {
  offeringId: string;
  submittedById: string | null;
};

/** A change of a grade as stored: the answer's fields but the course's and the student's, read per request. */
export type ChangeRecord = Pick<GradeChange, 'id' | 'gradeId' | 'how' | 'old' | 'new' | 'reason' | 'byId' | 'byName' | 'at'> & {
  offeringId: string;
  xykh: string;
};

/** A practice evaluation as stored: the answer's fields but the student's, read per request, and their college. */
export type PracticeRecord = Omit<PracticeEvaluation, 'xm' | 'zymc' | 'rxnj'> & { xydm: string };

/** The id of a grade: the offering's and the student's card number (`jxb-2025-2026-1-001_2024001002`). */
export const gradeIdOf = (offeringId: string, xykh: string) => `${offeringId}_${xykh}`;

/** The offering and the card number of a grade id; undefined when it is not one. */
export function parseGradeId(id: string): { offeringId: string; xykh: string } | undefined {
  const at = id.lastIndexOf('_');
  if (at <= 0 || at === id.length - 1) return undefined;
  return { offeringId: id.slice(0, at), xykh: id.slice(at + 1) };
}

const EMPTY: GradeMark = { score: null, level: null, flag: null };

/** A mark's value (for the history and for comparing). */
export const markOf = (entry: Pick<GradeEntry, 'score' | 'level' | 'flag'> | undefined): GradeMark =>
  entry ? { score: entry.score, level: entry.level, flag: entry.flag } : EMPTY;

export const sameMark = (a: GradeMark, b: GradeMark) => a.score === b.score && a.level === b.level && a.flag === b.flag;

/** Who made a change: the user id and the name it is shown under. */
export interface Actor {
  id: string;
  name: string;
}

/**
 * Grades: the sheets' states, the grades, the history of every change and the practice evaluations, with the
 * index of changes by grade.
 *
 * What other areas use (the degree audit, later): `grades` and `sheets` read-only, `entry`, `sheetOf`.
 */
export const gradesSlice = defineSlice('grades', (store) => {
  const byGrade = new Map<string, string[]>();
  const sheets = store.collection<SheetRecord>('gradeSheets', (s) => s.offeringId);
  const grades = store.collection<GradeEntry>('grades', (g) => g.id);
  const changes = store.collection<ChangeRecord>('gradeChanges', (c) => c.id, {
    onChange(before, after) {
      if (before) {
        const list = byGrade.get(before.gradeId);
        if (list)
          byGrade.set(
            before.gradeId,
            list.filter((id) => id !== before.id),
          );
      }
      if (after) (byGrade.get(after.gradeId) ?? byGrade.set(after.gradeId, []).get(after.gradeId)!).push(after.id);
    },
  });
  const practice = store.collection<PracticeRecord>('practiceEvaluations', (p) => p.id);

  function sheetOf(offeringId: string): SheetRecord {
    return sheets.get(offeringId) ?? { offeringId, state: 'draft', submittedAt: null, submittedById: null, submittedByName: null, releaseAt: null };
  }

  function record(gradeId: string, how: GradeChangeKind, old: GradeMark | null, next: GradeMark | null, reason: string | null, by: Actor, at: string): void {
    const parsed = parseGradeId(gradeId)!;
    changes.set({
      id: store.nextId(),
      gradeId,
      offeringId: parsed.offeringId,
      xykh: parsed.xykh,
      how,
      old,
      new: next,
      reason,
      byId: by.id,
      byName: by.name,
      at,
    });
  }

  return {
    sheets: sheets as ReadonlyCollection<SheetRecord>,
    grades: grades as ReadonlyCollection<GradeEntry>,
    changes: changes as ReadonlyCollection<ChangeRecord>,
    practice: practice as ReadonlyCollection<PracticeRecord>,
    sheetOf,
    /** The stored grade of a student in an offering (undefined: never set). */
    entry(offeringId: string, xykh: string): GradeEntry | undefined {
      return grades.get(gradeIdOf(offeringId, xykh));
    },
    /** The changes of a grade, oldest first. */
    historyOf(gradeId: string): ChangeRecord[] {
      return (byGrade.get(gradeId) ?? []).flatMap((id) => changes.get(id) ?? []);
    },
    /**
     * Sets a student's mark (inside the caller's write, or while seeding): a new version, who and when, and a
     * history entry. The handlers have checked the scale, the version and the sheet's state.
     */
    setMark(offeringId: string, xykh: string, mark: GradeMark, how: GradeChangeKind, by: Actor, at: string, reason: string | null = null): GradeEntry {
      const id = gradeIdOf(offeringId, xykh);
      const before = grades.get(id);
      record(id, how, before ? markOf(before) : null, mark, reason, by, at);
      return grades.set({ id, offeringId, xykh, ...mark, version: (before?.version ?? 0) + 1, updatedBy: by.name, updatedById: by.id, updatedAt: at });
    },
    /** Stores a sheet's state, and a history entry of `how` per row (`rows`: the card numbers) with the reason. */
    setSheet(next: SheetRecord, how: 'submit' | 'unlock' | null, rows: readonly string[], by: Actor, at: string, reason: string | null = null): SheetRecord {
      if (how) {
        for (const xykh of rows) {
          const id = gradeIdOf(next.offeringId, xykh);
          const mark = grades.has(id) ? markOf(grades.get(id)) : null;
          record(id, how, mark, mark, reason, by, at);
        }
      }
      return sheets.set(next);
    },
    putPractice(evaluation: PracticeRecord): PracticeRecord {
      return practice.set(evaluation);
    },
  };
});

export type Grades = ReturnType<typeof gradesSlice.create>;
