import { createQueryKeys } from '@gs/sdk/query';
import { apiMutation, apiQueryOptions } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';

/**
 * Grade entry's calls (listGradeSheets, getGradeSheet, saveGradeCells, submitGradeSheet, and the terms
 * for the list's default): keys of their own, so a save refreshes the entry pages and not the other
 * grades pages' lists.
 */
export const sheetKeys = createQueryKeys('grade-sheets');

// The shapes the grades pages share are named once, in keys.ts; these are entry's own.
import type { GradeRow } from './keys.ts';
export type { GradeFlag, GradeLevel, GradeRow, Term } from './keys.ts';
export type GradeSheet = components['schemas']['GradeSheet'];
export type GradeSheetBrief = components['schemas']['GradeSheetBrief'];
export type GradeScale = components['schemas']['GradeScale'];
export type GradeSource = components['schemas']['GradeSource'];
export type GradeCellInput = components['schemas']['GradeCellInput'];
export type GradeConflicts = NonNullable<components['schemas']['GradeConflictEnvelope']['data']>;
export type SheetQuery = NonNullable<paths[typeof SHEETS_PATH]['get']['parameters']['query']>;

export const SHEETS_PATH = '/cloud-xj/api/cjgl/sheets' as const;
const SHEET_PATH = '/cloud-xj/api/cjgl/sheets/{offeringId}' as const;
const CELLS_PATH = '/cloud-xj/api/cjgl/sheets/{offeringId}/cells' as const;
const SUBMIT_PATH = '/cloud-xj/api/cjgl/sheets/{offeringId}/submit' as const;

/** GET the grade sheets of the caller's offerings (a teacher's own, the graduate school's all). */
export function useGradeSheets(query: SheetQuery, enabled = true) {
  return useQuery({ ...apiQueryOptions(api, sheetKeys, SHEETS_PATH, { params: { query } }), placeholderData: keepPreviousData, enabled });
}

/**
 * GET one sheet. Never refetched on its own while the grid is open (the grid holds the teacher's
 * unsaved text; a reload is merged by the grid model, never put over it).
 */
export function useGradeSheet(offeringId: string) {
  return useQuery({
    ...apiQueryOptions(api, sheetKeys, SHEET_PATH, { params: { path: { offeringId } } }),
    enabled: offeringId !== '',
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** PUT cells of the sheet: the autosave's one call (409 with `data.conflicts` when someone else came first). */
export function saveGradeCells(offeringId: string, body: components['schemas']['GradeCellsInput']) {
  return api.put(CELLS_PATH, { params: { path: { offeringId } }, body });
}

/** POST the submission: the sheet locks. The lists learn the new state. */
export function useSubmitGradeSheet() {
  const client = useQueryClient();
  return useMutation({
    ...apiMutation(api, sheetKeys, 'post', SUBMIT_PATH),
    onSuccess: () => client.invalidateQueries({ queryKey: sheetKeys.all }),
  });
}

/** The rows of a 409's envelope data, when that is what it holds. */
export function conflictsOf(data: unknown): GradeRow[] | null {
  if (typeof data !== 'object' || data === null || !('conflicts' in data)) return null;
  const conflicts = (data as Partial<GradeConflicts>).conflicts;
  return Array.isArray(conflicts) ? conflicts : null;
}
